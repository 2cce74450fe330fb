package io.admiralty.rating;

/**
 * A rating on the Elo scale with its 95% interval [low, high]. {@code regularised} is true when the bot's record
 * gives no finite maximum-likelihood rating (undefeated, winless, no games, or a group that only ever beat, or only
 * ever lost to, the rest of the season), so a prior decided where it sits; see {@link BradleyTerry}.
 */
public record Estimate(double rating, double low, double high, boolean regularised) {

    /** An estimate fitted from the games alone. */
    public Estimate(double rating, double low, double high) {
        this(rating, low, high, false);
    }

    /** Standard error on the Elo scale, from the interval's half width. */
    public double standardError() {
        return (high - low) / (2 * BradleyTerry.Z95);
    }
}
