package io.admiralty.league.queue;

import io.admiralty.game.Coded;
import io.admiralty.league.LeagueConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import jakarta.transaction.Transactional;
import java.util.Optional;

/**
 * The queue of leased work in PostgreSQL ({@link WorkRepository} holds its SQL). A worker claims the first waiting
 * work in {@link ClaimOrder}, or work whose lease ran out; the lease is renewed by the workers' heartbeat and with
 * every stored batch of results, and ends with the work, handed back or finished by the worker that holds it.
 */
@ApplicationScoped
public class WorkQueue {

    /** Fired when work was queued, to wake this instance's idle workers. */
    public record Queued(int items) {}

    /** Claimed work: {@code attempts} counts this claim. */
    public record Claim(long id, WorkKind kind, int attempts, String owner) {}

    /** Claimed work and what it costs the instance that holds it. */
    public record Costed(Claim claim, CostClass cost) {}

    /** The lease was lost: another worker owns the work now, so this one must stop without storing anything. */
    public static final class LeaseLost extends RuntimeException {
        public LeaseLost(long id) {
            super("lost the lease on work " + id);
        }
    }

    private final WorkRepository work;
    private final long leaseMillis;
    private final int perTeam;

    public WorkQueue(WorkRepository work, LeagueConfig config) {
        this.work = work;
        this.leaseMillis = config.league().lease().toMillis();
        this.perTeam = config.league().runningPerTeam();
    }

    /**
     * Claims the next work of a kind up to {@code last} in the claim order that fits the room and whose team is under
     * its cap ({@link Admission}).
     */
    @Transactional
    public Optional<Costed> claim(String owner, WorkKind last, Admission admission, Admission.Room room) {
        return work.claim(owner, leaseMillis, ClaimOrder.rank(last), admission, room)
                .map(row -> claim(row, owner));
    }

    private static Costed claim(Tuple row, String owner) {
        return new Costed(
                new Claim(
                        row.get("id", Number.class).longValue(),
                        Coded.find(WorkKind.class, row.get("kind", String.class))
                                .orElseThrow(),
                        row.get("attempts", Number.class).intValue(),
                        owner),
                Coded.find(CostClass.class, row.get("cost", String.class)).orElseThrow());
    }

    /** Renews the lease inside the transaction that is about to store results; throws when it was lost. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void holdLease(Claim claim) {
        if (!work.holdLease(claim.id(), claim.owner(), leaseMillis)) {
            throw new LeaseLost(claim.id());
        }
    }

    /** A heartbeat between stored results; false when the lease was lost. */
    @Transactional
    public boolean heartbeat(Claim claim) {
        return work.holdLease(claim.id(), claim.owner(), leaseMillis);
    }

    /** Ends the work ({@code status}: its kind's word for how) inside the caller's transaction. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void finish(Claim claim, Coded status) {
        if (!work.finish(claim.id(), claim.owner(), status.code())) {
            throw new LeaseLost(claim.id());
        }
    }

    /** Hands the work back to the queue unfinished; it resumes where its stored results end. */
    @Transactional
    public void release(Claim claim) {
        if (!work.release(claim.id(), claim.owner(), false)) {
            throw new LeaseLost(claim.id());
        }
    }

    /**
     * Hands the work back after a failure of the league's own while it ran (an {@link Error}: out of memory, a stack
     * overflow): queued again at once, resuming where its stored results end, the attempt counted, so that work that
     * fails every time is given up after {@link WorkWorkers#MAX_ATTEMPTS} claims.
     */
    @Transactional
    public void handBack(Claim claim) {
        if (!work.release(claim.id(), claim.owner(), true)) {
            throw new LeaseLost(claim.id());
        }
    }

    /** Whether work ranked before {@code kind} waits to be claimed now (a team's only while it is under its cap). */
    @Transactional
    public boolean waitingBefore(WorkKind kind) {
        return work.claimableBefore(ClaimOrder.rank(kind), perTeam);
    }

    /** Matchups (of every kind but skill jobs) waiting to be claimed, over all instances (a metric). */
    @Transactional
    public long depth() {
        return work.count("queued", ClaimOrder.rank(WorkKind.GATE));
    }

    /** Matchups running, over all instances (a metric). */
    @Transactional
    public long running() {
        return work.count("running", ClaimOrder.rank(WorkKind.GATE));
    }
}
