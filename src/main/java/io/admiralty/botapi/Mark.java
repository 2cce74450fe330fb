package io.admiralty.botapi;

/** What you know of a cell of the opponent's board. */
public enum Mark {
    /** Not fired at yet. */
    UNKNOWN,
    /** A ship was there: hit, or sunk (see {@link BattleshipBot#onShotResult}'s {@code sunkLength}). */
    HIT,
    /** Water. */
    MISS
}
