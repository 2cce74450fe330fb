package io.admiralty.game;

/** The two seats of a game. Which seat moves first is chosen per game by the schedule. */
public enum Side {
    A,
    B;

    public Side other() {
        return this == A ? B : A;
    }
}
