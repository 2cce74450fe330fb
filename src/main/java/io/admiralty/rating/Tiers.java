package io.admiralty.rating;

/**
 * Statistical ties on a leaderboard: two bots whose 95% intervals overlap cannot be told apart by the games played so
 * far, so a one-place gap between them says little. A table marks such a bot as tied with the one above it (a tier),
 * rather than have readers over-read its place.
 */
public final class Tiers {

    private Tiers() {}

    /**
     * Whether a bot's interval [{@code low}, {@code high}] overlaps the interval of the bot placed above it; false when
     * either has none (a bot the fit has not seen yet is placed by its Elo, and is no one's tie).
     */
    public static boolean tiedWithAbove(Double aboveLow, Double aboveHigh, Double low, Double high) {
        if (aboveLow == null || aboveHigh == null || low == null || high == null) {
            return false;
        }
        return low <= aboveHigh && aboveLow <= high;
    }
}
