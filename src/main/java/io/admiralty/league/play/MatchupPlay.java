package io.admiralty.league.play;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.Side;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.challenge.Challenges;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.games.StoringFailures;
import io.admiralty.league.gate.Gates;
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
import io.admiralty.league.season.Ratings;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.validation.Validations;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Runs one claimed matchup to its end: starts both bots, plays the games not stored yet, and stores finished
 * games in batches (each batch one transaction that first re-checks the lease, then inserts games and strikes
 * and applies Elo). When the round is complete, the season's maximum-likelihood ratings are refitted. A version
 * gate's matchup, and a duplicate season's, plays its games in pairs with the seats swapped ({@link Seats#paired}); a
 * gate's end is the gate's to judge ({@link Gates});
 * a challenge's and a validation's change no rating, and their ends are theirs ({@link Challenges},
 * {@link Validations}). A matchup that would play a version refused at validation is cancelled.
 */
@ApplicationScoped
public class MatchupPlay implements WorkHandler {

    private static final Logger LOG = Logger.getLogger(MatchupPlay.class);
    /** Slow bots' games are stored at least this often even when the batch is not full. */
    private static final long FLUSH_NANOS = 200_000_000L;

    private final MatchupQueue queue;
    private final MatchupStorage storage;
    private final Ratings ratings;
    private final BotRegistry registry;
    private final Seasons seasons;
    private final Gates gates;
    private final Challenges challenges;
    private final Validations validations;
    private final BotLauncher launcher;
    private final BotSandbox sandbox;
    private final int batch;
    private final MeterRegistry metrics;
    private final PublicChanges changes;
    private final Benches benches;

    public MatchupPlay(
            MatchupQueue queue,
            MatchupStorage storage,
            Ratings ratings,
            BotRegistry registry,
            Seasons seasons,
            Gates gates,
            Challenges challenges,
            Validations validations,
            BotLauncher launcher,
            BotSandbox sandbox,
            LeagueConfig config,
            MeterRegistry metrics,
            PublicChanges changes,
            Benches benches) {
        this.changes = changes;
        this.benches = benches;
        this.queue = queue;
        this.storage = storage;
        this.ratings = ratings;
        this.registry = registry;
        this.seasons = seasons;
        this.gates = gates;
        this.challenges = challenges;
        this.validations = validations;
        this.launcher = launcher;
        this.sandbox = sandbox;
        this.batch = config.league().commitBatch();
        this.metrics = metrics;
    }

    @Override
    public Set<WorkKind> kinds() {
        return Set.of(WorkKind.VALIDATION, WorkKind.SEASON, WorkKind.CHALLENGE, WorkKind.GATE);
    }

    @Override
    public void run(WorkQueue.Claim work) {
        MatchupQueue.Claim claim = queue.start(work);
        if (claim.attempts() > WorkWorkers.MAX_ATTEMPTS) {
            complete(claim, MatchupStatus.CANCELLED, WorkWorkers.GIVEN_UP);
            return;
        }
        Optional<String> unplayable = unplayable(claim);
        if (unplayable.isPresent()) {
            complete(claim, MatchupStatus.CANCELLED, unplayable.get());
            return;
        }
        // a bot benched since the matchup was queued (its other waiting matchups were cancelled then) plays no more
        Optional<String> benched =
                claim.rated() ? benches.refusal(List.of(claim.botA(), claim.botB())) : Optional.empty();
        if (benched.isPresent()) {
            complete(claim, MatchupStatus.CANCELLED, benched.get());
            return;
        }
        Launch a = registry.launch(claim.botA(), claim.versionA());
        Launch b = registry.launch(claim.botB(), claim.versionB());
        // queued before this instance lost its sandbox: no game is played, so neither bot forfeits for the set-up
        Optional<String> unrunnable = sandbox.refusal(a.kind())
                .map(r -> "bot " + a.botId() + ": " + r)
                .or(() -> sandbox.refusal(b.kind()).map(r -> "bot " + b.botId() + ": " + r));
        if (unrunnable.isPresent()) {
            complete(claim, MatchupStatus.CANCELLED, unrunnable.get());
            return;
        }
        // only a season's games change ratings: the others are stored with no K
        Seasons.Settings season = claim.rated() ? seasons.settings(claim.seasonId()) : null;
        MatchTerms terms = terms(claim, season);
        double kFactor = claim.rated() ? season.kFactor() : 0;
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
            complete(claim, MatchupStatus.CANCELLED, e.getMessage());
            return;
        }
        Timer movesA = launcher.moveTimer(a);
        Timer movesB = launcher.moveTimer(b);
        Pending pending = new Pending(claim, kFactor);
        MatchupRunner.play(
                sessionA,
                sessionB,
                terms.ruleset(),
                claim.stored() + 1,
                claim.games(),
                claim.seed(),
                Seats.paired(claim.kind(), claim.rated() && season.duplicate()),
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
                            claim.seasonId(),
                            claim.id(),
                            played.number(),
                            seats.botA(),
                            seats.botB(),
                            seats.versionA(),
                            seats.versionB(),
                            played.record(),
                            played.transcripts(),
                            played.startedAt(),
                            played.finishedAt(),
                            played.moveTimes()));
                });
        pending.store();
        complete(claim, MatchupStatus.DONE, null, claim.rated() ? season.benchAfter() : 0);
    }

    /** A matchup's games played and not stored yet: stored when the batch is full, or has waited long enough. */
    private final class Pending {
        private final MatchupQueue.Claim claim;
        private final double kFactor;
        private final List<LeagueGame> games = new ArrayList<>();
        private long storedAt = System.nanoTime();

        Pending(MatchupQueue.Claim claim, double kFactor) {
            this.claim = claim;
            this.kFactor = kFactor;
        }

        void add(LeagueGame game) {
            games.add(game);
            if (games.size() >= batch || System.nanoTime() - storedAt > FLUSH_NANOS) {
                store();
            }
        }

        void store() {
            MatchupPlay.this.store(claim, kFactor, games);
            storedAt = System.nanoTime();
        }
    }

    private static void record(Timer moves, int[] micros) {
        for (int time : micros) {
            moves.record(time, TimeUnit.MICROSECONDS);
        }
    }

    private void store(MatchupQueue.Claim claim, double kFactor, List<LeagueGame> games) {
        if (games.isEmpty()) {
            return;
        }
        StoringFailures.store(games, batch -> storage.store(claim, kFactor, batch));
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

    private MatchTerms terms(MatchupQueue.Claim claim, Seasons.Settings season) {
        return switch (claim.kind()) {
            case GATE -> gates.terms(claim.gateId());
            case CHALLENGE -> challenges.terms(claim.challengeId());
            case VALIDATION -> validations.terms(claim.validationId());
            default -> season.terms();
        };
    }

    private void complete(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        complete(claim, status, detail, 0);
    }

    /** Ends the matchup; a season's matchup played out is judged for the bench over its bots' last {@code benchAfter}. */
    private void complete(MatchupQueue.Claim claim, MatchupStatus status, String detail, int benchAfter) {
        if (claim.ofGate()) {
            gates.matchupEnded(claim, status, detail);
            return;
        }
        if (claim.kind() == WorkKind.CHALLENGE) {
            challenges.matchupEnded(claim, status, detail);
            return;
        }
        if (claim.kind() == WorkKind.VALIDATION) {
            validations.matchupEnded(claim, status, detail);
            return;
        }
        for (MatchupQueue.RoundRef round :
                QuarkusTransaction.requiringNew().call(() -> endedRound(claim, status, detail, benchAfter))) {
            LOG.infof("round %d of season %d is complete; ratings refitted", round.round(), round.season());
        }
    }

    /**
     * Finishes a season's matchup and, when that ends its round, refits the ratings and announces the round's end in the
     * same transaction: whoever sees the round done sees its ratings. A bot the matchup shows broken is benched in it
     * too, and the rounds its cancelled matchups leave with nothing to run are ended the same way. Returns the rounds it
     * ended.
     */
    private List<MatchupQueue.RoundRef> endedRound(
            MatchupQueue.Claim claim, MatchupStatus status, String detail, int benchAfter) {
        MatchupQueue.RoundRef own = new MatchupQueue.RoundRef(claim.seasonId(), claim.roundId());
        Set<MatchupQueue.RoundRef> ended = new LinkedHashSet<>();
        if (queue.finish(claim, status, detail)) {
            ended.add(own);
        }
        Set<Long> changed = new LinkedHashSet<>(List.of(claim.seasonId()));
        if (status == MatchupStatus.DONE) {
            for (MatchupQueue.RoundRef round :
                    benches.judge(claim.seasonId(), benchAfter, List.of(claim.botA(), claim.botB()))) {
                changed.add(round.season());
                if (!ended.contains(round) && queue.roundEnded(round.round())) {
                    ended.add(round);
                }
            }
        }
        // the games and ratings were announced as they were stored (and a refit announces itself): progress alone here
        changed.forEach(changes::progress);
        ended.forEach(round -> ratings.roundFinished(round.season(), round.round()));
        return List.copyOf(ended);
    }

    /**
     * Why the matchup cannot be played: a bot was retired, or withdrawn from the season, a version it would play was
     * refused at validation, or (a validation's) a newer version superseded it.
     */
    private Optional<String> unplayable(MatchupQueue.Claim claim) {
        List<Long> bots = List.of(claim.botA(), claim.botB());
        return registry.firstRetired(bots)
                .map(id -> "bot " + id + " was retired")
                .or(() -> claim.rated()
                        ? seasons.firstWithdrawn(claim.seasonId(), bots)
                                .map(id -> "bot " + id + " was withdrawn from the season")
                        : Optional.empty())
                .or(() -> claim.kind() == WorkKind.VALIDATION
                        ? validations.unwanted(claim.validationId())
                        : validations
                                .refusal(claim.botA(), claim.versionA())
                                .or(() -> validations.refusal(claim.botB(), claim.versionB())));
    }
}
