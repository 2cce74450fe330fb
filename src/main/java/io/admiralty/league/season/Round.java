package io.admiralty.league.season;

import io.admiralty.league.CodedColumn;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** One round robin of a season; a scheduled one remembers the cron fire that queued it. */
@Entity
@NamedQuery(
        name = "Round.lastNumber",
        query = "select coalesce(max(r.number), 0) from Round r where r.seasonId = :season")
@NamedQuery(name = "Round.lastScheduled", query = "select max(r.scheduledFor) from Round r where r.seasonId = :season")
@NamedQuery(
        name = "Round.firedAt",
        query = "select count(*) from Round r where r.seasonId = :season and r.scheduledFor = :fire")
public class Round {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "season_id")
    public long seasonId;

    public int number;

    @Convert(converter = RoundTriggerColumn.class)
    public RoundTrigger trigger;

    @Column(name = "scheduled_for")
    public Instant scheduledFor;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    /** The column holds the RoundTrigger's word. */
    static final class RoundTriggerColumn extends CodedColumn<RoundTrigger> {
        RoundTriggerColumn() {
            super(RoundTrigger.class);
        }
    }
}
