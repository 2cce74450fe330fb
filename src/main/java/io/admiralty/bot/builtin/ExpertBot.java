package io.admiralty.bot.builtin;

import io.admiralty.game.Coord;
import io.admiralty.game.Firing;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Tracking;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * A greedy rule improved by looking ahead on the posterior, single shots on boards of up to 128 cells; elsewhere, and
 * whenever its share of the move time runs out before it has drawn a layout, it plays exactly as {@code density} would.
 * The rule is density's with ties kept coherent ({@link GreedyRollout}: near-best cells on the lattice of the shortest
 * afloat ship first, then the lowest cell), and this bot plays it whenever nothing below does better. The posterior is
 * that of the random placer's layouts (the built-in bots' own, and the strength benchmark's), or with
 * {@link Settings#placerPrior} off every consistent layout equally likely.
 * <ol>
 * <li>Endgame: once few layouts are left, the rest of the game is solved exactly ({@link EndgameSolver}).</li>
 * <li>Roll-outs: otherwise the few cells nearly as likely to hold a ship as the likeliest one are each scored against
 * the rule's own choice by playing the rule to the end from each ({@link GreedyRollout}) on the same layouts drawn from
 * the posterior ({@link LayoutSampler}), batch after batch. A cell is fired instead of the rule's as soon as its mean
 * difference in shots is below zero by more than {@link Settings#z} standard errors of those per-layout differences,
 * and dropped once above zero by more than {@link Settings#dropZ}; when the layouts are spent, the cell with the lowest
 * mean below zero by more than {@link Settings#finalZ} standard errors is fired, if any. The cells' true differences are
 * hundredths to tenths of a shot while one layout's is often several shots, so picking the least of the noisy totals
 * (as this bot first did) mostly picks noise, and was measured to lose to density. Because the play-outs are the rule
 * this bot falls back on, each departure's measured gain is what it gains in the game this bot goes on to play.</li>
 * <li>When no cell wins, among cells whose play-outs went exactly as the rule's did on every layout, the one whose
 * outcome (miss, hit, or which ship sinks) is least predictable is fired: it tells the most.</li>
 * </ol>
 * Every choice is a function of the game seed and what was seen, so games replay exactly, unless the time allowance
 * runs out: half the move limit of its thread's CPU time (never on the classic board with the default 2 s limit once
 * the JIT is warm, however busy the machine), or 90% of the limit on the wall clock (when the thread waits for a core
 * most of that time).
 */
final class ExpertBot extends BuiltinBot {

    /**
     * The expert's knobs; tests and the strength benchmark turn parts off to measure what each adds. Roll-outs draw
     * {@code batch} layouts at a time, up to {@code maxLayouts} or until {@code maxPlayoutShots} play-out shots were
     * fired for the move (the first moves of a game, whose play-outs are long, stop there), for at most
     * {@code candidates} cells within {@code margin} of the likeliest cell's share of layouts. The values shipped were
     * chosen by the expected gain of the expert's departures from the rule's cell per game, on its own positions, and
     * the budget doubled once whole games showed that the first budget fell just short of the strength goal
     * (docs/benchmarks/strength.md): over whole games it costs about 1.4 times the CPU per move.
     */
    record Settings(
            boolean placerPrior,
            int batch,
            int maxLayouts,
            long maxPlayoutShots,
            int candidates,
            double margin,
            double z,
            double dropZ,
            double finalZ,
            boolean endgame,
            boolean informationTieBreak) {
        static final Settings FULL = new Settings(true, 100, 4000, 600_000, 4, 0.05, 3.0, 3.0, 1.0, true, true);
    }

    /** Ways of covering the hits beyond which the posterior is not drawn (the move is density's). */
    static final int MAX_COVERS = 20_000;
    /** Proposals per layout drawn before giving up on a crowded board. */
    static final int ATTEMPTS = 20_000;
    /** Layouts counted (an upper bound) below which they are listed for the endgame solver, and listed at most. */
    private static final int ENDGAME_BOUND = 20_000;

    private static final int ENDGAME_LAYOUTS = 100;
    /** Layout-by-cell evaluations the endgame solver may spend on one move. */
    private static final long ENDGAME_WORK = 300_000;
    /**
     * The share of the move limit the expert allows itself, in its thread's CPU time, before playing its rule's move. A
     * classic move costs about 75 ms of CPU on average, and the first, cold move of a game about 0.6 s (its play-outs
     * are bounded by {@link Settings#maxPlayoutShots}), so only a cold JIT reaches it. Measured on the wall clock, as
     * it was until issue 34, a machine with more work than cores reached it several times a game
     * (docs/benchmarks/strength.md), and the expert played other games than the benchmark measured.
     */
    private static final int BUDGET_SHARE = 2;
    /**
     * The share of the move limit after which, on the wall clock, the expert plays its rule's move whatever CPU time it
     * has had: the move still comes within the limit when its thread waits for a core.
     */
    private static final double WALL_SHARE = 0.9;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final Settings settings;
    private final long budgetNanos;
    private final long wallNanos;
    private final DensityBot density = new DensityBot();
    private PlacementTable table;
    private Evidence evidence;
    private Coord lastShot;

    ExpertBot(Duration moveLimit) {
        this(moveLimit, Settings.FULL);
    }

    ExpertBot(Duration moveLimit, Settings settings) {
        super("expert");
        this.settings = settings;
        this.budgetNanos = moveLimit.toNanos() / BUDGET_SHARE;
        this.wallNanos = (long) (moveLimit.toNanos() * WALL_SHARE);
    }

    /**
     * One move's time: {@code budgetNanos} of the thread's CPU time, and {@code wallNanos} on the wall clock. The CPU
     * clock is read on every 16th check only: a check comes every few microseconds of play-outs, a read costs about one.
     */
    private static final class MoveBudget {
        private final long cpuDeadline;
        private final long wallDeadline;
        private int checks;

        MoveBudget(long budgetNanos, long wallNanos) {
            this.cpuDeadline = THREADS.getCurrentThreadCpuTime() + budgetNanos;
            this.wallDeadline = System.nanoTime() + wallNanos;
        }

        boolean spent() {
            return System.nanoTime() > wallDeadline
                    || ((++checks & 15) == 1 && THREADS.getCurrentThreadCpuTime() > cpuDeadline);
        }
    }

    private MoveBudget budget() {
        return new MoveBudget(budgetNanos, wallNanos);
    }

    @Override
    protected void newGame(GameSetup setup) {
        density.place(setup);
        Ruleset ruleset = setup.ruleset();
        boolean searchable = ruleset.firing() == Firing.SINGLE && PlacementTable.fits(ruleset);
        if (searchable && (table == null || table.width != ruleset.width() || table.height != ruleset.height())) {
            table = new PlacementTable(ruleset.width(), ruleset.height());
        }
        evidence = searchable ? new Evidence(table, ruleset.fleet()) : null;
        lastShot = null;
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        // Density sees every position, so its own record of the shot order stays right when the expert overrules it.
        List<Coord> greedy = density.fire(tracking, shots);
        if (evidence == null || shots != 1) {
            return greedy;
        }
        MoveBudget budget = budget();
        evidence.observe(tracking, lastShot);
        int choice = choose(greedy.get(0), budget);
        lastShot = Coord.of(choice % table.width, choice / table.width);
        return List.of(lastShot);
    }

    @Override
    protected Coord next(Tracking tracking, boolean[] taken) {
        throw new UnsupportedOperationException("the expert chooses whole volleys");
    }

    /**
     * The cell this expert fires at in a position of another bot's game ({@code evidence}, density's cell there
     * {@code greedy}), drawing its layouts from {@code random}: the departure audit asks several settings the same
     * question, position by position.
     */
    int chooseIn(PlacementTable table, Evidence evidence, Coord greedy, SplittableRandom random) {
        this.table = table;
        this.evidence = evidence;
        this.random = random;
        return choose(greedy, budget());
    }

    private int choose(Coord greedy, MoveBudget budget) {
        int fallback = greedy.y() * table.width + greedy.x();
        LayoutSampler sampler = LayoutSampler.of(table, evidence, MAX_COVERS);
        if (sampler == null || budget.spent()) {
            return fallback;
        }
        if (settings.endgame() && sampler.upperBound() <= ENDGAME_BOUND) {
            List<int[]> layouts = sampler.enumerate(ENDGAME_LAYOUTS);
            if (layouts != null && !layouts.isEmpty()) {
                double[] weight = new double[layouts.size()];
                Arrays.setAll(weight, i -> settings.placerPrior() ? sampler.placerWeight(layouts.get(i)) : 1);
                EndgameSolver.Solution solution = EndgameSolver.solve(
                        table,
                        evidence.fleet,
                        layouts,
                        weight,
                        evidence.missLo | evidence.hitLo,
                        evidence.missHi | evidence.hitHi,
                        ENDGAME_WORK);
                if (solution != null) {
                    return solution.cell();
                }
            }
        }
        return rollouts(sampler, fallback, budget);
    }

    /**
     * Step 2 and 3 of the move: the rule's cell unless another wins on the roll-outs, or on information in an exact tie;
     * density's when no layout can be drawn.
     */
    private int rollouts(LayoutSampler sampler, int densityCell, MoveBudget budget) {
        Batch batch = draw(sampler, budget);
        if (batch == null) {
            return densityCell;
        }
        GreedyRollout rollout = new GreedyRollout(table, evidence);
        // The play-outs' own rule chooses when no other cell wins, so what they score is what this bot then plays.
        int fallback = rollout.firstChoice(batch.layouts[0]);
        List<Integer> candidates = candidates(batch, fallback);
        if (candidates.size() == 1) {
            return fallback;
        }
        int k = candidates.size();
        int[] firsts = candidates.stream().mapToInt(Integer::intValue).toArray();
        Difference[] differences = new Difference[k];
        Arrays.setAll(differences, j -> new Difference());
        boolean[] alive = new boolean[k];
        Arrays.fill(alive, true);
        int played = 0;
        while (true) {
            int[] playing = IntStream.range(0, k).filter(j -> alive[j]).toArray();
            int[] cells = Arrays.stream(playing).map(j -> firsts[j]).toArray();
            for (int i = 0; i < batch.layouts.length; i++) {
                if (budget.spent()) {
                    return fallback;
                }
                int[] shots = rollout.play(batch.layouts[i], cells);
                for (int m = 1; m < playing.length; m++) {
                    differences[playing[m]].add(batch.weights[i], shots[m] - shots[0]);
                }
            }
            played += batch.layouts.length;
            boolean last = played >= settings.maxLayouts() || rollout.fired() > settings.maxPlayoutShots();
            // Early on only a clear lead wins; once the layouts are spent a smaller one does (measured the better
            // pair).
            double accept = last ? settings.finalZ() : settings.z();
            int best = -1;
            boolean open = false;
            for (int j = 1; j < k; j++) {
                Difference d = differences[j];
                if (!alive[j] || d.isNone()) {
                    continue;
                }
                if (d.mean() + accept * d.error() < 0) {
                    if (best < 0 || d.mean() < differences[best].mean()) {
                        best = j;
                    }
                } else if (d.mean() - settings.dropZ() * d.error() >= 0) {
                    alive[j] = false;
                } else {
                    open = true;
                }
            }
            if (best >= 0) {
                return firsts[best];
            }
            if (!open || last) {
                break;
            }
            batch = draw(sampler, budget);
            if (batch == null) {
                return fallback;
            }
        }
        if (!settings.informationTieBreak()) {
            return fallback;
        }
        // Only exact ties (cells whose play-outs ended alike on every layout, symmetric cells mostly): letting cells
        // within noise of the rule's win on information was measured worse on the small boards.
        int choice = 0;
        double mostInformation = information(batch, firsts[0]);
        for (int j = 1; j < k; j++) {
            if (alive[j] && differences[j].isNone()) {
                double information = information(batch, firsts[j]);
                if (information > mostInformation + 1e-12) {
                    mostInformation = information;
                    choice = j;
                }
            }
        }
        return firsts[choice];
    }

    /**
     * One cell's per-layout differences in play-out shots from the rule's cell, weighted by the layouts' chances: their
     * weighted mean and its standard error (of a ratio estimate, so the spread of the weights counts too).
     */
    private static final class Difference {
        private double weights;
        private double squaredWeights;
        /** Sums of w d, of w^2 d and of w^2 d^2. */
        private double sum;

        private double squaredWeightSum;
        private double squares;

        void add(double w, int d) {
            weights += w;
            squaredWeights += w * w;
            sum += w * d;
            squaredWeightSum += w * w * d;
            squares += w * w * d * d;
        }

        double mean() {
            return sum / weights;
        }

        double error() {
            double mean = mean();
            return Math.sqrt(Math.max(0, squares - 2 * mean * squaredWeightSum + mean * mean * squaredWeights))
                    / weights;
        }

        /** Whether the cell's play-outs ended exactly as the rule's on every layout so far. */
        boolean isNone() {
            return squares == 0;
        }
    }

    /** Layouts drawn from the posterior with their weights (all 1 under the uniform prior). */
    private record Batch(int[][] layouts, double[] weights) {}

    /** One batch of layouts drawn from the posterior, or null when the board is too crowded or time ran out. */
    private Batch draw(LayoutSampler sampler, MoveBudget budget) {
        int n = settings.batch();
        Batch batch = new Batch(new int[n][evidence.fleet.length], new double[n]);
        for (int i = 0; i < n; i++) {
            if (!sampler.sample(random, batch.layouts[i], ATTEMPTS) || budget.spent()) {
                return null;
            }
            batch.weights[i] = settings.placerPrior() ? sampler.placerWeight(batch.layouts[i]) : 1;
        }
        return batch;
    }

    /** The entropy of a shot at {@code cell} over the drawn layouts: a miss, a hit, or the sinking of a named ship. */
    private double information(Batch batch, int cell) {
        double[] outcomes = new double[evidence.fleet.length + 2];
        double total = 0;
        for (int i = 0; i < batch.layouts.length; i++) {
            int[] sample = batch.layouts[i];
            int outcome = 0;
            for (int s = 0; s < sample.length && outcome == 0; s++) {
                int length = evidence.fleet[s];
                long lo = table.lo[length][sample[s]];
                long hi = table.hi[length][sample[s]];
                if (!evidence.isSunk(s) && PlacementTable.has(lo, hi, cell)) {
                    long unknownLo = lo & ~evidence.hitLo & ~PlacementTable.bitLo(cell);
                    long unknownHi = hi & ~evidence.hitHi & ~PlacementTable.bitHi(cell);
                    outcome = (unknownLo | unknownHi) == 0 ? 2 + s : 1;
                }
            }
            outcomes[outcome] += batch.weights[i];
            total += batch.weights[i];
        }
        double entropy = 0;
        for (double weight : outcomes) {
            if (weight > 0) {
                double p = weight / total;
                entropy -= p * Math.log(p);
            }
        }
        return entropy;
    }

    /**
     * The cells whose share of the drawn layouts with a ship there is within the margin of the largest, likeliest
     * first, at most the configured number, the rule's own choice among them (first when it qualifies, else added).
     */
    private List<Integer> candidates(Batch batch, int fallback) {
        double[] holding = new double[table.cells];
        double total = 0;
        for (int i = 0; i < batch.layouts.length; i++) {
            int[] sample = batch.layouts[i];
            total += batch.weights[i];
            for (int s = 0; s < sample.length; s++) {
                if (!evidence.isSunk(s)) {
                    for (int c : table.cellsOf[evidence.fleet[s]][sample[s]]) {
                        holding[c] += batch.weights[i];
                    }
                }
            }
        }
        double most = 0;
        for (int c = 0; c < table.cells; c++) {
            if (!evidence.isKnown(c)) {
                most = Math.max(most, holding[c]);
            }
        }
        double floor = most - settings.margin() * total;
        List<Integer> near = new ArrayList<>();
        for (int c = 0; c < table.cells; c++) {
            if (!evidence.isKnown(c) && holding[c] > 0 && holding[c] >= floor) {
                near.add(c);
            }
        }
        near.sort(Comparator.<Integer>comparingDouble(c -> -holding[c]).thenComparingInt(c -> c));
        List<Integer> chosen = new ArrayList<>(near.subList(0, Math.min(settings.candidates(), near.size())));
        chosen.remove(Integer.valueOf(fallback));
        chosen.add(0, fallback);
        return chosen;
    }
}
