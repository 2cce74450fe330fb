package io.admiralty.league.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * An elimination bracket played forward: its matches, each fed by a seed or by the winner or loser of an earlier
 * match, are resolved in order against the series given. A match with both entrants known is a series (ready, or
 * decided by the series given in its slot); a match with one entrant and a bye (a seed past the count, or a loser
 * nobody will be) passes its entrant on without a series; a match not yet known waits. The better seed opens every
 * series, and the seeds' tie-break of a series ({@link BestOf}) favours it too.
 */
final class Bracket {

    /** Where one side of a match comes from. */
    sealed interface Source {}

    /** Seed {@code seed} (1 the best fit), a bye when past the number of entrants. */
    record Seed(int seed) implements Source {}

    record WinnerOf(Slot slot) implements Source {}

    record LoserOf(Slot slot) implements Source {}

    record Match(Slot slot, Source upper, Source lower) {}

    /** What a source is so far. */
    private sealed interface Occupant {}

    private record Known(long entrant) implements Occupant {}

    /** Nobody will come from there. */
    private record Bye() implements Occupant {}

    /** Not known until an earlier series is decided. */
    private record Undecided() implements Occupant {}

    private record Resolved(Occupant winner, Occupant loser) {}

    private final List<Entrant> seeds;
    private final Map<Long, Integer> seedOf = new HashMap<>();
    private final Given given;
    private final Map<Slot, Resolved> resolved = new HashMap<>();
    private final List<Series> series = new ArrayList<>();

    Bracket(List<Entrant> entrants, List<Series> given) {
        this.seeds = Entrant.seeded(entrants);
        for (int i = 0; i < seeds.size(); i++) {
            seedOf.put(seeds.get(i).id(), i + 1);
        }
        this.given = new Given(given);
    }

    /** The smallest power of two that holds {@code entrants}: the bracket's first round has half as many matches. */
    static int size(int entrants) {
        return Integer.highestOneBit(entrants - 1) << 1;
    }

    /**
     * The standard bracket order of {@code size} seeds (a power of two), top to bottom: each round's pairs sum to the
     * same (1 v 8, 4 v 5, 2 v 7, 3 v 6), so the best seeds meet as late as can be, seeds 1 and 2 in the final, and
     * the seeds past the count, the byes, fall to the best seeds.
     */
    static List<Integer> order(int size) {
        List<Integer> order = List.of(1);
        while (order.size() < size) {
            int sum = 2 * order.size() + 1;
            List<Integer> next = new ArrayList<>();
            for (int seed : order) {
                next.add(seed);
                next.add(sum - seed);
            }
            order = next;
        }
        return order;
    }

    /** The winners' bracket of {@code size} seeds: round 1 in bracket order, each later match fed by two before it. */
    static List<Match> winners(int size) {
        List<Integer> order = order(size);
        List<Match> matches = new ArrayList<>();
        for (int number = 1; number <= size / 2; number++) {
            matches.add(new Match(
                    winnersSlot(1, number), new Seed(order.get(2 * number - 2)), new Seed(order.get(2 * number - 1))));
        }
        for (int round = 2; (size >> round) >= 1; round++) {
            for (int number = 1; number <= size >> round; number++) {
                matches.add(new Match(
                        winnersSlot(round, number),
                        new WinnerOf(winnersSlot(round - 1, 2 * number - 1)),
                        new WinnerOf(winnersSlot(round - 1, 2 * number))));
            }
        }
        return matches;
    }

    static Slot winnersSlot(int round, int number) {
        return new Slot(round, Slot.Section.WINNERS, number);
    }

    /** Resolves {@code match}, whose sources are all resolved already. */
    void play(Match match) {
        Occupant upper = occupant(match.upper());
        Occupant lower = occupant(match.lower());
        resolved.put(match.slot(), resolve(match.slot(), upper, lower));
    }

    private Resolved resolve(Slot slot, Occupant upper, Occupant lower) {
        if (upper instanceof Known a && lower instanceof Known b) {
            boolean aBetter = seedOf.get(a.entrant()) < seedOf.get(b.entrant());
            Series one = given.take(
                    Series.of(slot, aBetter ? a.entrant() : b.entrant(), aBetter ? b.entrant() : a.entrant()));
            series.add(one);
            return one.decided()
                    ? new Resolved(
                            new Known(one.winner().getAsLong()),
                            new Known(one.loser().getAsLong()))
                    : new Resolved(new Undecided(), new Undecided());
        }
        if (upper instanceof Bye && lower instanceof Bye) {
            return new Resolved(new Bye(), new Bye());
        }
        if (upper instanceof Known && lower instanceof Bye) {
            return new Resolved(upper, lower);
        }
        if (upper instanceof Bye && lower instanceof Known) {
            return new Resolved(lower, upper);
        }
        return new Resolved(new Undecided(), new Undecided());
    }

    private Occupant occupant(Source source) {
        if (source instanceof Seed seed) {
            return seed.seed() <= seeds.size()
                    ? new Known(seeds.get(seed.seed() - 1).id())
                    : new Bye();
        }
        if (source instanceof WinnerOf winner) {
            return resolvedAt(winner.slot()).winner();
        }
        return resolvedAt(((LoserOf) source).slot()).loser();
    }

    private Resolved resolvedAt(Slot slot) {
        Resolved at = resolved.get(slot);
        if (at == null) {
            throw new IllegalStateException(slot + " is used before it is played");
        }
        return at;
    }

    /** The entrant a source names, once known. */
    OptionalLong entrant(Source source) {
        return occupant(source) instanceof Known known ? OptionalLong.of(known.entrant()) : OptionalLong.empty();
    }

    /**
     * Where the bracket stands: the series ready, the entrants with {@code lives} series lost, and, once {@code over},
     * the placings, by the round each entrant went out in (the later, the better; the last one standing first).
     */
    Progress progress(int lives, boolean over) {
        given.noneLeft();
        Map<Long, Integer> losses = new HashMap<>();
        Map<Long, Integer> outInRound = new HashMap<>();
        for (Series one : series) {
            if (one.decided()) {
                long loser = one.loser().getAsLong();
                if (losses.merge(loser, 1, Integer::sum) == lives) {
                    outInRound.put(loser, one.slot().round());
                }
            }
        }
        List<Series> ready = series.stream()
                .filter(s -> !s.decided())
                .sorted(Comparator.comparing(Series::slot))
                .toList();
        List<Placing> placings = new ArrayList<>();
        if (over) {
            for (Entrant seed : seeds) {
                int round = outInRound.getOrDefault(seed.id(), Integer.MAX_VALUE);
                long outlasting =
                        outInRound.values().stream().filter(r -> r > round).count()
                                + (round == Integer.MAX_VALUE ? 0 : seeds.size() - outInRound.size());
                placings.add(new Placing(seed.id(), (int) outlasting + 1));
            }
            placings.sort(Comparator.comparingInt(Placing::place));
        }
        return new Progress(ready, outInRound.keySet(), placings);
    }
}
