package io.admiralty.league.queue;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Tuple;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The work queue's SQL, all of it: claiming, renewing, handing back and ending leases. Times are the database's clock,
 * which every instance shares, so instances whose clocks differ still agree on when a lease ran out; the claim skips
 * rows other workers hold ({@code FOR UPDATE SKIP LOCKED}), so concurrent workers never take the same row.
 */
@ApplicationScoped
public class WorkRepository {

    /** The kinds of teams' work ({@link WorkKind#ofTeam}) as an SQL list of their words. */
    private static final String TEAM_KINDS = Arrays.stream(WorkKind.values())
            .filter(WorkKind::ofTeam)
            .map(kind -> "'" + kind.code() + "'")
            .collect(Collectors.joining(", ", "(", ")"));

    /**
     * Teams' work running now, by team ({@code busy.team_id}, {@code busy.running}), over all instances: work whose
     * lease ran out is not running any more, since the claim may take it again. A team's work is its matchup's bot A's
     * team's.
     */
    private static final String BUSY =
            """
            busy as (select owner.team_id, count(*) as running
                     from work r join matchup rm on rm.id = r.id join bot owner on owner.id = rm.bot_a
                     where r.status = 'running' and r.kind in TEAM_KINDS and r.lease_until >= now()
                     group by owner.team_id)"""
                    .replace("TEAM_KINDS", TEAM_KINDS);

    /** The team of the work {@code w} if it is a team's ({@code owner}), and that team's running work ({@code busy}). */
    private static final String OWNER =
            """

              left join bot owner on owner.id = m.bot_a and w.kind in TEAM_KINDS
              left join busy on busy.team_id = owner.team_id
            """
                    .replace("TEAM_KINDS", TEAM_KINDS);

    /** Whether the work is the league's own, or its team holds fewer than {@code :perTeam} running. */
    private static final String UNDER_TEAM_CAP =
            " and (w.kind not in " + TEAM_KINDS + " or coalesce(busy.running, 0) < :perTeam)";

    /**
     * Whether work waits to be claimed (a paused season's matchups wait on, and so does a matchup that would play a
     * version still being validated: the version it was queued with, else the bot's current one, waits for the
     * validation's verdict; a season whose entries are frozen plays the versions they froze at) or its lease ran out (its worker or instance died); {@code m} is the work's matchup, if it
     * is one.
     */
    private static final String CLAIMABLE_NOW =
            """
            ((w.status = 'queued'
              and not exists (select 1 from season s where s.id = m.season_id and s.paused)
              and (w.kind = 'validation' or not exists (
                select 1 from validation v where v.state = 'validating'
                  and ((v.bot_id = m.bot_a
                        and v.version = coalesce(m.version_a,
                          (select frozen_version from season_entry e where e.season_id = m.season_id and e.bot_id = m.bot_a),
                          (select version from bot where id = m.bot_a)))
                    or (v.bot_id = m.bot_b
                        and v.version = coalesce(m.version_b,
                          (select frozen_version from season_entry e where e.season_id = m.season_id and e.bot_id = m.bot_b),
                          (select version from bot where id = m.bot_b)))))))
             or (w.status = 'running' and w.lease_until < now()))""";

    /**
     * Work up to {@code lastRank} that may be claimed, with its {@link CostClass} ({@code c.cost}: from the kinds of the
     * bots it runs; work whose bots are not known here counts as cpu) and the shares of a CPU slot that takes
     * ({@code s.shares}, as {@link Admission#shares}); teams' work only where {@link Admission#mayTake} takes it (its
     * team under the cap, in the room left to teams).
     */
    private static final String WAITING =
            """
            from work w
              left join matchup m on m.id = w.id
              left join skill_job j on j.id = w.id
              cross join lateral (select (select case when bool_or(b.kind in ('process', 'jvm')) then 'cpu'
                                                      when bool_or(b.kind = 'builtin') then 'builtin'
                                                      when count(*) = 0 then 'cpu'
                                                      else 'network' end
                                          from bot b where b.id in (m.bot_a, m.bot_b, j.bot_id)) as cost) c
              cross join lateral (select case c.cost when 'cpu' then :slot when 'builtin' then :builtinShares else 0 end
                                  as shares) s"""
                    + OWNER
                    + "where w.rank <= :lastRank and "
                    + CLAIMABLE_NOW
                    + UNDER_TEAM_CAP
                    + """

               and (w.kind not in TEAM_KINDS
                    or (:teamPlace and s.shares <= :teamFreeShares and (c.cost = 'cpu' or :cheapPlace)))
            """
                            .replace("TEAM_KINDS", TEAM_KINDS);

    /**
     * The first work by rank and age that fits the room ({@link Admission#pick}): any that costs no shares while cheap
     * work may take a place, or the first waiting work that costs shares, if its shares are free.
     */
    private static final String CLAIM = "with "
            + BUSY
            + ", next as (select w.id, c.cost "
            + WAITING
            + """
               and ((s.shares = 0 and :cheapPlace)
                    or (s.shares <= :freeShares and w.id = (select w.id\s"""
            + WAITING
            + """
                          and s.shares > 0 and (c.cost = 'cpu' or :cheapPlace) order by w.rank, w.id limit 1)))
              order by w.rank, w.id limit 1 for update of w skip locked)
            update work w set status = 'running', lease_owner = :owner,
              lease_until = now() + :leaseMillis * interval '1 millisecond',
              attempts = w.attempts + 1, started_at = coalesce(w.started_at, now())
            from next where w.id = next.id
            returning w.id, w.kind, w.attempts, next.cost""";

    /**
     * Whether the claim would find work ranked before {@code rank} now (its own condition, its teams' cap; the room
     * aside).
     */
    private static final String CLAIMABLE = "with "
            + BUSY
            + " select exists (select 1 from work w left join matchup m on m.id = w.id"
            + OWNER
            + "where w.rank < :rank and "
            + CLAIMABLE_NOW
            + UNDER_TEAM_CAP
            + ")";

    /**
     * Claims take turns over all instances, each holding this lock (a transaction's advisory lock) until its
     * transaction ends: a claim then counts the teams' running work with every earlier claim's committed, so that two
     * instances never both take a team's last place under its cap.
     */
    private static final String TAKE_TURN = "select 1 from pg_advisory_xact_lock(:key)";

    /** The lock's key: any number no other advisory lock of the league uses ("WORK" in ASCII). */
    private static final long CLAIM_LOCK = 0x574f524bL;

    private static final String HOLD =
            """
            update work set lease_until = now() + :leaseMillis * interval '1 millisecond'
            where id = :id and lease_owner = :owner and status = 'running'""";

    /**
     * Work handed back unfinished: so that earlier work can run (not a failed attempt: {@code uncounted} 1), or after
     * a failure of the league's own (a failed attempt: 0).
     */
    private static final String RELEASE =
            """
            update work set status = 'queued', lease_owner = null, lease_until = null, attempts = attempts - :uncounted
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

    /**
     * Takes the next work for {@code owner} that fits the room ({@link Admission}); the row has {@code id},
     * {@code kind}, {@code attempts} and {@code cost}.
     */
    public Optional<Tuple> claim(
            String owner, long leaseMillis, short lastRank, Admission admission, Admission.Room room) {
        entities.createNativeQuery(TAKE_TURN).setParameter("key", CLAIM_LOCK).getSingleResult();
        return entities.createNativeQuery(CLAIM, Tuple.class)
                .setParameter("owner", owner)
                .setParameter("leaseMillis", leaseMillis)
                .setParameter("lastRank", lastRank)
                .setParameter("slot", Admission.SLOT)
                .setParameter("builtinShares", admission.builtinShares())
                .setParameter("freeShares", room.freeShares())
                .setParameter("cheapPlace", room.cheapPlace())
                .setParameter("perTeam", admission.perTeam())
                .setParameter("teamPlace", room.teamPlace())
                .setParameter("teamFreeShares", room.teamFreeShares())
                .getResultStream()
                .findFirst();
    }

    public boolean claimableBefore(short rank, int perTeam) {
        return (Boolean) entities.createNativeQuery(CLAIMABLE)
                .setParameter("rank", rank)
                .setParameter("perTeam", perTeam)
                .getSingleResult();
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

    /** Queues the work again while {@code owner} holds it, the attempt counted or not; false when the lease was lost. */
    public boolean release(long id, String owner, boolean attemptCounts) {
        return entities.createNativeQuery(RELEASE)
                        .setParameter("id", id)
                        .setParameter("owner", owner)
                        .setParameter("uncounted", attemptCounts ? 0 : 1)
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
