package io.admiralty.rating;

import java.util.Arrays;

/**
 * The complete pairs of games bots {@code a} and {@code b} played on one deal each, the seats swapped in the second
 * game (a duplicate season's, a gate's), counted by a's half-points over the pair: {@code pentanomial[k]} pairs in which
 * a scored k half-points (0: lost both, 2: one each or two draws, 4: won both).
 */
public record DealPairs(long a, long b, long[] pentanomial) {

    public DealPairs {
        if (a == b) {
            throw new IllegalArgumentException("a bot cannot play itself: " + a);
        }
        if (pentanomial.length != 5) {
            throw new IllegalArgumentException(
                    "a pair scores 0 to 4 half-points: need 5 counts, got " + pentanomial.length);
        }
        for (long count : pentanomial) {
            if (count < 0) {
                throw new IllegalArgumentException("counts cannot be negative: " + Arrays.toString(pentanomial));
            }
        }
        pentanomial = pentanomial.clone();
    }

    /** How many pairs. */
    public long pairs() {
        long pairs = 0;
        for (long count : pentanomial) {
            pairs += count;
        }
        return pairs;
    }
}
