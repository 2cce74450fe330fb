package io.admiralty.league.playing;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.games.StoringFailures;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.MatchupStatus;
import io.admiralty.league.queue.WorkHandler;
import io.admiralty.league.queue.WorkKind;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.queue.WorkWorkers;
import io.admiralty.league.registry.BotRegistry;
import io.admiralty.league.runtime.BotLauncher;
import io.admiralty.league.runtime.BotSandbox;
import io.admiralty.league.runtime.Launch;
import io.admiralty.league.runtime.MatchTerms;
import io.admiralty.league.validation.Validations;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Runs one claimed matchup to its end: starts both bots, plays the games not stored yet, and stores finished
 * games in batches (each batch one transaction that first re-checks the lease, then inserts games and strikes
 * and lets the matchup's owner apply what they change). What a matchup is played by, whether it is still wanted and
 * what follows its end are its owner's ({@link MatchupOwner}: a season, a gate, a challenge, a validation), found by
 * the work's kind; for every kind, a matchup of a retired bot, or that would play a version refused at validation on
 * its ruleset, is cancelled.
 */
@ApplicationScoped
public class MatchupPlay implements WorkHandler {

    /** Slow bots' games are stored at least this often even when the batch is not full. */
    private static final long FLUSH_NANOS = 200_000_000L;

    private final MatchupQueue queue;
    private final MatchupStorage storage;
    private final BotRegistry registry;
    private final Map<WorkKind, MatchupOwner> owners = new EnumMap<>(WorkKind.class);
    private final Validations validations;
    private final BotLauncher launcher;
    private final BotSandbox sandbox;
    private final int batch;
    private final MeterRegistry metrics;

    public MatchupPlay(
            MatchupQueue queue,
            MatchupStorage storage,
            BotRegistry registry,
            Instance<MatchupOwner> owners,
            Validations validations,
            BotLauncher launcher,
            BotSandbox sandbox,
            LeagueConfig config,
            MeterRegistry metrics) {
        this.queue = queue;
        this.storage = storage;
        this.registry = registry;
        for (MatchupOwner owner : owners) {
            MatchupOwner before = this.owners.put(owner.kind(), owner);
            if (before != null) {
                throw new IllegalStateException(
                        "two owners of " + owner.kind() + " matchups: " + before + ", " + owner);
            }
        }
        this.validations = validations;
        this.launcher = launcher;
        this.sandbox = sandbox;
        this.batch = config.league().commitBatch();
        this.metrics = metrics;
    }

    @Override
    public Set<WorkKind> kinds() {
        return owners.keySet();
    }

    @Override
    public void run(WorkQueue.Claim work) {
        MatchupQueue.Claim claim = queue.start(work);
        MatchupOwner owner = owners.get(claim.kind());
        if (claim.attempts() > WorkWorkers.MAX_ATTEMPTS) {
            owner.ended(claim, MatchupStatus.CANCELLED, WorkWorkers.GIVEN_UP);
            return;
        }
        MatchupOwner.Plan plan = owner.plan(claim);
        Optional<String> unplayable = unplayable(claim, owner, plan.terms().ruleset());
        if (unplayable.isPresent()) {
            owner.ended(claim, MatchupStatus.CANCELLED, unplayable.get());
            return;
        }
        Launch a = registry.launch(claim.botA(), claim.versionA());
        Launch b = registry.launch(claim.botB(), claim.versionB());
        // queued before this instance lost its sandbox: no game is played, so neither bot forfeits for the set-up
        Optional<String> unrunnable = sandbox.refusal(a.kind())
                .map(r -> "bot " + a.botId() + ": " + r)
                .or(() -> sandbox.refusal(b.kind()).map(r -> "bot " + b.botId() + ": " + r));
        if (unrunnable.isPresent()) {
            owner.ended(claim, MatchupStatus.CANCELLED, unrunnable.get());
            return;
        }
        MatchTerms terms = plan.terms();
        BotSession sessionA;
        BotSession sessionB;
        try {
            sessionA = launcher.open(a, Bots.seatName(a.name(), b.name(), Side.A), terms, claim.id());
            try {
                sessionB = launcher.open(b, Bots.seatName(b.name(), a.name(), Side.B), terms, claim.id());
            } catch (RuntimeException e) {
                sessionA.close();
                throw e;
            }
        } catch (BotLauncher.LaunchFailed e) {
            // the league's own failure, said once: trying again would fail again (a full disk), or fill it
            owner.ended(claim, MatchupStatus.CANCELLED, e.getMessage());
            return;
        }
        Timer movesA = launcher.moveTimer(a);
        Timer movesB = launcher.moveTimer(b);
        Pending pending = new Pending(claim, owner, plan);
        MatchupRunner.play(
                sessionA,
                sessionB,
                terms.ruleset(),
                claim.stored() + 1,
                claim.games(),
                claim.seed(),
                plan.paired(),
                played -> {
                    WorkWorkers.leaveIfStopping();
                    // the record is by seat: in the second game of a pair the matchup's bot B sat in seat A
                    Seats seats = Seats.of(claim, played.swapped());
                    record(
                            played.swapped() ? movesB : movesA,
                            played.moveTimes().a());
                    record(
                            played.swapped() ? movesA : movesB,
                            played.moveTimes().b());
                    pending.add(new LeagueGame(
                            plan.season(),
                            claim.id(),
                            played.number(),
                            seats.botA(),
                            seats.botB(),
                            seats.versionA(),
                            seats.versionB(),
                            played.record(),
                            played.transcripts(),
                            played.logs(),
                            played.notes(),
                            played.startedAt(),
                            played.finishedAt(),
                            played.moveTimes()));
                });
        pending.store();
        owner.ended(claim, MatchupStatus.DONE, null);
    }

    /** A matchup's games played and not stored yet: stored when the batch is full, or has waited long enough. */
    private final class Pending {
        private final MatchupQueue.Claim claim;
        private final MatchupOwner owner;
        private final MatchupOwner.Plan plan;
        private final List<LeagueGame> games = new ArrayList<>();
        private long storedAt = System.nanoTime();

        Pending(MatchupQueue.Claim claim, MatchupOwner owner, MatchupOwner.Plan plan) {
            this.claim = claim;
            this.owner = owner;
            this.plan = plan;
        }

        void add(LeagueGame game) {
            games.add(game);
            if (games.size() >= batch || System.nanoTime() - storedAt > FLUSH_NANOS) {
                store();
            }
        }

        void store() {
            MatchupPlay.this.store(claim, owner, plan, games);
            storedAt = System.nanoTime();
        }
    }

    private static void record(Timer moves, int[] micros) {
        for (int time : micros) {
            moves.record(time, TimeUnit.MICROSECONDS);
        }
    }

    private void store(MatchupQueue.Claim claim, MatchupOwner owner, MatchupOwner.Plan plan, List<LeagueGame> games) {
        if (games.isEmpty()) {
            return;
        }
        StoringFailures.store(games, batch -> storage.store(claim, owner, plan, batch));
        for (LeagueGame g : games) {
            metrics.counter("admiralty.games.played").increment();
            if (g.record().outcome().forfeit() != null) {
                metrics.counter(
                                "admiralty.games.forfeits",
                                "reason",
                                g.record().outcome().forfeit().code())
                        .increment();
            }
        }
        games.clear();
    }

    /**
     * Why the matchup cannot be played: a bot was retired, its owner no longer wants it (a bot withdrawn or benched, a
     * validation superseded), or a version it would play was refused at validation on the matchup's ruleset.
     */
    private Optional<String> unplayable(MatchupQueue.Claim claim, MatchupOwner owner, Ruleset ruleset) {
        return registry.firstRetired(List.of(claim.botA(), claim.botB()))
                .map(id -> "bot " + id + " was retired")
                .or(() -> owner.unwanted(claim))
                .or(() -> validations.refusal(claim.botA(), claim.versionA(), ruleset))
                .or(() -> validations.refusal(claim.botB(), claim.versionB(), ruleset));
    }
}
