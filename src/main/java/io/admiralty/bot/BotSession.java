package io.admiralty.bot;

import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.util.List;

/**
 * A bot for the length of one matchup: the league calls {@link Player} methods game after game, then closes it
 * (which ends the bot's process or tells its server goodbye). Implementations own their timeouts and limits and
 * report every breach as a {@link io.admiralty.game.BotFault}.
 */
public interface BotSession extends Player, AutoCloseable {

    /** What was said recently, for the record of a forfeited game. */
    Transcript transcript();

    /** After this bot forfeited a game: kill whatever it was running, so the next game starts it afresh. */
    default void reset() {
    }

    @Override
    void close();

    /** Wraps an in-process strategy, which has nothing to close and nothing to transcribe. */
    static BotSession of(Player player) {
        Transcript none = new Transcript();
        return new BotSession() {
            @Override
            public String name() {
                return player.name();
            }

            @Override
            public Placement place(GameSetup setup) {
                return player.place(setup);
            }

            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                return player.fire(tracking, shots);
            }

            @Override
            public void onShotsResolved(List<Strike> strikes) {
                player.onShotsResolved(strikes);
            }

            @Override
            public void onOpponentShots(List<Strike> strikes) {
                player.onOpponentShots(strikes);
            }

            @Override
            public void onGameEnd(Outcome outcome, Side self) {
                player.onGameEnd(outcome, self);
            }

            @Override
            public Transcript transcript() {
                return none;
            }

            @Override
            public void close() {
            }
        };
    }
}
