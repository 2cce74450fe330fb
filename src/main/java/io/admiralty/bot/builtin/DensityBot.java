package io.admiralty.bot.builtin;

import io.admiralty.game.CellState;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Sink;
import io.admiralty.game.Tracking;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Probability density: counts, for every unknown cell, the placements of the opponent's afloat ships that are
 * consistent with everything seen and cover it (each length weighted by how many ships of it are afloat), and fires
 * at the densest cells; a salvo takes the densest distinct cells of one count.
 * <p>
 * Hunting, placements lie on unknown cells only. While a ship is wounded, only placements through unresolved hits
 * count, weighted steeply by how many of them they cover, which finishes ships fast. A sinking is resolved to the
 * sunk ship's cells when exactly one line of its length fits: hit cells through the sinking cell, none of them hit
 * after it and none claimed by another sinking. Those cells then count as neither hits to explain nor room for
 * other ships.
 */
final class DensityBot extends BuiltinBot {

    /** Weight of each unresolved hit a target-mode placement covers. */
    private static final double HIT_WEIGHT = 40.0;

    private int width;
    private int height;
    private int cells;
    /** Per cell: 0 unknown, 1 miss, 2 hit, as far as this bot has seen. */
    private byte[] seen = new byte[0];
    /** Per known cell: when it became known, counting from 1 (shot order within the bot's own volleys). */
    private int[] seq = new int[0];

    private int clock;
    private boolean[] sunkCell = new boolean[0];
    private boolean[] resolved = new boolean[0];
    private List<Coord> lastVolley = List.of();
    private double[] density = new double[0];
    private boolean[] picked = new boolean[0];

    DensityBot() {
        super("density");
    }

    @Override
    protected void newGame(GameSetup setup) {
        width = setup.ruleset().width();
        height = setup.ruleset().height();
        cells = setup.ruleset().cells();
        seen = new byte[cells];
        seq = new int[cells];
        clock = 0;
        sunkCell = new boolean[cells];
        resolved = new boolean[setup.ruleset().fleet().size()];
        lastVolley = List.of();
        density = new double[cells];
        picked = new boolean[cells];
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        observe(tracking);
        resolveSinks(tracking.sinks());
        Arrays.fill(density, 0);
        boolean targeting = false;
        for (int c = 0; c < cells && !targeting; c++) {
            targeting = seen[c] == 2 && !sunkCell[c];
        }
        int[] afloat = tracking.afloatLengths();
        for (int i = 0; i < afloat.length; i++) {
            if (i > 0 && afloat[i] == afloat[i - 1]) {
                continue;
            }
            int copies = 1;
            while (i + copies < afloat.length && afloat[i + copies] == afloat[i]) {
                copies++;
            }
            addPlacements(afloat[i], copies, targeting);
        }
        lastVolley = densest(tracking, shots);
        return lastVolley;
    }

    @Override
    protected Coord next(Tracking tracking, boolean[] taken) {
        throw new UnsupportedOperationException("the density bot chooses whole volleys");
    }

    /** Notes newly known cells in shot order: the bot's last volley first, then any other in reading order. */
    private void observe(Tracking tracking) {
        for (Coord c : lastVolley) {
            note(tracking, c.x(), c.y());
        }
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                note(tracking, x, y);
            }
        }
    }

    private void note(Tracking tracking, int x, int y) {
        int cell = y * width + x;
        if (seen[cell] == 0) {
            CellState state = tracking.at(x, y);
            if (state != CellState.UNKNOWN) {
                seen[cell] = (byte) (state == CellState.MISS ? 1 : 2);
                seq[cell] = ++clock;
            }
        }
    }

    private void addPlacements(int length, int copies, boolean targeting) {
        // A length-1 ship has one placement per cell, not two.
        for (int down = 0; down < (length == 1 ? 1 : 2); down++) {
            int step = down == 0 ? 1 : width;
            int lastX = width - (down == 0 ? length : 1);
            int lastY = height - (down == 1 ? length : 1);
            for (int y = 0; y <= lastY; y++) {
                for (int x = 0; x <= lastX; x++) {
                    int start = y * width + x;
                    int hits = 0;
                    boolean blocked = false;
                    for (int k = 0, c = start; k < length; k++, c += step) {
                        if (seen[c] == 1 || sunkCell[c]) {
                            blocked = true;
                            break;
                        }
                        if (seen[c] == 2) {
                            hits++;
                        }
                    }
                    if (blocked || (targeting ? hits == 0 : hits > 0)) {
                        continue;
                    }
                    double weight = targeting ? copies * Math.pow(HIT_WEIGHT, hits) : copies;
                    for (int k = 0, c = start; k < length; k++, c += step) {
                        density[c] += weight;
                    }
                }
            }
        }
    }

    /** The {@code shots} densest unknown cells, distinct, ties broken at random; repeats only when none is left. */
    private List<Coord> densest(Tracking tracking, int shots) {
        List<Coord> volley = new ArrayList<>(shots);
        for (int s = 0; s < shots; s++) {
            double best = 0;
            int choice = -1;
            int ties = 0;
            for (int c = 0; c < cells; c++) {
                double d = density[c];
                if (d <= 0 || seen[c] != 0 || picked[c]) {
                    continue;
                }
                if (d > best * (1 + 1e-12)) {
                    best = d;
                    choice = c;
                    ties = 1;
                } else if (d >= best * (1 - 1e-12) && random.nextInt(++ties) == 0) {
                    choice = c;
                }
            }
            if (choice < 0) {
                // Nothing consistent is left (the sinkings were ambiguous): any unknown cell will do.
                choice = randomUnknown();
            }
            if (choice < 0) {
                // Every cell is known: a repeat is legal and harmless.
                volley.add(volley.isEmpty() ? anyCell(tracking) : volley.get(0));
            } else {
                picked[choice] = true;
                volley.add(Coord.of(choice % width, choice / width));
            }
        }
        for (Coord c : volley) {
            picked[c.y() * width + c.x()] = false;
        }
        return volley;
    }

    /** A random unknown cell not picked for this volley, or -1. */
    private int randomUnknown() {
        int count = 0;
        for (int c = 0; c < cells; c++) {
            if (seen[c] == 0 && !picked[c]) {
                count++;
            }
        }
        int pick = count == 0 ? -1 : random.nextInt(count);
        for (int c = 0; c < cells && pick >= 0; c++) {
            if (seen[c] == 0 && !picked[c] && pick-- == 0) {
                return c;
            }
        }
        return -1;
    }

    /** Resolves sinkings to cells wherever exactly one line fits, repeating while one resolution enables another. */
    private void resolveSinks(List<Sink> sinks) {
        boolean progress = true;
        while (progress) {
            progress = false;
            for (Sink sink : sinks) {
                int ship = sink.ship();
                if (ship >= 0 && ship < resolved.length && !resolved[ship] && resolve(sink)) {
                    resolved[ship] = true;
                    progress = true;
                }
            }
        }
    }

    private boolean resolve(Sink sink) {
        int length = sink.length();
        int fits = 0;
        int start = 0;
        int step = 0;
        for (int down = 0; down < (length == 1 ? 1 : 2); down++) {
            int dx = 1 - down;
            for (int offset = 0; offset < length; offset++) {
                int x = sink.at().x() - offset * dx;
                int y = sink.at().y() - offset * down;
                if (lineFits(sink, x, y, dx, down, length)) {
                    fits++;
                    start = y * width + x;
                    step = down == 0 ? 1 : width;
                }
            }
        }
        if (fits != 1) {
            return false;
        }
        for (int k = 0; k < length; k++) {
            sunkCell[start + k * step] = true;
        }
        return true;
    }

    /** Whether the sunk ship can lie there: on hits, none hit after the sinking shot or owned by another sunk ship. */
    private boolean lineFits(Sink sink, int x, int y, int dx, int dy, int length) {
        int sinkSeq = seq[sink.at().y() * width + sink.at().x()];
        for (int k = 0; k < length; k++) {
            int cx = x + k * dx;
            int cy = y + k * dy;
            if (cx < 0 || cy < 0 || cx >= width || cy >= height) {
                return false;
            }
            int c = cy * width + cx;
            if (seen[c] != 2 || sunkCell[c] || seq[c] > sinkSeq) {
                return false;
            }
        }
        return true;
    }
}
