package io.admiralty.botapi;

/** A ship by its top-left cell, its length and the way it extends. */
public record ShipPlacement(int x, int y, int length, Orientation orientation) {
}
