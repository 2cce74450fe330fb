package io.admiralty.skill;

import io.admiralty.game.Coord;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where a bot's ships sat over the layouts of its defence games: per cell, in how many of them one of its ships covered
 * it. A bot that places at random spreads its fleet's cells thin; one that always places the same way piles them up.
 */
public final class PlacementHeat {

    private final int width;
    private final int height;
    private final int[] counts;
    private int layouts;

    private PlacementHeat(int width, int height) {
        this.width = width;
        this.height = height;
        this.counts = new int[width * height];
    }

    /** No placement seen yet on the ruleset's board. */
    public static PlacementHeat of(Ruleset ruleset) {
        return new PlacementHeat(ruleset.width(), ruleset.height());
    }

    /** Counts a placement's cells (a legal one: on the board, no cell twice). */
    public void add(Placement placement) {
        for (Coord c : placement.cells()) {
            counts[c.y() * width + c.x()]++;
        }
        layouts++;
    }

    /** How many placements were counted. */
    public int layouts() {
        return layouts;
    }

    /** In how many placements a ship covered {@code cell}. */
    public int count(Coord cell) {
        return counts[cell.y() * width + cell.x()];
    }

    /**
     * The cells a ship covered in more than half of the placements, the most often covered first, then in reading
     * order: where an opponent who has seen them would look first.
     */
    public List<Coord> coveredInMost() {
        List<Coord> cells = new ArrayList<>();
        for (int cell = 0; cell < counts.length; cell++) {
            if (2 * counts[cell] > layouts) {
                cells.add(Coord.of(cell % width, cell / width));
            }
        }
        cells.sort(Comparator.comparingInt(c -> -count(c)));
        return cells;
    }

    /** The counts by row, top row first, each row from the left. */
    public List<List<Integer>> rows() {
        List<List<Integer>> rows = new ArrayList<>(height);
        for (int y = 0; y < height; y++) {
            List<Integer> row = new ArrayList<>(width);
            for (int x = 0; x < width; x++) {
                row.add(counts[y * width + x]);
            }
            rows.add(row);
        }
        return rows;
    }
}
