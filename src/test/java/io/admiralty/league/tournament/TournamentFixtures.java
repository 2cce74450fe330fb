package io.admiralty.league.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/** TournamentFixtures for tests: entrants named by their seeds, and a format played to its end. */
final class TournamentFixtures {

    private TournamentFixtures() {}

    /** Entrants 1..n, entrant k the k-th best fit (so seed k). */
    static List<Entrant> entrants(int n) {
        return LongStream.rangeClosed(1, n)
                .mapToObj(id -> new Entrant(id, 2000 - 10 * id))
                .toList();
    }

    /** Plays {@code format} out, each ready series won by {@code winner}; answers every series, in the order played. */
    static Played playOut(Format format, List<Entrant> entrants, ToLongFunction<Series> winner) {
        Map<Slot, Series> series = new LinkedHashMap<>();
        List<Progress> steps = new ArrayList<>();
        while (true) {
            Progress progress = format.progress(entrants, List.copyOf(series.values()));
            steps.add(progress);
            if (progress.ready().isEmpty()) {
                return new Played(List.copyOf(series.values()), steps);
            }
            for (Series ready : progress.ready()) {
                series.put(ready.slot(), ready.wonBy(winner.applyAsLong(ready)));
            }
        }
    }

    /** What a tournament played out gave: its series and its progress after each step, the last one its end. */
    record Played(List<Series> series, List<Progress> steps) {

        Progress end() {
            return steps.get(steps.size() - 1);
        }

        /** Each entrant's series lost. */
        Map<Long, Long> losses() {
            return series.stream().collect(Collectors.groupingBy(s -> s.loser().getAsLong(), Collectors.counting()));
        }
    }

    /** The better seed (the lower id) wins. */
    static long favourite(Series series) {
        return Math.min(series.first(), series.second());
    }

    /** Series as "round.section.number first-second>winner", one a line, in slot order. */
    static String listed(List<Series> series) {
        return series.stream()
                .sorted((a, b) -> a.slot().compareTo(b.slot()))
                .map(s -> s.slot().round() + "." + s.slot().section().name().charAt(0) + "."
                        + s.slot().number()
                        + " " + s.first() + "-" + s.second()
                        + (s.decided() ? ">" + s.winner().getAsLong() : ""))
                .collect(Collectors.joining("\n"));
    }

    /** Placings as "place:entrant" in order. */
    static String placings(Progress progress) {
        return progress.placings().stream()
                .map(p -> p.place() + ":" + p.entrant())
                .collect(Collectors.joining(" "));
    }
}
