package io.admiralty.league.tournament;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;

/**
 * Tournaments: one locked while its series advance (their ends take turns), the list, newest first, and those a team's
 * bots entered.
 */
@ApplicationScoped
public class TournamentRepository implements PanacheRepositoryBase<Tournament, Long> {

    /**
     * The tournament, its row locked until the transaction ends, read again once the lock is held: a locking read
     * that waited for another transaction gets the tournament's own row as that one left it, but the rows it joins
     * from other tables (its entrants, their withdrawals) as they were when the read began, so a Swiss would pair an
     * entrant withdrawn meanwhile.
     */
    public Tournament locked(long id) {
        Tournament tournament = findById(id, LockModeType.PESSIMISTIC_WRITE);
        if (tournament != null) {
            getEntityManager().refresh(tournament);
        }
        return tournament;
    }

    public List<Tournament> newestFirst(int first) {
        return find("order by id desc").page(0, first).list();
    }

    /** The tournaments one of the team's bots entered, newest first, at most {@code first}. */
    public List<Tournament> enteredBy(long team, int first) {
        return find(
                        "select distinct t from Tournament t join t.entrants e"
                                + " where e.bot in (select b.id from Bot b where b.team.id = ?1) order by t.id desc",
                        team)
                .page(0, first)
                .list();
    }
}
