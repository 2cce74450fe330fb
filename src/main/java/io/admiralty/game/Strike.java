package io.admiralty.game;

/**
 * One shot, in game order ({@code seq} counts from 1 across both players). When {@code result} is SUNK,
 * {@code sunkShip} is the sunk ship's index in the fleet and {@code sunkLength} its length; otherwise both are null.
 */
public record Strike(int seq, Side shooter, int x, int y, ShotResult result, Integer sunkShip, Integer sunkLength) {

    public Strike {
        if (seq < 1 || shooter == null || result == null) {
            throw new IllegalArgumentException("strike needs seq >= 1, a shooter and a result");
        }
        if ((result == ShotResult.SUNK) != (sunkShip != null) || (sunkShip == null) != (sunkLength == null)) {
            throw new IllegalArgumentException(
                    "strike " + seq + ": sunk ship and length are given exactly when the result is sunk");
        }
    }

    public Coord target() {
        return Coord.of(x, y);
    }
}
