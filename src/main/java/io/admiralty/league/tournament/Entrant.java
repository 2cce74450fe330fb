package io.admiralty.league.tournament;

import java.util.Comparator;
import java.util.List;

/**
 * One entrant of a tournament: a bot (by the id its series name it by) and its season's fit (the rating the season
 * ranked it by at its deadline), which seeds it and breaks the last tie of the standings.
 */
public record Entrant(long id, double fit) {

    /** Seed order: the best fit first; equal fits by id, so that a seeding never depends on the order given. */
    static final Comparator<Entrant> SEED_ORDER =
            Comparator.comparingDouble(Entrant::fit).reversed().thenComparingLong(Entrant::id);

    public Entrant {
        if (!Double.isFinite(fit)) {
            throw new IllegalArgumentException("entrant " + id + " has no finite fit: " + fit);
        }
    }

    /** The entrants in seed order (seed 1 first), refusing a list with an entrant twice or fewer than two. */
    static List<Entrant> seeded(List<Entrant> entrants) {
        if (entrants.size() < 2) {
            throw new IllegalArgumentException("a tournament needs two entrants at least, has " + entrants.size());
        }
        if (entrants.stream().map(Entrant::id).distinct().count() != entrants.size()) {
            throw new IllegalArgumentException("an entrant is listed twice: " + entrants);
        }
        return entrants.stream().sorted(SEED_ORDER).toList();
    }
}
