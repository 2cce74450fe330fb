package io.admiralty.web;

import io.admiralty.league.tournament.TournamentViews.EntrantView;
import io.admiralty.league.tournament.TournamentViews.SeriesView;
import io.admiralty.league.tournament.TournamentViews.StandingRow;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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

    /** Where boxes go in a bracket's picture, in its own units (the SVG's viewBox scales them to the page). */
    static final int BOX_WIDTH = 190;

    static final int BOX_HEIGHT = 44;
    static final int COLUMN = 220;
    static final int ROW = 56;
    static final int NAME_LENGTH = 22;

    /** One section of a bracket (winners', losers', the grand final) as a picture of its series. */
    record Bracket(String title, int width, int height, List<Box> boxes) {}

    /**
     * One series in a picture: its corner, each side's label and score (empty while only its pairing shows), whether
     * each side won, where it links (its first game, null before one is shown) and its games.
     */
    record Box(
            int x,
            int y,
            String first,
            String second,
            String firstScore,
            String secondScore,
            boolean firstWon,
            boolean secondWon,
            String href,
            SeriesView series) {

        public int middle() {
            return y + BOX_HEIGHT / 2;
        }

        public int textX() {
            return x + 8;
        }

        public int scoreX() {
            return x + BOX_WIDTH - 8;
        }

        public int firstY() {
            return y + 17;
        }

        public int secondY() {
            return y + 37;
        }

        public int right() {
            return x + BOX_WIDTH;
        }
    }

    /** A Swiss's or a round robin's round: its series and who sat out. */
    record PoolRound(int round, List<SeriesView> series, List<EntrantView> byes) {}

    static TournamentPage of(TournamentView tournament, List<StandingRow> standings) {
        Map<Long, EntrantView> entrants = new HashMap<>();
        tournament.entrants().forEach(e -> entrants.put(e.bot(), e));
        boolean pool =
                tournament.format().equals("swiss") || tournament.format().equals("round-robin");
        return new TournamentPage(
                tournament,
                entrants,
                pool ? List.of() : brackets(tournament, entrants),
                pool ? rounds(tournament, entrants) : List.of(),
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

    private static List<Bracket> brackets(TournamentView tournament, Map<Long, EntrantView> entrants) {
        Map<String, List<SeriesView>> sections = new TreeMap<>();
        tournament.series().forEach(one -> sections.computeIfAbsent(one.section(), s -> new ArrayList<>())
                .add(one));
        List<Bracket> pictures = new ArrayList<>();
        for (String section : List.of("winners", "losers", "grand-final")) {
            List<SeriesView> series = sections.get(section);
            if (series != null) {
                pictures.add(picture(title(section, tournament.format()), series, entrants));
            }
        }
        return pictures;
    }

    private static String title(String section, String format) {
        return switch (section) {
            case "losers" -> "Losers' bracket";
            case "grand-final" -> "Grand final";
            default -> format.equals("double") ? "Winners' bracket" : "Bracket";
        };
    }

    /** Columns by round, each column's places spread over the height of the one with the most. */
    private static Bracket picture(String title, List<SeriesView> series, Map<Long, EntrantView> entrants) {
        Map<Integer, List<SeriesView>> columns = new TreeMap<>();
        series.forEach(one ->
                columns.computeIfAbsent(one.round(), r -> new ArrayList<>()).add(one));
        int tallest =
                columns.values().stream().mapToInt(TournamentPage::slots).max().orElse(1);
        int height = tallest * ROW;
        List<Box> boxes = new ArrayList<>();
        int column = 0;
        for (List<SeriesView> round : columns.values()) {
            int count = slots(round);
            for (SeriesView one : round) {
                int y = (int) Math.round((one.number() - 0.5) * height / count) - BOX_HEIGHT / 2;
                boolean whole = one.sight().equals("whole");
                boxes.add(new Box(
                        column * COLUMN + 4,
                        y,
                        label(entrants.get(one.first())),
                        label(entrants.get(one.second())),
                        whole ? Integer.toString(one.firstWins()) : "",
                        whole ? Integer.toString(one.secondWins()) : "",
                        one.winner() != null && one.winner() == one.first(),
                        one.winner() != null && one.winner() == one.second(),
                        whole && !one.games().isEmpty()
                                ? "/games/" + one.games().get(0)
                                : null,
                        one));
            }
            column++;
        }
        return new Bracket(title, columns.size() * COLUMN, height, boxes);
    }

    /** The places a round's column has: its highest series number (a bye leaves its place empty). */
    private static int slots(List<SeriesView> round) {
        return Math.max(
                round.size(), round.stream().mapToInt(SeriesView::number).max().orElse(1));
    }

    private static String label(EntrantView entrant) {
        String name = entrant.seed() + ". " + entrant.name();
        return name.length() > NAME_LENGTH ? name.substring(0, NAME_LENGTH - 1) + "…" : name;
    }

    private static List<PoolRound> rounds(TournamentView tournament, Map<Long, EntrantView> entrants) {
        Map<Integer, List<SeriesView>> rounds = new TreeMap<>();
        tournament.series().forEach(one -> rounds.computeIfAbsent(one.round(), r -> new ArrayList<>())
                .add(one));
        List<PoolRound> shown = new ArrayList<>();
        rounds.forEach((round, series) -> shown.add(new PoolRound(
                round,
                series,
                // who sat out shows once every series of the round does (a team may see its own alone)
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
