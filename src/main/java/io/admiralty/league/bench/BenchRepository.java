package io.admiralty.league.bench;

import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Side;
import io.admiralty.league.queue.MatchupStatus;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Spells on the bench, and a bot's last matchups of a season as {@link BenchRule} reads them. */
@ApplicationScoped
public class BenchRepository implements PanacheRepositoryBase<Bench, Long> {

    private static final String FORFEIT = "forfeit_";

    /** The open spells of the bots, whether or not a newer version has ended them since. */
    public List<Bench> open(Collection<Long> bots) {
        return getEntityManager()
                .createNamedQuery("Bench.open", Bench.class)
                .setParameter("bots", bots)
                .getResultList();
    }

    /** The spells that hold the bots now: open, and of their current versions. */
    public List<Bench> holding(Collection<Long> bots) {
        return getEntityManager()
                .createNamedQuery("Bench.holding", Bench.class)
                .setParameter("bots", bots)
                .getResultList();
    }

    /** When the bot was last put back, if ever. */
    public Optional<Instant> lastLifted(long bot) {
        return Optional.ofNullable(getEntityManager()
                .createNamedQuery("Bench.lastLifted", Instant.class)
                .setParameter("bot", bot)
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
        ids.forEach(id -> games.put(id, new java.util.ArrayList<>()));
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
