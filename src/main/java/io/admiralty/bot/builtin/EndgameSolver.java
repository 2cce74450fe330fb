package io.admiralty.bot.builtin;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rest of the game solved exactly over a short list of layouts, each with its chance (all equal under the uniform
 * prior), all consistent with what was seen: the expected number of shots still needed is {@code V(S) = 1 + min over cells c of sum over outcomes o of
 * P(o) V(S_o)}, where a shot's outcome is a miss, a hit or the sinking of a named ship, {@code S_o} the layouts giving
 * it, and a single layout needs exactly its unshot ship cells. Positions are remembered by their layouts and the shot
 * cells among those layouts' ship cells. Every layout needs at least its unshot ship cells, so the expectation of those
 * counts bounds a position from below: cells are tried likeliest first, and a cell is dropped as soon as its bound reaches
 * the best found. The search gives up after a fixed amount of work, so a move's cost is bounded.
 */
final class EndgameSolver {

    private final int cells;
    private final int ships;
    /** Per layout, per cell: the ship there, or -1. */
    private final byte[][] shipAt;
    /** Per layout, per ship: its cells. */
    private final long[][] shipLo;

    private final long[][] shipHi;
    /** Per layout: its chance, up to a common factor. */
    private final double[] weight;

    private final Map<Position, Double> values = new HashMap<>();
    private long work;

    /** The best shot and the expected shots still needed with it (counting it). */
    record Solution(int cell, double value) {}

    private EndgameSolver(PlacementTable table, int[] fleet, List<int[]> layouts, double[] weight, long maxWork) {
        this.cells = table.cells;
        this.ships = fleet.length;
        this.work = maxWork;
        this.weight = weight;
        int n = layouts.size();
        shipAt = new byte[n][cells];
        shipLo = new long[n][ships];
        shipHi = new long[n][ships];
        for (int i = 0; i < n; i++) {
            Arrays.fill(shipAt[i], (byte) -1);
            for (int s = 0; s < ships; s++) {
                int line = layouts.get(i)[s];
                shipLo[i][s] = table.lo[fleet[s]][line];
                shipHi[i][s] = table.hi[fleet[s]][line];
                for (int c : table.cellsOf[fleet[s]][line]) {
                    shipAt[i][c] = (byte) s;
                }
            }
        }
    }

    /**
     * The best shot with {@code (shotLo, shotHi)} fired and {@code layouts} (ship lines in fleet order) consistent, each
     * with the chance {@code weight[i]} up to a common factor, or null when solving would take more than {@code maxWork}
     * layout-by-cell evaluations, or nothing is left to sink.
     */
    static Solution solve(
            PlacementTable table,
            int[] fleet,
            List<int[]> layouts,
            double[] weight,
            long shotLo,
            long shotHi,
            long maxWork) {
        EndgameSolver solver = new EndgameSolver(table, fleet, layouts, weight, maxWork);
        int[] all = new int[layouts.size()];
        Arrays.setAll(all, i -> i);
        try {
            Solution best = solver.search(all, shotLo, shotHi);
            return best.cell() < 0 ? null : best;
        } catch (OutOfWork e) {
            return null;
        }
    }

    private double value(int[] members, long shotLo, long shotHi) {
        if (members.length == 1) {
            return remaining(members[0], shotLo, shotHi);
        }
        long unionLo = 0;
        long unionHi = 0;
        for (int i : members) {
            for (int s = 0; s < ships; s++) {
                unionLo |= shipLo[i][s];
                unionHi |= shipHi[i][s];
            }
        }
        Position position = new Position(members, shotLo & unionLo, shotHi & unionHi);
        Double known = values.get(position);
        if (known == null) {
            known = search(members, shotLo, shotHi).value();
            values.put(position, known);
        }
        return known;
    }

    private int remaining(int layout, long shotLo, long shotHi) {
        int n = 0;
        for (int s = 0; s < ships; s++) {
            n += Long.bitCount(shipLo[layout][s] & ~shotLo) + Long.bitCount(shipHi[layout][s] & ~shotHi);
        }
        return n;
    }

    private Solution search(int[] members, long shotLo, long shotHi) {
        int n = members.length;
        double[] holding = new double[cells];
        double unshot = 0;
        double total = 0;
        for (int i : members) {
            double w = weight[i];
            total += w;
            for (int s = 0; s < ships; s++) {
                for (long lo = shipLo[i][s] & ~shotLo; lo != 0; lo &= lo - 1) {
                    holding[Long.numberOfTrailingZeros(lo)] += w;
                    unshot += w;
                }
                for (long hi = shipHi[i][s] & ~shotHi; hi != 0; hi &= hi - 1) {
                    holding[64 + Long.numberOfTrailingZeros(hi)] += w;
                    unshot += w;
                }
            }
        }
        Integer[] order = new Integer[cells];
        int candidates = 0;
        for (int c = 0; c < cells; c++) {
            if (holding[c] > 0) {
                order[candidates++] = c;
            }
        }
        // Likeliest first, so the bound (which falls as a cell gets likelier) prunes the rest.
        Arrays.sort(
                order,
                0,
                candidates,
                (a, b) -> holding[a] != holding[b] ? Double.compare(holding[b], holding[a]) : a - b);
        double best = Double.POSITIVE_INFINITY;
        int bestCell = -1;
        int[] outcome = new int[n];
        int[] groupSize = new int[ships + 2];
        double[] groupWeight = new double[ships + 2];
        double[] groupUnshot = new double[ships + 2];
        for (int k = 0; k < candidates; k++) {
            int c = order[k];
            double bound = 1 + (unshot - holding[c]) / total;
            if (bound >= best - 1e-12) {
                break;
            }
            work -= n;
            if (work < 0) {
                throw new OutOfWork();
            }
            long nextLo = shotLo | PlacementTable.bitLo(c);
            long nextHi = shotHi | PlacementTable.bitHi(c);
            Arrays.fill(groupSize, 0);
            Arrays.fill(groupWeight, 0);
            Arrays.fill(groupUnshot, 0);
            for (int m = 0; m < n; m++) {
                int i = members[m];
                int s = shipAt[i][c];
                int o = s < 0 ? 0 : (shipLo[i][s] & ~nextLo | shipHi[i][s] & ~nextHi) == 0 ? 2 + s : 1;
                outcome[m] = o;
                groupSize[o]++;
                groupWeight[o] += weight[i];
                groupUnshot[o] += weight[i] * remaining(i, nextLo, nextHi);
            }
            double value = 1;
            double rest = bound - 1;
            for (int o = 0; o < ships + 2 && value + rest < best - 1e-12; o++) {
                if (groupSize[o] == 0) {
                    continue;
                }
                int[] group = new int[groupSize[o]];
                for (int m = 0, g = 0; m < n; m++) {
                    if (outcome[m] == o) {
                        group[g++] = members[m];
                    }
                }
                value += groupWeight[o] / total * value(group, nextLo, nextHi);
                rest -= groupUnshot[o] / total;
            }
            if (value + rest < best - 1e-12) {
                best = value;
                bestCell = c;
            }
        }
        return new Solution(bestCell, bestCell < 0 ? 0 : best);
    }

    /** A position: its layouts (ascending) and the shot cells among their ship cells. */
    private record Position(int[] members, long shotLo, long shotHi) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Position p
                    && p.shotLo == shotLo
                    && p.shotHi == shotHi
                    && Arrays.equals(p.members, members);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(members) * 31 + Long.hashCode(shotLo * 0x9E3779B97F4A7C15L + shotHi);
        }
    }

    /** Thrown when the work allowance is spent; the caller falls back to cheaper play. */
    private static final class OutOfWork extends RuntimeException {
        OutOfWork() {
            super(null, null, false, false);
        }
    }
}
