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

/**
 * A season: its ruleset (a spec such as {@code classic}), games per matchup (in pairs on one deal when duplicate), Elo's
 * K, limits, how rounds are paired, schedule and state, and its contest's submission deadline and final
 * ({@link SeasonPhase}).
 */
@Entity
@NamedQuery(name = "Season.all", query = "from Season order by id")
@NamedQuery(
        name = "Season.counts",
        query =
                """
        select new io.admiralty.league.season.SeasonCounts(
          (select count(*) from SeasonEntry e where e.seasonId = :season),
          (select count(*) from Round r where r.seasonId = :season),
          count(*) filter (where m.status = io.admiralty.league.queue.MatchupStatus.QUEUED),
          count(*) filter (where m.status = io.admiralty.league.queue.MatchupStatus.RUNNING),
          count(*) filter (where m.status = io.admiralty.league.queue.MatchupStatus.DONE),
          count(*) filter (where m.status = io.admiralty.league.queue.MatchupStatus.CANCELLED),
          (select coalesce(sum(e.tally.games), 0) from SeasonEntry e where e.seasonId = :season))
        from Matchup m where m.seasonId = :season""")
@NamedQuery(name = "Season.byNameIgnoringCase", query = "from Season where lower(name) = lower(:name)")
@NamedQuery(
        name = "Season.scheduled",
        query =
                "from Season where schedule is not null and not paused and closedAt is null and (deadline is null or deadline > :now)")
@NamedQuery(
        name = "Season.finalDue",
        query =
                """
        select s.id from Season s where s.finalAt = :atDeadline and s.deadline <= :now and s.finalRoundId is null
          and s.closedAt is null and not s.paused order by s.id""")
@NamedQuery(
        name = "Season.latestOpenOfBot",
        query =
                """
        select s from Season s, SeasonEntry e where e.seasonId = s.id and e.botId = :bot and s.closedAt is null
        order by e.enteredAt desc, s.id desc""")
@NamedQuery(
        name = "Season.openPlayingOfBot",
        query =
                """
        select s from Season s, SeasonEntry e where e.seasonId = s.id and e.botId = :bot and s.closedAt is null
          and e.withdrawnAt is null and e.frozenVersion is null
        order by s.id""")
public class Season {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String name;

    public String ruleset;

    @Column(name = "games_per_matchup")
    public int gamesPerMatchup;

    public String schedule;

    @Column(name = "k_factor")
    public double kFactor;

    @Column(name = "move_timeout_ms")
    public int moveTimeoutMs;

    /** Null: the league's quota applies. */
    @Column(name = "data_quota_bytes")
    public Long dataQuotaBytes;

    @Convert(converter = PairingModeColumn.class)
    public PairingMode pairing = PairingMode.ROUND_ROBIN;

    /** The most matchups a bot plays in an adaptive round; null for a round robin. */
    public Integer budget;

    /** Whether every matchup plays its games in pairs on one deal with the seats swapped (games per matchup even). */
    public boolean duplicate;

    public boolean paused;

    /** How many matchups in a row a bot must forfeit whole to be benched (0: never). */
    @Column(name = "bench_after")
    public int benchAfter = SeasonSettings.DEFAULT_BENCH_AFTER;

    @Column(name = "closed_at")
    public Instant closedAt;

    /** The submission deadline: after it the season's entries and their versions are frozen; null: none. */
    public Instant deadline;

    /** The final's games per matchup; null: the season's own. */
    @Column(name = "final_games")
    public Integer finalGames;

    /** When the final starts; null: the season has no final planned (the organiser may still start one). */
    @Column(name = "final_at")
    @Convert(converter = FinalStartColumn.class)
    public FinalStart finalAt;

    /** The final's round, once started. */
    @Column(name = "final_round_id")
    public Long finalRoundId;

    /** When the final's table was kept (the season closed then). */
    @Column(name = "final_kept_at")
    public Instant finalKeptAt;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    public boolean closed() {
        return closedAt != null;
    }

    /** The column holds the FinalStart's word. */
    static final class FinalStartColumn extends CodedColumn<FinalStart> {
        FinalStartColumn() {
            super(FinalStart.class);
        }
    }

    /** The column holds the PairingMode's word. */
    static final class PairingModeColumn extends CodedColumn<PairingMode> {
        PairingModeColumn() {
            super(PairingMode.class);
        }
    }
}
