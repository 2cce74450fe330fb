package io.admiralty.league.bench;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * One spell of a bot on the bench: the version benched, the season whose matchups showed it broken, why, and the games
 * and matchups that show it; open until its team or the organiser lifts it, or a new version ends it.
 */
@Entity
@NamedQuery(name = "Bench.open", query = "from Bench b where b.botId in :bots and b.liftedAt is null")
@NamedQuery(
        name = "Bench.holding",
        query =
                """
        from Bench b where b.botId in :bots and b.liftedAt is null
          and b.version = (select bot.version from Bot bot where bot.id = b.botId)""")
@NamedQuery(name = "Bench.lastLifted", query = "select max(b.liftedAt) from Bench b where b.botId = :bot")
public class Bench {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "bot_id")
    public long botId;

    public int version;

    @Column(name = "season_id")
    public long seasonId;

    public String reason;

    @JdbcTypeCode(SqlTypes.ARRAY)
    public Long[] games;

    @JdbcTypeCode(SqlTypes.ARRAY)
    public Long[] matchups;

    @Column(name = "benched_at")
    public Instant benchedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "lifted_at")
    public Instant liftedAt;

    @Column(name = "lifted_by")
    @Convert(converter = Lifter.Column.class)
    public Lifter liftedBy;

    /** Whether this spell holds the bot at {@code currentVersion}: it is open, and no newer version came since. */
    public boolean holds(int currentVersion) {
        return liftedAt == null && version == currentVersion;
    }
}
