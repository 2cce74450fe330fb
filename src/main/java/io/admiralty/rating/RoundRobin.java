package io.admiralty.rating;

import java.util.ArrayList;
import java.util.List;

/**
 * A round of a season: every pair of its bots meets once. Inside a matchup the bot in seat A moves first in the odd
 * games, so with an odd number of games A has one first move more; which bot of a pair sits in A therefore changes
 * from round to round, and within a round it alternates along the list, so each bot has about as many A seats as
 * B seats (exactly as many when the number of bots is odd). A bot alone has nobody to meet: its round is a bye.
 */
public final class RoundRobin {

    /** One matchup of a round: {@code a} in seat A, {@code b} in seat B. */
    public record Seating(long a, long b) {}

    private RoundRobin() {}

    /** The matchups of round {@code number} (1, 2, ...) among the bots, in the order given. */
    public static List<Seating> round(List<Long> bots, int number) {
        List<Seating> matchups = new ArrayList<>(bots.size() * (bots.size() - 1) / 2);
        for (int i = 0; i < bots.size(); i++) {
            for (int j = i + 1; j < bots.size(); j++) {
                boolean swap = (number + i + j) % 2 == 1;
                matchups.add(swap ? new Seating(bots.get(j), bots.get(i)) : new Seating(bots.get(i), bots.get(j)));
            }
        }
        return matchups;
    }
}
