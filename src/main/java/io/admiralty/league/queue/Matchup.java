package io.admiralty.league.queue;

import io.admiralty.league.CodedColumn;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedNativeQuery;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * One pairing of a season's round, or one batch of a version gate's paired games: {@code games} games between bots A
 * and B from {@code seed}, and its place in the work queue ({@code status}, the lease of the worker that holds it,
 * and its {@code priority}: lower is claimed first, so seasons' matchups always go before gates'). The lease's clock is the database's, so instances
 * whose clocks differ still agree on when a lease ran out: the queries that take, renew and end a lease are
 * PostgreSQL's own, named here, and the claim skips rows other workers hold ({@code FOR UPDATE SKIP LOCKED}).
 */
@Entity
@NamedNativeQuery(
        name = "Matchup.claim",
        query =
                """
        with next as (
          select id from matchup
          where (status = 'queued' and not exists (select 1 from season s where s.id = matchup.season_id and s.paused))
             or (status = 'running' and lease_until < now())
          order by priority, id limit 1 for update skip locked)
        update matchup m set status = 'running', lease_owner = :owner, lease_until = now() + :leaseMillis * interval '1 millisecond',
          attempts = m.attempts + 1, started_at = coalesce(m.started_at, now()),
          version_a = coalesce(m.version_a, (select version from bot where id = m.bot_a)),
          version_b = coalesce(m.version_b, (select version from bot where id = m.bot_b))
        from next where m.id = next.id
        returning m.id, m.season_id, m.round_id, m.gate_id, m.bot_a, m.bot_b, m.version_a, m.version_b, m.games, m.seed, m.attempts,
          (select coalesce(max(g.game_index), 0) from game g where g.matchup_id = m.id) as stored""")
// whether a worker's claim would find a matchup now (the claim's own condition): skill jobs give way to it
@NamedNativeQuery(
        name = "Matchup.claimable",
        query =
                """
        select exists (select 1 from matchup
          where (status = 'queued' and not exists (select 1 from season s where s.id = matchup.season_id and s.paused))
             or (status = 'running' and lease_until < now()))""")
@NamedNativeQuery(
        name = "Matchup.holdLease",
        query =
                """
        update matchup set lease_until = now() + :leaseMillis * interval '1 millisecond'
        where id = :id and lease_owner = :owner and status = 'running'""")
@NamedNativeQuery(
        name = "Matchup.finish",
        query =
                """
        update matchup set status = :status, detail = :detail, finished_at = now(), finished_by = lease_owner, lease_until = null
        where id = :id and lease_owner = :owner and status = 'running'""")
@NamedQuery(
        name = "Matchup.openInRound",
        query = """
        select count(*) from Matchup m where m.roundId = :round and m.status in :open""")
@NamedQuery(
        name = "Matchup.openInSeason",
        query = """
        select count(*) > 0 from Matchup m where m.seasonId = :season and m.status in :open""")
@NamedQuery(
        name = "Matchup.openOfGate",
        query = """
        select count(*) from Matchup m where m.gateId = :gate and m.status in :open""")
@NamedQuery(
        name = "Matchup.pastOfSeason",
        query =
                """
        select m.botA, m.botB, m.games, r.number from Matchup m join Round r on r.id = m.roundId
        where m.seasonId = :season and m.status <> :cancelled""")
@NamedQuery(name = "Matchup.countByStatus", query = "select count(*) from Matchup m where m.status = :status")
public class Matchup {

    /** The claim order of seasons' matchups and of gates'. */
    public static final short SEASON = 0;

    public static final short GATE = 1;

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "matchup_ids")
    // the identity column's own sequence, stepping by the allocation size, so a round's matchups insert in batches
    @SequenceGenerator(name = "matchup_ids", sequenceName = "matchup_id_seq", allocationSize = 50)
    public Long id;

    /** The season and round of a season's matchup; null for a gate's. */
    @Column(name = "season_id")
    public Long seasonId;

    @Column(name = "round_id")
    public Long roundId;

    /** The gate of a gate's matchup; null for a season's. */
    @Column(name = "gate_id")
    public Long gateId;

    /** Lower is claimed first: {@link #SEASON} before {@link #GATE}. */
    public short priority = SEASON;

    @Column(name = "bot_a")
    public long botA;

    @Column(name = "bot_b")
    public long botB;

    /** Fixed when the matchup is first claimed: the bots' versions then. */
    @Column(name = "version_a")
    public Integer versionA;

    @Column(name = "version_b")
    public Integer versionB;

    public int games;

    public long seed;

    @Convert(converter = MatchupStatusColumn.class)
    public MatchupStatus status = MatchupStatus.QUEUED;

    @Column(name = "lease_owner")
    public String leaseOwner;

    @Column(name = "lease_until")
    public Instant leaseUntil;

    public int attempts;

    @Column(name = "finished_by")
    public String finishedBy;

    public String detail;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "started_at")
    public Instant startedAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    /** The column holds the MatchupStatus's word. */
    static final class MatchupStatusColumn extends CodedColumn<MatchupStatus> {
        MatchupStatusColumn() {
            super(MatchupStatus.class);
        }
    }
}
