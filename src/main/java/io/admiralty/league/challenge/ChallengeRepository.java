package io.admiralty.league.challenge;

import io.admiralty.game.Side;
import io.admiralty.league.queue.MatchupStatus;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Challenges: what a team made lately and has open (its limits), and challenges with their matchups, as read. */
@ApplicationScoped
public class ChallengeRepository implements PanacheRepositoryBase<Challenge, Long> {

    /** A challenge with its bots' names and its matchup's state ({@code versionA}, {@code versionB} once it started). */
    public record Row(
            long id,
            long team,
            String teamName,
            long bot,
            String botName,
            Integer botVersion,
            long opponent,
            String opponentName,
            long opponentTeam,
            String opponentTeamName,
            Integer opponentVersion,
            int games,
            String ruleset,
            MatchupStatus status,
            String detail,
            long matchup,
            Instant createdAt,
            Instant startedAt,
            Instant finishedAt) {}

    /** A challenge's stored games so far: ids in order, and the winning seat of each (null: a draw). */
    public record Games(List<Long> ids, List<Side> winners) {
        /** A matchup that has stored no game yet. */
        public static final Games NONE = new Games(List.of(), List.of());
    }

    /** The challenges the team made after {@code since}. */
    public List<ChallengeLimits.Made> madeSince(long team, Instant since) {
        return getEntityManager()
                .createNamedQuery("Challenge.madeSince", ChallengeLimits.Made.class)
                .setParameter("team", team)
                .setParameter("since", since)
                .getResultList();
    }

    /** How many of the team's challenges are waiting or playing. */
    public long open(long team) {
        return getEntityManager()
                .createNamedQuery("Challenge.open", Long.class)
                .setParameter("team", team)
                .setParameter("open", MatchupStatus.OPEN)
                .getSingleResult();
    }

    public Optional<Row> row(long id) {
        return rows(id, -1, -1, 1).stream().findFirst();
    }

    /** The challenges made by the bot or against it, newest first. */
    public List<Row> ofBot(long bot, int first) {
        return rows(-1, bot, -1, first);
    }

    /** The challenges made by the team or against one of its bots, newest first. */
    public List<Row> ofTeam(long team, int first) {
        return rows(-1, -1, team, first);
    }

    private List<Row> rows(long id, long bot, long team, int first) {
        return getEntityManager()
                .createNamedQuery("Challenge.rows", Row.class)
                .setParameter("id", id)
                .setParameter("bot", bot)
                .setParameter("team", team)
                .setMaxResults(first)
                .getResultList();
    }

    /** The matchup's stored games in order. */
    public Games games(long matchup) {
        return games(List.of(matchup)).getOrDefault(matchup, Games.NONE);
    }

    /** The stored games of each of the matchups, in one query (a table of challenges reads them all at once). */
    public Map<Long, Games> games(Collection<Long> matchups) {
        if (matchups.isEmpty()) {
            return Map.of();
        }
        List<Tuple> rows = getEntityManager()
                .createQuery(
                        "select g.matchupId, g.id, g.winner from StoredGame g where g.matchupId in :matchups"
                                + " order by g.matchupId, g.gameIndex",
                        Tuple.class)
                .setParameter("matchups", matchups)
                .getResultList();
        Map<Long, List<Tuple>> byMatchup = rows.stream()
                .collect(Collectors.groupingBy(r -> r.get(0, Long.class), HashMap::new, Collectors.toList()));
        Map<Long, Games> games = new HashMap<>();
        byMatchup.forEach((matchup, its) -> games.put(
                matchup,
                new Games(
                        its.stream().map(r -> r.get(1, Long.class)).toList(),
                        // a draw's winner is null, which toList keeps
                        its.stream().map(r -> r.get(2, Side.class)).toList())));
        return games;
    }
}
