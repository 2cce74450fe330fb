package io.admiralty.league.bench;

import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Side;
import io.admiralty.league.queue.MatchupStatus;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import jakarta.persistence.TypedQuery;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Spells on the bench, and a bot's last matchups of a season as {@link BenchRule} reads them. */
@ApplicationScoped
public class BenchRepository implements PanacheRepositoryBase<Bench, Long> {

    private static final String FORFEIT = "forfeit_";

    /**
     * The open spells that hold bots now: each of the version the bot plays in the spell's season (its entry's frozen
     * version past the season's deadline, else its current one, as a matchup's start reads it), so a gate that passed
     * or a refusal's fall-back ends a spell by itself, and a frozen season keeps the spell of the version it plays.
     */
    private static final String HOLDING =
            """
            select b.* from bench b join bot on bot.id = b.bot_id
              left join season_entry e on e.season_id = b.season_id and e.bot_id = b.bot_id
            where b.lifted_at is null and b.bot_id in (:bots) and b.version = coalesce(e.frozen_version, bot.version)""";

    /** The version the bot plays in the season: its entry's frozen version, else its current one. */
    private static final String PLAYED_VERSION =
            """
            select coalesce(e.frozen_version, bot.version) from bot
              left join season_entry e on e.season_id = :season and e.bot_id = bot.id
            where bot.id = :bot""";

    /**
     * Ends the bot's open spells as a new current version does: in every season but those whose entries are frozen (a
     * season past its deadline plays the version it froze at, whatever is uploaded since).
     */
    private static final String LIFT_FOR_VERSION =
            """
            update bench b set lifted_at = :at, lifted_by = 'version'
            where b.bot_id = :bot and b.lifted_at is null and not exists (
              select 1 from season_entry e where e.season_id = b.season_id and e.bot_id = b.bot_id
                and e.frozen_version is not null)""";

    /** The bot's open spell in the season, whether or not a newer version has ended it since. */
    public Optional<Bench> openInSeason(long bot, long season) {
        return getEntityManager()
                .createNamedQuery("Bench.openInSeason", Bench.class)
                .setParameter("bot", bot)
                .setParameter("season", season)
                .getResultStream()
                .findFirst();
    }

    /** The spells that hold the bots now, in every season. */
    public List<Bench> holding(Collection<Long> bots) {
        return holding(HOLDING + " order by b.season_id", bots).getResultList();
    }

    /** The spells that hold the bots now in the season. */
    public List<Bench> holding(long season, Collection<Long> bots) {
        return holding(HOLDING + " and b.season_id = :season", bots)
                .setParameter("season", season)
                .getResultList();
    }

    @SuppressWarnings("unchecked")
    private TypedQuery<Bench> holding(String sql, Collection<Long> bots) {
        return (TypedQuery<Bench>)
                getEntityManager().createNativeQuery(sql, Bench.class).setParameter("bots", bots);
    }

    /** The version the bot plays in the season now. */
    public int playedVersion(long season, long bot) {
        return ((Number) getEntityManager()
                        .createNativeQuery(PLAYED_VERSION)
                        .setParameter("season", season)
                        .setParameter("bot", bot)
                        .getSingleResult())
                .intValue();
    }

    /** Ends the bot's spells that a new current version ends (see {@link #LIFT_FOR_VERSION}). */
    public void liftForNewVersion(long bot, Instant at) {
        getEntityManager()
                .createNativeQuery(LIFT_FOR_VERSION)
                .setParameter("bot", bot)
                .setParameter("at", at)
                .executeUpdate();
    }

    /** The names of the seasons, by id. */
    @SuppressWarnings("unchecked")
    public Map<Long, String> seasonNames(Collection<Long> seasons) {
        if (seasons.isEmpty()) {
            return Map.of();
        }
        Map<Long, String> names = new HashMap<>();
        ((List<Tuple>) getEntityManager()
                        .createNativeQuery("select id, name from season where id in (:ids)", Tuple.class)
                        .setParameter("ids", seasons)
                        .getResultList())
                .forEach(row -> names.put(row.get("id", Long.class), row.get("name", String.class)));
        return names;
    }

    /** When the bot was last put back in the season, if ever. */
    public Optional<Instant> lastLifted(long bot, long season) {
        return Optional.ofNullable(getEntityManager()
                .createNamedQuery("Bench.lastLifted", Instant.class)
                .setParameter("bot", bot)
                .setParameter("season", season)
                .getSingleResult());
    }

    /**
     * The bot's last {@code n} ended (not cancelled) matchups of the season in which it played {@code version}, newest
     * first, each with its games.
     */
    public List<BenchRule.Played> lastMatchups(long season, long bot, int version, int n) {
        List<Long> ids = getEntityManager()
                .createQuery(
                        """
                        select m.id from Matchup m where m.seasonId = :season and m.status = :done
                          and ((m.botA = :bot and m.versionA = :version) or (m.botB = :bot and m.versionB = :version))
                        order by m.id desc""",
                        Long.class)
                .setParameter("season", season)
                .setParameter("done", MatchupStatus.DONE)
                .setParameter("bot", bot)
                .setParameter("version", version)
                .setMaxResults(n)
                .getResultList();
        if (ids.isEmpty()) {
            return List.of();
        }
        Map<Long, List<BenchRule.Game>> games = new LinkedHashMap<>();
        ids.forEach(id -> games.put(id, new ArrayList<>()));
        getEntityManager()
                .createQuery(
                        """
                        select g.matchupId as matchup, g.id as id, g.startedAt as startedAt, g.botA as botA,
                          g.winner as winner, g.reason as reason
                        from StoredGame g where g.matchupId in :ids order by g.id""",
                        Tuple.class)
                .setParameter("ids", ids)
                .getResultStream()
                .forEach(row -> {
                    Side seat = row.get("botA", Long.class) == bot ? Side.A : Side.B;
                    games.get(row.get("matchup", Long.class))
                            .add(new BenchRule.Game(
                                    row.get("id", Long.class),
                                    row.get("startedAt", Instant.class),
                                    forfeit(seat, row.get("winner", Side.class), row.get("reason", String.class))));
                });
        return games.entrySet().stream()
                .map(e -> new BenchRule.Played(e.getKey(), List.copyOf(e.getValue())))
                .toList();
    }

    /** Why the bot in {@code seat} forfeited the game, null if it did not (it won, drew, lost on the board). */
    private static ForfeitReason forfeit(Side seat, Side winner, String reason) {
        if (!reason.startsWith(FORFEIT) || winner == seat) {
            return null;
        }
        return ForfeitReason.fromCode(reason.substring(FORFEIT.length()));
    }
}
