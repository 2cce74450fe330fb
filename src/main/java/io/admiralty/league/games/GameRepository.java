package io.admiralty.league.games;

import io.admiralty.bot.MoveTimes;
import io.admiralty.game.Side;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import jakarta.persistence.TypedQuery;
import java.nio.ByteBuffer;
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
     * Up to {@code size} games with ids below {@code before}, newest first, of a season and/or a bot when given, and
     * with a tag when given: one its reader may see (its bot's team's, or every team's for {@code everyTeam}, or its
     * team's notes public), the bot's own when a bot is given. Of the version gates' games
     * ({@link StoredGame#gateTeam}) only those of {@code teams}, or every one for {@code everyTeam}.
     */
    public List<StoredGame> page(
            Long season, Long bot, String tag, long before, int size, boolean everyTeam, Set<Long> teams) {
        // an empty list is no valid "in": no team's id is negative
        Parameters parameters = Parameters.with("before", before)
                .and("everyTeam", everyTeam)
                .and("teams", teams.isEmpty() ? Set.of(-1L) : teams);
        StringBuilder query = new StringBuilder(
                "from StoredGame g left join fetch g.playerA left join fetch g.playerB where g.id < :before");
        if (season != null) {
            query.append(" and g.seasonId = :season");
            parameters.and("season", season);
        }
        if (bot != null) {
            query.append(" and (g.botA = :bot or g.botB = :bot)");
            parameters.and("bot", bot);
        }
        if (tag != null) {
            query.append(" and exists (select 1 from GameTag t, Bot tb where t.gameId = g.id and t.tag = :tag")
                    .append(" and tb.id = t.botId")
                    .append(bot != null ? " and t.botId = :bot" : "")
                    .append(" and (:everyTeam = true or tb.team.notesPublic = true or tb.team.id in :teams))");
            parameters.and("tag", tag);
        }
        query.append(" and (:everyTeam = true or g.gateTeam is null or g.gateTeam in :teams)")
                .append(" and (:everyTeam = true or g.tournamentShown is null or g.tournamentShown = 'PUBLIC'")
                .append(" or g.tournamentShown = 'PARTICIPANTS' and exists (select 1 from Bot p")
                .append(" where p.id in (g.botA, g.botB) and p.team.id in :teams))")
                .append(" order by g.id desc");
        return find(query.toString(), parameters).page(Page.ofSize(size)).list();
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

    /**
     * How often bot A at {@code versionA} beat bot B at {@code versionB} ({@code winner} A), lost ({@code B}) or drew
     * (null); version 0 where a game did not record it.
     */
    public record VersionTally(long botA, int versionA, long botB, int versionB, Side winner, long games) {}

    /** How the bot's games went, in every season, by pair of seats, the versions that sat there, and winner. */
    public List<VersionTally> versionTalliesOfBot(long bot) {
        return getEntityManager()
                .createNamedQuery("StoredGame.versionTalliesOfBot", Tuple.class)
                .setParameter("bot", bot)
                .getResultStream()
                .map(row -> new VersionTally(
                        row.get("botA", Long.class),
                        row.get("versionA", Integer.class),
                        row.get("botB", Long.class),
                        row.get("versionB", Integer.class),
                        row.get("winner", Side.class),
                        row.get("games", Long.class)))
                .toList();
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

    /** How long each seat took over each of its moves in the game (none for games stored before they were kept). */
    public MoveTimes moveTimes(long id) {
        Object[] row = (Object[]) getEntityManager()
                .createNativeQuery("select move_times_a, move_times_b from game where id = ?1")
                .setParameter(1, id)
                .getSingleResult();
        return new MoveTimes(micros((byte[]) row[0]), micros((byte[]) row[1]));
    }

    private static int[] micros(byte[] packed) {
        if (packed == null) {
            return new int[0];
        }
        int[] micros = new int[packed.length / 4];
        ByteBuffer.wrap(packed).asIntBuffer().get(micros);
        return micros;
    }
}
