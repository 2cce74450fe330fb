package io.admiralty.bot;

import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.util.List;
import java.util.function.Supplier;

/**
 * A session whose every failure reaches the referee as a {@link BotFault} in the league's words. Adapters word
 * their faults themselves; anything else they throw (a parser meeting input nobody foresaw) would carry its
 * message, which may quote what the bot sent, into the public detail: its text goes to the transcript instead.
 */
final class WordedSession extends ForwardingSession.Around {

    static final String UNREADABLE = "answered something the league could not read";

    private final BotSession bot;

    WordedSession(BotSession bot) {
        super(bot);
        this.bot = bot;
    }

    @Override
    public Placement place(GameSetup setup) {
        return worded(() -> bot.place(setup));
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        return worded(() -> bot.fire(tracking, shots));
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        worded(() -> {
            bot.onShotsResolved(strikes);
            return null;
        });
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        worded(() -> {
            bot.onOpponentShots(strikes);
            return null;
        });
    }

    private <T> T worded(Supplier<T> call) {
        try {
            return call.get();
        } catch (BotFault fault) {
            throw fault;
        } catch (RuntimeException e) {
            bot.transcript().note("league could not read the answer: " + e);
            throw new BotFault(ForfeitReason.MALFORMED_REPLY, UNREADABLE, e);
        }
    }
}
