package io.admiralty.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/** Uniform-ish random legal layouts for any valid ruleset, reproducible from the generator's seed. */
public final class RandomFleet {

    private static final int ATTEMPTS = 100;
    private static final int TRIES_PER_SHIP = 200;

    private RandomFleet() {}

    public static Placement place(Ruleset ruleset, RandomGenerator random) {
        int width = ruleset.width();
        int height = ruleset.height();
        List<Integer> fleet = ruleset.fleet();
        boolean[] used = new boolean[ruleset.cells()];
        Ship[] ships = new Ship[fleet.size()];
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Arrays.fill(used, false);
            if (sample(width, height, fleet, used, ships, random)) {
                return new Placement(List.of(ships));
            }
        }
        // Boards too tight for rejection sampling: an exact search in random order always finds one.
        Ship[] packed = FleetPacking.layout(width, height, ruleset.countsByLength(), random);
        if (packed == null) {
            throw new IllegalStateException("no layout for a ruleset that was accepted: " + ruleset.spec());
        }
        return new Placement(new ArrayList<>(List.of(packed)));
    }

    private static boolean sample(
            int width, int height, List<Integer> fleet, boolean[] used, Ship[] ships, RandomGenerator random) {
        for (int i = 0; i < ships.length; i++) {
            int length = fleet.get(i);
            Ship ship = null;
            for (int t = 0; t < TRIES_PER_SHIP && ship == null; t++) {
                boolean down = length > width || (length <= height && random.nextBoolean());
                int x = random.nextInt(down ? width : width - length + 1);
                int y = random.nextInt(down ? height - length + 1 : height);
                if (isFree(used, width, x, y, length, down)) {
                    for (int k = 0; k < length; k++) {
                        used[down ? (y + k) * width + x : y * width + x + k] = true;
                    }
                    ship = new Ship(x, y, length, down ? Orientation.DOWN : Orientation.ACROSS);
                }
            }
            if (ship == null) {
                return false;
            }
            ships[i] = ship;
        }
        return true;
    }

    private static boolean isFree(boolean[] used, int width, int x, int y, int length, boolean down) {
        for (int k = 0; k < length; k++) {
            if (used[down ? (y + k) * width + x : y * width + x + k]) {
                return false;
            }
        }
        return true;
    }
}
