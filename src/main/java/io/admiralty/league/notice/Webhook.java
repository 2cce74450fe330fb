package io.admiralty.league.notice;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * Where a team wants events POSTed: its URL (checked against the egress rules when registered and at every attempt),
 * the events it asked for, and its secret, sealed ({@link SecretBox}). Switched off ({@code disabledAt}, with why)
 * when it keeps failing; the team switches it on again.
 */
@Entity
@NamedQuery(name = "Webhook.ofTeam", query = "from Webhook w where w.teamId = :team order by w.id")
@NamedQuery(name = "Webhook.countOfTeam", query = "select count(*) from Webhook w where w.teamId = :team")
public class Webhook {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "team_id")
    public long teamId;

    public String url;

    /** The words of the events it asked for ({@link NoticeEvent#code}). */
    @JdbcTypeCode(SqlTypes.ARRAY)
    public String[] events;

    @Column(name = "secret_sealed")
    public String secretSealed;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    /** Failed attempts in a row; a success sets it back to 0. */
    public int failures;

    @Column(name = "disabled_at")
    public Instant disabledAt;

    @Column(name = "disabled_reason")
    public String disabledReason;

    public boolean enabled() {
        return disabledAt == null;
    }

    public boolean wants(NoticeEvent event) {
        return Arrays.asList(events).contains(event.code());
    }
}
