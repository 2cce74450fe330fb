package io.admiralty.bot;

import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.LeagueFault;
import java.util.function.Supplier;

/**
 * A session whose every failure reaches the referee as a {@link BotFault} in the league's words. Adapters word
 * their faults themselves; anything else they throw (a parser meeting input nobody foresaw) would carry its
 * message, which may quote what the bot sent, into the public detail: its text goes to the transcript instead.
 */
final class WordedSession extends ForwardingSession.Intercepting {

    static final String UNREADABLE = "answered something the league could not read";

    WordedSession(BotSession bot) {
        super(bot);
    }

    @Override
    protected <T> T intercept(Supplier<T> call) {
        try {
            return call.get();
        } catch (BotFault | LeagueFault fault) {
            throw fault;
        } catch (RuntimeException e) {
            transcript().note("league could not read the answer: " + e);
            throw new BotFault(ForfeitReason.MALFORMED_REPLY, UNREADABLE, e);
        }
    }
}
