package io.admiralty.rating;

import java.util.SplittableRandom;

/**
 * Simulated games whose luck comes from the deal, for duplicate deals: bot a beats bot b in a game with the
 * Bradley-Terry probability p of their ratings, and a pair of games on one deal with the seats swapped is, with
 * probability {@code dealShare}, decided by the deal: one uniform u says how much the deal favours seat A, and in each
 * game the bot in seat A wins when u is below its chance of winning (so a wins the first game when u < p and the second,
 * seated B, when u > 1 - p: it wins both with probability 2p - 1, and never loses both when p > 1/2). Otherwise the
 * pair's two games are independent, as every game of a season with fresh deals is. Either way each game alone is won
 * with probability p, so the ratings are the same Bradley-Terry ratings whatever the share; what changes is how much
 * the deal's luck cancels within a pair.
 */
public final class DealLuck {

    private DealLuck() {}

    /** a's half-points (0..4) over one pair on one deal; p is a's chance of winning a game. */
    public static int pair(SplittableRandom random, double p, double dealShare) {
        if (random.nextDouble() < dealShare) {
            double u = random.nextDouble();
            return (u < p ? 2 : 0) + (u > 1 - p ? 2 : 0);
        }
        return game(random, p) + game(random, p);
    }

    /** a's half-points (0 or 2) in one game on a fresh deal. */
    public static int game(SplittableRandom random, double p) {
        return random.nextDouble() < p ? 2 : 0;
    }
}
