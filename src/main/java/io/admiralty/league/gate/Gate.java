package io.admiralty.league.gate;

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
import java.util.List;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * A version gate: version {@code candidate} of a bot against {@code baseline}, the version that was current when it
 * started, under the test's bounds, with the tallies and the test's figures as of its last stored matchup.
 */
@Entity
@NamedQuery(name = "Gate.ofBot", query = "from Gate g where g.botId = :bot order by g.id desc")
@NamedQuery(name = "Gate.ofVersion", query = "from Gate g where g.botId = :bot and g.candidate = :version")
@NamedQuery(name = "Gate.runningOfBots", query = "from Gate g where g.botId in :bots and g.state = :running")
@NamedQuery(
        name = "Gate.runningOfTeam",
        query =
                """
        select count(*) from Gate g, Bot b where b.id = g.botId and b.team.id = :team and g.state = :running""")
public class Gate {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "bot_id")
    public long botId;

    public int candidate;

    public int baseline;

    public String ruleset;

    @Column(name = "move_timeout_ms")
    public int moveTimeoutMs;

    public double elo0;

    public double elo1;

    public double alpha;

    public double beta;

    @Column(name = "max_games")
    public int maxGames;

    public boolean pool;

    @Convert(converter = GateStateColumn.class)
    public GateState state = GateState.RUNNING;

    public String detail;

    @JdbcTypeCode(SqlTypes.JSON)
    public List<Long> trinomial = List.of(0L, 0L, 0L);

    @JdbcTypeCode(SqlTypes.JSON)
    public List<Long> pentanomial = List.of(0L, 0L, 0L, 0L, 0L);

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "pool_candidate")
    public List<Long> poolCandidate = List.of(0L, 0L, 0L, 0L, 0L);

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "pool_baseline")
    public List<Long> poolBaseline = List.of(0L, 0L, 0L, 0L, 0L);

    public int games;

    public double llr;

    /**
     * The Elo difference with its interval as of the last batch, for readers in SQL: an end the games do not bound is
     * null. The API works them out from the counts ({@code Gates.view}), so every gate reads by the current rule.
     */
    public Double elo;

    @Column(name = "elo_low")
    public Double eloLow;

    @Column(name = "elo_high")
    public Double eloHigh;

    /** How many batches of matchups the gate has queued. */
    public int batches;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "finished_at")
    public Instant finishedAt;

    /** The column holds the GateState's word. */
    static final class GateStateColumn extends CodedColumn<GateState> {
        GateStateColumn() {
            super(GateState.class);
        }
    }
}
