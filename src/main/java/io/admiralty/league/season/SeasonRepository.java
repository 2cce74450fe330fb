package io.admiralty.league.season;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Seasons and their rounds. */
@ApplicationScoped
public class SeasonRepository implements PanacheRepositoryBase<Season, Long> {

    public List<Season> all() {
        return find("#Season.all").list();
    }

    /** Season names are unique whatever their case. */
    public boolean nameTaken(String name) {
        return find("#Season.byNameIgnoringCase", Parameters.with("name", name))
                .firstResultOptional()
                .isPresent();
    }

    /** The open season the bot entered last, if any (a gate's default ruleset). */
    public Optional<Season> latestOpenOf(long bot) {
        return getEntityManager()
                .createNamedQuery("Season.latestOpenOfBot", Season.class)
                .setParameter("bot", bot)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    /**
     * The open seasons where the bot is entered and plays its current version (not withdrawn, entries not frozen), by
     * id: the seasons a new version of it would play.
     */
    public List<Season> openPlayingOf(long bot) {
        return getEntityManager()
                .createNamedQuery("Season.openPlayingOfBot", Season.class)
                .setParameter("bot", bot)
                .getResultList();
    }

    /** Seasons with a schedule that are neither paused nor closed, nor past their submission deadline. */
    public List<Season> scheduled(Instant now) {
        return find("#Season.scheduled", Parameters.with("now", now)).list();
    }

    /** Open, unpaused seasons whose final starts at their deadline, which has passed, and has not started. */
    public List<Long> finalDue(Instant now) {
        return getEntityManager()
                .createNamedQuery("Season.finalDue", Long.class)
                .setParameter("atDeadline", FinalStart.DEADLINE)
                .setParameter("now", now)
                .getResultList();
    }

    /** The season, locked until the transaction ends: its changes and its rounds are made one at a time. */
    public Optional<Season> lock(long id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    public int lastRoundNumber(long season) {
        return getEntityManager()
                .createNamedQuery("Round.lastNumber", Integer.class)
                .setParameter("season", season)
                .getSingleResult();
    }

    public Optional<Instant> lastScheduledRound(long season) {
        return Optional.ofNullable(getEntityManager()
                .createNamedQuery("Round.lastScheduled", Instant.class)
                .setParameter("season", season)
                .getSingleResult());
    }

    public boolean roundFiredAt(long season, Instant fire) {
        return getEntityManager()
                        .createNamedQuery("Round.firedAt", Long.class)
                        .setParameter("season", season)
                        .setParameter("fire", fire)
                        .getSingleResult()
                > 0;
    }

    public SeasonCounts counts(long season) {
        return getEntityManager()
                .createNamedQuery("Season.counts", SeasonCounts.class)
                .setParameter("season", season)
                .getSingleResult();
    }

    public void persistRound(Round round) {
        getEntityManager().persist(round);
    }
}
