package io.admiralty.league.queue;

import io.admiralty.league.season.Round;
import io.admiralty.rating.AdaptivePairing;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Tuple;
import java.util.List;
import java.util.Optional;

/** The matchup work queue: queueing a round's matchups, and the leases of the workers that play them. */
@ApplicationScoped
public class MatchupRepository implements PanacheRepositoryBase<Matchup, Long> {

    /** Rows sent to the database at a time when a large round is queued; the session then forgets them. */
    private static final int QUEUE_CHUNK = 1000;

    /** Queues the matchups, in chunks so that a round of a thousand bots does not hold half a million rows in memory. */
    public void queue(List<Matchup> matchups) {
        for (int i = 0; i < matchups.size(); i++) {
            getEntityManager().persist(matchups.get(i));
            if ((i + 1) % QUEUE_CHUNK == 0) {
                getEntityManager().flush();
                getEntityManager().clear();
            }
        }
    }

    /**
     * Takes the first queued matchup by priority and age (a paused season's wait), or a running one whose lease ran out, for
     * {@code owner}; the row has the columns of {@link Matchup} as named there, and {@code stored}, the number of
     * its games in the database already.
     */
    public Optional<Tuple> claim(String owner, long leaseMillis) {
        List<Tuple> rows = getEntityManager()
                .createNamedQuery("Matchup.claim", Tuple.class)
                .setParameter("owner", owner)
                .setParameter("leaseMillis", leaseMillis)
                .getResultList();
        return rows.stream().findFirst();
    }

    /** Whether a claim would find a matchup now. */
    public boolean claimable() {
        return (Boolean)
                getEntityManager().createNamedQuery("Matchup.claimable").getSingleResult();
    }

    /** Renews the lease while {@code owner} still holds it; false when it was lost. */
    public boolean holdLease(long matchup, String owner, long leaseMillis) {
        return getEntityManager()
                        .createNamedQuery("Matchup.holdLease")
                        .setParameter("id", matchup)
                        .setParameter("owner", owner)
                        .setParameter("leaseMillis", leaseMillis)
                        .executeUpdate()
                > 0;
    }

    /** Ends the matchup while {@code owner} still holds it; false when the lease was lost. */
    public boolean finish(long matchup, String owner, MatchupStatus status, String detail) {
        return getEntityManager()
                        .createNamedQuery("Matchup.finish")
                        .setParameter("id", matchup)
                        .setParameter("owner", owner)
                        .setParameter("status", status.code())
                        .setParameter("detail", detail)
                        .executeUpdate()
                > 0;
    }

    /**
     * Locks the round's row until the transaction ends: the finishes of one round's matchups take turns, so exactly one
     * of them counts no matchup left (at once, each would still count the other's as running).
     */
    public void lockRound(long round) {
        getEntityManager().find(Round.class, round, LockModeType.PESSIMISTIC_WRITE);
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

    public long count(MatchupStatus status) {
        return getEntityManager()
                .createNamedQuery("Matchup.countByStatus", Long.class)
                .setParameter("status", status)
                .getSingleResult();
    }

    /** How many of the season's matchups are in each state (states with none are left out). */
}
