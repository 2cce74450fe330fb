package io.admiralty.bot.builtin;

import io.admiralty.game.GameSetup;
import io.admiralty.game.CellState;
import io.admiralty.game.Coord;
import io.admiralty.game.Sink;
import io.admiralty.game.Tracking;
import java.util.Arrays;

/**
 * Probability density: counts, for every unknown cell, the placements of the opponent's afloat ships that are
 * consistent with everything seen and cover it, and fires at the densest cell.
 * <p>
 * While a ship is wounded only placements through unresolved hits count, weighted steeply by how many of them
 * they cover, which finishes ships fast. Sinkings are resolved to the exact cells of the sunk ship when only one
 * line of hits fits, so those cells stop attracting shots.
 */
final class DensityBot extends BuiltinBot {

    /** Weight of each extra unresolved hit a target-mode placement covers. */
    private static final double HIT_WEIGHT = 40.0;

    private double[] density = new double[0];
    private boolean[] sunkCell = new boolean[0];
    private int resolvedSinks;

    DensityBot() {
        super("density");
    }

    @Override
    protected void newGame(GameSetup setup) {
        density = new double[setup.ruleset().cells()];
        sunkCell = new boolean[setup.ruleset().cells()];
        resolvedSinks = 0;
    }

    @Override
    protected Coord next(Tracking tracking, boolean[] taken) {
        resolveSinks(tracking);
        int width = tracking.width();
        int height = tracking.height();
        Arrays.fill(density, 0);
        boolean targeting = tracking.unresolvedHits() > 0 && hasUnresolvedHit(tracking);
        int[] afloat = tracking.afloatLengths();
        for (int i = 0; i < afloat.length; i++) {
            if (i > 0 && afloat[i] == afloat[i - 1]) {
                continue;
            }
            int copies = 1;
            while (i + copies < afloat.length && afloat[i + copies] == afloat[i]) {
                copies++;
            }
            addPlacements(tracking, afloat[i], copies, targeting, width, height);
        }
        double best = 0;
        int ties = 0;
        Coord choice = null;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int cell = y * width + x;
                double d = density[cell];
                if (d <= 0 || taken[cell] || !tracking.isUnknown(x, y)) {
                    continue;
                }
                if (d > best * (1 + 1e-12)) {
                    best = d;
                    choice = Coord.of(x, y);
                    ties = 1;
                } else if (d >= best * (1 - 1e-12) && random.nextInt(++ties) == 0) {
                    choice = Coord.of(x, y);
                }
            }
        }
        // No consistent placement (possible only after ambiguous sinkings): fall back to any unknown cell.
        return choice != null ? choice : randomUnknown(tracking, taken);
    }

    private void addPlacements(Tracking tracking, int length, int copies, boolean targeting, int width, int height) {
        // A length-1 ship has one placement per cell, not two.
        for (int down = 0; down < (length == 1 ? 1 : 2); down++) {
            int dx = down == 0 ? 1 : 0;
            int dy = down;
            int maxX = width - (down == 0 ? length : 1);
            int maxY = height - (down == 1 ? length : 1);
            for (int y = 0; y <= maxY; y++) {
                for (int x = 0; x <= maxX; x++) {
                    int hits = 0;
                    boolean blocked = false;
                    for (int k = 0; k < length && !blocked; k++) {
                        int cx = x + k * dx;
                        int cy = y + k * dy;
                        CellState state = tracking.at(cx, cy);
                        if (state == CellState.MISS || sunkCell[cy * width + cx]) {
                            blocked = true;
                        } else if (state == CellState.HIT) {
                            hits++;
                        }
                    }
                    if (blocked || (targeting ? hits == 0 : hits > 0)) {
                        continue;
                    }
                    double weight = copies * (targeting ? Math.pow(HIT_WEIGHT, hits) : 1.0);
                    for (int k = 0; k < length; k++) {
                        density[(y + k * dy) * width + x + k * dx] += weight;
                    }
                }
            }
        }
    }

    private boolean hasUnresolvedHit(Tracking tracking) {
        int width = tracking.width();
        for (int y = 0; y < tracking.height(); y++) {
            for (int x = 0; x < width; x++) {
                if (tracking.at(x, y) == CellState.HIT && !sunkCell[y * width + x]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Marks the cells of sunk ships wherever a sinking fits exactly one line of hits not yet claimed. */
    private void resolveSinks(Tracking tracking) {
        var sinks = tracking.sinks();
        if (sinks.size() == resolvedSinks) {
            return;
        }
        boolean[] done = new boolean[sinks.size()];
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int i = 0; i < sinks.size(); i++) {
                if (!done[i] && resolve(tracking, sinks.get(i))) {
                    done[i] = true;
                    progress = true;
                }
            }
        }
        resolvedSinks = sinks.size();
    }

    private boolean resolve(Tracking tracking, Sink sink) {
        int width = tracking.width();
        int fits = 0;
        int fx = 0;
        int fy = 0;
        int fdown = 0;
        for (int down = 0; down < 2; down++) {
            int dx = down == 0 ? 1 : 0;
            int dy = down;
            for (int offset = 0; offset < sink.length(); offset++) {
                int x = sink.at().x() - offset * dx;
                int y = sink.at().y() - offset * dy;
                if (lineOfHits(tracking, x, y, dx, dy, sink.length())) {
                    fits++;
                    fx = x;
                    fy = y;
                    fdown = down;
                }
            }
            if (sink.length() == 1) {
                break;
            }
        }
        if (fits != 1) {
            return false;
        }
        for (int k = 0; k < sink.length(); k++) {
            sunkCell[(fy + k * fdown) * width + fx + k * (1 - fdown)] = true;
        }
        return true;
    }

    private boolean lineOfHits(Tracking tracking, int x, int y, int dx, int dy, int length) {
        for (int k = 0; k < length; k++) {
            int cx = x + k * dx;
            int cy = y + k * dy;
            if (cx < 0 || cy < 0 || cx >= tracking.width() || cy >= tracking.height()
                    || tracking.at(cx, cy) != CellState.HIT || sunkCell[cy * tracking.width() + cx]) {
                return false;
            }
        }
        return true;
    }
}
