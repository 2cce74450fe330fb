package io.admiralty.rating;

/**
 * Incremental Elo on the usual 400-point logistic scale. The league applies {@link #change} to A and its negation
 * to B, so the sum of all ratings never moves and the mean stays at {@link #START}.
 */
public final class Elo {

    public static final double START = 1500;
    public static final double DEFAULT_K = 16;

    private Elo() {}

    /** Probability-like score A is expected to take from B: 1/(1+10^((rb-ra)/400)). */
    public static double expected(double ra, double rb) {
        return 1 / (1 + Math.pow(10, (rb - ra) / 400));
    }

    /**
     * Points A gains (negative: loses) after one game; B moves by the opposite amount.
     *
     * @param scoreA 1 if A won, 0.5 for a draw, 0 if A lost (a forfeit is a loss for the forfeiter)
     */
    public static double change(double ra, double rb, double scoreA, double k) {
        if (!(scoreA >= 0 && scoreA <= 1)) {
            throw new IllegalArgumentException("scoreA must be in 0..1, was " + scoreA);
        }
        return k * (scoreA - expected(ra, rb));
    }
}
