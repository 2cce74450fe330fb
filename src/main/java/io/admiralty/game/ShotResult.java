package io.admiralty.game;

/** What a single strike did. A repeated strike reports HIT on a ship cell (never SUNK twice) and MISS on water. */
public enum ShotResult implements Coded {
    MISS,
    HIT,
    SUNK;

    public boolean isHit() {
        return this != MISS;
    }

    public static ShotResult fromCode(String code) {
        return Coded.find(ShotResult.class, code)
                .orElseThrow(() -> new IllegalArgumentException("unknown shot result '" + code + "'"));
    }

    @Override
    public String toString() {
        return code();
    }
}
