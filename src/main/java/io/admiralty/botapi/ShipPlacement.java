package io.admiralty.botapi;

/**
 * One ship of your fleet.
 *
 * @param x           the column of its top-left cell
 * @param y           the row of its top-left cell
 * @param length      its length: one of the lengths of {@link GameInfo#fleet()}
 * @param orientation the way it extends from that cell
 */
public record ShipPlacement(int x, int y, int length, Orientation orientation) {}
