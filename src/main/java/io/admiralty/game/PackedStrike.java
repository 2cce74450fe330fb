package io.admiralty.game;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A strike in one int: x (7 bits), y (7), shooter (1), result (2), sunk ship index (6, 63 = none), sunk length (3).
 * The referee logs strikes this way, and stored games keep their strikes in it and nowhere else: a log of 4 bytes per
 * strike, big-endian, in order ({@link #log}, {@link #strikes}), which readers expand without one row per strike.
 */
public final class PackedStrike {

    private static final int NO_SHIP = 63;
    private static final Side[] SIDES = Side.values();
    private static final ShotResult[] RESULTS = ShotResult.values();

    private PackedStrike() {}

    public static int pack(Side shooter, int x, int y, ShotResult result, int sunkShip, int sunkLength) {
        int ship = result == ShotResult.SUNK ? sunkShip : NO_SHIP;
        return x | y << 7 | shooter.ordinal() << 14 | result.ordinal() << 15 | ship << 17 | sunkLength << 23;
    }

    public static int pack(Strike strike) {
        return pack(
                strike.shooter(),
                strike.x(),
                strike.y(),
                strike.result(),
                strike.sunkShip() == null ? NO_SHIP : strike.sunkShip(),
                strike.sunkLength() == null ? 0 : strike.sunkLength());
    }

    /** A game's strikes as its stored log. */
    public static byte[] log(List<Strike> strikes) {
        ByteBuffer bytes = ByteBuffer.allocate(4 * strikes.size());
        for (Strike s : strikes) {
            bytes.putInt(pack(s));
        }
        return bytes.array();
    }

    /** The strikes of a stored log, numbered from 1; a length that is not a multiple of 4 is a corrupt log. */
    public static List<Strike> strikes(byte[] log) {
        if (log.length % 4 != 0) {
            throw new IllegalArgumentException("a strike log of " + log.length + " bytes is not 4 bytes a strike");
        }
        ByteBuffer bytes = ByteBuffer.wrap(log);
        List<Strike> strikes = new ArrayList<>(log.length / 4);
        for (int seq = 1; bytes.hasRemaining(); seq++) {
            strikes.add(unpack(seq, bytes.getInt()));
        }
        return strikes;
    }

    public static Strike unpack(int seq, int packed) {
        boolean sunk = isSunk(packed);
        return new Strike(
                seq,
                shooter(packed),
                x(packed),
                y(packed),
                result(packed),
                sunk ? sunkShip(packed) : null,
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
