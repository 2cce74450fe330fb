package io.admiralty.bot.builtin;

import io.admiralty.game.Coord;
import io.admiralty.game.Orientation;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact values of a small board, written independently of the expert's own search as the oracle its tests compare
 * with: every legal layout (ships in fleet order) equally likely, a shot answered by miss, hit, or the sinking of a
 * named ship. {@link #optimum} is the least expected number of shots to sink the fleet; {@link #greedy} that of firing
 * always at a cell holding a ship in the most consistent layouts, ties broken in the best way.
 */
public final class SmallBoardOptimum {

    private final Ruleset ruleset;
    private final int cells;
    /** Per layout, per cell: the ship there, or -1. */
    private final int[][] shipAt;
    /** Per layout, per ship: its cells as a mask. */
    private final long[][] shipCells;

    /** The oracles built so far, by ruleset: several tests ask for the same board's values. */
    private static final Map<String, SmallBoardOptimum> BOARDS = new ConcurrentHashMap<>();

    private final List<Placement> placements = new ArrayList<>();
    private final Map<List<Long>, Double> memo = new HashMap<>();
    private boolean greedyOnly;
    private Double optimum;
    private Double greedy;

    /**
     * The oracle of {@code ruleset}, built once for every test that asks: its two values take seconds of CPU each, and
     * the same board gives the same values whoever computes them.
     */
    public static SmallBoardOptimum of(Ruleset ruleset) {
        return BOARDS.computeIfAbsent(ruleset.spec(), spec -> new SmallBoardOptimum(ruleset));
    }

    private SmallBoardOptimum(Ruleset ruleset) {
        if (ruleset.cells() > 64) {
            throw new IllegalArgumentException("small boards only");
        }
        this.ruleset = ruleset;
        this.cells = ruleset.cells();
        List<int[]> owners = new ArrayList<>();
        List<long[]> masks = new ArrayList<>();
        place(0, new int[cells], new long[ruleset.fleet().size()], new ArrayList<>(), owners, masks);
        shipAt = owners.toArray(new int[0][]);
        shipCells = masks.toArray(new long[0][]);
    }

    private void place(int ship, int[] owner, long[] mask, List<Ship> ships, List<int[]> owners, List<long[]> masks) {
        if (ship == ruleset.fleet().size()) {
            int[] copy = new int[cells];
            for (int c = 0; c < cells; c++) {
                copy[c] = owner[c] - 1;
            }
            owners.add(copy);
            masks.add(mask.clone());
            placements.add(new Placement(List.copyOf(ships)));
            return;
        }
        int length = ruleset.fleet().get(ship);
        for (Orientation orientation : length == 1 ? List.of(Orientation.ACROSS) : List.of(Orientation.values())) {
            for (int y = 0; y < ruleset.height(); y++) {
                for (int x = 0; x < ruleset.width(); x++) {
                    Ship candidate = new Ship(x, y, length, orientation);
                    if (!candidate.isOn(ruleset.width(), ruleset.height())
                            || candidate.cells().stream().anyMatch(c -> owner[index(c)] != 0)) {
                        continue;
                    }
                    candidate.cells().forEach(c -> owner[index(c)] = ship + 1);
                    candidate.cells().forEach(c -> mask[ship] |= 1L << index(c));
                    ships.add(candidate);
                    place(ship + 1, owner, mask, ships, owners, masks);
                    ships.remove(ships.size() - 1);
                    candidate.cells().forEach(c -> owner[index(c)] = 0);
                    mask[ship] = 0;
                }
            }
        }
    }

    private int index(Coord c) {
        return c.y() * ruleset.width() + c.x();
    }

    /** Every legal layout, each once. */
    public List<Placement> layouts() {
        return placements;
    }

    public synchronized double optimum() {
        if (optimum == null) {
            greedyOnly = false;
            memo.clear();
            optimum = value(allLayouts(), 0);
        }
        return optimum;
    }

    public synchronized double greedy() {
        if (greedy == null) {
            greedyOnly = true;
            memo.clear();
            greedy = value(allLayouts(), 0);
        }
        return greedy;
    }

    private int[] allLayouts() {
        int[] all = new int[shipAt.length];
        Arrays.setAll(all, i -> i);
        return all;
    }

    private double value(int[] layouts, long shot) {
        // Shots at cells that are water in every layout left change nothing, so they are not part of the position.
        long union = 0;
        long[] members = new long[(shipAt.length + 63) / 64];
        for (int layout : layouts) {
            for (long ship : shipCells[layout]) {
                union |= ship;
            }
            members[layout / 64] |= 1L << layout;
        }
        List<Long> key = new ArrayList<>();
        key.add(shot & union);
        for (long word : members) {
            key.add(word);
        }
        Double known = memo.get(key);
        if (known != null) {
            return known;
        }
        int[] holding = new int[cells];
        for (int layout : layouts) {
            for (int c = 0; c < cells; c++) {
                if (shipAt[layout][c] >= 0 && (shot >>> c & 1) == 0) {
                    holding[c]++;
                }
            }
        }
        int most = Arrays.stream(holding).max().orElse(0);
        double best = most == 0 ? 0 : Double.POSITIVE_INFINITY;
        for (int c = 0; c < cells; c++) {
            if (holding[c] == 0 || greedyOnly && holding[c] < most) {
                continue;
            }
            long next = shot | 1L << c;
            Map<Integer, List<Integer>> byOutcome = new HashMap<>();
            for (int layout : layouts) {
                int ship = shipAt[layout][c];
                int outcome = ship < 0 ? -2 : (shipCells[layout][ship] & ~next) == 0 ? ship : -1;
                byOutcome.computeIfAbsent(outcome, o -> new ArrayList<>()).add(layout);
            }
            double value = 1;
            for (List<Integer> group : byOutcome.values()) {
                value += (double) group.size()
                        / layouts.length
                        * value(group.stream().mapToInt(Integer::intValue).toArray(), next);
            }
            best = Math.min(best, value);
        }
        memo.put(key, best);
        return best;
    }
}
