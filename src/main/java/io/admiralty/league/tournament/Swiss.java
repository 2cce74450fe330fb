package io.admiralty.league.tournament;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Swiss of {@code rounds} rounds: each round is paired from the standings after the rounds before
 * ({@link SwissPairing}), never the same pair twice nor a pair the organiser {@code forbidden}; with an odd count one
 * entrant sits out with a bye worth a win. Nobody is eliminated. It is over after its last round, or earlier when no
 * round can be paired any more (everyone has met everyone they may); the placings are then the {@link Standings}.
 * Unlike a bracket a Swiss has no plan to replay: the series given are its rounds as they were paired.
 */
public record Swiss(int rounds, Set<Pair> forbidden) implements Format {

    public Swiss {
        if (rounds < 1) {
            throw new IllegalArgumentException("a Swiss has one round at least, not " + rounds);
        }
        forbidden = Set.copyOf(forbidden);
    }

    @Override
    public Progress progress(List<Entrant> entrants, List<Series> series) {
        List<Entrant> seeds = Entrant.seeded(entrants);
        int played = roundsPlayed(seeds, series);
        List<Series> undecided = series.stream().filter(s -> !s.decided()).toList();
        if (!undecided.isEmpty()) {
            return new Progress(undecided, Set.of(), List.of());
        }
        List<Standings.Standing> standings = standings(entrants, series);
        if (played < rounds) {
            var next = SwissPairing.pair(standings, series, byes(seeds, series), forbidden, played + 1);
            if (next.isPresent()) {
                return new Progress(next.get(), Set.of(), List.of());
            }
        }
        return new Progress(List.of(), Set.of(), Standings.placings(standings));
    }

    /** The standings after the decided series so far, byes counted. */
    public List<Standings.Standing> standings(List<Entrant> entrants, List<Series> series) {
        return Standings.of(entrants, series, byes(Entrant.seeded(entrants), series));
    }

    /** Checks the series are whole rounds 1, 2, ... of these entrants, and answers how many. */
    private static int roundsPlayed(List<Entrant> seeds, List<Series> series) {
        Set<Long> ids = new HashSet<>();
        seeds.forEach(entrant -> ids.add(entrant.id()));
        Map<Integer, Set<Long>> playing = new HashMap<>();
        for (Series one : series) {
            if (one.slot().section() != Slot.Section.POOL) {
                throw new IllegalArgumentException("a Swiss plays rounds of a pool, not " + one.slot());
            }
            Set<Long> round = playing.computeIfAbsent(one.slot().round(), r -> new HashSet<>());
            for (long entrant : List.of(one.first(), one.second())) {
                if (!ids.contains(entrant) || !round.add(entrant)) {
                    throw new IllegalArgumentException(entrant + " cannot play " + one.slot());
                }
            }
        }
        for (int round = 1; round <= playing.size(); round++) {
            Set<Long> paired = playing.get(round);
            if (paired == null || paired.size() != seeds.size() - seeds.size() % 2) {
                throw new IllegalArgumentException("round " + round + " of the Swiss is not paired whole");
            }
        }
        return playing.size();
    }

    /** Each entrant's byes: the rounds it played no series in. */
    static Map<Long, Integer> byes(List<Entrant> seeds, List<Series> series) {
        Map<Integer, Set<Long>> playing = new HashMap<>();
        for (Series one : series) {
            Set<Long> round = playing.computeIfAbsent(one.slot().round(), r -> new HashSet<>());
            round.add(one.first());
            round.add(one.second());
        }
        Map<Long, Integer> byes = new HashMap<>();
        for (Set<Long> round : playing.values()) {
            for (Entrant entrant : seeds) {
                if (!round.contains(entrant.id())) {
                    byes.merge(entrant.id(), 1, Integer::sum);
                }
            }
        }
        return byes;
    }
}
