package io.admiralty.botapi;

/** A cell: {@code x} is the column from the left, {@code y} the row from the top, both from 0. */
public record Cell(int x, int y) {
}
