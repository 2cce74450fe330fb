package io.admiralty.league.season;

import io.admiralty.rating.AdaptivePairing.PlannedMatchup;
import java.util.ArrayList;
import java.util.List;

/**
 * How an adaptive plan becomes a round's matchups: a pair the plan gives several matchups' worth of games plays them
 * as matchups of the season's size one after another, the seats swapped each time, so that first moves stay even
 * between the two bots (inside a matchup the first move alternates already).
 */
public final class RoundSplit {

    private RoundSplit() {}

    public static List<PlannedMatchup> split(List<PlannedMatchup> pairs, int gamesPerMatchup) {
        List<PlannedMatchup> matchups = new ArrayList<>();
        for (PlannedMatchup pair : pairs) {
            for (int k = 0; k < pair.games() / gamesPerMatchup; k++) {
                matchups.add(
                        k % 2 == 0
                                ? new PlannedMatchup(pair.botA(), pair.botB(), gamesPerMatchup)
                                : new PlannedMatchup(pair.botB(), pair.botA(), gamesPerMatchup));
            }
        }
        return matchups;
    }
}
