package io.admiralty.league.tournament;

import java.util.OptionalLong;

/**
 * One pairing of a tournament, played as a series ({@link BestOf}): its slot, the two entrants ({@code first} takes
 * seat A in the first game of each deal, so it opens every deal), and its winner once decided.
 */
public record Series(Slot slot, long first, long second, OptionalLong winner) {

    public Series {
        if (first == second) {
            throw new IllegalArgumentException("an entrant cannot meet itself: " + first + " in " + slot);
        }
        if (winner.isPresent() && winner.getAsLong() != first && winner.getAsLong() != second) {
            throw new IllegalArgumentException(
                    "the winner of " + slot + " must be " + first + " or " + second + ", was " + winner.getAsLong());
        }
    }

    /** A series not decided yet. */
    public static Series of(Slot slot, long first, long second) {
        return new Series(slot, first, second, OptionalLong.empty());
    }

    /** This series decided for {@code entrant}. */
    public Series wonBy(long entrant) {
        return new Series(slot, first, second, OptionalLong.of(entrant));
    }

    public boolean decided() {
        return winner.isPresent();
    }

    public boolean involves(long entrant) {
        return first == entrant || second == entrant;
    }

    /** The entrant facing {@code entrant} here. */
    public long opponentOf(long entrant) {
        if (!involves(entrant)) {
            throw new IllegalArgumentException(entrant + " does not play " + slot);
        }
        return entrant == first ? second : first;
    }

    /** The loser, once decided. */
    public OptionalLong loser() {
        return winner.isPresent() ? OptionalLong.of(opponentOf(winner.getAsLong())) : OptionalLong.empty();
    }
}
