package io.admiralty.game;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Exact search for a non-overlapping layout of a fleet: proves a custom fleet fits its board and lays
 * out fleets on boards too tight for rejection sampling.
 * <p>
 * The search always decides the first undecided cell in reading order: either it stays water (while
 * spare cells remain) or a ship of one of the remaining lengths starts there, across or down. Every
 * layout is reachable this way because cells before it are already decided.
 */
final class FleetPacking {

    private static final long NODE_BUDGET = 5_000_000;

    private final int width;
    private final int height;
    private final int[] remaining;
    private final boolean[] used;
    private final RandomGenerator random;
    private final int[] startX = new int[Ruleset.MAX_SHIP_LENGTH * Ruleset.MAX_SHIPS_PER_LENGTH];
    private final int[] startY = new int[startX.length];
    private final int[] lengths = new int[startX.length];
    private final boolean[] down = new boolean[startX.length];
    private int placed;
    private long nodes;

    private FleetPacking(int width, int height, int[] countsByLength, RandomGenerator random) {
        this.width = width;
        this.height = height;
        this.remaining = countsByLength.clone();
        this.used = new boolean[width * height];
        this.random = random;
    }

    /** Why the fleet cannot be placed, or null when it can. */
    static String whyUnplaceable(int width, int height, int[] countsByLength) {
        int area = 0;
        for (int length = 1; length < countsByLength.length; length++) {
            if (countsByLength[length] > 0 && length > Math.max(width, height)) {
                return "a ship of length " + length + " is longer than the board";
            }
            area += length * countsByLength[length];
        }
        if (area > width * height) {
            return "the ships cover " + area + " cells but the board has only " + width * height;
        }
        if (fitsInLines(width, height, countsByLength) || fitsInLines(height, width, countsByLength)) {
            return null;
        }
        FleetPacking search = new FleetPacking(width, height, countsByLength, null);
        if (search.fill(0, width * height - area)) {
            return null;
        }
        return search.nodes > NODE_BUDGET
                ? "no layout was found within the search budget"
                : "no layout of these ships fits";
    }

    /** A random-order exact layout, as ship starts per fleet length; null if none exists. */
    static Ship[] layout(int width, int height, int[] countsByLength, RandomGenerator random) {
        int area = 0;
        for (int length = 1; length < countsByLength.length; length++) {
            area += length * countsByLength[length];
        }
        FleetPacking search = new FleetPacking(width, height, countsByLength, random);
        if (!search.fill(0, width * height - area)) {
            return null;
        }
        Ship[] ships = new Ship[search.placed];
        for (int i = 0; i < search.placed; i++) {
            ships[i] = new Ship(
                    search.startX[i],
                    search.startY[i],
                    search.lengths[i],
                    search.down[i] ? Orientation.DOWN : Orientation.ACROSS);
        }
        return ships;
    }

    /** First-fit decreasing into parallel lines of {@code line} cells, {@code lines} of them. */
    private static boolean fitsInLines(int line, int lines, int[] countsByLength) {
        int[] free = new int[lines];
        Arrays.fill(free, line);
        for (int length = countsByLength.length - 1; length >= 1; length--) {
            for (int n = 0; n < countsByLength[length]; n++) {
                int target = -1;
                for (int i = 0; i < lines && target < 0; i++) {
                    if (free[i] >= length) {
                        target = i;
                    }
                }
                if (target < 0) {
                    return false;
                }
                free[target] -= length;
            }
        }
        return true;
    }

    private boolean fill(int from, int spare) {
        if (++nodes > NODE_BUDGET) {
            return false;
        }
        int cell = from;
        while (cell < used.length && used[cell]) {
            cell++;
        }
        if (cell == used.length) {
            return allPlaced();
        }
        if (allPlaced()) {
            return true;
        }
        int x = cell % width;
        int y = cell / width;
        int options = 2 * (remaining.length - 1) + 1;
        int offset = random == null ? 0 : random.nextInt(options);
        for (int k = 0; k < options; k++) {
            int option = (k + offset) % options;
            if (option == options - 1) {
                if (spare > 0) {
                    used[cell] = true;
                    if (fill(cell + 1, spare - 1)) {
                        return true;
                    }
                    used[cell] = false;
                }
                continue;
            }
            int length = option / 2 + 1;
            boolean vertical = option % 2 == 1;
            if (remaining[length] == 0 || (length == 1 && vertical) || !free(x, y, length, vertical)) {
                continue;
            }
            mark(x, y, length, vertical, true);
            remaining[length]--;
            startX[placed] = x;
            startY[placed] = y;
            lengths[placed] = length;
            down[placed] = vertical;
            placed++;
            if (fill(cell + 1, spare)) {
                return true;
            }
            placed--;
            remaining[length]++;
            mark(x, y, length, vertical, false);
        }
        return false;
    }

    private boolean allPlaced() {
        for (int length = 1; length < remaining.length; length++) {
            if (remaining[length] > 0) {
                return false;
            }
        }
        return true;
    }

    private boolean free(int x, int y, int length, boolean vertical) {
        if (vertical ? y + length > height : x + length > width) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (used[vertical ? (y + i) * width + x : y * width + x + i]) {
                return false;
            }
        }
        return true;
    }

    private void mark(int x, int y, int length, boolean vertical, boolean value) {
        for (int i = 0; i < length; i++) {
            used[vertical ? (y + i) * width + x : y * width + x + i] = value;
        }
    }
}
