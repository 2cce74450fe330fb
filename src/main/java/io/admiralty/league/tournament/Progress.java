package io.admiralty.league.tournament;

import java.util.List;
import java.util.Set;

/**
 * Where a tournament stands after its series so far: the series that can be played now and are not decided (those not
 * among the series given are the ones to start), the entrants out of it, and the final placings, empty until the
 * tournament is over.
 */
public record Progress(List<Series> ready, Set<Long> eliminated, List<Placing> placings) {

    public Progress {
        ready = List.copyOf(ready);
        eliminated = Set.copyOf(eliminated);
        placings = List.copyOf(placings);
    }

    public boolean over() {
        return !placings.isEmpty();
    }
}
