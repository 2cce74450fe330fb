package io.admiralty.game;

/** Why a game ended. */
public enum EndReason {
    /** A fleet was sunk: the player who sank it wins. */
    FLEET_SUNK("fleet_sunk"),
    /** Both players used up their shots without either fleet sinking: a draw. */
    TURN_CAP("turn_cap"),
    /** A bot broke a rule or a limit; both at placement is a draw. */
    FORFEIT("forfeit");

    private final String code;

    EndReason(String code) {
        this.code = code;
    }

    @Override
    public String toString() {
        return code;
    }
}
