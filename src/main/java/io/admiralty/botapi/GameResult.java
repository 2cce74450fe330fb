package io.admiralty.botapi;

/** How a game ended for you. */
public enum GameResult {
    /** You sank the opponent's fleet, or the opponent forfeited. */
    WIN,
    /** The opponent sank your fleet, or you forfeited. */
    LOSS,
    /** Both bots reached the turn cap, or both failed to place their fleets. */
    DRAW
}
