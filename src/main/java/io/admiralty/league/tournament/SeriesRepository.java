package io.admiralty.league.tournament;

import io.admiralty.game.Side;
import io.admiralty.league.queue.MatchupStatus;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A tournament's series and their stored games. */
@ApplicationScoped
public class SeriesRepository implements PanacheRepositoryBase<TournamentSeries, Long> {

    /** One stored game of a series: its id, the bot in seat A, the winning seat (null: a draw) and its strikes. */
    public record SeriesGame(long id, long seatA, Side winner, byte[] strikes) {}

    public List<TournamentSeries> ofTournament(long tournament) {
        return getEntityManager()
                .createNamedQuery("TournamentSeries.ofTournament", TournamentSeries.class)
                .setParameter("tournament", tournament)
                .getResultList();
    }

    /**
     * The stored games of each of the tournament's series, in the order they were played, by series id; none of a pair
     * cancelled before it finished.
     */
    public Map<Long, List<SeriesGame>> games(long tournament) {
        Map<Long, List<SeriesGame>> games = new HashMap<>();
        getEntityManager()
                .createNamedQuery("TournamentSeries.games", Tuple.class)
                .setParameter("tournament", tournament)
                .setParameter("cancelled", MatchupStatus.CANCELLED)
                .getResultStream()
                .forEach(row -> games.computeIfAbsent(row.get(0, Long.class), s -> new ArrayList<>())
                        .add(new SeriesGame(
                                row.get(1, Long.class),
                                row.get(2, Long.class),
                                row.get(3, Side.class),
                                row.get(4, byte[].class))));
        return games;
    }
}
