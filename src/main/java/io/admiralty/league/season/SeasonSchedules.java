package io.admiralty.league.season;

import io.admiralty.Refusal;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.scheduler.Scheduler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.logging.Logger;

/**
 * Queues a round robin at each fire of a season's cron. Every instance schedules every season that has a schedule
 * and is neither paused nor closed; the round table's unique (season, fire time) lets only the first instance
 * queue it. A fire is skipped while the season's previous round is still running, so rounds never overlap. It also
 * moves seasons through their contest phases ({@link #phases}).
 */
@ApplicationScoped
public class SeasonSchedules {

    private static final Logger LOG = Logger.getLogger(SeasonSchedules.class);

    private final Scheduler scheduler;
    private final Seasons seasons;
    private final SeasonEntries entries;
    private final Rounds rounds;
    private final Map<Long, String> problems = new ConcurrentHashMap<>();
    /** Why a season's final due at its deadline has not started, as last said. */
    private final Map<Long, String> finalProblems = new ConcurrentHashMap<>();
    /** The cron each season's job was scheduled with on this instance. */
    private final Map<Long, String> scheduled = new ConcurrentHashMap<>();

    public SeasonSchedules(Scheduler scheduler, Seasons seasons, SeasonEntries entries, Rounds rounds) {
        this.scheduler = scheduler;
        this.seasons = seasons;
        this.entries = entries;
        this.rounds = rounds;
    }

    void scheduleAll(@Observes StartupEvent start) {
        sync();
    }

    /** A change made through this instance takes effect at once; {@link #sync} brings the others along. */
    void changed(@Observes(during = TransactionPhase.AFTER_SUCCESS) Seasons.ScheduleChanged change) {
        sync();
    }

    /**
     * Makes this instance's jobs match the seasons' schedules in the database: a season created, rescheduled,
     * paused or closed through another instance is picked up here within this period.
     */
    @Scheduled(
            every = "${admiralty.league.schedule-sync:30s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    synchronized void sync() {
        Map<Long, String> wanted = seasons.activeSchedules();
        for (Long season : Set.copyOf(scheduled.keySet())) {
            if (!scheduled.get(season).equals(wanted.get(season))) {
                scheduler.unscheduleJob(job(season));
                scheduled.remove(season);
            }
        }
        wanted.forEach((season, cron) -> {
            if (!scheduled.containsKey(season)) {
                schedule(season, cron);
                scheduled.put(season, cron);
            }
        });
    }

    /**
     * The seasons' contest phases, on every instance: entries whose season's deadline has passed are frozen (an
     * upload freezes its own bot's at once), and a final due at a deadline starts; one that its season refuses now
     * (a round still playing) is tried again at the next tick.
     */
    @Scheduled(
            every = "${admiralty.league.phase-tick:10s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void phases() {
        entries.freezeDue();
        for (long season : rounds.finalsDue()) {
            try {
                Rounds.RoundView round = rounds.queueFinal(season);
                LOG.infof("season %d: its final started at its deadline (%d matchups)", season, round.matchups());
                finalProblems.remove(season);
            } catch (Refusal e) {
                if (!e.getMessage().equals(finalProblems.put(season, e.getMessage()))) {
                    LOG.warnf("season %d: its final waits: %s", season, e.getMessage());
                }
            }
        }
    }

    private static String job(long seasonId) {
        return "season-" + seasonId;
    }

    private void schedule(long seasonId, String cron) {
        scheduler
                .newJob(job(seasonId))
                .setCron(cron)
                .setConcurrentExecution(Scheduled.ConcurrentExecution.SKIP)
                .setSkipPredicate(Scheduled.ApplicationNotRunning.class)
                .setTask(fire -> {
                    if (rounds.busy(seasonId)) {
                        LOG.infof("season %d: cron fire skipped, the previous round is still running", seasonId);
                        return;
                    }
                    try {
                        rounds.queueRound(seasonId, RoundTrigger.SCHEDULE, fire.getScheduledFireTime())
                                .ifPresent(round -> LOG.infof(
                                        "season %d: round %d queued by its schedule (%d matchups)",
                                        seasonId, round.number(), round.matchups()));
                        problems.remove(seasonId);
                    } catch (Refusal e) {
                        // said once, not at every fire of a frequent cron
                        if (!e.getMessage().equals(problems.put(seasonId, e.getMessage()))) {
                            LOG.warnf(
                                    "season %d: scheduled rounds not queued until this changes: %s",
                                    seasonId, e.getMessage());
                        }
                    }
                })
                .schedule();
    }
}
