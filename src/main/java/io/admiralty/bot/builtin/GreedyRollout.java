package io.admiralty.bot.builtin;

import io.admiralty.game.Ruleset;
import java.util.Arrays;

/**
 * The greedy rule the expert improves on, on bitboards, played to the end of the game against one known layout, to
 * score a first shot by the shots the whole game then takes; the expert's own move, when no other cell wins, is this
 * rule's ({@link #firstChoice}). Hunting, each cell's score is the number of lines of the afloat ships (times the ships
 * of each length) that avoid every known cell, kept up to date shot by shot, and the densest cell is fired, unless a
 * cell on a lattice of the shortest afloat ship ({@code x + y} alike modulo its length), the lattice with the fewest
 * live cells, scores within {@link #LATTICE_WINDOW} of it: then that lattice's densest cell. Ties go to the lowest
 * cell. While a ship is wounded, lines through unresolved hits count, weighted by {@link #HIT_WEIGHT} per hit they
 * cover, and ties again go to the lowest cell. So a game is a function of its layout and first shot, and the search
 * stays coherent: over the strength benchmark's 10,000 classic layouts this rule needs 0.57 ± 0.10 shots fewer than
 * density with its random ties (docs/benchmarks/strength.md). A play-out knows which cells a sunk ship covered even
 * when the hits leave it ambiguous: a rare shortcut that keeps it fast.
 */
final class GreedyRollout {

    private static final int LENGTHS = Ruleset.MAX_SHIP_LENGTH + 1;
    private static final double HIT_WEIGHT = 40.0;
    /**
     * How far below the densest cell's score a lattice cell may be and still go first. Every ship of the shortest
     * afloat length covers a cell of each of its lattices, so shots on one rule out the most with the fewest; 0.15 was
     * the best of 0 to 0.3 over 200,000 whole games (docs/benchmarks/strength.md).
     */
    static final double LATTICE_WINDOW = 0.15;

    private static final double[] WEIGHT_OF_HITS = new double[Ruleset.MAX_SHIP_LENGTH + 1];

    static {
        for (int k = 0; k <= Ruleset.MAX_SHIP_LENGTH; k++) {
            WEIGHT_OF_HITS[k] = Math.pow(HIT_WEIGHT, k);
        }
    }

    private final PlacementTable table;
    private final Evidence evidence;
    private final int cells;
    /** At the start of every play-out: the hunting score. */
    private final int[] startScore;

    private final int[] startCopies = new int[LENGTHS];

    // One play-out's state.
    private final int[] score;
    private final int[] copies = new int[LENGTHS];
    private final int[] shipAt;
    private final int[] left;
    private final double[] targetScore;
    private long shotLo;
    private long shotHi;
    private long hitLo;
    private long hitHi;
    private long sunkLo;
    private long sunkHi;
    private int afloat;
    private int[] layout;
    /** Shots fired in all play-outs so far: the work done, which bounds a move's cost whatever the clock says. */
    private long fired;
    /** Per game of one {@link #play}: the shot cells after each shot. */
    private long[][] traceLo = new long[0][];

    private long[][] traceHi = new long[0][];

    GreedyRollout(PlacementTable table, Evidence evidence) {
        this.table = table;
        this.evidence = evidence;
        this.cells = table.cells;
        this.startScore = new int[cells];
        this.score = new int[cells];
        this.shipAt = new int[cells];
        this.left = new int[evidence.fleet.length];
        this.targetScore = new double[cells];
        long knownLo = evidence.missLo | evidence.hitLo;
        long knownHi = evidence.missHi | evidence.hitHi;
        for (int s = 0; s < evidence.fleet.length; s++) {
            if (!evidence.isSunk(s)) {
                startCopies[evidence.fleet[s]]++;
            }
        }
        for (int length = 1; length < LENGTHS; length++) {
            if (startCopies[length] > 0) {
                addFreeLines(startScore, length, knownLo, knownHi, startCopies[length]);
            }
        }
    }

    /**
     * For each first shot, the shots the greedy rule takes to sink every afloat ship of {@code layout} when it fires
     * there first. Once two games have fired at the same cells after the same number of shots they are in the same
     * position and end alike, so a game stops as soon as it meets an earlier one.
     */
    int[] play(int[] layout, int[] firsts) {
        int k = firsts.length;
        if (traceLo.length < k) {
            traceLo = new long[k][cells + 1];
            traceHi = new long[k][cells + 1];
        }
        int[] shots = new int[k];
        int[] traced = new int[k];
        for (int j = 0; j < k; j++) {
            start(layout);
            int n = 0;
            int met = -1;
            for (int cell = firsts[j]; met < 0; cell = choose()) {
                fire(cell);
                n++;
                traceLo[j][n] = shotLo;
                traceHi[j][n] = shotHi;
                traced[j] = n;
                if (afloat == 0) {
                    shots[j] = n;
                    break;
                }
                for (int i = 0; i < j && met < 0; i++) {
                    if (n <= traced[i] && traceLo[i][n] == shotLo && traceHi[i][n] == shotHi) {
                        met = i;
                    }
                }
            }
            if (met >= 0) {
                shots[j] = shots[met];
            }
        }
        return shots;
    }

    long fired() {
        return fired;
    }

    /** The cell this rule fires at in the position itself, {@code layout} being any layout consistent with it. */
    int firstChoice(int[] layout) {
        start(layout);
        return choose();
    }

    private void start(int[] layout) {
        this.layout = layout;
        shotLo = evidence.missLo | evidence.hitLo;
        shotHi = evidence.missHi | evidence.hitHi;
        hitLo = evidence.hitLo;
        hitHi = evidence.hitHi;
        sunkLo = 0;
        sunkHi = 0;
        afloat = 0;
        Arrays.fill(shipAt, -1);
        for (int s = 0; s < layout.length; s++) {
            int length = evidence.fleet[s];
            long lo = table.lo[length][layout[s]];
            long hi = table.hi[length][layout[s]];
            if (evidence.isSunk(s)) {
                sunkLo |= lo;
                sunkHi |= hi;
                left[s] = 0;
            } else {
                left[s] = Long.bitCount(lo & ~shotLo) + Long.bitCount(hi & ~shotHi);
                afloat++;
                for (int c : table.cellsOf[length][layout[s]]) {
                    shipAt[c] = s;
                }
            }
        }
        System.arraycopy(startScore, 0, score, 0, cells);
        System.arraycopy(startCopies, 0, copies, 0, LENGTHS);
    }

    private void fire(int cell) {
        fired++;
        for (int length = 1; length < LENGTHS; length++) {
            int n = copies[length];
            if (n == 0) {
                continue;
            }
            long[] lo = table.lo[length];
            long[] hi = table.hi[length];
            for (int p : table.through[length][cell]) {
                if ((lo[p] & shotLo | hi[p] & shotHi) == 0) {
                    for (int c : table.cellsOf[length][p]) {
                        score[c] -= n;
                    }
                }
            }
        }
        shotLo |= PlacementTable.bitLo(cell);
        shotHi |= PlacementTable.bitHi(cell);
        int ship = shipAt[cell];
        if (ship < 0) {
            return;
        }
        hitLo |= PlacementTable.bitLo(cell);
        hitHi |= PlacementTable.bitHi(cell);
        if (--left[ship] == 0) {
            int length = evidence.fleet[ship];
            sunkLo |= table.lo[length][layout[ship]];
            sunkHi |= table.hi[length][layout[ship]];
            // One ship of this length fewer: its free lines count once less (rare enough to count them afresh).
            addFreeLines(score, length, shotLo, shotHi, -1);
            copies[length]--;
            afloat--;
        }
    }

    /** Adds {@code weight} to {@code score} at every cell of each line of {@code length} avoiding the given cells. */
    private void addFreeLines(int[] score, int length, long avoidLo, long avoidHi, int weight) {
        long[] lo = table.lo[length];
        long[] hi = table.hi[length];
        for (int p = 0; p < lo.length; p++) {
            if ((lo[p] & avoidLo | hi[p] & avoidHi) == 0) {
                for (int c : table.cellsOf[length][p]) {
                    score[c] += weight;
                }
            }
        }
    }

    private int choose() {
        long woundLo = hitLo & ~sunkLo;
        long woundHi = hitHi & ~sunkHi;
        if ((woundLo | woundHi) != 0) {
            int target = target(woundLo, woundHi);
            if (target >= 0) {
                return target;
            }
        }
        // The densest cell, and how many live cells (on some free line) each lattice of the shortest afloat ship has: a
        // shot cell scores 0 (no line through it is free), so the strict comparison passes it over and keeps the lowest
        // of equal cells.
        int spacing = shortestAfloat();
        int[] residue = table.residue[spacing];
        int[] live = new int[spacing];
        int best = -1;
        int bestScore = 0;
        for (int c = 0; c < cells; c++) {
            int s = score[c];
            if (s > bestScore) {
                bestScore = s;
                best = c;
            }
            if (s > 0) {
                live[residue[c]]++;
            }
        }
        if (best < 0) {
            for (int c = 0; c < cells; c++) {
                if (!PlacementTable.has(shotLo, shotHi, c)) {
                    return c;
                }
            }
            return -1;
        }
        // The lattice with the fewest live cells covers every line of that length with the fewest shots.
        int offset = 0;
        for (int r = 1; r < spacing; r++) {
            if (live[r] < live[offset]) {
                offset = r;
            }
        }
        if (residue[best] == offset) {
            return best;
        }
        int lattice = -1;
        int latticeScore = 0;
        for (int c = 0; c < cells; c++) {
            if (score[c] > latticeScore && residue[c] == offset) {
                latticeScore = score[c];
                lattice = c;
            }
        }
        return lattice >= 0 && latticeScore >= bestScore * (1 - LATTICE_WINDOW) ? lattice : best;
    }

    private int shortestAfloat() {
        int length = 1;
        while (length < LENGTHS - 1 && copies[length] == 0) {
            length++;
        }
        return length;
    }

    /** The unknown cell most covered by lines through the wounds, or -1 when no line fits. */
    private int target(long woundLo, long woundHi) {
        long blockLo = shotLo & ~hitLo | sunkLo;
        long blockHi = shotHi & ~hitHi | sunkHi;
        // Every cell of a fitting line is scored, the wounds too (they are skipped below): one mask update per line
        // instead of a test per cell. The scores are sums of integers well below 2^53, so their order is immaterial.
        long touchedLo = 0;
        long touchedHi = 0;
        for (int length = 1; length < LENGTHS; length++) {
            if (copies[length] == 0) {
                continue;
            }
            long[] lo = table.lo[length];
            long[] hi = table.hi[length];
            int[][] cellsOf = table.cellsOf[length];
            for (long wLo = woundLo, wHi = woundHi; (wLo | wHi) != 0; ) {
                int wound;
                long belowLo;
                long belowHi;
                if (wLo != 0) {
                    wound = Long.numberOfTrailingZeros(wLo);
                    wLo &= wLo - 1;
                    belowLo = (1L << wound) - 1;
                    belowHi = 0;
                } else {
                    wound = 64 + Long.numberOfTrailingZeros(wHi);
                    wHi &= wHi - 1;
                    belowLo = -1L;
                    belowHi = (1L << (wound - 64)) - 1;
                }
                for (int p : table.through[length][wound]) {
                    long pLo = lo[p];
                    long pHi = hi[p];
                    // Blocked, or counted already at a lower wound it also covers.
                    if ((pLo & blockLo | pHi & blockHi) != 0
                            || (pLo & woundLo & belowLo | pHi & woundHi & belowHi) != 0) {
                        continue;
                    }
                    double weight = copies[length]
                            * WEIGHT_OF_HITS[Long.bitCount(pLo & woundLo) + Long.bitCount(pHi & woundHi)];
                    touchedLo |= pLo;
                    touchedHi |= pHi;
                    for (int c : cellsOf[p]) {
                        targetScore[c] += weight;
                    }
                }
            }
        }
        // Lowest cell first (the low word, then the high one), so the first of equal scores wins.
        int best = -1;
        double bestScore = 0;
        for (int word = 0; word < 2; word++) {
            long shot = word == 0 ? shotLo : shotHi;
            for (long touched = word == 0 ? touchedLo : touchedHi; touched != 0; touched &= touched - 1) {
                int bit = Long.numberOfTrailingZeros(touched);
                int c = 64 * word + bit;
                double s = targetScore[c];
                targetScore[c] = 0;
                if (s > bestScore && (shot >>> bit & 1) == 0) {
                    bestScore = s;
                    best = c;
                }
            }
        }
        return best;
    }
}
