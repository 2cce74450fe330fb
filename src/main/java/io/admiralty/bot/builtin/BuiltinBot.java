package io.admiralty.bot.builtin;

import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Tracking;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Common ground of the built-in bots: a random legal fleet from the seat's seed, random choices from a generator
 * split off the same seed, so games replay exactly, and volleys of distinct unknown cells. A subclass only says which
 * cell it wants next, or overrides {@link #fire} to choose a whole volley at once.
 */
abstract class BuiltinBot implements Player {

    private final String name;
    protected SplittableRandom random = new SplittableRandom(0);
    private boolean[] taken = new boolean[0];

    BuiltinBot(String name) {
        this.name = name;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public Placement place(GameSetup setup) {
        random = new SplittableRandom(setup.seed()).split();
        taken = new boolean[setup.ruleset().cells()];
        newGame(setup);
        return RandomFleet.place(setup.ruleset(), new SplittableRandom(setup.seed()));
    }

    /** Resets per-game state. */
    protected void newGame(GameSetup setup) {}

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        if (shots == 1) {
            Coord only = next(tracking, taken);
            return List.of(only == null ? anyCell(tracking) : only);
        }
        List<Coord> volley = new ArrayList<>(shots);
        for (int i = 0; i < shots; i++) {
            Coord c = next(tracking, taken);
            if (c == null) {
                // Fewer unknown cells than shots: a repeat is legal and harmless.
                c = volley.isEmpty() ? anyCell(tracking) : volley.get(0);
            } else {
                taken[c.y() * tracking.width() + c.x()] = true;
            }
            volley.add(c);
        }
        for (Coord c : volley) {
            taken[c.y() * tracking.width() + c.x()] = false;
        }
        return volley;
    }

    /**
     * The next target: an unknown cell not already {@code taken} in this volley, or null if none is left.
     * {@code taken} is indexed by {@code y * width + x}.
     */
    protected abstract Coord next(Tracking tracking, boolean[] taken);

    /** An unknown cell if one is left, else the first cell: a legal shot when nothing better exists. */
    protected static Coord anyCell(Tracking tracking) {
        for (int y = 0; y < tracking.height(); y++) {
            for (int x = 0; x < tracking.width(); x++) {
                if (tracking.isUnknown(x, y)) {
                    return Coord.of(x, y);
                }
            }
        }
        return Coord.of(0, 0);
    }

    /** A uniformly random unknown, untaken cell, or null. */
    protected final Coord randomUnknown(Tracking tracking, boolean[] taken) {
        return randomUnknown(tracking, taken, 1, 0);
    }

    /**
     * A uniformly random unknown, untaken cell on the lattice {@code (x + y) % spacing == offset}, or null when
     * the lattice has none.
     */
    protected final Coord randomUnknown(Tracking tracking, boolean[] taken, int spacing, int offset) {
        int width = tracking.width();
        int height = tracking.height();
        // Sampling is quick while many cells are open; a full scan is exact when few are.
        if (tracking.unknownCells() * 4L > (long) width * height) {
            for (int attempt = 0; attempt < 64; attempt++) {
                int x = random.nextInt(width);
                int y = random.nextInt(height);
                if ((x + y) % spacing == offset && tracking.isUnknown(x, y) && !taken[y * width + x]) {
                    return Coord.of(x, y);
                }
            }
        }
        int count = 0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if ((x + y) % spacing == offset && tracking.isUnknown(x, y) && !taken[y * width + x]) {
                    count++;
                }
            }
        }
        if (count == 0) {
            return null;
        }
        int pick = random.nextInt(count);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if ((x + y) % spacing == offset && tracking.isUnknown(x, y) && !taken[y * width + x] && pick-- == 0) {
                    return Coord.of(x, y);
                }
            }
        }
        throw new IllegalStateException("unreachable: counted cells vanished");
    }
}
