package io.admiralty.league.queue;

import io.admiralty.rating.AdaptivePairing;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import java.util.List;

/** Matchups: queueing a round's, a gate's, a challenge's or a validation's, reading a claimed one, and what is open of a round, season or gate. */
@ApplicationScoped
public class MatchupRepository implements PanacheRepositoryBase<Matchup, Long> {

    private static final String START =
            """
            update matchup m set
              version_a = coalesce(m.version_a, (select frozen_version from season_entry e
                                                   where e.season_id = m.season_id and e.bot_id = m.bot_a),
                                   (select version from bot where id = m.bot_a)),
              version_b = coalesce(m.version_b, (select frozen_version from season_entry e
                                                   where e.season_id = m.season_id and e.bot_id = m.bot_b),
                                   (select version from bot where id = m.bot_b))
            where m.id = :id
            returning m.id, coalesce(m.season_id, m.gate_id, m.challenge_id, m.validation_id,
              m.tournament_series_id) as owner_id, m.round_id,
              m.bot_a, m.bot_b, m.version_a, m.version_b, m.games,
              m.seed, (select coalesce(max(g.game_index), 0) from game g where g.matchup_id = m.id) as stored""";

    /** A bot's matchups of one season that wait, cancelled with the reason; their seasons and rounds. */
    private static final String CANCEL_QUEUED_OF =
            """
            with cancelled as (
              update work w set status = 'cancelled', finished_at = now()
              from matchup m
              where m.id = w.id and w.status = 'queued' and m.season_id = :season and (m.bot_a = :bot or m.bot_b = :bot)
              returning m.id, m.season_id, m.round_id)
            update matchup m set detail = :detail from cancelled c where m.id = c.id
            returning c.season_id, c.round_id""";

    /** Rows sent to the database at a time when a large round is queued; the session then forgets them. */
    private static final int QUEUE_CHUNK = 1000;

    /**
     * A batch of at least this many matchups, and at least {@link #ANALYZE_SHARE} of the rows the planner believes the
     * queue holds, has the tables analyzed at once (autovacuum's analyze comes up to a minute later).
     */
    static final int ANALYZE_AT_LEAST = 100;

    private static final double ANALYZE_SHARE = 0.1;

    /**
     * Queues the matchups in chunks, so that a round of a thousand bots does not hold half a million rows in memory. A
     * large batch is followed by an analyze of the queue's tables in the same transaction (which counts its own rows):
     * planned for the tables as they were before the round, the claim's and the season counts' joins ran as nested
     * loops over the whole round, thirty times slower, through the first minute of a 2,016-matchup round
     * (docs/benchmarks/concurrency.md).
     */
    public void queue(List<Matchup> matchups) {
        for (int i = 0; i < matchups.size(); i++) {
            getEntityManager().persist(matchups.get(i));
            if ((i + 1) % QUEUE_CHUNK == 0) {
                getEntityManager().flush();
                getEntityManager().clear();
            }
        }
        if (matchups.size() >= ANALYZE_AT_LEAST) {
            getEntityManager().flush();
            double planned = ((Number) getEntityManager()
                            .createNativeQuery(
                                    "select greatest(reltuples, 0) from pg_class where oid = 'matchup'::regclass")
                            .getSingleResult())
                    .doubleValue();
            if (matchups.size() >= planned * ANALYZE_SHARE) {
                // the owner's right; another user's analyze skips the tables with a warning, and the plans stay as
                // before
                getEntityManager().createNativeQuery("analyze matchup, work").executeUpdate();
            }
        }
    }

    /**
     * The claimed matchup's details, its versions fixed at its first claim (the bots' current ones then, or in a season
     * whose entries are frozen the versions they froze at); the row has
     * the columns of {@link Matchup} as named there, and {@code stored}, the number of its games stored already.
     */
    public Tuple start(long matchup) {
        return (Tuple) getEntityManager()
                .createNativeQuery(START, Tuple.class)
                .setParameter("id", matchup)
                .getSingleResult();
    }

    /** Cancels the bot's waiting matchups of the season (see {@link MatchupQueue#cancelQueuedOf}). */
    @SuppressWarnings("unchecked")
    public List<Tuple> cancelQueuedOf(long bot, long season, String detail) {
        return getEntityManager()
                .createNativeQuery(CANCEL_QUEUED_OF, Tuple.class)
                .setParameter("bot", bot)
                .setParameter("season", season)
                .setParameter("detail", detail)
                .getResultList();
    }

    /** Says why the matchup ended as it did (a cancelled one's reason). */
    public void explain(long matchup, String detail) {
        getEntityManager()
                .createNativeQuery("update matchup set detail = :detail where id = :id")
                .setParameter("id", matchup)
                .setParameter("detail", detail)
                .executeUpdate();
    }

    /**
     * Locks the round's row until the transaction ends: the finishes of one round's matchups take turns, so exactly one
     * of them counts no matchup left (at once, each would still count the other's as running).
     */
    public void lockRound(long round) {
        getEntityManager()
                .createNativeQuery("select id from round where id = :id for update")
                .setParameter("id", round)
                .getSingleResult();
    }

    /** How many of the gate's matchups are waiting or running. */
    public long openOfGate(long gate) {
        return getEntityManager()
                .createNamedQuery("Matchup.openOfGate", Long.class)
                .setParameter("gate", gate)
                .setParameter("open", MatchupStatus.OPEN)
                .getSingleResult();
    }

    public boolean roundComplete(long round) {
        return getEntityManager()
                        .createNamedQuery("Matchup.openInRound", Long.class)
                        .setParameter("round", round)
                        .setParameter("open", MatchupStatus.OPEN)
                        .getSingleResult()
                == 0;
    }

    /** Whether the season has matchups waiting or running. */
    public boolean busy(long season) {
        return getEntityManager()
                .createNamedQuery("Matchup.openInSeason", Boolean.class)
                .setParameter("season", season)
                .setParameter("open", MatchupStatus.OPEN)
                .getSingleResult();
    }

    /**
     * The season's matchups as a round's pairing weighs them: played, running or waiting (those will be played), not
     * the cancelled ones.
     */
    public List<AdaptivePairing.PastMatchup> history(long season) {
        return getEntityManager()
                .createNamedQuery("Matchup.pastOfSeason", Tuple.class)
                .setParameter("season", season)
                .setParameter("cancelled", MatchupStatus.CANCELLED)
                .getResultStream()
                .map(row -> new AdaptivePairing.PastMatchup(
                        row.get(0, Long.class),
                        row.get(1, Long.class),
                        row.get(2, Integer.class),
                        row.get(3, Integer.class)))
                .toList();
    }
}
