package io.admiralty.league.skill;

import io.admiralty.league.CodedColumn;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedNativeQuery;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * One bot version's skill score on one ruleset ({@code layouts} layouts), and its place in the work queue. Its lease
 * works as a matchup's (the database's clock, {@code FOR UPDATE SKIP LOCKED}); jobs are only ever inserted by
 * {@code SkillJob.queue}, which skips a version and ruleset that has one already.
 */
@Entity
@Table(name = "skill_job")
@NamedNativeQuery(
        name = "SkillJob.queue",
        query =
                """
        insert into skill_job (bot_id, version, ruleset, layouts) values (:bot, :version, :ruleset, :layouts)
        on conflict (bot_id, version, ruleset) do nothing""")
@NamedNativeQuery(
        name = "SkillJob.claim",
        query =
                """
        with next as (
          select id from skill_job
          where status = 'queued' or (status = 'running' and lease_until < now())
          order by id limit 1 for update skip locked)
        update skill_job j set status = 'running', lease_owner = :owner, lease_until = now() + :leaseMillis * interval '1 millisecond',
          attempts = j.attempts + 1, started_at = coalesce(j.started_at, now())
        from next where j.id = next.id
        returning j.id, j.bot_id, j.version, j.ruleset, j.layouts, j.attempts,
          (select coalesce(max(g.layout), 0) from skill_game g where g.job_id = j.id) as stored""")
@NamedNativeQuery(
        name = "SkillJob.holdLease",
        query =
                """
        update skill_job set lease_until = now() + :leaseMillis * interval '1 millisecond'
        where id = :id and lease_owner = :owner and status = 'running'""")
// handing a job back to the queue so a season matchup can run is not a failed attempt
@NamedNativeQuery(
        name = "SkillJob.release",
        query =
                """
        update skill_job set status = 'queued', lease_owner = null, lease_until = null, attempts = attempts - 1
        where id = :id and lease_owner = :owner and status = 'running'""")
@NamedNativeQuery(
        name = "SkillJob.finish",
        query =
                """
        update skill_job set status = :status, finished_at = now(), finished_by = lease_owner, lease_until = null
        where id = :id and lease_owner = :owner and status = 'running'""")
@NamedQuery(
        name = "SkillJob.supersede",
        query =
                """
        update SkillJob j set j.status = :cancelled, j.detail = :detail, j.finishedAt = :now
        where j.botId = :bot and j.version < :version and j.version <> :current and j.status = :queued""")
@NamedQuery(
        name = "SkillJob.seasonRulesets",
        query =
                """
        select distinct s.ruleset from SeasonEntry e, Season s where s.id = e.seasonId and e.botId = :bot""")
@NamedQuery(name = "SkillJob.ofBot", query = "from SkillJob j where j.botId = :bot order by j.version desc, j.ruleset")
@NamedQuery(
        name = "SkillJob.ofVersions",
        query =
                """
        select j from SkillJob j, Bot b where b.id = j.botId and j.version = b.version and b.id in :bots order by j.ruleset""")
@NamedQuery(
        name = "SkillJob.played",
        query = """
        select s.jobId, count(*) from SkillShots s where s.jobId in :jobs group by s.jobId""")
public class SkillJob {

    @Id
    public Long id;

    @Column(name = "bot_id")
    public long botId;

    public int version;

    /** The ruleset's spec ({@code classic}, {@code 8x8:4,3,3,2:salvo}). */
    public String ruleset;

    public int layouts;

    @Convert(converter = SkillStatusColumn.class)
    public SkillStatus status;

    @Column(name = "lease_owner")
    public String leaseOwner;

    @Column(name = "lease_until")
    public Instant leaseUntil;

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

    @Column(name = "started_at")
    public Instant startedAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    @Column(name = "finished_by")
    public String finishedBy;

    /** The column holds the SkillStatus's word. */
    static final class SkillStatusColumn extends CodedColumn<SkillStatus> {
        SkillStatusColumn() {
            super(SkillStatus.class);
        }
    }
}
