package io.admiralty.web;

import io.admiralty.league.challenge.Challenges.ChallengeBot;
import io.admiralty.league.challenge.Challenges.ChallengeView;
import java.util.List;
import java.util.function.Predicate;

/**
 * Challenges as a table (templates/tags/challenges.html), seen from one side: a bot's page (that bot's) or a team's
 * (its bots').
 */
final class ChallengeTable {

    private ChallengeTable() {}

    /**
     * A challenge read from one side: {@code challenger} says the side is the challenger's, {@code other} the bot it
     * met; the score is that side's ({@code won}–{@code lost}), the challenged side reading the challenger's the other
     * way round.
     */
    record Row(ChallengeView challenge, boolean challenger, ChallengeBot other, int won, int lost) {}

    /** The rows, each challenge read from the side {@code ours} recognises (the challenger's unless it is not). */
    static List<Row> of(List<ChallengeView> challenges, Predicate<ChallengeBot> ours) {
        return challenges.stream()
                .map(c -> {
                    boolean challenger = ours.test(c.bot());
                    return new Row(
                            c,
                            challenger,
                            challenger ? c.opponent() : c.bot(),
                            challenger ? c.wins() : c.losses(),
                            challenger ? c.losses() : c.wins());
                })
                .toList();
    }
}
