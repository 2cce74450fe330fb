package io.admiralty.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A plain-text board: one line per row, one character per cell, {@code .} for water and a label per ship
 * ({@code A}-{@code Z}, {@code a}-{@code z}, {@code 0}-{@code 9} for fleet ships 0, 1, 2, ...). It round-trips
 * judged placements, so tests can state layouts as pictures.
 */
public final class BoardNotation {

    private static final String LABELS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    private static final char WATER = '.';

    private BoardNotation() {}

    public static String render(int width, int height, Placement placement) {
        char[][] rows = new char[height][width];
        for (char[] row : rows) {
            Arrays.fill(row, WATER);
        }
        List<Ship> ships = placement.ships();
        for (int i = 0; i < ships.size(); i++) {
            for (Coord c : ships.get(i).cells()) {
                rows[c.y()][c.x()] = LABELS.charAt(i);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (char[] row : rows) {
            sb.append(row).append('\n');
        }
        return sb.toString();
    }

    /** Parses a picture; ship order follows the labels. Rows must all be as wide as the first. */
    public static Placement parse(String picture) {
        String[] rows = picture.strip().split("\n");
        int width = rows[0].strip().length();
        Map<Integer, List<Coord>> cellsByShip = new TreeMap<>();
        for (int y = 0; y < rows.length; y++) {
            String row = rows[y].strip();
            if (row.length() != width) {
                throw new IllegalArgumentException(
                        "row " + y + " is " + row.length() + " cells wide, expected " + width);
            }
            for (int x = 0; x < width; x++) {
                char ch = row.charAt(x);
                if (ch == WATER) {
                    continue;
                }
                int ship = LABELS.indexOf(ch);
                if (ship < 0) {
                    throw new IllegalArgumentException("unknown cell '" + ch + "' at " + x + "," + y);
                }
                cellsByShip.computeIfAbsent(ship, k -> new ArrayList<>()).add(Coord.of(x, y));
            }
        }
        List<Ship> ships = new ArrayList<>();
        for (Map.Entry<Integer, List<Coord>> e : cellsByShip.entrySet()) {
            ships.add(toShip(LABELS.charAt(e.getKey()), e.getValue()));
        }
        return new Placement(ships);
    }

    /** Renders what a player knows: {@code .} unknown, {@code o} miss, {@code x} hit. */
    public static String render(Tracking tracking) {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < tracking.height(); y++) {
            for (int x = 0; x < tracking.width(); x++) {
                sb.append(
                        switch (tracking.at(x, y)) {
                            case UNKNOWN -> '.';
                            case MISS -> 'o';
                            case HIT -> 'x';
                        });
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static Ship toShip(char label, List<Coord> cells) {
        Coord start = cells.get(0);
        boolean across = cells.stream().allMatch(c -> c.y() == start.y());
        boolean down = cells.stream().allMatch(c -> c.x() == start.x());
        for (int i = 0; i < cells.size(); i++) {
            Coord c = cells.get(i);
            boolean inLine = across ? c.x() == start.x() + i : down && c.y() == start.y() + i;
            if (!inLine) {
                throw new IllegalArgumentException("ship '" + label + "' is not one straight unbroken line");
            }
        }
        return new Ship(start.x(), start.y(), cells.size(), across ? Orientation.ACROSS : Orientation.DOWN);
    }
}
