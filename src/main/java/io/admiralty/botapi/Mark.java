package io.admiralty.botapi;

/** What you know of a cell of the opponent's board. */
public enum Mark {
    UNKNOWN, HIT, MISS
}
