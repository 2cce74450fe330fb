package io.admiralty.bot.builtin;

import io.admiralty.game.Coord;
import io.admiralty.game.Firing;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Tracking;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The density bot's greedy rule improved by looking ahead on the exact posterior (every layout consistent with what
 * was seen equally likely), single shots on boards of up to 128 cells; elsewhere, and whenever its share of the move
 * time runs out, it plays exactly as {@code density} would.
 * <ol>
 * <li>Endgame: once few layouts are left, the rest of the game is solved exactly ({@link EndgameSolver}).</li>
 * <li>Roll-outs: otherwise the few cells nearly as likely to hold a ship as the likeliest one are each scored by
 * playing the greedy rule to the end ({@link GreedyRollout}) on the same layouts drawn from the posterior
 * ({@link LayoutSampler}); sharing the layouts makes the differences between cells far less noisy than the totals.
 * The cell with the fewest shots in all is fired.</li>
 * <li>Among cells whose roll-out totals tie, the one whose outcome (miss, hit, or which ship sinks) is least
 * predictable is fired: it tells the most.</li>
 * </ol>
 * Every choice is a function of the game seed and what was seen, so games replay exactly, unless the time allowance
 * runs out (never on the classic board with the default 2 s limit).
 */
final class ExpertBot extends BuiltinBot {

    /** The expert's knobs; tests and the strength benchmark turn parts off to measure what each adds. */
    record Settings(int layouts, int candidates, double margin, boolean rollouts, boolean endgame, boolean informationTieBreak) {
        static final Settings FULL = new Settings(300, 4, 0.05, true, true, true);
    }

    /** Ways of covering the hits beyond which the posterior is not drawn (the move is density's). */
    private static final int MAX_COVERS = 20_000;
    /** Proposals per layout drawn before giving up on a crowded board. */
    private static final int ATTEMPTS = 20_000;
    /** Layouts counted (an upper bound) below which they are listed for the endgame solver, and listed at most. */
    private static final int ENDGAME_BOUND = 20_000;
    private static final int ENDGAME_LAYOUTS = 100;
    /** Layout-by-cell evaluations the endgame solver may spend on one move. */
    private static final long ENDGAME_WORK = 300_000;
    /**
     * The share of the move limit the expert allows itself before playing density's move. A classic move costs about
     * 10 ms of CPU, so only a stalled machine (or a cold JIT under heavy load) reaches it; then the game is no longer
     * a function of its seed alone.
     */
    private static final int BUDGET_SHARE = 2;

    private final Settings settings;
    private final long budgetNanos;
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
        long deadline = System.nanoTime() + budgetNanos;
        evidence.observe(tracking, lastShot);
        int choice = choose(greedy.get(0), deadline);
        lastShot = Coord.of(choice % table.width, choice / table.width);
        return List.of(lastShot);
    }

    @Override
    protected Coord next(Tracking tracking, boolean[] taken) {
        throw new UnsupportedOperationException("the expert chooses whole volleys");
    }

    private int choose(Coord greedy, long deadline) {
        int fallback = greedy.y() * table.width + greedy.x();
        LayoutSampler sampler = LayoutSampler.of(table, evidence, MAX_COVERS);
        if (sampler == null || System.nanoTime() > deadline) {
            return fallback;
        }
        if (settings.endgame() && sampler.upperBound() <= ENDGAME_BOUND) {
            List<int[]> layouts = sampler.enumerate(ENDGAME_LAYOUTS);
            if (layouts != null && !layouts.isEmpty()) {
                EndgameSolver.Solution solution = EndgameSolver.solve(table, evidence.fleet, layouts,
                        evidence.missLo | evidence.hitLo, evidence.missHi | evidence.hitHi, ENDGAME_WORK);
                if (solution != null) {
                    return solution.cell();
                }
            }
        }
        if (!settings.rollouts()) {
            return fallback;
        }
        int n = settings.layouts();
        int[][] samples = new int[n][evidence.fleet.length];
        for (int[] sample : samples) {
            if (!sampler.sample(random, sample, ATTEMPTS) || System.nanoTime() > deadline) {
                return fallback;
            }
        }
        List<Integer> candidates = candidates(samples, fallback);
        if (candidates.size() == 1) {
            return fallback;
        }
        GreedyRollout rollout = new GreedyRollout(table, evidence);
        int k = candidates.size();
        int[] firsts = candidates.stream().mapToInt(Integer::intValue).toArray();
        long[] total = new long[k];
        for (int[] sample : samples) {
            if (System.nanoTime() > deadline) {
                return fallback;
            }
            int[] shots = rollout.play(sample, firsts);
            for (int j = 0; j < k; j++) {
                total[j] += shots[j];
            }
        }
        int best = 0;
        for (int j = 1; j < k; j++) {
            if (total[j] < total[best]) {
                best = j;
            }
        }
        if (!settings.informationTieBreak()) {
            return firsts[best];
        }
        // Only exact ties (symmetric cells, mostly): letting cells within noise of the best win on information was
        // measured worse on the small boards (5x5 with one ship of 3: 7.100 against 6.967 without it).
        int choice = best;
        double mostInformation = information(samples, firsts[best]);
        for (int j = 0; j < k; j++) {
            if (j != best && total[j] == total[best]) {
                double information = information(samples, firsts[j]);
                if (information > mostInformation + 1e-12) {
                    mostInformation = information;
                    choice = j;
                }
            }
        }
        return firsts[choice];
    }

    /** The entropy of a shot at {@code cell} over the drawn layouts: a miss, a hit, or the sinking of a named ship. */
    private double information(int[][] samples, int cell) {
        int[] outcomes = new int[evidence.fleet.length + 2];
        for (int[] sample : samples) {
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
            outcomes[outcome]++;
        }
        double entropy = 0;
        for (int count : outcomes) {
            if (count > 0) {
                double p = (double) count / samples.length;
                entropy -= p * Math.log(p);
            }
        }
        return entropy;
    }

    /**
     * The cells whose share of the drawn layouts with a ship there is within the margin of the largest, likeliest
     * first, at most the configured number, density's own choice among them (first when it qualifies, else added).
     */
    private List<Integer> candidates(int[][] samples, int fallback) {
        int[] holding = new int[table.cells];
        for (int[] sample : samples) {
            for (int s = 0; s < sample.length; s++) {
                if (!evidence.isSunk(s)) {
                    for (int c : table.cellsOf[evidence.fleet[s]][sample[s]]) {
                        holding[c]++;
                    }
                }
            }
        }
        int most = 0;
        for (int c = 0; c < table.cells; c++) {
            if (!evidence.isKnown(c)) {
                most = Math.max(most, holding[c]);
            }
        }
        double floor = most - settings.margin() * samples.length;
        List<Integer> near = new ArrayList<>();
        for (int c = 0; c < table.cells; c++) {
            if (!evidence.isKnown(c) && holding[c] > 0 && holding[c] >= floor) {
                near.add(c);
            }
        }
        near.sort(Comparator.<Integer>comparingInt(c -> -holding[c]).thenComparingInt(c -> c));
        List<Integer> chosen = new ArrayList<>(near.subList(0, Math.min(settings.candidates(), near.size())));
        chosen.remove(Integer.valueOf(fallback));
        chosen.add(0, fallback);
        return chosen;
    }
}
