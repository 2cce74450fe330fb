package io.admiralty.game;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * The strikes of a game packed one int each, so the referee's hot loop allocates no objects per shot.
 * Written strikes never change, so {@link Frozen} views share the array.
 */
final class StrikeLog {

    private int[] packed;
    private int size;

    /** Sized for a typical game (about two shots per cell between both players) so it rarely grows. */
    StrikeLog(int cells) {
        packed = new int[Math.min(2 * cells + 8, 1024)];
    }

    void add(Side shooter, int x, int y, ShotResult result, int sunkShip, int sunkLength) {
        if (size == packed.length) {
            packed = Arrays.copyOf(packed, size * 2);
        }
        packed[size++] = PackedStrike.pack(shooter, x, y, result, sunkShip, sunkLength);
    }

    int size() {
        return size;
    }

    /** The strikes from index {@code from} (inclusive) to the end, as they stand now. */
    Frozen since(int from) {
        return new Frozen(packed, from, size);
    }

    Frozen freeze() {
        return since(0);
    }

    /** An immutable run of strikes; {@code seq} is the position in the whole game, from 1. */
    static final class Frozen extends AbstractList<Strike> implements RandomAccess {
        private final int[] packed;
        private final int from;
        private final int to;

        private Frozen(int[] packed, int from, int to) {
            this.packed = packed;
            this.from = from;
            this.to = to;
        }

        @Override
        public Strike get(int index) {
            if (index < 0 || index >= to - from) {
                throw new IndexOutOfBoundsException(index);
            }
            return PackedStrike.unpack(from + index + 1, packed[from + index]);
        }

        @Override
        public int size() {
            return to - from;
        }
    }
}
