package io.admiralty.bot;

import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.util.List;

/** A session that hands every call to another: what a wrapper around a bot extends, overriding only what it adds. */
public abstract class ForwardingSession implements BotSession {

    protected final BotSession bot;

    protected ForwardingSession(BotSession bot) {
        this.bot = bot;
    }

    @Override
    public String name() {
        return bot.name();
    }

    @Override
    public Placement place(GameSetup setup) {
        return bot.place(setup);
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        return bot.fire(tracking, shots);
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        bot.onShotsResolved(strikes);
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        bot.onOpponentShots(strikes);
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        bot.onGameEnd(outcome, self);
    }

    @Override
    public Transcript transcript() {
        return bot.transcript();
    }

    @Override
    public void reset() {
        bot.reset();
    }

    @Override
    public void close() {
        bot.close();
    }
}
