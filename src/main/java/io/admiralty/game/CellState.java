package io.admiralty.game;

/** What a player knows of one cell of the opponent's board. */
public enum CellState {
    UNKNOWN,
    MISS,
    HIT
}
