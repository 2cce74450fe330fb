package io.admiralty.league.tournament;

import io.admiralty.league.tournament.TournamentViews.EntrantView;
import io.admiralty.league.tournament.TournamentViews.SeriesView;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A tournament's exports as CSV, written from the view its reader was given ({@link TournamentViews}), so that a
 * download shows exactly what the page and the API show that reader and never more. Names are always quoted.
 */
public final class TournamentCsv {

    public static final String SERIES_HEADER = "round,section,number,first_bot,first,second_bot,second,sight,"
            + "first_wins,second_wins,draws,winner_bot,decided_by,reason";

    public static final String STANDINGS_HEADER =
            "place,bot_id,bot,team,version,seed,score,buchholz,sonneborn_berger,fit";

    private TournamentCsv() {}

    /**
     * One row per series the reader sees, in the order played; a pairing alone leaves the results empty; reason is why
     * a walkover was one, or why a series stopped undecided.
     */
    public static String series(TournamentView tournament) {
        Map<Long, EntrantView> entrants = byBot(tournament);
        StringBuilder csv = new StringBuilder(SERIES_HEADER).append('\n');
        for (SeriesView one : tournament.series()) {
            csv.append(one.round())
                    .append(',')
                    .append(one.section())
                    .append(',')
                    .append(one.number())
                    .append(',')
                    .append(one.first())
                    .append(',')
                    .append(quoted(entrants.get(one.first()).name()))
                    .append(',')
                    .append(one.second())
                    .append(',')
                    .append(quoted(entrants.get(one.second()).name()))
                    .append(',')
                    .append(one.sight())
                    .append(',')
                    .append(blank(one.firstWins()))
                    .append(',')
                    .append(blank(one.secondWins()))
                    .append(',')
                    .append(blank(one.draws()))
                    .append(',')
                    .append(blank(one.winner()))
                    .append(',')
                    .append(blank(one.decidedBy()))
                    .append(',')
                    .append(
                            one.walkover() != null
                                    ? quoted(one.walkover())
                                    : one.stopped() != null ? quoted(one.stopped()) : "")
                    .append('\n');
        }
        return csv.toString();
    }

    /**
     * The standings as the reader sees them: a Swiss's or a round robin's lines with their tie-breaks, a bracket's
     * placings (the tie-break columns empty); only the header while they are not shown.
     */
    public static String standings(TournamentView tournament) {
        StringBuilder csv = new StringBuilder(STANDINGS_HEADER).append('\n');
        for (TournamentViews.StandingRow row : TournamentViews.standingRows(tournament)) {
            csv.append(row.place())
                    .append(',')
                    .append(row.bot())
                    .append(',')
                    .append(quoted(row.name()))
                    .append(',')
                    .append(quoted(row.team()))
                    .append(',')
                    .append(row.version())
                    .append(',')
                    .append(row.seed())
                    .append(',')
                    .append(blank(row.score()))
                    .append(',')
                    .append(blank(row.buchholz()))
                    .append(',')
                    .append(blank(row.sonnebornBerger()))
                    .append(',')
                    .append(row.fit())
                    .append('\n');
        }
        return csv.toString();
    }

    private static Map<Long, EntrantView> byBot(TournamentView tournament) {
        return tournament.entrants().stream().collect(Collectors.toMap(EntrantView::bot, Function.identity()));
    }

    private static String blank(Object value) {
        return value == null ? "" : value.toString();
    }

    private static String quoted(String text) {
        return '"' + text.replace("\"", "\"\"") + '"';
    }
}
