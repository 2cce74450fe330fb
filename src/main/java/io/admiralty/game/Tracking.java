package io.admiralty.game;

import java.util.List;

/**
 * A player's read-only view of what it has learnt about the opponent's board: the tracking grid, the sinkings
 * it was told of, and the lengths of the opponent's ships still afloat. It is exactly what every protocol tells
 * a bot; in particular it does not say which cells a sunk ship covered.
 */
public interface Tracking {

    Ruleset ruleset();

    default int width() {
        return ruleset().width();
    }

    default int height() {
        return ruleset().height();
    }

    CellState at(int x, int y);

    default boolean isUnknown(int x, int y) {
        return at(x, y) == CellState.UNKNOWN;
    }

    /** Sinkings in the order they happened. */
    List<Sink> sinks();

    /** Lengths of the opponent's ships not yet sunk, longest first. */
    int[] afloatLengths();

    /** Number of distinct cells still unknown. */
    int unknownCells();

    /** Hit cells not accounted for by the lengths of sunk ships: more than zero means a ship is wounded. */
    int unresolvedHits();

    /** Shots this player has fired so far, repeats included. */
    int shotsFired();
}
