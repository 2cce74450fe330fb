package io.admiralty.bot.nativejson;

import io.admiralty.bot.AdapterSession;
import io.admiralty.bot.BotLimits;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.time.Duration;
import java.util.List;

/** A bot speaking the native protocol, over whichever channel carries it. */
public final class NativePlayer extends AdapterSession {

    private final NativeChannel channel;
    private final String matchup;
    private boolean greeted;
    private int game;

    public NativePlayer(String name, String matchup, NativeChannel channel, BotLimits limits) {
        super(name, limits, channel.transcript());
        this.matchup = matchup;
        this.channel = channel;
    }

    @Override
    public Placement place(GameSetup setup) {
        if (!greeted) {
            // The first answer also covers start-up.
            NativeProtocol.readHello(channel.request(NativeProtocol.hello(matchup), limits.startTimeout()));
            greeted = true;
        }
        game = setup.gameNumber();
        return NativeProtocol.readPlacement(
                channel.request(NativeProtocol.newGame(matchup, setup), limits.placementTimeout()));
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        return NativeProtocol.readShots(
                channel.request(NativeProtocol.turn(matchup, game, shots), limits.moveTimeout()));
    }

    @Override
    public void onShotsResolved(List<Strike> strikes) {
        channel.tell(NativeProtocol.strikes("results", matchup, game, strikes));
    }

    @Override
    public void onOpponentShots(List<Strike> strikes) {
        channel.tell(NativeProtocol.strikes("opponentShots", matchup, game, strikes));
    }

    @Override
    public void onGameEnd(Outcome outcome, Side self) {
        channel.tell(NativeProtocol.gameOver(matchup, game, outcome, self));
    }

    @Override
    public void reset() {
        channel.close(Duration.ZERO);
        greeted = false;
    }

    @Override
    public void close() {
        if (greeted) {
            try {
                channel.tell(NativeProtocol.bye(matchup));
            } catch (RuntimeException alreadyGone) {
                // a crashed bot cannot hear goodbye
            }
        }
        channel.close(limits.moveTimeout());
    }
}
