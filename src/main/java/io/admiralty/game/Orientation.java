package io.admiralty.game;

/** Which way a ship extends from its top-left cell. */
public enum Orientation implements Coded {
    /** x grows. */
    ACROSS(1, 0),
    /** y grows. */
    DOWN(0, 1);

    final int dx;
    final int dy;

    Orientation(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public static Orientation fromCode(String code) {
        return Coded.find(Orientation.class, code)
                .orElseThrow(() -> new IllegalArgumentException("unknown orientation '" + code + "' (across or down)"));
    }

    @Override
    public String toString() {
        return code();
    }
}
