package io.admiralty.league.notice;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;

/** Notices: a team's inbox, marking them read, and those the mailer has not sent yet. */
@ApplicationScoped
public class NoticeRepository implements PanacheRepositoryBase<Notice, Long> {

    /** Hibernate's lock timeout that means SKIP LOCKED on PostgreSQL. */
    private static final int SKIP_LOCKED = -2;

    public List<Notice> ofTeam(long team, boolean unreadOnly, int limit) {
        return getEntityManager()
                .createNamedQuery(unreadOnly ? "Notice.unreadOfTeam" : "Notice.ofTeam", Notice.class)
                .setParameter("team", team)
                .setMaxResults(limit)
                .getResultList();
    }

    public long unread(long team) {
        return getEntityManager()
                .createNamedQuery("Notice.countUnread", Long.class)
                .setParameter("team", team)
                .getSingleResult();
    }

    /** Marks the team's notices up to {@code upTo} read; returns how many were unread. */
    public int markRead(long team, long upTo, Instant now) {
        return getEntityManager()
                .createNamedQuery("Notice.markRead")
                .setParameter("team", team)
                .setParameter("upTo", upTo)
                .setParameter("now", now)
                .executeUpdate();
    }

    /** Marks the notices made before {@code before} and never mailed as mailed, unsent: they are old news. */
    public void markOldMailed(Instant before, Instant now) {
        getEntityManager()
                .createNamedQuery("Notice.markOldMailed")
                .setParameter("before", before)
                .setParameter("now", now)
                .executeUpdate();
    }

    /** Up to {@code limit} notices not mailed yet, locked; those another instance holds are skipped. */
    public List<Notice> lockUnmailed(int limit) {
        return getEntityManager()
                .createNamedQuery("Notice.unmailed", Notice.class)
                .setMaxResults(limit)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .setHint("jakarta.persistence.lock.timeout", SKIP_LOCKED)
                .getResultList();
    }

    /** The teams, built-in aside, with a bot entered in the season. */
    @SuppressWarnings("unchecked")
    public List<Long> teamsInSeason(long season) {
        return getEntityManager()
                .createNativeQuery(
                        """
                        select distinct b.team_id from season_entry e join bot b on b.id = e.bot_id
                        join team t on t.id = b.team_id where e.season_id = :season and not t.builtin""",
                        Long.class)
                .setParameter("season", season)
                .getResultList();
    }
}
