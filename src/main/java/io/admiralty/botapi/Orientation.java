package io.admiralty.botapi;

/** The way a ship extends from its top-left cell. */
public enum Orientation {
    /** Along the row: x grows. */
    ACROSS,
    /** Down the column: y grows. */
    DOWN
}
