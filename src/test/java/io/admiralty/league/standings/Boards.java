package io.admiralty.league.standings;

import io.admiralty.league.standings.Standings.RankedBot;
import io.admiralty.league.standings.Standings.Standing;
import io.admiralty.league.standings.Standings.TeamName;

/** Leaderboard rows for the tables' tests: a bot and its place, its MLE and interval where the fit has seen it. */
final class Boards {

    private Boards() {}

    static RankedBot bot(long id, String name) {
        return new RankedBot(id, name, false, new TeamName(1, "team"));
    }

    static Standing standing(
            long id, String name, int rank, Integer previousRank, Double mle, Double low, Double high) {
        return new Standing(
                rank,
                mle == null ? "elo" : "mle",
                previousRank,
                bot(id, name),
                1500,
                0,
                0,
                0,
                0,
                0,
                mle,
                low,
                high,
                false,
                null,
                null,
                null,
                null);
    }

    /** A bot ranked {@code id}-th by its Elo. */
    static Standing ranked(int id, String name) {
        return standing(id, name, id, null, null, null, null);
    }
}
