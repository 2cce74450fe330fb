package io.admiralty.league.team;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;

/** Teams, found by id or name (whatever its case). */
@ApplicationScoped
public class TeamRepository implements PanacheRepositoryBase<Team, Long> {

    /** Locks the team until the transaction ends: what it may have only so many of is counted one upload at a time. */
    public void lock(long team) {
        findByIdOptional(team, LockModeType.PESSIMISTIC_WRITE);
    }

    /** Whether a team has this name, whatever its case. */
    public boolean nameTaken(String name) {
        return find("#Team.byName", Parameters.with("name", name))
                .firstResultOptional()
                .isPresent();
    }

    /** Every team but the built-in one, oldest first. */
    public List<Team> league() {
        return list("builtin = false order by id");
    }
}
