package io.admiralty.league.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every pair meets once, in rounds where each entrant plays at most one series (a season's final as a tournament
 * format). The rounds are the circle method's (Berger tables): the last seat fixed, the others turning one place a
 * round; with an odd count an empty seat makes the bye. Who opens a series alternates so that every entrant's firsts
 * and seconds differ by one at most after every round. All series are ready from the start; the placings are the
 * {@link Standings} once every series is decided.
 */
public record RoundRobin() implements Format {

    @Override
    public Progress progress(List<Entrant> entrants, List<Series> series) {
        List<Series> schedule = schedule(Entrant.seeded(entrants));
        Given given = new Given(series);
        List<Series> played = schedule.stream().map(given::take).toList();
        given.noneLeft();
        List<Series> ready = played.stream().filter(s -> !s.decided()).toList();
        List<Placing> placings =
                ready.isEmpty() ? Standings.placings(Standings.of(entrants, played, Map.of())) : List.of();
        return new Progress(ready, Set.of(), placings);
    }

    /** The standings after the decided series so far. */
    public List<Standings.Standing> standings(List<Entrant> entrants, List<Series> series) {
        return Standings.of(entrants, series, Map.of());
    }

    private static List<Series> schedule(List<Entrant> seeds) {
        int seats = seeds.size() + seeds.size() % 2;
        List<Series> schedule = new ArrayList<>();
        for (int round = 0; round < seats - 1; round++) {
            int[] seat = new int[seats];
            seat[0] = seats - 1;
            for (int place = 1; place < seats; place++) {
                seat[place] = Math.floorMod(place - 1 + round, seats - 1);
            }
            int board = 1;
            for (int table = 0; table < seats / 2; table++) {
                int upper = seat[table];
                int lower = seat[seats - 1 - table];
                if (upper >= seeds.size() || lower >= seeds.size()) {
                    continue;
                }
                // the fixed seat opens in even rounds; on other tables the upper seat opens on even tables: each
                // turning entrant then alternates as it moves, and the fixed one alternates by round
                boolean upperOpens = table == 0 ? round % 2 == 0 : table % 2 == 0;
                long opener = seeds.get(upperOpens ? upper : lower).id();
                long other = seeds.get(upperOpens ? lower : upper).id();
                schedule.add(Series.of(new Slot(round + 1, Slot.Section.POOL, board++), opener, other));
            }
        }
        return schedule;
    }
}
