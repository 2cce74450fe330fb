package io.admiralty.botapi;

/**
 * A cell of the board.
 *
 * @param x the column, from 0 at the left
 * @param y the row, from 0 at the top
 */
public record Cell(int x, int y) {}
