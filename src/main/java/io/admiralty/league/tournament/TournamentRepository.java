package io.admiralty.league.tournament;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;

/** Tournaments: one locked while its series advance (their ends take turns), and the list, newest first. */
@ApplicationScoped
public class TournamentRepository implements PanacheRepositoryBase<Tournament, Long> {

    /** The tournament, its row locked until the transaction ends. */
    public Tournament locked(long id) {
        return findById(id, LockModeType.PESSIMISTIC_WRITE);
    }

    public List<Tournament> newestFirst(int first) {
        return find("order by id desc").page(0, first).list();
    }
}
