package io.admiralty.league.skill;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.game.Outcome;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.games.StoringFailures;
import io.admiralty.league.queue.WorkHandler;
import io.admiralty.league.queue.WorkKind;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.queue.WorkWorkers;
import io.admiralty.league.registry.BotRegistry;
import io.admiralty.league.runtime.BotLauncher;
import io.admiralty.league.runtime.BotSandbox;
import io.admiralty.league.runtime.Launch;
import io.admiralty.league.runtime.MatchTerms;
import io.admiralty.skill.SkillGames;
import io.admiralty.skill.SkillGames.SkillGame;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * Plays skill and defence jobs claimed from the work queue, which hands them out after every matchup (defence jobs
 * after skill jobs). A job's games are the {@link SkillGames} of the version (its skill games, or its defence games),
 * started as seasons start it ({@link BotLauncher}) with the league's default
 * limits; their shots are stored as they finish, and while a job plays its worker looks about once a second whether a
 * matchup (for a defence job, also a skill job) is waiting, and if so hands the job back to the queue (it resumes after its last stored layout), and
 * whether it still holds the job (the organiser may cancel it), and if not stops. The bot's first forfeit ends the job
 * with no score, and the reason.
 */
@ApplicationScoped
public class SkillWork implements WorkHandler {

    private static final Logger LOG = Logger.getLogger(SkillWork.class);
    /** How often a playing job looks whether matchups are waiting. */
    private static final long YIELD_CHECK_NANOS = 1_000_000_000L;
    /** Stored at least this often, so a resumed job replays little. */
    private static final long FLUSH_NANOS = 1_000_000_000L;

    private final SkillJobs jobs;
    private final WorkQueue queue;
    private final BotLauncher launcher;
    private final BotSandbox sandbox;
    private final BotRegistry registry;
    private final boolean enabled;

    public SkillWork(
            SkillJobs jobs,
            WorkQueue queue,
            BotLauncher launcher,
            BotSandbox sandbox,
            BotRegistry registry,
            LeagueConfig config) {
        this.jobs = jobs;
        this.queue = queue;
        this.launcher = launcher;
        this.sandbox = sandbox;
        this.registry = registry;
        this.enabled = config.skill().enabled();
    }

    void describe(@Observes StartupEvent event) {
        if (!enabled) {
            LOG.info("skill scores are not played on this instance (admiralty.skill.enabled=false); jobs stay queued");
        }
    }

    @Override
    public Set<WorkKind> kinds() {
        return Set.of(WorkKind.SKILL, WorkKind.DEFENCE);
    }

    @Override
    public boolean enabled() {
        return enabled;
    }

    @Override
    public void run(WorkQueue.Claim work) {
        SkillJobs.Claim claim = jobs.start(work);
        if (claim.attempts() > WorkWorkers.MAX_ATTEMPTS) {
            jobs.cancel(claim, WorkWorkers.GIVEN_UP);
            return;
        }
        if (registry.firstRetired(List.of(claim.botId())).isPresent()) {
            jobs.cancel(claim, "bot " + claim.botId() + " was retired");
            return;
        }
        Launch bot = registry.launch(claim.botId(), claim.version());
        Optional<String> unrunnable = sandbox.refusal(bot.kind());
        if (unrunnable.isPresent()) {
            jobs.cancel(claim, unrunnable.get());
            return;
        }
        long started = System.nanoTime();
        BotSession session;
        try {
            MatchTerms terms = new MatchTerms(claim.ruleset(), BotLimits.MOVE_TIMEOUT_MS, null);
            String seat = claim.measure() == SkillMeasure.DEFENCE
                    ? SkillGames.defenceSeatName(bot.name())
                    : SkillGames.seatName(bot.name());
            session = launcher.open(bot, seat, terms, claim.id());
        } catch (BotLauncher.LaunchFailed e) {
            jobs.cancel(claim, e.getMessage());
            return;
        }
        Progress progress = new Progress(claim);
        if (claim.measure() == SkillMeasure.DEFENCE) {
            SkillGames.playDefence(session, claim.ruleset(), progress::next, jobs.heat(claim), progress::finished);
        } else {
            SkillGames.play(session, claim.ruleset(), progress::next, progress::finished);
        }
        progress.flush();
        if (progress.forfeit != null) {
            Outcome outcome = progress.forfeit.played().record().outcome();
            int layout = progress.forfeit.layout();
            String transcript = progress.forfeit.transcript();
            StoringFailures.orWithout(
                    () -> forfeit(claim, layout, outcome, transcript),
                    () -> forfeit(claim, layout, outcome, StoringFailures.UNSTORABLE));
            LOG.infof(
                    "%s job %d: bot %d version %d forfeited layout %d (%s)",
                    claim.measure().work().code(),
                    claim.id(),
                    claim.botId(),
                    claim.version(),
                    progress.forfeit.layout(),
                    outcome.code());
        } else if (progress.next <= claim.layouts()) {
            jobs.release(claim);
        } else {
            var score = jobs.score(claim);
            LOG.infof(
                    "%s job %d: bot %d version %d on %s: %.2f +- %.2f shots (layouts %d..%d played in %.1f s)",
                    claim.measure().work().code(),
                    claim.id(),
                    claim.botId(),
                    claim.version(),
                    claim.ruleset().spec(),
                    score.mean(),
                    score.se(),
                    claim.stored() + 1,
                    claim.layouts(),
                    (System.nanoTime() - started) / 1e9);
        }
    }

    private void forfeit(SkillJobs.Claim claim, int layout, Outcome outcome, String transcript) {
        jobs.forfeit(claim, layout, outcome.forfeit().code(), outcome.detail(), transcript);
    }

    /** Which layout comes next, the shots not stored yet, and the forfeit that ended the job. */
    private final class Progress {
        private final SkillJobs.Claim claim;
        private final List<SkillGame> pending = new ArrayList<>();
        private int next;
        private long lastCheck = System.nanoTime();
        private long lastFlush = System.nanoTime();
        private SkillGame forfeit;

        Progress(SkillJobs.Claim claim) {
            this.claim = claim;
            this.next = claim.stored() + 1;
        }

        /** The next layout to play, or 0 to stop: all played, a forfeit, or earlier work waiting. */
        int next() {
            if (forfeit != null || next > claim.layouts()) {
                return 0;
            }
            if (System.nanoTime() - lastCheck > YIELD_CHECK_NANOS) {
                lastCheck = System.nanoTime();
                // the organiser may have cancelled the job: its lease is gone, and what it plays would be stored
                // nowhere
                if (!queue.heartbeat(claim.work())
                        || queue.waitingBefore(claim.measure().work())) {
                    return 0;
                }
            }
            return next++;
        }

        void finished(SkillGame game) {
            WorkWorkers.leaveIfStopping();
            if (game.shots() == null) {
                forfeit = game;
                return;
            }
            pending.add(game);
            if (System.nanoTime() - lastFlush > FLUSH_NANOS) {
                flush();
            }
        }

        void flush() {
            if (!pending.isEmpty()) {
                jobs.store(claim, pending);
                pending.clear();
            }
            lastFlush = System.nanoTime();
        }
    }
}
