package io.admiralty.bot;

import io.admiralty.game.Side;

/**
 * How long each bot took to answer each of its moves in one game, in microseconds, in the order it moved (a salvo
 * is one move). Measured around the whole call, so it includes the transport: what the bot's clock cost it.
 */
public record MoveTimes(int[] a, int[] b) {

    public int[] of(Side side) {
        return side == Side.A ? a : b;
    }
}
