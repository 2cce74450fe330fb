package io.admiralty.league.queue;

import io.admiralty.league.LeagueConfig;
import io.admiralty.league.season.SeasonChanges;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import jakarta.transaction.Transactional;
import java.util.Optional;

/**
 * The matchup work queue in PostgreSQL. A worker claims the oldest queued matchup of the highest priority (seasons'
 * before version gates'; a paused season's wait), or a running one whose lease ran out (its worker or instance died),
 * with {@code FOR UPDATE SKIP LOCKED}, so
 * concurrent workers on any number of instances never take the same row. The lease is renewed by heartbeats and
 * with every stored batch of games; its times are the database's clock, which every instance shares.
 */
@ApplicationScoped
public class MatchupQueue {

    /** Fired when matchups were queued, to wake this instance's idle workers. */
    public record Queued(int matchups) {}

    /**
     * A claimed matchup, of a season's round or of a version gate (then {@code seasonId} and {@code roundId} are null);
     * {@code stored} games of it are in the database already (when resuming).
     */
    public record Claim(
            long id,
            Long seasonId,
            Long roundId,
            Long gateId,
            long botA,
            long botB,
            int versionA,
            int versionB,
            int games,
            long seed,
            int attempts,
            int stored,
            String owner) {

        public boolean ofGate() {
            return gateId != null;
        }
    }

    /** The lease was lost: another worker owns the matchup now, so this one must stop without storing anything. */
    public static final class LeaseLost extends RuntimeException {
        public LeaseLost(long matchup) {
            super("lost the lease on matchup " + matchup);
        }
    }

    private final MatchupRepository matchups;
    private final long leaseMillis;
    private final SeasonChanges changes;

    public MatchupQueue(MatchupRepository matchups, LeagueConfig config, SeasonChanges changes) {
        this.matchups = matchups;
        this.changes = changes;
        this.leaseMillis = config.league().lease().toMillis();
    }

    @Transactional
    public Optional<Claim> claim(String owner) {
        return matchups.claim(owner, leaseMillis).map(row -> claim(row, owner));
    }

    private static Claim claim(Tuple row, String owner) {
        return new Claim(
                number(row, "id"),
                optional(row, "season_id"),
                optional(row, "round_id"),
                optional(row, "gate_id"),
                number(row, "bot_a"),
                number(row, "bot_b"),
                (int) number(row, "version_a"),
                (int) number(row, "version_b"),
                (int) number(row, "games"),
                number(row, "seed"),
                (int) number(row, "attempts"),
                (int) number(row, "stored"),
                owner);
    }

    private static long number(Tuple row, String column) {
        return ((Number) row.get(column)).longValue();
    }

    private static Long optional(Tuple row, String column) {
        return row.get(column) == null ? null : number(row, column);
    }

    /** Renews the lease inside the transaction that is about to store games; throws when it was lost. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void holdLease(Claim claim) {
        if (!matchups.holdLease(claim.id(), claim.owner(), leaseMillis)) {
            throw new LeaseLost(claim.id());
        }
    }

    /** A heartbeat between stored games; false when the lease was lost. */
    @Transactional
    public boolean heartbeat(Claim claim) {
        return matchups.holdLease(claim.id(), claim.owner(), leaseMillis);
    }

    /** Marks a season's matchup done (or cancelled, with a reason); returns whether its round has nothing left to run. */
    @Transactional
    public boolean finish(Claim claim, MatchupStatus status, String detail) {
        matchups.lockRound(claim.roundId());
        end(claim, status, detail);
        changes.changed(claim.seasonId());
        return matchups.roundComplete(claim.roundId());
    }

    /** Marks the matchup done (or cancelled) inside the caller's transaction: a gate's, which decides what follows. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void end(Claim claim, MatchupStatus status, String detail) {
        if (!matchups.finish(claim.id(), claim.owner(), status, detail)) {
            throw new LeaseLost(claim.id());
        }
    }

    /** Whether a worker's claim would find a matchup now: work of lower priority gives way. */
    @Transactional
    public boolean claimable() {
        return matchups.claimable();
    }

    /** Matchups waiting to be claimed, over all seasons (a metric). */
    @Transactional
    public long depth() {
        return matchups.count(MatchupStatus.QUEUED);
    }

    @Transactional
    public long running() {
        return matchups.count(MatchupStatus.RUNNING);
    }
}
