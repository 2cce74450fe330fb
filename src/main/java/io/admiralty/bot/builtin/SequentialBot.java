package io.admiralty.bot.builtin;

import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Tracking;

/** Fires at every cell in reading order. The trivial bot of the engine throughput benchmark, so it is kept cheap. */
final class SequentialBot extends BuiltinBot {

    private int cursor;

    SequentialBot() {
        super("sequential");
    }

    @Override
    protected void newGame(GameSetup setup) {
        cursor = 0;
    }

    @Override
    protected Coord next(Tracking tracking, boolean[] taken) {
        int width = tracking.width();
        int cells = width * tracking.height();
        for (int cell = cursor; cell < cells; cell++) {
            int x = cell % width;
            int y = cell / width;
            if (tracking.isUnknown(x, y) && !taken[cell]) {
                cursor = cell;
                return Coord.of(x, y);
            }
        }
        return null;
    }
}
