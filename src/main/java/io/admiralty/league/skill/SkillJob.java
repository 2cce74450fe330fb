package io.admiralty.league.skill;

import io.admiralty.league.CodedColumn;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.PrimaryKeyJoinColumn;
import jakarta.persistence.SecondaryTable;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.SecondaryRow;

/**
 * One bot version's skill or defence score ({@code measure}) on one ruleset ({@code layouts} layouts). Its place in the work queue (status, lease)
 * is its row of {@code work}, which shares its id; jobs are only ever inserted by {@link SkillRepository#queue}, which
 * skips a version, ruleset and measure that has one already.
 */
@Entity
@Table(name = "skill_job")
@SecondaryTable(name = "work", pkJoinColumns = @PrimaryKeyJoinColumn(name = "id"))
@SecondaryRow(table = "work", optional = false)
@NamedQuery(
        name = "SkillJob.seasonRulesets",
        query =
                """
        select distinct s.ruleset from SeasonEntry e, Season s where s.id = e.seasonId and e.botId = :bot""")
@NamedQuery(
        name = "SkillJob.ofBot",
        query =
                """
        select j, (select count(*) from SkillShots s where s.jobId = j.id) from SkillJob j
        where j.botId = :bot and j.measure = :measure order by j.version desc, j.ruleset""")
@NamedQuery(
        name = "SkillJob.ofVersions",
        query =
                """
        select j, (select count(*) from SkillShots s where s.jobId = j.id) from SkillJob j, Bot b
        where b.id = j.botId and j.version = b.version and b.id in :bots order by j.ruleset""")
public class SkillJob {

    @Id
    public Long id;

    @Column(name = "bot_id")
    public long botId;

    public int version;

    /** The ruleset's spec ({@code classic}, {@code 8x8:4,3,3,2:salvo}). */
    public String ruleset;

    public int layouts;

    @Convert(converter = SkillMeasureColumn.class)
    public SkillMeasure measure;

    @Column(table = "work")
    @Convert(converter = SkillStatusColumn.class)
    public SkillStatus status;

    @Column(table = "work", name = "lease_owner")
    public String leaseOwner;

    @Column(table = "work", name = "lease_until")
    public Instant leaseUntil;

    @Column(table = "work")
    public int attempts;

    public Double mean;

    public Double sd;

    public Double se;

    @Column(name = "forfeit_layout")
    public Integer forfeitLayout;

    /** The forfeit reason's word ({@code timeout}, ...). */
    public String forfeit;

    /** Why the job ended without a score, in the league's words. */
    public String detail;

    /** The bot's transcript of the game it forfeited: for its team and the organiser only. */
    public String transcript;

    @Column(name = "created_at", insertable = false, updatable = false)
    public Instant createdAt;

    @Column(table = "work", name = "started_at")
    public Instant startedAt;

    @Column(table = "work", name = "finished_at")
    public Instant finishedAt;

    @Column(table = "work", name = "finished_by")
    public String finishedBy;

    /** The column holds the SkillMeasure's word. */
    static final class SkillMeasureColumn extends CodedColumn<SkillMeasure> {
        SkillMeasureColumn() {
            super(SkillMeasure.class);
        }
    }

    /** The column holds the SkillStatus's word. */
    static final class SkillStatusColumn extends CodedColumn<SkillStatus> {
        SkillStatusColumn() {
            super(SkillStatus.class);
        }
    }
}
