package io.admiralty.league.queue;

import io.admiralty.league.CodedColumn;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.PrePersist;
import jakarta.persistence.PrimaryKeyJoinColumn;
import jakarta.persistence.SecondaryTable;
import jakarta.persistence.SequenceGenerator;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.hibernate.annotations.SecondaryRow;

/**
 * One pairing of a season's round, one batch of a version gate's paired games, a challenge's games, a new version's
 * validation games, or one duplicate pair of a tournament's series: {@code games} games between bots A and B from {@code seed}. Its place in the work queue (kind, rank, status, the lease of the worker that holds it) is
 * its row of {@code work}, which shares its id; the claim and the lease are {@link WorkRepository}'s.
 */
@Entity
@SecondaryTable(name = "work", pkJoinColumns = @PrimaryKeyJoinColumn(name = "id"))
@SecondaryRow(table = "work", optional = false)
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
public class Matchup {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "matchup_ids")
    // the identity column's own sequence, stepping by the allocation size, so a round's matchups insert in batches
    @SequenceGenerator(name = "matchup_ids", sequenceName = "matchup_id_seq", allocationSize = 50)
    public Long id;

    /** The season and round of a season's matchup; null for the others. */
    @Column(name = "season_id")
    public Long seasonId;

    @Column(name = "round_id")
    public Long roundId;

    /** The gate of a gate's matchup; null for the others. */
    @Column(name = "gate_id")
    public Long gateId;

    /** The challenge of a challenge's matchup; null for the others. */
    @Column(name = "challenge_id")
    public Long challengeId;

    /** The validation of a validation's matchup; null for the others. */
    @Column(name = "validation_id")
    public Long validationId;

    /** The tournament series of a tournament's matchup (one duplicate pair of it); null for the others. */
    @Column(name = "tournament_series_id")
    public Long tournamentSeriesId;

    /**
     * Whose matchup it is, from which of {@link #gateId}, {@link #challengeId}, {@link #validationId},
     * {@link #tournamentSeriesId} is set.
     */
    @Column(table = "work")
    @Convert(converter = WorkKindColumn.class)
    public WorkKind kind;

    /** Its place in the {@link ClaimOrder}, from its kind. */
    @Column(table = "work")
    public short rank;

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

    @Column(table = "work")
    @Convert(converter = MatchupStatusColumn.class)
    public MatchupStatus status = MatchupStatus.QUEUED;

    @Column(table = "work", name = "lease_owner")
    public String leaseOwner;

    @Column(table = "work", name = "lease_until")
    public Instant leaseUntil;

    @Column(table = "work")
    public int attempts;

    @Column(table = "work", name = "finished_by")
    public String finishedBy;

    public String detail;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(table = "work", name = "started_at")
    public Instant startedAt;

    @Column(table = "work", name = "finished_at")
    public Instant finishedAt;

    @PrePersist
    void placeInQueue() {
        kind = gateId != null
                ? WorkKind.GATE
                : challengeId != null
                        ? WorkKind.CHALLENGE
                        : validationId != null
                                ? WorkKind.VALIDATION
                                : tournamentSeriesId != null ? WorkKind.TOURNAMENT : WorkKind.SEASON;
        rank = ClaimOrder.rank(kind);
    }

    /** The column holds the WorkKind's word. */
    static final class WorkKindColumn extends CodedColumn<WorkKind> {
        WorkKindColumn() {
            super(WorkKind.class);
        }
    }

    /** The column holds the MatchupStatus's word. */
    static final class MatchupStatusColumn extends CodedColumn<MatchupStatus> {
        MatchupStatusColumn() {
            super(MatchupStatus.class);
        }
    }
}
