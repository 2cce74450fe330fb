package io.admiralty.league.persistence;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Tuple;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Bots' entries in seasons, with their ratings, and the Elo history written beside them. */
@ApplicationScoped
public class EntryRepository implements PanacheRepositoryBase<SeasonEntry, SeasonEntry.Key> {

    public Optional<SeasonEntry> entry(long season, long bot) {
        SeasonEntry.Key key = new SeasonEntry.Key();
        key.seasonId = season;
        key.botId = bot;
        return findByIdOptional(key);
    }

    /** The entered bots that are not retired, by id. */
    public List<Long> playing(long season) {
        return getEntityManager().createNamedQuery("SeasonEntry.playing", Long.class).setParameter("season", season).getResultList();
    }

    public Set<Long> bots(long season) {
        return new HashSet<>(getEntityManager().createNamedQuery("SeasonEntry.bots", Long.class).setParameter("season", season)
                .getResultList());
    }

    public long entered(long season) {
        return getEntityManager().createNamedQuery("SeasonEntry.count", Long.class).setParameter("season", season).getSingleResult();
    }

    /** The bots' entries, locked in bot id order, so two workers storing games of the same bots never deadlock. */
    public List<SeasonEntry> lock(long season, Collection<Long> bots) {
        return getEntityManager().createNamedQuery("SeasonEntry.ofBots", SeasonEntry.class).setParameter("season", season)
                .setParameter("bots", bots).setLockMode(LockModeType.PESSIMISTIC_WRITE).getResultList();
    }

    /** The first {@code size} entries by Elo, best first (ties by wins, then bot id), with their bots and teams. */
    public List<BoardRow> board(long season, int size) {
        return getEntityManager().createNamedQuery("SeasonEntry.board", BoardRow.class).setParameter("season", season)
                .setMaxResults(size).getResultList();
    }

    public List<SeasonEntry> ofSeason(long season) {
        return getEntityManager().createNamedQuery("SeasonEntry.ofSeason", SeasonEntry.class).setParameter("season", season).getResultList();
    }

    public List<EloPoint> ratingHistory(long season, long bot) {
        return getEntityManager().createNamedQuery("EloPoint.ofBot", EloPoint.class).setParameter("season", season)
                .setParameter("bot", bot).getResultList();
    }

    /**
     * For each bot with rating points from game {@code since} on: its Elo before the first of them, and how many
     * games they are.
     */
    public List<RatingSince> ratingsSince(long season, long since) {
        return getEntityManager().createNamedQuery("EloPoint.firstSince", Tuple.class).setParameter("season", season)
                .setParameter("since", since).getResultStream()
                .map(row -> new RatingSince(row.get(0, Long.class), row.get(1, Double.class), row.get(2, Long.class))).toList();
    }

    /** A bot's Elo before its first game from a given one on ({@code eloBefore} null for points that lack it), and its games since. */
    public record RatingSince(long botId, Double eloBefore, long games) {
    }

    /** The bot's entries with their seasons' names, oldest season first. */
    public List<EntryOfBot> ofBot(long bot) {
        return getEntityManager().createNamedQuery("SeasonEntry.ofBot", Tuple.class).setParameter("bot", bot).getResultStream()
                .map(row -> new EntryOfBot(row.get(0, SeasonEntry.class), row.get(1, String.class))).toList();
    }

    public record EntryOfBot(SeasonEntry entry, String seasonName) {
    }

    public void persistPoints(List<EloPoint> points) {
        points.forEach(getEntityManager()::persist);
    }
}
