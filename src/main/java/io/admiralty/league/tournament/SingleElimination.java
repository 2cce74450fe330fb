package io.admiralty.league.tournament;

import java.util.List;

/**
 * Single elimination: one series lost and an entrant is out. Seeded by the season's fit in the standard bracket order
 * ({@code Bracket.order}: 1 v N, 2 v N-1, the top seeds meeting last), the bracket the smallest power of two that
 * holds everyone and the byes of its first round going to the top seeds. No series for third place: the losers of
 * each round share a place (the semi-finals' losers third).
 */
public record SingleElimination() implements Format {

    @Override
    public Progress progress(List<Entrant> entrants, List<Series> series) {
        Bracket bracket = new Bracket(entrants, series);
        List<Bracket.Match> matches = Bracket.winners(Bracket.size(entrants.size()));
        matches.forEach(bracket::play);
        Slot last = matches.get(matches.size() - 1).slot();
        return bracket.progress(1, bracket.entrant(new Bracket.WinnerOf(last)).isPresent());
    }
}
