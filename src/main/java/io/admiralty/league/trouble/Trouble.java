package io.admiralty.league.trouble;

import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** What is going wrong in the league now, for the organiser: one report, read in one transaction. */
@ApplicationScoped
public class Trouble {

    /** How far back "recent" forfeits go. */
    public static final Duration RECENT = Duration.ofHours(1);
    /** The most bots each of the report's bot lists names. */
    public static final int ROWS = 50;

    /** Work of one kind waiting in the queue; {@code held} of it belongs to paused seasons and waits for them. */
    public record Waiting(String kind, long queued, long held) {}

    /**
     * Work of one kind that one instance's workers are running; {@code overdue} of it has a lease that ran out (its
     * instance stopped or stalled: another instance takes it over), {@code oldest} the earliest start among them.
     */
    public record InstanceWork(String instance, String kind, long running, long overdue, Instant oldest) {}

    /**
     * One piece of work running now and what it is doing: a matchup ({@code kind} season, gate, challenge or
     * validation) of {@code botA} against {@code botB}, {@code done} of its {@code total} games stored, in
     * {@code season} for a season's; or a skill or defence job of {@code botA}'s {@code version} on {@code ruleset},
     * {@code done} of its {@code total} layouts stored. {@code overdue}: its lease ran out (its instance stopped or
     * stalled).
     */
    public record RunningWork(
            long id,
            String kind,
            String instance,
            Instant startedAt,
            boolean overdue,
            int attempts,
            Long season,
            String seasonName,
            Long botA,
            String botAName,
            Long botB,
            String botBName,
            Integer version,
            String ruleset,
            long done,
            long total) {

        /** Whether the organiser may cancel it from the console: the long background jobs, skill and defence. */
        public boolean cancellable() {
            return kind.equals("skill") || kind.equals("defence");
        }
    }

    /** How many games were forfeited for one reason ({@code forfeit_timeout}, ...). */
    public record ReasonCount(String reason, long games) {}

    /** A bot that forfeited games recently: how many, for which reasons, and its latest such game. */
    public record ForfeitingBot(
            long botId, String botName, String teamName, long games, String reasons, long lastGame) {}

    /** A playing bot that forfeited every game of its last matchup: the matchup's games are first..last. */
    public record BrokenBot(
            long botId,
            String botName,
            String teamName,
            long matchupId,
            long games,
            String reasons,
            long firstGame,
            long lastGame,
            Instant finishedAt) {}

    /** The whole report, as of {@code at}; the forfeits are those since {@code since}. */
    public record Report(
            Instant at,
            Instant since,
            List<Waiting> waiting,
            List<InstanceWork> running,
            List<RunningWork> work,
            List<ReasonCount> forfeitsByReason,
            List<ForfeitingBot> forfeitsByBot,
            List<BrokenBot> broken) {}

    private final TroubleRepository rows;

    public Trouble(TroubleRepository rows) {
        this.rows = rows;
    }

    @Transactional
    public Report report(SecurityIdentity caller) {
        Roles.requireOrganiser(caller);
        Instant now = Instant.now();
        Instant since = now.minus(RECENT);
        return new Report(
                now,
                since,
                rows.waiting(),
                rows.running(),
                rows.runningWork(ROWS),
                rows.forfeitsByReason(since),
                rows.forfeitsByBot(since, ROWS),
                rows.broken(ROWS));
    }
}
