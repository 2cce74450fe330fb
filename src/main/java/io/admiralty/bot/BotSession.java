package io.admiralty.bot;

import io.admiralty.game.Player;

/**
 * A bot for the length of one matchup: the league calls {@link Player} methods game after game, then closes it
 * (which ends the bot's process or tells its server goodbye). Implementations own their timeouts and limits and
 * report every breach as a {@link io.admiralty.game.BotFault}.
 */
public interface BotSession extends Player, AutoCloseable {

    /** What was said recently, for the record of a forfeited game. */
    Transcript transcript();

    /** After this bot forfeited a game: kill whatever it was running, so the next game starts it afresh. */
    default void reset() {}

    /**
     * The game about to start is likely the last this session plays in its matchup: a session that readies the next
     * game's process while a game is played readies none after this one, which no game would use (a game that comes
     * after all the same starts its process then).
     */
    default void lastGameNext() {}

    @Override
    void close();

    /** Wraps an in-process strategy, which has nothing to close and nothing to transcribe. */
    static BotSession of(Player player) {
        Transcript none = new Transcript();
        return new ForwardingSession(player) {
            @Override
            public Transcript transcript() {
                return none;
            }

            @Override
            public void close() {}
        };
    }
}
