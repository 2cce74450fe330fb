package io.admiralty.game;

/**
 * The league's own failure in the middle of a bot's move (the sandbox that should run it could not start, or was killed
 * from outside): nothing the bot did, so no forfeit. The referee and the adapters let it through, the game it cut short
 * is not recorded, and the matchup is played again from its last stored game.
 */
public class LeagueFault extends RuntimeException {

    public LeagueFault(String message) {
        super(message);
    }

    public LeagueFault(String message, Throwable cause) {
        super(message, cause);
    }
}
