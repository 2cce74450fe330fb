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
 *
 * <p>An entrant withdrawn after {@code n} rounds were paired ({@code withdrawnAfter}) is left out of every round after
 * the {@code n}th, as FIDE leaves a withdrawn player unpaired: those rounds are neither series nor byes, so it scores
 * nothing more and nobody is given a walkover win over it. A series it was paired in already is still its to lose
 * (the player makes it a walkover); it stays in the standings with what it scored.
 */
public record Swiss(int rounds, Set<Pair> forbidden, Map<Long, Integer> withdrawnAfter) implements Format {

    public Swiss {
        if (rounds < 1) {
            throw new IllegalArgumentException("a Swiss has one round at least, not " + rounds);
        }
        forbidden = Set.copyOf(forbidden);
        withdrawnAfter = Map.copyOf(withdrawnAfter);
    }

    /** A Swiss nobody has withdrawn from. */
    public Swiss(int rounds, Set<Pair> forbidden) {
        this(rounds, forbidden, Map.of());
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
        List<Standings.Standing> stillIn = standings.stream()
                .filter(standing -> !withdrawnAfter.containsKey(standing.entrant()))
                .toList();
        if (played < rounds && stillIn.size() >= 2) {
            var next = SwissPairing.pair(stillIn, series, byes(seeds, series), forbidden, played + 1);
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

    /** Whether the entrant was still in when round {@code round} was paired. */
    private boolean pairedFor(long entrant, int round) {
        Integer after = withdrawnAfter.get(entrant);
        return after == null || round <= after;
    }

    /** How many of the entrants were still in when round {@code round} was paired. */
    private int entrantsIn(List<Entrant> seeds, int round) {
        return (int) seeds.stream().filter(e -> pairedFor(e.id(), round)).count();
    }

    /**
     * Checks the series are whole rounds 1, 2, ... of these entrants (each of the entrants still in when it was paired,
     * all but a bye), and answers how many.
     */
    private int roundsPlayed(List<Entrant> seeds, List<Series> series) {
        Set<Long> ids = new HashSet<>();
        seeds.forEach(entrant -> ids.add(entrant.id()));
        Map<Integer, Set<Long>> playing = new HashMap<>();
        for (Series one : series) {
            if (one.slot().section() != Slot.Section.POOL) {
                throw new IllegalArgumentException("a Swiss plays rounds of a pool, not " + one.slot());
            }
            Set<Long> round = playing.computeIfAbsent(one.slot().round(), r -> new HashSet<>());
            for (long entrant : List.of(one.first(), one.second())) {
                if (!ids.contains(entrant) || !pairedFor(entrant, one.slot().round()) || !round.add(entrant)) {
                    throw new IllegalArgumentException(entrant + " cannot play " + one.slot());
                }
            }
        }
        for (int round = 1; round <= playing.size(); round++) {
            Set<Long> paired = playing.get(round);
            int in = entrantsIn(seeds, round);
            if (paired == null || paired.size() != in - in % 2) {
                throw new IllegalArgumentException("round " + round + " of the Swiss is not paired whole");
            }
        }
        return playing.size();
    }

    /** Each entrant's byes: the rounds it was paired for and played no series in. */
    Map<Long, Integer> byes(List<Entrant> seeds, List<Series> series) {
        Map<Integer, Set<Long>> playing = new HashMap<>();
        for (Series one : series) {
            Set<Long> round = playing.computeIfAbsent(one.slot().round(), r -> new HashSet<>());
            round.add(one.first());
            round.add(one.second());
        }
        Map<Long, Integer> byes = new HashMap<>();
        for (Map.Entry<Integer, Set<Long>> round : playing.entrySet()) {
            for (Entrant entrant : seeds) {
                if (!round.getValue().contains(entrant.id()) && pairedFor(entrant.id(), round.getKey())) {
                    byes.merge(entrant.id(), 1, Integer::sum);
                }
            }
        }
        return byes;
    }
}
