package io.admiralty.league.tournament;

/** Two entrants, whichever way round: a pair the organiser forbids (team-mates, a bot and its own earlier version). */
public record Pair(long low, long high) {

    public Pair {
        if (low >= high) {
            throw new IllegalArgumentException("a pair is two entrants, the lower id first: " + low + ", " + high);
        }
    }

    public static Pair of(long one, long other) {
        return new Pair(Math.min(one, other), Math.max(one, other));
    }
}
