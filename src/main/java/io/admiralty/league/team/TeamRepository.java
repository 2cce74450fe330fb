package io.admiralty.league.team;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.Optional;

/** Teams, found by id, name or token. */
@ApplicationScoped
public class TeamRepository implements PanacheRepositoryBase<Team, Long> {

    public Optional<Team> byTokenHash(String hash) {
        return find("#Team.byTokenHash", Parameters.with("hash", hash)).firstResultOptional();
    }

    /** Locks the team until the transaction ends: what it may have only so many of is counted one upload at a time. */
    public void lock(long team) {
        findByIdOptional(team, LockModeType.PESSIMISTIC_WRITE);
    }

    public boolean nameTaken(String name) {
        return find("#Team.byName", Parameters.with("name", name))
                .firstResultOptional()
                .isPresent();
    }
}
