package io.admiralty.rating;

/** One finished game between bots {@code a} and {@code b}: scoreA is 1 (a won), 0.5 (draw) or 0 (a lost or forfeited). */
public record Pairing(long a, long b, double scoreA) {

    public Pairing {
        if (a == b) {
            throw new IllegalArgumentException("a bot cannot play itself: " + a);
        }
        if (!(scoreA >= 0 && scoreA <= 1)) {
            throw new IllegalArgumentException("scoreA must be in 0..1, was " + scoreA);
        }
    }
}
