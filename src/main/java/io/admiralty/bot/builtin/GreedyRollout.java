package io.admiralty.bot.builtin;

import io.admiralty.game.Ruleset;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The density bot's own rule on bitboards, played to the end of the game against one known layout, to score a first
 * shot by the shots the whole game then takes when density plays on. Hunting, each cell's score is the number of lines
 * of the afloat ships (times the ships of each length) that avoid every known cell, kept up to date shot by shot;
 * while a hit is unresolved, lines through unresolved hits count, weighted by {@link #HIT_WEIGHT} per hit they cover.
 * As density does, a sinking is resolved to cells only when exactly one line of its length fits (hits through the
 * sinking cell, none hit after it, none another resolved sinking's); the hits of one that is not stay unresolved, and
 * when no line fits them any unknown cell is fired. Ties are broken at random from a seed given per game, the same for
 * every first shot, so that the first shots' games differ by as little as they can. The expert's improvement on
 * density rests on these games being density's: play-outs that knew every sunk ship's cells and broke ties by the
 * lowest cell were measured to overstate what departing from density gains (docs/benchmarks.md).
 */
final class GreedyRollout {

    private static final int LENGTHS = Ruleset.MAX_SHIP_LENGTH + 1;
    private static final double HIT_WEIGHT = 40.0;
    private static final double[] WEIGHT_OF_HITS = new double[Ruleset.MAX_SHIP_LENGTH + 1];

    static {
        for (int k = 0; k <= Ruleset.MAX_SHIP_LENGTH; k++) {
            WEIGHT_OF_HITS[k] = Math.pow(HIT_WEIGHT, k);
        }
    }

    private final PlacementTable table;
    private final Evidence evidence;
    private final int cells;
    /** At the start of every play-out: lines of each length avoiding known cells, per cell, and the hunting score. */
    private final int[][] startLines = new int[LENGTHS][];
    private final int[] startScore;
    private final int[] startCopies = new int[LENGTHS];
    /** At the start of every play-out: density's view of the game's sinkings (see {@link Sinkings}). */
    private final Sinkings startSinkings;

    // One play-out's state.
    private final int[][] lines = new int[LENGTHS][];
    private final int[] score;
    private final int[] copies = new int[LENGTHS];
    private final int[] shipAt;
    private final int[] left;
    private final double[] targetScore;
    private final Sinkings sinkings;
    private long shotLo;
    private long shotHi;
    private long hitLo;
    private long hitHi;
    private int afloat;
    private int[] layout;
    /** Breaks ties; restarted at each play-out from the same seed. */
    private SplittableRandom ties;
    /** Shots fired in all play-outs so far: the work done, which bounds a move's cost whatever the clock says. */
    private long fired;
    /**
     * Per game of one {@link #play}, after each shot: the shot cells' low and high mask words, then density's resolved
     * sunk cells' (indices 0 to 3).
     */
    private long[][][] trace = new long[4][0][];

    GreedyRollout(PlacementTable table, Evidence evidence) {
        this.table = table;
        this.evidence = evidence;
        this.cells = table.cells;
        this.startScore = new int[cells];
        this.score = new int[cells];
        this.shipAt = new int[cells];
        this.left = new int[evidence.fleet.length];
        this.targetScore = new double[cells];
        this.startSinkings = new Sinkings(table, evidence.fleet.length);
        this.sinkings = new Sinkings(table, evidence.fleet.length);
        long knownLo = evidence.missLo | evidence.hitLo;
        long knownHi = evidence.missHi | evidence.hitHi;
        for (int s = 0; s < evidence.fleet.length; s++) {
            if (!evidence.isSunk(s)) {
                startCopies[evidence.fleet[s]]++;
                continue;
            }
            long beforeLo = 0;
            long beforeHi = 0;
            for (int c = 0; c < cells; c++) {
                if (PlacementTable.has(evidence.hitLo, evidence.hitHi, c) && evidence.time[c] <= evidence.sinkTime[s]) {
                    beforeLo |= PlacementTable.bitLo(c);
                    beforeHi |= PlacementTable.bitHi(c);
                }
            }
            startSinkings.add(evidence.fleet[s], evidence.sinkCell[s], beforeLo, beforeHi);
        }
        for (int length = 1; length < LENGTHS; length++) {
            lines[length] = new int[cells];
            if (startCopies[length] == 0) {
                continue;
            }
            int[] count = startLines[length] = new int[cells];
            for (int p = 0; p < table.lo[length].length; p++) {
                if ((table.lo[length][p] & knownLo | table.hi[length][p] & knownHi) == 0) {
                    for (int c : table.cellsOf[length][p]) {
                        count[c]++;
                        startScore[c] += startCopies[length];
                    }
                }
            }
        }
    }

    /**
     * For each first shot, the shots density's rule takes to sink every afloat ship of {@code layout} when it fires
     * there first, breaking ties from {@code seed}. Once two games are in the same position after the same number of
     * shots (the same cells fired, the same sinkings resolved) the later one is scored as the earlier ended: the rest
     * of either is a fair draw of how that position ends.
     */
    int[] play(int[] layout, int[] firsts, long seed) {
        int k = firsts.length;
        if (trace[0].length < k) {
            for (int t = 0; t < trace.length; t++) {
                trace[t] = new long[k][cells + 1];
            }
        }
        int[] shots = new int[k];
        int[] traced = new int[k];
        for (int j = 0; j < k; j++) {
            start(layout, seed);
            int n = 0;
            int met = -1;
            for (int cell = firsts[j]; met < 0; cell = choose()) {
                fire(cell);
                n++;
                trace[0][j][n] = shotLo;
                trace[1][j][n] = shotHi;
                trace[2][j][n] = sinkings.resolvedLo;
                trace[3][j][n] = sinkings.resolvedHi;
                traced[j] = n;
                if (afloat == 0) {
                    shots[j] = n;
                    break;
                }
                for (int i = 0; i < j && met < 0; i++) {
                    if (n <= traced[i] && trace[0][i][n] == shotLo && trace[1][i][n] == shotHi
                            && trace[2][i][n] == sinkings.resolvedLo && trace[3][i][n] == sinkings.resolvedHi) {
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

    private void start(int[] layout, long seed) {
        this.layout = layout;
        ties = new SplittableRandom(seed);
        shotLo = evidence.missLo | evidence.hitLo;
        shotHi = evidence.missHi | evidence.hitHi;
        hitLo = evidence.hitLo;
        hitHi = evidence.hitHi;
        sinkings.copy(startSinkings);
        afloat = 0;
        Arrays.fill(shipAt, -1);
        for (int s = 0; s < layout.length; s++) {
            if (evidence.isSunk(s)) {
                left[s] = 0;
                continue;
            }
            int length = evidence.fleet[s];
            left[s] = Long.bitCount(table.lo[length][layout[s]] & ~shotLo) + Long.bitCount(table.hi[length][layout[s]] & ~shotHi);
            afloat++;
            for (int c : table.cellsOf[length][layout[s]]) {
                shipAt[c] = s;
            }
        }
        System.arraycopy(startScore, 0, score, 0, cells);
        System.arraycopy(startCopies, 0, copies, 0, LENGTHS);
        for (int length = 1; length < LENGTHS; length++) {
            if (startCopies[length] > 0) {
                System.arraycopy(startLines[length], 0, lines[length], 0, cells);
            }
        }
    }

    private void fire(int cell) {
        fired++;
        for (int length = 1; length < LENGTHS; length++) {
            int n = copies[length];
            if (n == 0) {
                continue;
            }
            int[] count = lines[length];
            long[] lo = table.lo[length];
            long[] hi = table.hi[length];
            for (int p : table.through[length][cell]) {
                if ((lo[p] & shotLo | hi[p] & shotHi) == 0) {
                    for (int c : table.cellsOf[length][p]) {
                        count[c]--;
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
            int[] count = lines[length];
            for (int c = 0; c < cells; c++) {
                score[c] -= count[c];
            }
            copies[length]--;
            afloat--;
            sinkings.add(length, cell, hitLo, hitHi);
        }
    }

    private int choose() {
        long woundLo = hitLo & ~sinkings.resolvedLo;
        long woundHi = hitHi & ~sinkings.resolvedHi;
        if ((woundLo | woundHi) != 0) {
            int target = target(woundLo, woundHi);
            return target >= 0 ? target : randomUnknown();
        }
        int best = -1;
        int bestScore = 0;
        int tied = 0;
        // A shot cell scores 0 (no line through it is free), so only unknown cells qualify.
        for (int c = 0; c < cells; c++) {
            int s = score[c];
            if (s > bestScore) {
                bestScore = s;
                best = c;
                tied = 1;
            } else if (s == bestScore && s > 0 && ties.nextInt(++tied) == 0) {
                best = c;
            }
        }
        return best >= 0 ? best : randomUnknown();
    }

    /** The unknown cell most covered by lines through the wounds (ties at random), or -1 when no line fits. */
    private int target(long woundLo, long woundHi) {
        long blockLo = shotLo & ~hitLo | sinkings.resolvedLo;
        long blockHi = shotHi & ~hitHi | sinkings.resolvedHi;
        // Every cell of a fitting line is scored, the wounds too (they are skipped below): one mask update per line
        // instead of a test per cell. The scores are sums of integers well below 2^53, so they are exact and their
        // order is immaterial.
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
                    if ((pLo & blockLo | pHi & blockHi) != 0 || (pLo & woundLo & belowLo | pHi & woundHi & belowHi) != 0) {
                        continue;
                    }
                    double weight = copies[length] * WEIGHT_OF_HITS[Long.bitCount(pLo & woundLo) + Long.bitCount(pHi & woundHi)];
                    touchedLo |= pLo;
                    touchedHi |= pHi;
                    for (int c : cellsOf[p]) {
                        targetScore[c] += weight;
                    }
                }
            }
        }
        int best = -1;
        double bestScore = 0;
        int tied = 0;
        for (int word = 0; word < 2; word++) {
            long shot = word == 0 ? shotLo : shotHi;
            for (long touched = word == 0 ? touchedLo : touchedHi; touched != 0; touched &= touched - 1) {
                int bit = Long.numberOfTrailingZeros(touched);
                int c = 64 * word + bit;
                double s = targetScore[c];
                targetScore[c] = 0;
                if ((shot >>> bit & 1) != 0) {
                    continue;
                }
                if (s > bestScore) {
                    bestScore = s;
                    best = c;
                    tied = 1;
                } else if (s == bestScore && ties.nextInt(++tied) == 0) {
                    best = c;
                }
            }
        }
        return best;
    }

    /** An unknown cell at random, as density fires when nothing it counts fits (the sinkings were ambiguous). */
    private int randomUnknown() {
        int pick = ties.nextInt(cells - Long.bitCount(shotLo) - Long.bitCount(shotHi));
        for (int c = 0; ; c++) {
            if (!PlacementTable.has(shotLo, shotHi, c) && pick-- == 0) {
                return c;
            }
        }
    }

    /**
     * Density's view of the sinkings: the cells of those it resolved, and for each it has not its length, sinking cell
     * and the hits known when it sank. A sinking resolves when exactly one line of its length through its sinking cell
     * lies on those hits clear of every resolved cell; each resolution may let others resolve. Every resolution is the
     * sunk ship's true line (the true line always fits), so the order in which they are tried is immaterial.
     */
    private static final class Sinkings {
        private final PlacementTable table;
        long resolvedLo;
        long resolvedHi;
        private int open;
        private final int[] length;
        private final int[] cell;
        private final long[] beforeLo;
        private final long[] beforeHi;

        Sinkings(PlacementTable table, int ships) {
            this.table = table;
            this.length = new int[ships];
            this.cell = new int[ships];
            this.beforeLo = new long[ships];
            this.beforeHi = new long[ships];
        }

        void copy(Sinkings from) {
            resolvedLo = from.resolvedLo;
            resolvedHi = from.resolvedHi;
            open = from.open;
            System.arraycopy(from.length, 0, length, 0, open);
            System.arraycopy(from.cell, 0, cell, 0, open);
            System.arraycopy(from.beforeLo, 0, beforeLo, 0, open);
            System.arraycopy(from.beforeHi, 0, beforeHi, 0, open);
        }

        /** Notes a sinking and resolves what it can. */
        void add(int shipLength, int sinkingCell, long hitsLo, long hitsHi) {
            length[open] = shipLength;
            cell[open] = sinkingCell;
            beforeLo[open] = hitsLo;
            beforeHi[open] = hitsHi;
            open++;
            for (boolean progress = true; progress; ) {
                progress = false;
                for (int i = 0; i < open; ) {
                    if (resolve(i)) {
                        open--;
                        length[i] = length[open];
                        cell[i] = cell[open];
                        beforeLo[i] = beforeLo[open];
                        beforeHi[i] = beforeHi[open];
                        progress = true;
                    } else {
                        i++;
                    }
                }
            }
        }

        private boolean resolve(int i) {
            long fitLo = beforeLo[i] & ~resolvedLo;
            long fitHi = beforeHi[i] & ~resolvedHi;
            long[] lo = table.lo[length[i]];
            long[] hi = table.hi[length[i]];
            int fits = 0;
            int line = -1;
            for (int p : table.through[length[i]][cell[i]]) {
                if ((lo[p] & ~fitLo | hi[p] & ~fitHi) == 0) {
                    fits++;
                    line = p;
                }
            }
            if (fits != 1) {
                return false;
            }
            resolvedLo |= lo[line];
            resolvedHi |= hi[line];
            return true;
        }
    }
}
