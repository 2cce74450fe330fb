package io.admiralty.game;

/** A sinking as the shooter learns it: the cell of the sinking shot, the ship's fleet index and its length. */
public record Sink(Coord at, int ship, int length) {}
