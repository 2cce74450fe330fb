package io.admiralty.league.skill;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Skill jobs (the queue of versions to score) and the shots of their layouts. */
@ApplicationScoped
public class SkillRepository implements PanacheRepositoryBase<SkillJob, Long> {

    /** Queues the version's score on the ruleset unless it has one (queued, played or ended) already; true when queued now. */
    public boolean queue(long bot, int version, String ruleset, int layouts) {
        getEntityManager().flush(); // the version's row, if new, goes first
        return getEntityManager()
                        .createNamedQuery("SkillJob.queue")
                        .setParameter("bot", bot)
                        .setParameter("version", version)
                        .setParameter("ruleset", ruleset)
                        .setParameter("layouts", layouts)
                        .executeUpdate()
                > 0;
    }

    /** Cancels the bot's waiting jobs of versions older than {@code version}, but for its {@code current} version's. */
    public int supersede(long bot, int version, int current) {
        return getEntityManager()
                .createNamedQuery("SkillJob.supersede")
                .setParameter("bot", bot)
                .setParameter("version", version)
                .setParameter("current", current)
                .setParameter("cancelled", SkillStatus.CANCELLED)
                .setParameter("queued", SkillStatus.QUEUED)
                .setParameter("detail", "superseded by version " + version + " before it was played")
                .setParameter("now", Instant.now().truncatedTo(ChronoUnit.MICROS))
                .executeUpdate();
    }

    /**
     * Takes the oldest waiting job, or a running one whose lease ran out, for {@code owner}; the row has the columns
     * of {@link SkillJob} as named there, and {@code stored}, the last layout whose shots are stored already.
     */
    public Optional<Tuple> claim(String owner, long leaseMillis) {
        return getEntityManager()
                .createNamedQuery("SkillJob.claim", Tuple.class)
                .setParameter("owner", owner)
                .setParameter("leaseMillis", leaseMillis)
                .getResultStream()
                .findFirst();
    }

    public boolean holdLease(long job, String owner, long leaseMillis) {
        return getEntityManager()
                        .createNamedQuery("SkillJob.holdLease")
                        .setParameter("id", job)
                        .setParameter("owner", owner)
                        .setParameter("leaseMillis", leaseMillis)
                        .executeUpdate()
                > 0;
    }

    public boolean release(long job, String owner) {
        return getEntityManager()
                        .createNamedQuery("SkillJob.release")
                        .setParameter("id", job)
                        .setParameter("owner", owner)
                        .executeUpdate()
                > 0;
    }

    public boolean finish(long job, String owner, SkillStatus status) {
        return getEntityManager()
                        .createNamedQuery("SkillJob.finish")
                        .setParameter("id", job)
                        .setParameter("owner", owner)
                        .setParameter("status", status.code())
                        .executeUpdate()
                > 0;
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

    /** Every job of the bot, newest version first. */
    public List<SkillJob> ofBot(long bot) {
        return getEntityManager()
                .createNamedQuery("SkillJob.ofBot", SkillJob.class)
                .setParameter("bot", bot)
                .getResultList();
    }

    /** The jobs of the bots' current versions. */
    public List<SkillJob> ofCurrentVersions(Collection<Long> bots) {
        return getEntityManager()
                .createNamedQuery("SkillJob.ofVersions", SkillJob.class)
                .setParameter("bots", bots)
                .getResultList();
    }

    /** How many layouts of each job are played. */
    public Map<Long, Integer> played(Collection<Long> jobs) {
        Map<Long, Integer> played = new HashMap<>();
        if (!jobs.isEmpty()) {
            getEntityManager()
                    .createNamedQuery("SkillJob.played", Tuple.class)
                    .setParameter("jobs", jobs)
                    .getResultStream()
                    .forEach(row -> played.put(
                            row.get(0, Long.class), row.get(1, Long.class).intValue()));
        }
        return played;
    }
}
