package io.admiralty.botapi;

/** ACROSS: x grows along the ship; DOWN: y grows. */
public enum Orientation {
    ACROSS, DOWN
}
