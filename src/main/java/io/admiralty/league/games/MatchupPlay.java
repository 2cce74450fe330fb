package io.admiralty.league.games;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.Side;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.gate.Gates;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.MatchupStatus;
import io.admiralty.league.queue.MatchupWorkers;
import io.admiralty.league.registry.BotRegistry;
import io.admiralty.league.runtime.BotLauncher;
import io.admiralty.league.runtime.BotSandbox;
import io.admiralty.league.season.Ratings;
import io.admiralty.league.season.Seasons;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Runs one claimed matchup to its end: starts both bots, plays the games not stored yet, and stores finished
 * games in batches (each batch one transaction that first re-checks the lease, then inserts games and strikes
 * and applies Elo). When the round is complete, the season's maximum-likelihood ratings are refitted. A version
 * gate's matchup plays its games in pairs with the seats swapped, and its end is the gate's to judge ({@link Gates}).
 */
@ApplicationScoped
public class MatchupPlay {

    private static final Logger LOG = Logger.getLogger(MatchupPlay.class);
    /** A matchup that keeps killing its worker is given up after this many claims. */
    public static final int MAX_ATTEMPTS = 5;
    /** Slow bots' games are stored at least this often even when the batch is not full. */
    private static final long FLUSH_NANOS = 200_000_000L;

    private final MatchupQueue queue;
    private final MatchupStorage storage;
    private final Ratings ratings;
    private final BotRegistry registry;
    private final Seasons seasons;
    private final Gates gates;
    private final BotLauncher launcher;
    private final BotSandbox sandbox;
    private final int batch;
    private final MeterRegistry metrics;

    public MatchupPlay(
            MatchupQueue queue,
            MatchupStorage storage,
            Ratings ratings,
            BotRegistry registry,
            Seasons seasons,
            Gates gates,
            BotLauncher launcher,
            BotSandbox sandbox,
            LeagueConfig config,
            MeterRegistry metrics) {
        this.queue = queue;
        this.storage = storage;
        this.ratings = ratings;
        this.registry = registry;
        this.seasons = seasons;
        this.gates = gates;
        this.launcher = launcher;
        this.sandbox = sandbox;
        this.batch = config.league().commitBatch();
        this.metrics = metrics;
    }

    public void run(MatchupQueue.Claim claim) {
        if (claim.attempts() > MAX_ATTEMPTS) {
            complete(
                    claim, MatchupStatus.CANCELLED, "given up after " + MAX_ATTEMPTS + " attempts that did not finish");
            return;
        }
        String retired = retired(claim);
        if (retired != null) {
            complete(claim, MatchupStatus.CANCELLED, retired);
            return;
        }
        BotLauncher.Launch a = launcher.launch(claim.botA(), claim.versionA());
        BotLauncher.Launch b = launcher.launch(claim.botB(), claim.versionB());
        // queued before this instance lost its sandbox: no game is played, so neither bot forfeits for the set-up
        Optional<String> unrunnable = sandbox.refusal(a.kind())
                .map(r -> "bot " + a.botId() + ": " + r)
                .or(() -> sandbox.refusal(b.kind()).map(r -> "bot " + b.botId() + ": " + r));
        if (unrunnable.isPresent()) {
            complete(claim, MatchupStatus.CANCELLED, unrunnable.get());
            return;
        }
        Seasons.Settings season = claim.ofGate() ? gates.settings(claim.gateId()) : seasons.settings(claim.seasonId());
        BotSession sessionA;
        BotSession sessionB;
        try {
            sessionA = launcher.open(a, Bots.seatName(a.name(), b.name(), Side.A), season, claim.id());
            try {
                sessionB = launcher.open(b, Bots.seatName(b.name(), a.name(), Side.B), season, claim.id());
            } catch (RuntimeException e) {
                sessionA.close();
                throw e;
            }
        } catch (BotLauncher.LaunchFailed e) {
            // the league's own failure, said once: trying again would fail again (a full disk), or fill it
            complete(claim, MatchupStatus.CANCELLED, e.getMessage());
            return;
        }
        Timer movesA = launcher.moveTimer(a);
        Timer movesB = launcher.moveTimer(b);
        List<LeagueGame> pending = new ArrayList<>();
        long[] lastFlush = {System.nanoTime()};
        MatchupRunner.play(
                sessionA,
                sessionB,
                season.ruleset(),
                claim.stored() + 1,
                claim.games(),
                claim.seed(),
                claim.ofGate(),
                played -> {
                    MatchupWorkers.leaveIfStopping();
                    // the record is by seat: in the second game of a pair the matchup's bot B sat in seat A
                    boolean swapped = played.swapped();
                    record(swapped ? movesB : movesA, played.moveTimes().a());
                    record(swapped ? movesA : movesB, played.moveTimes().b());
                    pending.add(new LeagueGame(
                            claim.seasonId(),
                            claim.id(),
                            played.number(),
                            swapped ? claim.botB() : claim.botA(),
                            swapped ? claim.botA() : claim.botB(),
                            swapped ? claim.versionB() : claim.versionA(),
                            swapped ? claim.versionA() : claim.versionB(),
                            played.record(),
                            played.transcripts(),
                            played.startedAt(),
                            played.finishedAt(),
                            played.moveTimes()));
                    if (pending.size() >= batch || System.nanoTime() - lastFlush[0] > FLUSH_NANOS) {
                        store(claim, season, pending);
                        lastFlush[0] = System.nanoTime();
                    }
                });
        store(claim, season, pending);
        complete(claim, MatchupStatus.DONE, null);
    }

    private static void record(Timer moves, int[] micros) {
        for (int time : micros) {
            moves.record(time, TimeUnit.MICROSECONDS);
        }
    }

    private void store(MatchupQueue.Claim claim, Seasons.Settings season, List<LeagueGame> games) {
        if (games.isEmpty()) {
            return;
        }
        StoringFailures.store(games, batch -> storage.store(claim, season.kFactor(), batch));
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

    private void complete(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        if (claim.ofGate()) {
            gates.matchupEnded(claim, status, detail);
        } else if (QuarkusTransaction.requiringNew().call(() -> endedRound(claim, status, detail))) {
            LOG.infof("round %d of season %d is complete; ratings refitted", claim.roundId(), claim.seasonId());
        }
    }

    /**
     * Finishes a season's matchup and, when that ends its round, refits the ratings in the same transaction: whoever
     * sees the round done sees its ratings.
     */
    private boolean endedRound(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        boolean last = queue.finish(claim, status, detail);
        if (last) {
            ratings.refit(claim.seasonId());
        }
        return last;
    }

    private String retired(MatchupQueue.Claim claim) {
        return registry.firstRetired(List.of(claim.botA(), claim.botB()))
                .map(id -> "bot " + id + " was retired")
                .orElse(null);
    }
}
