package io.admiralty.game;

/** A cell, zero-based: {@code x} is the column counted from the left, {@code y} the row counted from the top. */
public record Coord(int x, int y) {

    private static final int CACHED = Ruleset.MAX_SIDE;
    private static final Coord[] CACHE = new Coord[CACHED * CACHED];

    static {
        for (int y = 0; y < CACHED; y++) {
            for (int x = 0; x < CACHED; x++) {
                CACHE[y * CACHED + x] = new Coord(x, y);
            }
        }
    }

    /** Interned for on-board cells, so bots in the hot loop do not allocate. */
    public static Coord of(int x, int y) {
        if (x >= 0 && y >= 0 && x < CACHED && y < CACHED) {
            return CACHE[y * CACHED + x];
        }
        return new Coord(x, y);
    }

    public boolean isOn(int width, int height) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    @Override
    public String toString() {
        return x + "," + y;
    }
}
