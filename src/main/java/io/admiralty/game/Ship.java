package io.admiralty.game;

import java.util.ArrayList;
import java.util.List;

/** One placed ship: its top-left cell, its length and which way it extends. */
public record Ship(int x, int y, int length, Orientation orientation) {

    public Ship {
        if (length < 1) {
            throw new IllegalArgumentException("ship length must be at least 1, was " + length);
        }
        if (orientation == null) {
            throw new IllegalArgumentException("ship orientation is missing");
        }
    }

    public Coord origin() {
        return Coord.of(x, y);
    }

    public Coord cell(int i) {
        return Coord.of(x + i * orientation.dx, y + i * orientation.dy);
    }

    public List<Coord> cells() {
        List<Coord> cells = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            cells.add(cell(i));
        }
        return cells;
    }

    public boolean isOn(int width, int height) {
        return origin().isOn(width, height) && cell(length - 1).isOn(width, height);
    }

    /** A ship of length 1 has no real direction; it is kept as ACROSS so equal layouts compare equal. */
    Ship canonical() {
        return length == 1 && orientation != Orientation.ACROSS ? new Ship(x, y, 1, Orientation.ACROSS) : this;
    }
}
