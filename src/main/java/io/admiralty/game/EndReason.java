package io.admiralty.game;

/** Why a game ended. */
public enum EndReason implements Coded {
    /** A fleet was sunk: the player who sank it wins. */
    FLEET_SUNK,
    /** Both players used up their shots without either fleet sinking: a draw. */
    TURN_CAP,
    /** A bot broke a rule or a limit; both at placement is a draw. */
    FORFEIT;

    @Override
    public String toString() {
        return code();
    }
}
