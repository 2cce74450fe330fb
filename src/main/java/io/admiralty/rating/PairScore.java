package io.admiralty.rating;

/**
 * All the games between bots {@code a} and {@code b} in one tally: how many, a's total score in them (1 a win, 0.5 a
 * draw) and how many were draws. A season's games grouped by pair, so a fit costs per pair rather than per game.
 */
public record PairScore(long a, long b, int games, double scoreA, int draws) {

    public PairScore {
        if (a == b) {
            throw new IllegalArgumentException("a bot cannot play itself: " + a);
        }
        if (draws < 0 || games < draws) {
            throw new IllegalArgumentException(
                    "need 0 <= draws <= games, was " + draws + " draws in " + games + " games");
        }
        // the wins of a, scoreA - draws/2, must lie between none and every game that was not a draw
        if (!(scoreA >= draws / 2.0 && scoreA <= games - draws / 2.0)) {
            throw new IllegalArgumentException(
                    "scoreA must be in " + draws / 2.0 + ".." + (games - draws / 2.0) + ", was " + scoreA);
        }
    }

    /** One game: score 1, 0.5 (a draw) or 0. */
    public static PairScore of(Pairing game) {
        return new PairScore(game.a(), game.b(), 1, game.scoreA(), game.scoreA() == 0.5 ? 1 : 0);
    }
}
