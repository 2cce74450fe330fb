package io.admiralty.league.validation;

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

/**
 * Version {@code version} of a bot validated against the built-in {@code opponentId} on {@code ruleset}: one row per
 * version and ruleset it was checked on.
 */
@Entity
@NamedQuery(
        name = "Validation.refusedInSeason",
        query =
                """
        select v from Validation v, Bot b, Season s, SeasonEntry e
        where s.id = :season and e.seasonId = s.id and e.botId = v.botId and b.id = v.botId and v.botId in :bots
          and v.version = coalesce(e.frozenVersion, b.version) and v.ruleset = s.ruleset and v.state = :refused""")
@NamedQuery(
        name = "Validation.ofVersion",
        query = "from Validation v where v.botId = :bot and v.version = :version order by v.id")
@NamedQuery(
        name = "Validation.latestOfBots",
        query =
                """
        from Validation v where v.botId in :bots and v.version = (
          select max(w.version) from Validation w where w.botId = v.botId)""")
@NamedQuery(
        name = "Validation.openOfBot",
        query = "from Validation v where v.botId = :bot and v.state = :validating and v.version < :version")
@NamedQuery(
        name = "Validation.refusedEverywhere",
        query =
                """
        select v.version from Validation v where v.botId = :bot group by v.version
        having sum(case when v.state = :refused then 0 else 1 end) = 0""")
public class Validation {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "bot_id")
    public long botId;

    public int version;

    @Column(name = "opponent_id")
    public long opponentId;

    public String ruleset;

    @Column(name = "move_timeout_ms")
    public int moveTimeoutMs;

    @Convert(converter = StateColumn.class)
    public ValidationState state = ValidationState.VALIDATING;

    public String detail;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "finished_at")
    public Instant finishedAt;

    /** The column holds the state's word. */
    static final class StateColumn extends CodedColumn<ValidationState> {
        StateColumn() {
            super(ValidationState.class);
        }
    }
}
