package io.admiralty.league.tournament;

import io.admiralty.league.tournament.TournamentViews.EntrantView;
import io.admiralty.league.tournament.TournamentViews.SeriesView;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A Swiss's or a round robin's round as its reader sees it: its series, and the entrants it paired that sat out (a
 * bye), shown once every series of the round is (a team may see its own alone, and must not learn the rest from the
 * byes).
 */
public record PoolRound(int round, List<SeriesView> series, List<EntrantView> byes) {

    /** The rounds of the series the reader sees, in order. */
    public static List<PoolRound> of(TournamentView tournament) {
        Map<Integer, List<SeriesView>> rounds = new TreeMap<>();
        tournament.series().forEach(one -> rounds.computeIfAbsent(one.round(), r -> new ArrayList<>())
                .add(one));
        List<PoolRound> shown = new ArrayList<>();
        rounds.forEach((round, series) -> shown.add(new PoolRound(
                round,
                series,
                series.size() < tournament.seriesIn(round)
                        ? List.of()
                        : tournament.entrants().stream()
                                .filter(e -> tournament.pairs(e, round)
                                        && series.stream()
                                                .noneMatch(s -> s.first() == e.bot() || s.second() == e.bot()))
                                .toList())));
        return shown;
    }
}
