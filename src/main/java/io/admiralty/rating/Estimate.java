package io.admiralty.rating;

/** A rating on the Elo scale with its 95% interval [low, high]. */
public record Estimate(double rating, double low, double high) {
}
