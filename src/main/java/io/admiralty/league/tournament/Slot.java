package io.admiralty.league.tournament;

/**
 * Where a series sits: its round, the part of the tournament it belongs to, and its number there (from 1). A round is
 * what plays and is revealed together: in a Swiss or a round robin its rounds, in an elimination the depth of the
 * bracket (double elimination's losers' bracket round {@code i} plays in round {@code i + 1}, beside the winners'
 * bracket, and the grand final after both).
 */
public record Slot(int round, Section section, int number) implements Comparable<Slot> {

    /** The parts of a tournament a series can sit in. */
    public enum Section {
        /** A Swiss or round-robin round: everyone plays, number is the board. */
        POOL,
        /** The bracket of an elimination (single elimination has only this one). */
        WINNERS,
        /** Double elimination's losers' bracket. */
        LOSERS,
        /** Double elimination's grand final: number 1, and number 2 for the reset. */
        GRAND_FINAL
    }

    public Slot {
        if (round < 1 || number < 1) {
            throw new IllegalArgumentException("rounds and numbers count from 1: round " + round + ", " + number);
        }
    }

    @Override
    public int compareTo(Slot other) {
        int byRound = Integer.compare(round, other.round);
        if (byRound != 0) {
            return byRound;
        }
        int bySection = section.compareTo(other.section);
        return bySection != 0 ? bySection : Integer.compare(number, other.number);
    }
}
