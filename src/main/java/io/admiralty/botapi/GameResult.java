package io.admiralty.botapi;

/** How a game ended for you. */
public enum GameResult {
    WIN, LOSS, DRAW
}
