package io.admiralty.league;

import io.admiralty.league.season.Round;
import io.admiralty.league.season.RoundTrigger;
import io.admiralty.league.season.SeasonRepository;

/** A season's first round, queued by hand and stored, for tests that write their own matchups into it. */
public final class FirstRound {

    private FirstRound() {}

    /** Stores the round in the caller's transaction. */
    public static Round of(SeasonRepository seasons, long season) {
        Round round = new Round();
        round.seasonId = season;
        round.number = 1;
        round.trigger = RoundTrigger.MANUAL;
        seasons.persistRound(round);
        return round;
    }
}
