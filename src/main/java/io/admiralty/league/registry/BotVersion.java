package io.admiralty.league.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** One version of a bot: how it runs (a command, a url) and its files ({@code artifact}, a SHA-256), if any. */
@Entity
@Table(name = "bot_version")
@IdClass(BotVersion.Key.class)
@NamedQuery(
        name = "BotVersion.current",
        query =
                """
        select v from BotVersion v, Bot b where b.id = v.botId and v.version = b.version and b.id in :bots""")
@NamedQuery(name = "BotVersion.last", query = "select max(v.version) from BotVersion v where v.botId = :bot")
@NamedQuery(name = "BotVersion.ofBot", query = "from BotVersion v where v.botId = :bot order by v.version")
public class BotVersion {

    /** The primary key: the bot and the version's number. */
    public static class Key implements Serializable {
        public Long botId;
        public Integer version;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(botId, key.botId) && Objects.equals(version, key.version);
        }

        @Override
        public int hashCode() {
            return Objects.hash(botId, version);
        }
    }

    @Id
    @Column(name = "bot_id")
    public Long botId;

    @Id
    public Integer version;

    @JdbcTypeCode(SqlTypes.JSON)
    public List<String> command;

    public String url;

    public String artifact;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
}
