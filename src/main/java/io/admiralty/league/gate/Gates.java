package io.admiralty.league.gate;

import io.admiralty.Refusal;
import io.admiralty.bot.BotLimits;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Seeds;
import io.admiralty.league.gate.GateRepository.GateGame;
import io.admiralty.league.queue.Matchup;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.league.queue.MatchupStatus;
import io.admiralty.league.queue.WorkKind;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.runtime.MatchTerms;
import io.admiralty.league.season.Season;
import io.admiralty.league.season.SeasonEntries;
import io.admiralty.league.season.SeasonRepository;
import io.admiralty.league.team.TeamRepository;
import io.admiralty.rating.PairedGames;
import io.admiralty.rating.PairedGames.Result;
import io.admiralty.rating.Sprt;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * Version gates: a team uploads a version with {@code "gate": true} and the league plays it (the candidate) against the
 * bot's current version (the baseline) in matchups of paired games on the work queue, below every season's matchups,
 * checking a sequential probability ratio test ({@link Sprt}) after each batch. The candidate becomes the bot's current
 * version, in every season it is entered in, only when the test passes; otherwise the baseline stays and the
 * candidate is kept, marked by its gate's state. Gate games are stored like any other but change no rating.
 * <p>
 * Limits, so that no team can crowd the queue: one running gate per bot (and no other upload for it meanwhile), at
 * most {@code admiralty.league.gates-per-team} running per team, a game cap per gate, and one batch of a gate on the
 * queue at a time, claimed only when no season's matchup waits.
 */
@ApplicationScoped
public class Gates implements MatchupOwner {

    private final PublicChanges publicChanges;

    private static final Logger LOG = Logger.getLogger(Gates.class);
    /** The game cap when the team names none, and the largest it may name. */
    static final int DEFAULT_MAX_GAMES = 2000;

    static final int MAX_GAMES = 20_000;
    /** The reference pool: each batch of a gate with a pool also plays both versions against the next of these. */
    static final List<String> POOL = List.of("hunter", "parity", "density");

    /**
     * What a team asks of a gate: the test's bounds, a game cap, whether to play the pool, and the ruleset (null: that
     * of the open season the bot entered last, else classic).
     */
    public record Request(Sprt.Bounds bounds, int maxGames, boolean pool, Ruleset ruleset) {}

    /**
     * A version's pentanomial counts against the pool, with the Elo difference to the pool they show (null ends: not
     * bounded by the games, as in {@link GateView}).
     */
    public record PoolResult(int version, List<Long> pentanomial, Double elo, Double eloLow, Double eloHigh) {}

    /**
     * A gate as the API shows it: the versions, the test's settings and Wald's bounds on the LLR ({@code lowerBound},
     * {@code upperBound}), where it stands ({@code state}: running, passed, failed, capped or cancelled), the games
     * played, the candidate's results (trinomial: losses, draws, wins; pentanomial: complete pairs scoring 0, 1/2, 1,
     * 3/2, 2), the LLR and the candidate's Elo difference over the baseline with its 95% interval (null before the
     * first pair); with a pool, each version's results against it. {@code verdict} words what the state proves.
     * An Elo end the games do not bound is null once there are pairs: a candidate that won every pair has a finite
     * {@code eloLow} and {@code elo}, {@code eloHigh} null (see {@link Sprt#estimate}).
     */
    public record GateView(
            long id,
            long bot,
            int candidate,
            int baseline,
            String state,
            String detail,
            String verdict,
            String ruleset,
            double elo0,
            double elo1,
            double alpha,
            double beta,
            int maxGames,
            boolean pool,
            int games,
            long pairs,
            List<Long> trinomial,
            List<Long> pentanomial,
            double llr,
            double lowerBound,
            double upperBound,
            Double elo,
            Double eloLow,
            Double eloHigh,
            List<PoolResult> poolResults,
            Instant createdAt,
            Instant finishedAt) {}

    private final GateRepository gates;
    private final Seeds seeds;
    private final BotRepository bots;
    private final SeasonRepository seasons;
    private final TeamRepository teams;
    private final MatchupRepository matchups;
    private final MatchupQueue queue;
    private final Event<WorkQueue.Queued> queued;
    private final Event<GateDecided> decided;
    private final int batchGames;
    private final int perTeam;
    /** Freezes a bot's entries in seasons past their deadline before a passed gate makes its candidate current. */
    private final SeasonEntries seasonEntries;

    public Gates(
            GateRepository gates,
            BotRepository bots,
            SeasonRepository seasons,
            TeamRepository teams,
            MatchupRepository matchups,
            MatchupQueue queue,
            Event<WorkQueue.Queued> queued,
            Event<GateDecided> decided,
            LeagueConfig config,
            Seeds seeds,
            SeasonEntries seasonEntries,
            PublicChanges publicChanges) {
        this.publicChanges = publicChanges;
        this.gates = gates;
        this.seasonEntries = seasonEntries;
        this.seeds = seeds;
        this.bots = bots;
        this.seasons = seasons;
        this.teams = teams;
        this.matchups = matchups;
        this.queue = queue;
        this.queued = queued;
        this.decided = decided;
        this.batchGames = config.league().gateBatch();
        this.perTeam = config.league().gatesPerTeam();
        if (batchGames < 2 || batchGames % 2 != 0) {
            throw new IllegalArgumentException(
                    "admiralty.league.gate-batch must be an even number of games, at least 2, was " + batchGames);
        }
    }

    /**
     * What a team asks of a version's gate, as sent: each setting may be left out for its default ({@code true} in a
     * submission stands for all of them): the test's bounds ({@code elo0}, {@code elo1}, {@code alpha}, {@code beta}),
     * a game cap, whether to play the pool, and the ruleset.
     */
    public record GateSettings(
            Double elo0, Double elo1, Double alpha, Double beta, Integer maxGames, Boolean pool, Ruleset ruleset) {

        /** Every setting at its default. */
        public static final GateSettings DEFAULTS = new GateSettings(null, null, null, null, null, null, null);
    }

    /** The gate a submission asks for, checked: none for null, else its settings with the defaults for those left out. */
    public static Optional<Request> request(GateSettings gate) {
        if (gate == null) {
            return Optional.empty();
        }
        Sprt.Bounds defaults = Sprt.Bounds.DEFAULT;
        Sprt.Bounds bounds;
        try {
            bounds = new Sprt.Bounds(
                    Optional.ofNullable(gate.elo0()).orElse(defaults.elo0()),
                    Optional.ofNullable(gate.elo1()).orElse(defaults.elo1()),
                    Optional.ofNullable(gate.alpha()).orElse(defaults.alpha()),
                    Optional.ofNullable(gate.beta()).orElse(defaults.beta()));
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid("gate: " + e.getMessage());
        }
        int maxGames = Optional.ofNullable(gate.maxGames()).orElse(DEFAULT_MAX_GAMES);
        if (maxGames < 2 || maxGames > MAX_GAMES || maxGames % 2 != 0) {
            throw Refusal.invalid("gate: maxGames must be an even whole number of games (they are played in pairs), 2.."
                    + MAX_GAMES + ", was " + maxGames);
        }
        return Optional.of(new Request(bounds, maxGames, Boolean.TRUE.equals(gate.pool()), gate.ruleset()));
    }

    /**
     * Refuses while the bot has a running gate: its candidate is waiting to become current, so nothing else may be
     * uploaded for it until the gate ends.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void requireNoneRunning(Bot bot) {
        List<Gate> running = gates.running(List.of(bot.id));
        if (!running.isEmpty()) {
            throw Refusal.conflict("bot " + bot.id + " has a gate running (version " + running.get(0).candidate
                    + " against version " + running.get(0).baseline
                    + "); a version can be uploaded once it ends: GET /api/bots/" + bot.id + "/gates");
        }
    }

    /**
     * Starts a gate for version {@code candidate} of the bot, stored a moment ago in the caller's transaction (the bot
     * row locked), against its current version, and queues its first batch.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public GateView start(Bot bot, int candidate, Request request) {
        requireNoneRunning(bot);
        teams.lock(bot.team.id);
        long running = gates.runningOfTeam(bot.team.id);
        if (running >= perTeam) {
            throw Refusal.conflict("team " + bot.team.id + " has " + running
                    + " gates running, the most a team may have at once; " + "upload when one ends");
        }
        Optional<Season> season = seasons.latestOpenOf(bot.id);
        Ruleset ruleset = request.ruleset() != null
                ? request.ruleset()
                : season.map(s -> Ruleset.parse(s.ruleset)).orElse(Ruleset.classic());
        Optional<String> unfit = bot.dialect == null ? Optional.empty() : bot.dialect.cannotExpress(ruleset);
        if (unfit.isPresent()) {
            throw Refusal.invalid("bot " + bot.id + " cannot be gated on " + ruleset.spec() + ": " + unfit.get());
        }
        Gate gate = new Gate();
        gate.botId = bot.id;
        gate.candidate = candidate;
        gate.baseline = bot.version;
        gate.ruleset = ruleset.spec();
        gate.moveTimeoutMs = season.map(s -> s.moveTimeoutMs).orElse(BotLimits.MOVE_TIMEOUT_MS);
        gate.elo0 = request.bounds().elo0();
        gate.elo1 = request.bounds().elo1();
        gate.alpha = request.bounds().alpha();
        gate.beta = request.bounds().beta();
        gate.maxGames = request.maxGames();
        gate.pool = request.pool();
        gates.persistAndFlush(gate);
        queueBatch(gate, request.maxGames());
        LOG.infof(
                "gate %d: bot %d version %d against version %d on %s",
                gate.id, bot.id, candidate, gate.baseline, gate.ruleset);
        return view(gate);
    }

    @Override
    public WorkKind kind() {
        return WorkKind.GATE;
    }

    /**
     * How a gate's matchups are played: its ruleset and move limit, and the league's data quota; in pairs on one deal
     * with the seats swapped (its test counts pairs); no rating.
     */
    @Override
    @Transactional
    public Plan plan(MatchupQueue.Claim claim) {
        Gate gate = gates.findByIdOptional(claim.ownerId())
                .orElseThrow(() -> new IllegalStateException("no gate " + claim.ownerId()));
        return Plan.unrated(new MatchTerms(Ruleset.parse(gate.ruleset), gate.moveTimeoutMs, null), true);
    }

    /** A gate wants every matchup it queued played: what its games say is judged as each ends. */
    @Override
    public Optional<String> unwanted(MatchupQueue.Claim claim) {
        return Optional.empty();
    }

    /**
     * Ends a gate's matchup and, when it was the last of its batch, brings the test up to date from the gate's stored
     * games and decides: pass (the candidate becomes current), fail, cap, or the next batch. The gate is locked first,
     * so when two matchups of a batch end at once the second sees the first ended.
     */
    @Transactional
    @Override
    public void ended(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        Gate gate =
                gates.lock(claim.ownerId()).orElseThrow(() -> new IllegalStateException("no gate " + claim.ownerId()));
        queue.end(claim, status, detail);
        if (gate.state != GateState.RUNNING || matchups.openOfGate(gate.id) > 0) {
            return;
        }
        Bot bot = bots.lock(gate.botId).orElseThrow();
        tally(gate);
        Sprt.Bounds bounds = new Sprt.Bounds(gate.elo0, gate.elo1, gate.alpha, gate.beta);
        GateVerdict verdict = GateVerdict.of(new GateVerdict.After(
                bounds.verdict(gate.llr),
                bot.retired(),
                bot.id,
                gate.candidate,
                gate.baseline,
                gate.games,
                gate.maxGames,
                status == MatchupStatus.CANCELLED,
                detail));
        if (verdict.state() == null) {
            queueBatch(gate, gate.maxGames - gate.games);
            return;
        }
        if (verdict.state() == GateState.PASSED) {
            // seasons past their deadline keep the version the bot had then
            seasonEntries.freezeBefore(bot.id);
            bot.version = gate.candidate;
            publicChanges.everySeason(); // leaderboards show the current version's skill
        }
        end(gate, verdict.state(), verdict.detail());
    }

    private void end(Gate gate, GateState state, String detail) {
        gate.state = state;
        gate.detail = detail;
        gate.finishedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        LOG.infof("gate %d %s after %d games (LLR %.3f): %s", gate.id, state.code(), gate.games, gate.llr, detail);
        decided.fire(new GateDecided(
                gate.id,
                gate.botId,
                gate.candidate,
                gate.baseline,
                state,
                detail,
                gate.games,
                gate.elo,
                GateReading.of(state, gate.baseline, gate.elo0, gate.elo1, gate.alpha, gate.beta, gate.maxGames)));
    }

    /**
     * Queues the gate's next batch: the candidate against the baseline ({@code left} games at most), and with a pool
     * both versions against the pool's next built-in, from one seed, so that they meet the same deals.
     */
    private void queueBatch(Gate gate, int left) {
        int games = Math.min(batchGames, left - left % 2);
        long seed = seeds.next();
        List<Matchup> batch = new ArrayList<>();
        batch.add(matchup(gate, gate.botId, gate.candidate, gate.botId, gate.baseline, games, seed));
        if (gate.pool) {
            Bot opponent = bots.builtin(POOL.get(gate.batches % POOL.size()))
                    .orElseThrow(() -> new IllegalStateException(
                            "the built-in " + POOL.get(gate.batches % POOL.size()) + " is missing"));
            batch.add(matchup(gate, gate.botId, gate.candidate, opponent.id, opponent.version, games, seed));
            batch.add(matchup(gate, gate.botId, gate.baseline, opponent.id, opponent.version, games, seed));
        }
        matchups.queue(batch);
        gate.batches++;
        queued.fire(new WorkQueue.Queued(batch.size()));
    }

    private static Matchup matchup(Gate gate, long botA, int versionA, long botB, int versionB, int games, long seed) {
        Matchup matchup = new Matchup();
        matchup.gateId = gate.id;
        matchup.botA = botA;
        matchup.versionA = versionA;
        matchup.botB = botB;
        matchup.versionB = versionB;
        matchup.games = games;
        matchup.seed = seed;
        return matchup;
    }

    /**
     * The gate's tallies from its stored games. A head-to-head game (the bot in both seats) counts for the candidate;
     * a pool game counts for whichever version of the bot played it.
     */
    private void tally(Gate gate) {
        List<PairedGames.Game> headToHead = new ArrayList<>();
        List<PairedGames.Game> poolCandidate = new ArrayList<>();
        List<PairedGames.Game> poolBaseline = new ArrayList<>();
        for (GateGame g : gates.games(gate.id)) {
            if (g.botA() == g.botB()) {
                Side candidateSeat = g.versionA() == gate.candidate ? Side.A : Side.B;
                headToHead.add(new PairedGames.Game(g.matchup(), g.index(), result(g.winner(), candidateSeat)));
            } else {
                Side botSeat = g.botA() == gate.botId ? Side.A : Side.B;
                int version = botSeat == Side.A ? g.versionA() : g.versionB();
                (version == gate.candidate ? poolCandidate : poolBaseline)
                        .add(new PairedGames.Game(g.matchup(), g.index(), result(g.winner(), botSeat)));
            }
        }
        PairedGames.Tally tally = PairedGames.tally(headToHead);
        gate.games = (int) tally.games();
        gate.trinomial = boxed(tally.trinomial());
        gate.pentanomial = boxed(tally.pentanomial());
        gate.llr = Sprt.llr(tally.pentanomial(), gate.elo0, gate.elo1);
        Optional<Sprt.Estimate> estimate = Sprt.estimate(tally.pentanomial());
        gate.elo = estimate.map(e -> finite(e.elo())).orElse(null);
        gate.eloLow = estimate.map(e -> finite(e.low())).orElse(null);
        gate.eloHigh = estimate.map(e -> finite(e.high())).orElse(null);
        gate.poolCandidate = boxed(PairedGames.tally(poolCandidate).pentanomial());
        gate.poolBaseline = boxed(PairedGames.tally(poolBaseline).pentanomial());
    }

    private static Result result(Side winner, Side seat) {
        return winner == null ? Result.DRAW : winner == seat ? Result.WIN : Result.LOSS;
    }

    private static List<Long> boxed(long[] counts) {
        return Arrays.stream(counts).boxed().toList();
    }

    private static long[] unboxed(List<Long> counts) {
        return counts.stream().mapToLong(Long::longValue).toArray();
    }

    /** The bot's gates, newest first; empty for a bot that has none (or does not exist). */
    @Transactional
    public List<GateView> ofBot(long bot) {
        return gates.ofBot(bot).stream().map(Gates::view).toList();
    }

    /** The gate of the bot's version, if that version was gated. */
    @Transactional
    public Optional<GateView> ofVersion(long bot, int version) {
        return gates.ofVersion(bot, version).map(Gates::view);
    }

    /** The running gates of these bots, by bot. */
    @Transactional(Transactional.TxType.MANDATORY)
    public Map<Long, GateView> running(Collection<Long> botIds) {
        if (botIds.isEmpty()) {
            return Map.of();
        }
        return gates.running(botIds).stream()
                .map(Gates::view)
                .collect(Collectors.toMap(GateView::bot, Function.identity()));
    }

    static GateView view(Gate gate) {
        Sprt.Bounds bounds = new Sprt.Bounds(gate.elo0, gate.elo1, gate.alpha, gate.beta);
        List<PoolResult> pool = gate.pool
                ? List.of(poolResult(gate.candidate, gate.poolCandidate), poolResult(gate.baseline, gate.poolBaseline))
                : List.of();
        long pairs = Arrays.stream(unboxed(gate.pentanomial)).sum();
        Optional<Sprt.Estimate> estimate = Sprt.estimate(unboxed(gate.pentanomial));
        return new GateView(
                gate.id,
                gate.botId,
                gate.candidate,
                gate.baseline,
                gate.state.code(),
                gate.detail,
                GateReading.of(gate.state, gate.baseline, gate.elo0, gate.elo1, gate.alpha, gate.beta, gate.maxGames),
                gate.ruleset,
                gate.elo0,
                gate.elo1,
                gate.alpha,
                gate.beta,
                gate.maxGames,
                gate.pool,
                gate.games,
                pairs,
                gate.trinomial,
                gate.pentanomial,
                gate.llr,
                bounds.lower(),
                bounds.upper(),
                estimate.map(e -> finite(e.elo())).orElse(null),
                estimate.map(e -> finite(e.low())).orElse(null),
                estimate.map(e -> finite(e.high())).orElse(null),
                pool,
                gate.createdAt,
                gate.finishedAt);
    }

    private static PoolResult poolResult(int version, List<Long> pentanomial) {
        Optional<Sprt.Estimate> estimate = Sprt.estimate(unboxed(pentanomial));
        return new PoolResult(
                version,
                pentanomial,
                estimate.map(e -> finite(e.elo())).orElse(null),
                estimate.map(e -> finite(e.low())).orElse(null),
                estimate.map(e -> finite(e.high())).orElse(null));
    }

    /** An Elo as JSON can carry it: an unbounded one (infinite) is null. */
    private static Double finite(double elo) {
        return Double.isFinite(elo) ? elo : null;
    }
}
