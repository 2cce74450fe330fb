package io.admiralty.league.skill;

import io.admiralty.league.queue.ClaimOrder;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import jakarta.persistence.TypedQuery;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Skill and defence jobs (the versions to score, on the work queue) and the shots of their layouts. */
@ApplicationScoped
public class SkillRepository implements PanacheRepositoryBase<SkillJob, Long> {

    /** A job and its row of the work queue, in one statement. */
    private static final String QUEUE =
            """
            with job as (
              insert into skill_job (bot_id, version, ruleset, layouts, measure)
              values (:bot, :version, :ruleset, :layouts, :measure)
              on conflict (bot_id, version, ruleset, measure) do nothing returning id)
            insert into work (id, kind, rank) select id, :kind, :rank from job""";

    private static final String SUPERSEDE =
            """
            with cancelled as (
              update work w set status = 'cancelled', finished_at = now()
              from skill_job j
              where j.id = w.id and w.status = 'queued'
                and j.bot_id = :bot and j.version < :version and j.version <> :current
              returning w.id)
            update skill_job set detail = :detail where id in (select id from cancelled)""";

    /** A job stopped by the organiser, waiting or running: a running one's worker holds a lease on nothing now. */
    private static final String CANCEL =
            """
            with cancelled as (
              update work w set status = 'cancelled', finished_at = now(), finished_by = 'organiser', lease_until = null
              where w.id = :id and w.status in ('queued', 'running') and w.kind in ('skill', 'defence')
              returning w.id)
            update skill_job set detail = :detail where id in (select id from cancelled)""";

    private static final String START =
            """
            select j.bot_id, j.version, j.ruleset, j.layouts,
              (select coalesce(max(g.layout), 0) from skill_game g where g.job_id = j.id) as stored
            from skill_job j where j.id = :id""";

    /**
     * Queues the version's score of the measure on the ruleset unless it has one (queued, played or ended); true when
     * queued now.
     */
    public boolean queue(long bot, int version, String ruleset, int layouts, SkillMeasure measure) {
        getEntityManager().flush(); // the version's row, if new, goes first
        return getEntityManager()
                        .createNativeQuery(QUEUE)
                        .setParameter("bot", bot)
                        .setParameter("version", version)
                        .setParameter("ruleset", ruleset)
                        .setParameter("layouts", layouts)
                        .setParameter("measure", measure.code())
                        .setParameter("kind", measure.work().code())
                        .setParameter("rank", ClaimOrder.rank(measure.work()))
                        .executeUpdate()
                > 0;
    }

    /** Cancels the bot's waiting jobs of versions older than {@code version}, but for its {@code current} version's. */
    public int supersede(long bot, int version, int current) {
        return getEntityManager()
                .createNativeQuery(SUPERSEDE)
                .setParameter("bot", bot)
                .setParameter("version", version)
                .setParameter("current", current)
                .setParameter("detail", "superseded by version " + version + " before it was played")
                .executeUpdate();
    }

    /** Cancels the job if it waits or runs; false when it has ended (or is no skill or defence job). */
    public boolean cancel(long job, String detail) {
        return getEntityManager()
                        .createNativeQuery(CANCEL)
                        .setParameter("id", job)
                        .setParameter("detail", detail)
                        .executeUpdate()
                > 0;
    }

    /** The claimed job: the columns of {@link SkillJob} as named there, and {@code stored}, its last stored layout. */
    public Tuple start(long job) {
        return (Tuple) getEntityManager()
                .createNativeQuery(START, Tuple.class)
                .setParameter("id", job)
                .getSingleResult();
    }

    public void persistShots(SkillShots shots) {
        getEntityManager().persist(shots);
    }

    /** The job's shots, layout by layout. */
    public int[] shots(long job) {
        return getEntityManager()
                .createNamedQuery("SkillShots.ofJob", Integer.class)
                .setParameter("job", job)
                .getResultStream()
                .mapToInt(Integer::intValue)
                .toArray();
    }

    /** The rulesets of the seasons the bot is entered in. */
    public List<String> seasonRulesets(long bot) {
        return getEntityManager()
                .createNamedQuery("SkillJob.seasonRulesets", String.class)
                .setParameter("bot", bot)
                .getResultList();
    }

    /** A job with how many of its layouts are played. */
    public record PlayedJob(SkillJob job, int played) {}

    /** Every job of the bot measuring {@code measure}, newest version first. */
    public List<PlayedJob> ofBot(long bot, SkillMeasure measure) {
        return played(getEntityManager()
                .createNamedQuery("SkillJob.ofBot", Tuple.class)
                .setParameter("bot", bot)
                .setParameter("measure", measure));
    }

    /** The jobs of the bots' current versions, of both measures, in one round trip (the leaderboard reads them). */
    public List<PlayedJob> ofCurrentVersions(Collection<Long> bots) {
        return played(getEntityManager()
                .createNamedQuery("SkillJob.ofVersions", Tuple.class)
                .setParameter("bots", bots));
    }

    private static List<PlayedJob> played(TypedQuery<Tuple> query) {
        return query.getResultStream()
                .map(row -> new PlayedJob(
                        row.get(0, SkillJob.class), row.get(1, Long.class).intValue()))
                .toList();
    }

    /** The placements stored by the jobs (defence jobs' only), by job, layout by layout. */
    public Map<Long, List<String>> placements(Collection<Long> jobs) {
        Map<Long, List<String>> placements = new HashMap<>();
        if (!jobs.isEmpty()) {
            getEntityManager()
                    .createNamedQuery("SkillShots.placements", Tuple.class)
                    .setParameter("jobs", jobs)
                    .getResultStream()
                    .forEach(row -> placements
                            .computeIfAbsent(row.get(0, Long.class), job -> new ArrayList<>())
                            .add(row.get(1, String.class)));
        }
        return placements;
    }
}
