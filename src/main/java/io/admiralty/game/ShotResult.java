package io.admiralty.game;

/** What a single strike did. A repeated strike reports HIT on a ship cell (never SUNK twice) and MISS on water. */
public enum ShotResult {
    MISS("miss"), HIT("hit"), SUNK("sunk");

    private final String code;

    ShotResult(String code) {
        this.code = code;
    }

    public boolean isHit() {
        return this != MISS;
    }

    public static ShotResult fromCode(String code) {
        for (ShotResult r : values()) {
            if (r.code.equalsIgnoreCase(code)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown shot result '" + code + "'");
    }

    @Override
    public String toString() {
        return code;
    }
}
