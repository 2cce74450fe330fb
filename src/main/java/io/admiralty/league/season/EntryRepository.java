package io.admiralty.league.season;

import io.admiralty.league.games.CopyIn;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Tuple;
import jakarta.persistence.TypedQuery;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import org.hibernate.Session;

/** Bots' entries in seasons, with their ratings, and the Elo history written beside them. */
@ApplicationScoped
public class EntryRepository implements PanacheRepositoryBase<SeasonEntry, SeasonEntry.Key> {

    /** Freezes the season's entries that are not frozen yet at their bots' current versions. */
    public void freeze(long season) {
        getEntityManager()
                .createNamedQuery("SeasonEntry.freeze")
                .setParameter("season", season)
                .executeUpdate();
    }

    /** Freezes the entries of every season whose submission deadline is past (of one bot, when it is given). */
    public void freezeDue(Instant now, Long bot) {
        var update = getEntityManager()
                .createNamedQuery(bot == null ? "SeasonEntry.freezeDue" : "SeasonEntry.freezeDueOfBot")
                .setParameter("now", now);
        if (bot != null) {
            update.setParameter("bot", bot);
        }
        update.executeUpdate();
    }

    /** The open seasons in which the bots' entries are frozen. */
    public List<FrozenEntry> frozenOfBots(List<Long> bots) {
        return getEntityManager()
                .createNamedQuery("SeasonEntry.frozenOfBots", FrozenEntry.class)
                .setParameter("bots", bots)
                .getResultList();
    }

    public Optional<SeasonEntry> entry(long season, long bot) {
        SeasonEntry.Key key = new SeasonEntry.Key();
        key.seasonId = season;
        key.botId = bot;
        return findByIdOptional(key);
    }

    /** The entered bots that are not retired, by id. */
    public List<Long> playing(long season) {
        return getEntityManager()
                .createNamedQuery("SeasonEntry.playing", Long.class)
                .setParameter("season", season)
                .getResultList();
    }

    public Set<Long> bots(long season) {
        return new HashSet<>(getEntityManager()
                .createNamedQuery("SeasonEntry.bots", Long.class)
                .setParameter("season", season)
                .getResultList());
    }

    /**
     * The bots' entries, locked in bot id order, so two workers storing games of the same bots never deadlock. One
     * lookup by key per bot rather than one query for all: a query with a lock and a list parameter is translated
     * anew every time, which cost the storing path more than the round trips it saves.
     */
    public List<SeasonEntry> lock(long season, SortedSet<Long> bots) {
        List<SeasonEntry> locked = new ArrayList<>(bots.size());
        for (long bot : bots) {
            SeasonEntry entry = getEntityManager()
                    .find(SeasonEntry.class, new SeasonEntry.Key(season, bot), LockModeType.PESSIMISTIC_WRITE);
            if (entry != null) {
                locked.add(entry);
            }
        }
        return locked;
    }

    /**
     * The first {@code size} entries in leaderboard order, with their bots and teams, withdrawn ones left out (a bot
     * withdrawn from a season leaves its table; a closed season refuses withdrawals, so its table stays as it closed):
     * by the maximum-likelihood rating of the latest refit, and by Elo for a bot the fit has not seen yet (all of them
     * before the first refit); ties by Elo, then wins, then bot id. Both ratings are on one scale (1500 the mean), so a bot entered since the refit
     * sits where its Elo puts it among the fitted ratings until the next refit places it.
     */
    public List<BoardRow> board(long season, int size) {
        return getEntityManager()
                .createNamedQuery("SeasonEntry.board", BoardRow.class)
                .setParameter("season", season)
                .setMaxResults(size)
                .getResultList();
    }

    /** The season's entries with their bots' and teams' names, by bot name. */
    public List<SeasonEntries.EntryView> listed(long season) {
        return getEntityManager()
                .createNamedQuery("SeasonEntry.listed", SeasonEntries.EntryView.class)
                .setParameter("season", season)
                .getResultList();
    }

    public List<SeasonEntry> ofSeason(long season) {
        return getEntityManager()
                .createNamedQuery("SeasonEntry.ofSeason", SeasonEntry.class)
                .setParameter("season", season)
                .getResultList();
    }

    public List<VersionedPoint> ratingHistory(long season, long bot) {
        return versioned(getEntityManager()
                .createNamedQuery("EloPoint.ofBot", Tuple.class)
                .setParameter("season", season)
                .setParameter("bot", bot));
    }

    /** The bot's rating history in every season it played, by season, each in the order it was rated. */
    public List<VersionedPoint> ratingHistory(long bot) {
        return versioned(getEntityManager()
                .createNamedQuery("EloPoint.ofBotEverySeason", Tuple.class)
                .setParameter("bot", bot));
    }

    /** A bot's Elo in a season after one of its games, and the version of it that played the game. */
    public record VersionedPoint(long season, long game, double elo, Instant at, int version) {}

    private static List<VersionedPoint> versioned(TypedQuery<Tuple> query) {
        return query.getResultStream()
                .map(row -> new VersionedPoint(
                        row.get("season", Long.class),
                        row.get("game", Long.class),
                        row.get("elo", Double.class),
                        row.get("at", Instant.class),
                        row.get("version", Integer.class)))
                .toList();
    }

    /** The bot's entries with their seasons' names, oldest season first. */
    public List<EntryOfBot> ofBot(long bot) {
        return getEntityManager()
                .createNamedQuery("SeasonEntry.ofBot", Tuple.class)
                .setParameter("bot", bot)
                .getResultStream()
                .map(row -> new EntryOfBot(row.get(0, SeasonEntry.class), row.get(1, String.class)))
                .toList();
    }

    public record EntryOfBot(SeasonEntry entry, String seasonName) {}

    /**
     * Writes rating points by {@code COPY} on the transaction's connection: every stored game writes two, so this is
     * part of the storing path LeagueBench measures, where persisting them as entities cost a fifth of the rate.
     */
    public void copyPoints(List<EloPoint> points) {
        if (points.isEmpty()) {
            return;
        }
        StringBuilder rows = new StringBuilder(points.size() * 64);
        for (EloPoint p : points) {
            rows.append(p.seasonId)
                    .append('\t')
                    .append(p.botId)
                    .append('\t')
                    .append(p.gameId)
                    .append('\t')
                    .append(p.eloBefore == null ? "\\N" : p.eloBefore.toString())
                    .append('\t')
                    .append(p.elo)
                    .append('\t')
                    .append(p.at)
                    .append('\n');
        }
        getEntityManager()
                .unwrap(Session.class)
                .doWork(c -> CopyIn.rows(
                        c,
                        "copy rating_history (season_id, bot_id, game_id, elo_before, elo, at) from stdin",
                        rows,
                        "rating points"));
    }
}
