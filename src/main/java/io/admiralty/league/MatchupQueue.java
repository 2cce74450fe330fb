package io.admiralty.league;

import io.admiralty.Database;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The matchup work queue in PostgreSQL. A worker claims the oldest queued matchup of a season that is not paused,
 * or a running one whose lease ran out (its worker or instance died), with {@code FOR UPDATE SKIP LOCKED}, so
 * concurrent workers on any number of instances never take the same row. The lease is renewed by heartbeats and with every stored batch of games.
 */
@ApplicationScoped
public class MatchupQueue {

    /** Fired when matchups were queued, to wake this instance's idle workers. */
    public record Queued(int matchups) {
    }

    /** A claimed matchup; {@code stored} games of it are in the database already (when resuming). */
    public record Claim(long id, long seasonId, long roundId, long botA, long botB, int versionA, int versionB, int games,
                        long seed, int attempts, int stored, String owner) {
    }

    /** The lease was lost: another worker owns the matchup now, so this one must stop without storing anything. */
    public static final class LeaseLost extends RuntimeException {
        LeaseLost(long matchup) {
            super("lost the lease on matchup " + matchup);
        }
    }

    private final Database database;
    private final long leaseMillis;

    public MatchupQueue(Database database, LeagueConfig config) {
        this.database = database;
        this.leaseMillis = config.league().lease().toMillis();
    }

    public Optional<Claim> claim(String owner) {
        return database.inTransaction(c -> {
            try (PreparedStatement claim = c.prepareStatement("""
                    with next as (
                      select id from matchup
                      where (status = 'queued' and not exists (select 1 from season s where s.id = matchup.season_id and s.paused))
                         or (status = 'running' and lease_until < now())
                      order by id limit 1 for update skip locked)
                    update matchup m set status = 'running', lease_owner = ?, lease_until = now() + ? * interval '1 millisecond',
                      attempts = m.attempts + 1, started_at = coalesce(m.started_at, now()),
                      version_a = coalesce(m.version_a, (select version from bot where id = m.bot_a)),
                      version_b = coalesce(m.version_b, (select version from bot where id = m.bot_b))
                    from next where m.id = next.id
                    returning m.id, m.season_id, m.round_id, m.bot_a, m.bot_b, m.version_a, m.version_b, m.games, m.seed, m.attempts,
                      (select coalesce(max(g.game_index), 0) from game g where g.matchup_id = m.id)""")) {
                claim.setString(1, owner);
                claim.setLong(2, leaseMillis);
                try (ResultSet row = claim.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new Claim(row.getLong(1), row.getLong(2), row.getLong(3), row.getLong(4), row.getLong(5),
                            row.getInt(6), row.getInt(7), row.getInt(8), row.getLong(9), row.getInt(10), row.getInt(11), owner));
                }
            }
        });
    }

    /** Renews the lease inside a transaction that is about to store games; throws when it was lost. */
    public void holdLease(Connection c, Claim claim) throws SQLException {
        try (PreparedStatement renew = c.prepareStatement("""
                update matchup set lease_until = now() + ? * interval '1 millisecond'
                where id = ? and lease_owner = ? and status = 'running'""")) {
            renew.setLong(1, leaseMillis);
            renew.setLong(2, claim.id());
            renew.setString(3, claim.owner());
            if (renew.executeUpdate() == 0) {
                throw new LeaseLost(claim.id());
            }
        }
    }

    /** A heartbeat between stored games; false when the lease was lost. */
    public boolean heartbeat(Claim claim) {
        try {
            database.inTransaction(c -> {
                holdLease(c, claim);
                return null;
            });
            return true;
        } catch (LeaseLost lost) {
            return false;
        }
    }

    /** Marks the matchup done (or cancelled, with a reason); returns whether its round has nothing left to run. */
    public boolean finish(Claim claim, String status, String detail) {
        return database.inTransaction(c -> {
            try (PreparedStatement done = c.prepareStatement("""
                    update matchup set status = ?, detail = ?, finished_at = now(), finished_by = lease_owner, lease_until = null
                    where id = ? and lease_owner = ? and status = 'running'""")) {
                done.setString(1, status);
                done.setString(2, detail);
                done.setLong(3, claim.id());
                done.setString(4, claim.owner());
                if (done.executeUpdate() == 0) {
                    throw new LeaseLost(claim.id());
                }
            }
            try (PreparedStatement open = c.prepareStatement(
                    "select count(*) from matchup where round_id = ? and status in ('queued', 'running')")) {
                open.setLong(1, claim.roundId());
                try (ResultSet row = open.executeQuery()) {
                    row.next();
                    return row.getLong(1) == 0;
                }
            }
        });
    }

    /** Matchups waiting to be claimed, over all seasons (a metric). */
    public long depth() {
        return count("queued");
    }

    public long running() {
        return count("running");
    }

    private long count(String status) {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement("select count(*) from matchup where status = ?")) {
                select.setString(1, status);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    return row.getLong(1);
                }
            }
        });
    }
}
