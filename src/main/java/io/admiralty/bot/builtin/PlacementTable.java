package io.admiralty.bot.builtin;

import io.admiralty.game.Ruleset;
import java.util.ArrayList;
import java.util.List;

/**
 * Every line a ship of each length can lie on, on one board of at most 128 cells, as a 128-bit cell mask (two longs:
 * cells 0..63 and 64..127, cell {@code y * width + x}), with the cells it covers and, per cell, the lines through it.
 * The expert's searches test and combine whole ships with a couple of AND operations this way.
 */
final class PlacementTable {

    /** The most cells a board may have for the masks to hold it. */
    static final int MAX_CELLS = 128;

    final int width;
    final int height;
    final int cells;
    /** Per spacing 1..6 and cell: x + y modulo the spacing, which says on which diagonal lattice the cell lies. */
    final int[][] residue = new int[Ruleset.MAX_SHIP_LENGTH + 1][];
    /** Per length 1..6 and line: the low and high mask words. */
    final long[][] lo = new long[Ruleset.MAX_SHIP_LENGTH + 1][];

    final long[][] hi = new long[Ruleset.MAX_SHIP_LENGTH + 1][];
    /** Per length and line: its cells. */
    final int[][][] cellsOf = new int[Ruleset.MAX_SHIP_LENGTH + 1][][];
    /** Per length and cell: the lines through the cell. */
    final int[][][] through = new int[Ruleset.MAX_SHIP_LENGTH + 1][][];
    /**
     * Per length and line: the chance that one try of the random placer puts a ship of that length there. It picks
     * an orientation (either by a coin when the ship fits both ways) and then a start uniformly among that
     * orientation's lines, so on an oblong board a line of the shorter side's orientation is likelier.
     */
    final double[][] placerChance = new double[Ruleset.MAX_SHIP_LENGTH + 1][];

    PlacementTable(int width, int height) {
        if (width * height > MAX_CELLS) {
            throw new IllegalArgumentException("a board of " + width * height + " cells does not fit 128-bit masks");
        }
        this.width = width;
        this.height = height;
        this.cells = width * height;
        for (int spacing = 1; spacing <= Ruleset.MAX_SHIP_LENGTH; spacing++) {
            residue[spacing] = new int[cells];
            for (int c = 0; c < cells; c++) {
                residue[spacing][c] = (c % width + c / width) % spacing;
            }
        }
        for (int length = 1; length <= Ruleset.MAX_SHIP_LENGTH; length++) {
            List<int[]> lines = new ArrayList<>();
            // A length-1 ship has one line per cell, not two.
            for (int down = 0; down < (length == 1 ? 1 : 2); down++) {
                int step = down == 0 ? 1 : width;
                for (int y = 0; y <= height - (down == 1 ? length : 1); y++) {
                    for (int x = 0; x <= width - (down == 0 ? length : 1); x++) {
                        int[] line = new int[length];
                        for (int k = 0; k < length; k++) {
                            line[k] = y * width + x + k * step;
                        }
                        lines.add(line);
                    }
                }
            }
            int n = lines.size();
            lo[length] = new long[n];
            hi[length] = new long[n];
            cellsOf[length] = lines.toArray(new int[0][]);
            int[] perCell = new int[cells];
            for (int p = 0; p < n; p++) {
                for (int c : cellsOf[length][p]) {
                    if (c < 64) {
                        lo[length][p] |= 1L << c;
                    } else {
                        hi[length][p] |= 1L << (c - 64);
                    }
                    perCell[c]++;
                }
            }
            placerChance[length] = new double[n];
            int across = length > width ? 0 : (width - length + 1) * height;
            boolean coin = length <= width && length <= height;
            for (int p = 0; p < n; p++) {
                // A length-1 ship's line is the same cell both ways: uniform over the cells.
                placerChance[length][p] =
                        length == 1 ? 1.0 / cells : (coin ? 0.5 : 1.0) / (p < across ? across : n - across);
            }
            through[length] = new int[cells][];
            for (int c = 0; c < cells; c++) {
                through[length][c] = new int[perCell[c]];
                perCell[c] = 0;
            }
            for (int p = 0; p < n; p++) {
                for (int c : cellsOf[length][p]) {
                    through[length][c][perCell[c]++] = p;
                }
            }
        }
    }

    static boolean fits(Ruleset ruleset) {
        return ruleset.cells() <= MAX_CELLS;
    }

    /** Whether cell {@code c} is in the mask {@code (lo, hi)}. */
    static boolean has(long lo, long hi, int c) {
        return c < 64 ? (lo >>> c & 1) != 0 : (hi >>> (c - 64) & 1) != 0;
    }

    static long bitLo(int c) {
        return c < 64 ? 1L << c : 0;
    }

    static long bitHi(int c) {
        return c < 64 ? 0 : 1L << (c - 64);
    }
}
