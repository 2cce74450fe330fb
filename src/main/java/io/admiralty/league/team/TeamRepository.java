package io.admiralty.league.team;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;

/** Teams, found by id. */
@ApplicationScoped
public class TeamRepository implements PanacheRepositoryBase<Team, Long> {

    /** The advisory lock number of team names: "teamname" in ASCII. */
    private static final long NAMES_LOCK = 0x7465616d6e616d65L;

    /** Locks the team until the transaction ends: what it may have only so many of is counted one upload at a time. */
    public void lock(long team) {
        findByIdOptional(team, LockModeType.PESSIMISTIC_WRITE);
    }

    /**
     * Holds the lock on team names until the transaction ends (PostgreSQL's advisory lock {@value #NAMES_LOCK}, on every
     * instance): a new name is compared with the others one request at a time.
     */
    public void lockNames() {
        getEntityManager()
                .createNativeQuery("select pg_advisory_xact_lock(?1)")
                .setParameter(1, NAMES_LOCK)
                .getSingleResult();
    }

    /** Every team but the built-in one, oldest first. */
    public List<Team> league() {
        return list("builtin = false order by id");
    }
}
