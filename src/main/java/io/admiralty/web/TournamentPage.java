package io.admiralty.web;

import io.admiralty.chart.BracketPicture;
import io.admiralty.league.tournament.PoolRound;
import io.admiralty.league.tournament.TournamentViews.EntrantView;
import io.admiralty.league.tournament.TournamentViews.SeriesView;
import io.admiralty.league.tournament.TournamentViews.StandingRow;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tournament as its page draws it, from the view its reader was given (so the page shows what the API shows that
 * reader and nothing more): a bracket's sections as pictures (boxes placed in columns by round, each with its series'
 * score and a link to its first game's replay), a pool's rounds as tables of pairings, and the standings.
 */
record TournamentPage(
        TournamentView tournament,
        Map<Long, EntrantView> entrants,
        List<Bracket> brackets,
        List<PoolRound> rounds,
        List<StandingRow> standings,
        boolean swiss) {

    /** The most characters of an entrant's label in a bracket's box: longer ones end in "…". */
    static final int NAME_LENGTH = 22;

    /**
     * One section of a bracket (winners', losers', the grand final) as a picture of its series: its series by round,
     * each with its box in the picture, the same position in {@code picture.boxes}.
     */
    record Bracket(String section, BracketPicture picture, List<SeriesView> series) {}

    static TournamentPage of(TournamentView tournament, List<StandingRow> standings) {
        Map<Long, EntrantView> entrants = new HashMap<>();
        tournament.entrants().forEach(e -> entrants.put(e.bot(), e));
        boolean pool =
                tournament.format().equals("swiss") || tournament.format().equals("round-robin");
        return new TournamentPage(
                tournament,
                entrants,
                pool ? List.of() : brackets(tournament),
                pool ? PoolRound.of(tournament) : List.of(),
                standings,
                tournament.format().equals("swiss"));
    }

    /** The entrant's name as the page shows it. */
    public String name(long bot) {
        EntrantView entrant = entrants.get(bot);
        return entrant.seed() + ". " + entrant.name();
    }

    /** The series the queue stopped after a league fault, for the organiser to replay. */
    public List<SeriesView> stopped() {
        return tournament.series().stream().filter(one -> one.stopped() != null).toList();
    }

    /** A fit as the page shows it: rounded to a whole rating point. */
    public long rounded(double fit) {
        return Math.round(fit);
    }

    /** A bracket entrant's label in its box: cut to {@link #NAME_LENGTH}. */
    public String label(long bot) {
        String name = name(bot);
        return name.length() > NAME_LENGTH ? name.substring(0, NAME_LENGTH - 1) + "…" : name;
    }

    /** The bracket's sections in order, each one's series by round. */
    private static List<Bracket> brackets(TournamentView tournament) {
        List<Bracket> pictures = new ArrayList<>();
        for (String section : List.of("winners", "losers", "grand-final")) {
            List<SeriesView> series = tournament.series().stream()
                    .filter(one -> one.section().equals(section))
                    .sorted(Comparator.comparingInt(SeriesView::round))
                    .toList();
            if (!series.isEmpty()) {
                pictures.add(new Bracket(
                        section,
                        BracketPicture.of(series.stream()
                                .map(one -> new BracketPicture.Place(one.round(), one.number()))
                                .toList()),
                        series));
            }
        }
        return pictures;
    }
}
