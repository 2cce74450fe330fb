package io.admiralty.bot.builtin;

import io.admiralty.game.Coord;
import io.admiralty.game.Tracking;

/** Fires uniformly at random at cells it has not fired at before. */
final class RandomBot extends BuiltinBot {

    RandomBot() {
        super("random");
    }

    @Override
    protected Coord next(Tracking tracking, boolean[] taken) {
        return randomUnknown(tracking, taken);
    }
}
