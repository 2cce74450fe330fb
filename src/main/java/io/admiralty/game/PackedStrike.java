package io.admiralty.game;

/**
 * A strike in one int: x (7 bits), y (7), shooter (1), result (2), sunk ship index (6, 63 = none), sunk length (3).
 * The referee logs strikes this way, and stored games keep a copy of their strikes in it (4 bytes each), so a
 * history download expands games without reading one row per strike.
 */
public final class PackedStrike {

    private static final int NO_SHIP = 63;
    private static final Side[] SIDES = Side.values();
    private static final ShotResult[] RESULTS = ShotResult.values();

    private PackedStrike() {
    }

    public static int pack(Side shooter, int x, int y, ShotResult result, int sunkShip, int sunkLength) {
        int ship = result == ShotResult.SUNK ? sunkShip : NO_SHIP;
        return x | y << 7 | shooter.ordinal() << 14 | result.ordinal() << 15 | ship << 17 | sunkLength << 23;
    }

    public static int pack(Strike strike) {
        return pack(strike.shooter(), strike.x(), strike.y(), strike.result(),
                strike.sunkShip() == null ? NO_SHIP : strike.sunkShip(), strike.sunkLength() == null ? 0 : strike.sunkLength());
    }

    public static Strike unpack(int seq, int packed) {
        boolean sunk = isSunk(packed);
        return new Strike(seq, shooter(packed), x(packed), y(packed), result(packed), sunk ? sunkShip(packed) : null,
                sunk ? sunkLength(packed) : null);
    }

    public static int x(int packed) {
        return packed & 127;
    }

    public static int y(int packed) {
        return packed >>> 7 & 127;
    }

    public static Side shooter(int packed) {
        return SIDES[packed >>> 14 & 1];
    }

    public static ShotResult result(int packed) {
        return RESULTS[packed >>> 15 & 3];
    }

    public static boolean isSunk(int packed) {
        return (packed >>> 17 & 63) != NO_SHIP;
    }

    public static int sunkShip(int packed) {
        return packed >>> 17 & 63;
    }

    public static int sunkLength(int packed) {
        return packed >>> 23 & 7;
    }
}
