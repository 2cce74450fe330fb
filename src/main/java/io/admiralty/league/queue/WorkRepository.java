package io.admiralty.league.queue;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Tuple;
import java.util.Optional;

/**
 * The work queue's SQL, all of it: claiming, renewing, handing back and ending leases. Times are the database's clock,
 * which every instance shares, so instances whose clocks differ still agree on when a lease ran out; the claim skips
 * rows other workers hold ({@code FOR UPDATE SKIP LOCKED}), so concurrent workers never take the same row.
 */
@ApplicationScoped
public class WorkRepository {

    /**
     * Whether the work row {@code w} may be claimed: it waits (unless a season's matchup of a paused season, or a
     * matchup that would play a version still being validated: the version it was queued with, else the bot's current
     * one, waits for the validation's verdict), or its lease ran out (its worker or instance died).
     */
    private static final String CLAIMABLE_ROW =
            """
            ((w.status = 'queued'
              and not exists (
                select 1 from matchup m join season s on s.id = m.season_id where m.id = w.id and s.paused)
              and (w.kind = 'validation' or not exists (
                select 1 from matchup m join validation v on v.state = 'validating'
                  and ((v.bot_id = m.bot_a
                        and v.version = coalesce(m.version_a, (select version from bot where id = m.bot_a)))
                    or (v.bot_id = m.bot_b
                        and v.version = coalesce(m.version_b, (select version from bot where id = m.bot_b))))
                where m.id = w.id)))
             or (w.status = 'running' and w.lease_until < now()))""";

    /** The first claimable work by rank and age up to {@code lastRank}. */
    private static final String CLAIM =
            """
            with next as (
              select w.id from work w
              where w.rank <= :lastRank and %s
              order by w.rank, w.id limit 1 for update skip locked)
            update work w set status = 'running', lease_owner = :owner,
              lease_until = now() + :leaseMillis * interval '1 millisecond',
              attempts = w.attempts + 1, started_at = coalesce(w.started_at, now())
            from next where w.id = next.id
            returning w.id, w.kind, w.attempts"""
                    .formatted(CLAIMABLE_ROW);

    /** Whether the claim would find work ranked before {@code rank} now (its own condition). */
    private static final String CLAIMABLE =
            "select exists (select 1 from work w where w.rank < :rank and %s)".formatted(CLAIMABLE_ROW);

    private static final String HOLD =
            """
            update work set lease_until = now() + :leaseMillis * interval '1 millisecond'
            where id = :id and lease_owner = :owner and status = 'running'""";

    /** Handing work back unfinished, so that earlier work can run, is not a failed attempt. */
    private static final String RELEASE =
            """
            update work set status = 'queued', lease_owner = null, lease_until = null, attempts = attempts - 1
            where id = :id and lease_owner = :owner and status = 'running'""";

    private static final String FINISH =
            """
            update work set status = :status, finished_at = now(), finished_by = lease_owner, lease_until = null
            where id = :id and lease_owner = :owner and status = 'running'""";

    private static final String COUNT = "select count(*) from work where status = :status and rank <= :lastRank";

    private final EntityManager entities;

    public WorkRepository(EntityManager entities) {
        this.entities = entities;
    }

    /** Takes the next work for {@code owner}; the row has {@code id}, {@code kind} and {@code attempts}. */
    public Optional<Tuple> claim(String owner, long leaseMillis, short lastRank) {
        return entities.createNativeQuery(CLAIM, Tuple.class)
                .setParameter("owner", owner)
                .setParameter("leaseMillis", leaseMillis)
                .setParameter("lastRank", lastRank)
                .getResultStream()
                .findFirst();
    }

    public boolean claimableBefore(short rank) {
        return (Boolean)
                entities.createNativeQuery(CLAIMABLE).setParameter("rank", rank).getSingleResult();
    }

    /** Renews the lease while {@code owner} still holds it; false when it was lost. */
    public boolean holdLease(long id, String owner, long leaseMillis) {
        return entities.createNativeQuery(HOLD)
                        .setParameter("id", id)
                        .setParameter("owner", owner)
                        .setParameter("leaseMillis", leaseMillis)
                        .executeUpdate()
                > 0;
    }

    public boolean release(long id, String owner) {
        return entities.createNativeQuery(RELEASE)
                        .setParameter("id", id)
                        .setParameter("owner", owner)
                        .executeUpdate()
                > 0;
    }

    /** Ends the work with {@code status} (a word) while {@code owner} still holds it; false when the lease was lost. */
    public boolean finish(long id, String owner, String status) {
        return entities.createNativeQuery(FINISH)
                        .setParameter("id", id)
                        .setParameter("owner", owner)
                        .setParameter("status", status)
                        .executeUpdate()
                > 0;
    }

    public long count(String status, short lastRank) {
        return ((Number) entities.createNativeQuery(COUNT)
                        .setParameter("status", status)
                        .setParameter("lastRank", lastRank)
                        .getSingleResult())
                .longValue();
    }
}
