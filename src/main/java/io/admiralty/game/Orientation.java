package io.admiralty.game;

/** Which way a ship extends from its top-left cell. */
public enum Orientation {
    /** x grows. */
    ACROSS("across", 1, 0),
    /** y grows. */
    DOWN("down", 0, 1);

    private final String code;
    final int dx;
    final int dy;

    Orientation(String code, int dx, int dy) {
        this.code = code;
        this.dx = dx;
        this.dy = dy;
    }

    public static Orientation fromCode(String code) {
        for (Orientation o : values()) {
            if (o.code.equalsIgnoreCase(code)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown orientation '" + code + "' (across or down)");
    }

    @Override
    public String toString() {
        return code;
    }
}
