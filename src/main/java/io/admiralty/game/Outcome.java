package io.admiralty.game;

/**
 * How a game ended. {@code winner} is null for a draw. For forfeits, {@code forfeiter} is the offending seat
 * (null when both forfeited at placement), {@code forfeit} the reason and {@code detail} what exactly happened.
 */
public record Outcome(Side winner, EndReason reason, Side forfeiter, ForfeitReason forfeit, String detail) {

    public Outcome {
        if (reason == null) {
            throw new IllegalArgumentException("outcome needs a reason");
        }
        if ((reason == EndReason.FORFEIT) != (forfeit != null)) {
            throw new IllegalArgumentException("a forfeit reason is given exactly when the game ended by forfeit");
        }
    }

    public static Outcome fleetSunk(Side winner) {
        return new Outcome(winner, EndReason.FLEET_SUNK, null, null, null);
    }

    public static Outcome turnCap() {
        return new Outcome(null, EndReason.TURN_CAP, null, null, null);
    }

    public static Outcome forfeit(Side offender, ForfeitReason reason, String detail) {
        return new Outcome(offender == null ? null : offender.other(), EndReason.FORFEIT, offender, reason, detail);
    }

    public boolean isDraw() {
        return winner == null;
    }

    /** The reason as one code: {@code fleet_sunk}, {@code turn_cap} or {@code forfeit_<reason>}. */
    public String code() {
        return reason == EndReason.FORFEIT ? "forfeit_" + forfeit.code() : reason.toString();
    }
}
