package io.admiralty.league.games;

import io.admiralty.game.Side;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import jakarta.persistence.TypedQuery;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Stored games, read; {@link GameStore} writes them. */
@ApplicationScoped
public class GameRepository implements PanacheRepositoryBase<StoredGame, Long> {

    /** How often bot A beat bot B ({@code winner} A), lost ({@code B}) or drew (null) in a season's games. */
    public record Tally(long botA, long botB, Side winner, long games) {}

    /**
     * How many complete pairs of games on one deal (games 2k-1 and 2k of a matchup) bot {@code lo} and bot {@code hi}
     * ({@code lo < hi}) played in which lo scored {@code halfPoints} (0..4) over the pair.
     */
    public record PairTally(long lo, long hi, int halfPoints, long pairs) {}

    public Optional<StoredGame> withPlayers(long id) {
        return find("#StoredGame.withPlayers", Parameters.with("id", id)).firstResultOptional();
    }

    /**
     * Up to {@code size} games with ids below {@code before}, newest first, of a season and/or a bot when given; of the
     * version gates' games ({@link StoredGame#gateTeam}) only those of {@code teams}, or every one for
     * {@code everyTeam}.
     */
    public List<StoredGame> page(Long season, Long bot, long before, int size, boolean everyTeam, Set<Long> teams) {
        // an empty list is no valid "in": no team's id is negative
        Parameters parameters = Parameters.with("before", before)
                .and("everyTeam", everyTeam)
                .and("teams", teams.isEmpty() ? Set.of(-1L) : teams);
        String query;
        if (season != null && bot != null) {
            query = "#StoredGame.pageOfSeasonAndBot";
            parameters.and("season", season).and("bot", bot);
        } else if (season != null) {
            query = "#StoredGame.pageOfSeason";
            parameters.and("season", season);
        } else if (bot != null) {
            query = "#StoredGame.pageOfBot";
            parameters.and("bot", bot);
        } else {
            query = "#StoredGame.page";
        }
        return find(query, parameters).page(Page.ofSize(size)).list();
    }

    public List<Tally> tallies(long season) {
        return tallies(getEntityManager()
                .createNamedQuery("StoredGame.tallies", Tuple.class)
                .setParameter("season", season));
    }

    /** A duplicate season's complete pairs, by pair of bots and the lower id's score; a lone game counts in none. */
    public List<PairTally> dealPairs(long season) {
        return getEntityManager()
                .createNamedQuery("StoredGame.dealPairs", Tuple.class)
                .setParameter("season", season)
                .getResultStream()
                .map(row -> new PairTally(
                        row.get(0, Long.class),
                        row.get(1, Long.class),
                        row.get(2, Number.class).intValue(),
                        row.get(3, Long.class)))
                .toList();
    }

    /** How the bot's games went, in every season, by pair of seats and winner. */
    public List<Tally> talliesOfBot(long bot) {
        return tallies(getEntityManager()
                .createNamedQuery("StoredGame.talliesOfBot", Tuple.class)
                .setParameter("bot", bot));
    }

    private static List<Tally> tallies(TypedQuery<Tuple> query) {
        return query.getResultStream()
                .map(row -> new Tally(
                        row.get(0, Long.class), row.get(1, Long.class), row.get(2, Side.class), row.get(3, Long.class)))
                .toList();
    }

    /** The games the bot forfeited (alone or with its opponent), by forfeit reason code ({@code forfeit_timeout}), most first. */
    public List<ReasonCount> forfeitsOfBot(long bot) {
        return getEntityManager()
                .createNamedQuery("StoredGame.forfeitsOfBot", Tuple.class)
                .setParameter("bot", bot)
                .getResultStream()
                .map(row -> new ReasonCount(row.get(0, String.class), row.get(1, Long.class)))
                .toList();
    }

    public record ReasonCount(String reason, long games) {}
}
