package io.admiralty.bot.builtin;

import io.admiralty.game.CellState;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Tracking;

/**
 * Hunt and target: random shots until a ship is wounded, then the unknown neighbours of hits, preferring cells
 * that extend a line of two hits. {@code parity} hunts only on a lattice spaced by the shortest afloat ship,
 * since every ship of that length or longer must cover one of its cells.
 */
class HunterBot extends BuiltinBot {

    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private final boolean onLattice;
    private int latticeOffset;

    HunterBot() {
        this("hunter", false);
    }

    HunterBot(String name, boolean onLattice) {
        super(name);
        this.onLattice = onLattice;
    }

    @Override
    protected void newGame(GameSetup setup) {
        latticeOffset = random.nextInt(Math.max(
                1, shortest(setup.ruleset().fleet().stream().mapToInt(i -> i).toArray())));
    }

    @Override
    protected Coord next(Tracking tracking, boolean[] taken) {
        if (tracking.unresolvedHits() > 0) {
            Coord target = bestNeighbour(tracking, taken);
            if (target != null) {
                return target;
            }
        }
        if (onLattice) {
            int spacing = shortest(tracking.afloatLengths());
            Coord c = randomUnknown(tracking, taken, spacing, latticeOffset % spacing);
            if (c != null) {
                return c;
            }
        }
        return randomUnknown(tracking, taken);
    }

    private static int shortest(int[] lengths) {
        int min = Integer.MAX_VALUE;
        for (int length : lengths) {
            min = Math.min(min, length);
        }
        return lengths.length == 0 ? 1 : min;
    }

    /** The unknown cell next to a hit with the best score, ties broken at random; null if none. */
    private Coord bestNeighbour(Tracking tracking, boolean[] taken) {
        int width = tracking.width();
        int height = tracking.height();
        int bestScore = 0;
        int ties = 0;
        Coord best = null;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (!tracking.isUnknown(x, y) || taken[y * width + x]) {
                    continue;
                }
                int score = 0;
                for (int[] d : DIRECTIONS) {
                    if (isHit(tracking, x + d[0], y + d[1])) {
                        score = Math.max(score, isHit(tracking, x + 2 * d[0], y + 2 * d[1]) ? 2 : 1);
                    }
                }
                if (score > bestScore) {
                    bestScore = score;
                    best = Coord.of(x, y);
                    ties = 1;
                } else if (score == bestScore && score > 0 && random.nextInt(++ties) == 0) {
                    best = Coord.of(x, y);
                }
            }
        }
        return best;
    }

    private static boolean isHit(Tracking tracking, int x, int y) {
        return x >= 0 && y >= 0 && x < tracking.width() && y < tracking.height() && tracking.at(x, y) == CellState.HIT;
    }
}
