package io.admiralty.league.queue;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import jakarta.transaction.Transactional;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Matchups on the work queue: what a claimed matchup is, and its end, which for a season's matchup may end its round.
 * The lease is the queue's ({@link WorkQueue}); a matchup interrupted keeps its stored games, and resumes after them.
 */
@ApplicationScoped
public class MatchupQueue {

    /**
     * A claimed matchup of {@code kind}, queued by the {@link MatchupOwner} of that kind whose id is {@code ownerId} (a
     * season, a version gate, a challenge, a validation or a tournament's series); a season's belongs to one of its rounds too ({@code
     * roundId}, null for the others); {@code stored} games of it are in the database already (when resuming); {@code leaseHolder} is the worker
     * that holds its lease.
     */
    public record Claim(
            long id,
            WorkKind kind,
            long ownerId,
            Long roundId,
            long botA,
            long botB,
            int versionA,
            int versionB,
            int games,
            long seed,
            int attempts,
            int stored,
            String leaseHolder) {

        /** Its lease on the work queue. */
        public WorkQueue.Claim work() {
            return new WorkQueue.Claim(id, kind, attempts, leaseHolder);
        }
    }

    /** A season's round. */
    public record RoundRef(long season, long round) {}

    private final MatchupRepository matchups;
    private final WorkQueue work;

    public MatchupQueue(MatchupRepository matchups, WorkQueue work) {
        this.matchups = matchups;
        this.work = work;
    }

    /** The matchup the work claims, its versions fixed at its first claim. */
    @Transactional
    public Claim start(WorkQueue.Claim claim) {
        Tuple row = matchups.start(claim.id());
        return new Claim(
                number(row, "id"),
                claim.kind(),
                number(row, "owner_id"),
                optional(row, "round_id"),
                number(row, "bot_a"),
                number(row, "bot_b"),
                (int) number(row, "version_a"),
                (int) number(row, "version_b"),
                (int) number(row, "games"),
                number(row, "seed"),
                claim.attempts(),
                (int) number(row, "stored"),
                claim.owner());
    }

    private static long number(Tuple row, String column) {
        return row.get(column, Number.class).longValue();
    }

    private static Long optional(Tuple row, String column) {
        return row.get(column) == null ? null : number(row, column);
    }

    /** Renews the lease inside the transaction that is about to store games; throws when it was lost. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void holdLease(Claim claim) {
        work.holdLease(claim.work());
    }

    /** A heartbeat between stored games; false when the lease was lost. */
    public boolean heartbeat(Claim claim) {
        return work.heartbeat(claim.work());
    }

    /** Ends a season's matchup, done or cancelled (with a reason); returns whether its round has nothing left to run. */
    @Transactional
    public boolean finish(Claim claim, MatchupStatus status, String detail) {
        matchups.lockRound(claim.roundId());
        end(claim, status, detail);
        return matchups.roundComplete(claim.roundId());
    }

    /**
     * Cancels every matchup of the bot in the season that waits to be claimed (paused or not), saying why; returns
     * their rounds, which may have nothing left to run now ({@link #roundEnded}).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Set<RoundRef> cancelQueuedOf(long bot, long season, String detail) {
        return matchups.cancelQueuedOf(bot, season, detail).stream()
                .map(row -> new RoundRef(number(row, "season_id"), number(row, "round_id")))
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }

    /** Whether the round has nothing left to run, counted under the round's lock (as {@link #finish} counts). */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean roundEnded(long round) {
        matchups.lockRound(round);
        return matchups.roundComplete(round);
    }

    /**
     * Marks the matchup done (or cancelled) inside the caller's transaction: a gate's, a challenge's or a validation's,
     * whose owner decides what follows.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void end(Claim claim, MatchupStatus status, String detail) {
        work.finish(claim.work(), status);
        if (detail != null) {
            matchups.explain(claim.id(), detail);
        }
    }
}
