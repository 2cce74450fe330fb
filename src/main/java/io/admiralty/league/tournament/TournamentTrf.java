package io.admiralty.league.tournament;

import io.admiralty.league.tournament.TournamentViews.EntrantView;
import io.admiralty.league.tournament.TournamentViews.SeriesView;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A Swiss as a FIDE TRF16 text file, as lichess exports its Swiss tournaments, written from the view its reader was
 * given ({@link TournamentViews}), so that it tells no more than the API does. The header lines: {@code 012} the name,
 * {@code 042} and {@code 052} the start and end dates (yyyy/MM/dd, UTC; the end only once shown), {@code 062} the
 * number of entrants, {@code 092} the kind, {@code XXR} the rounds planned (JaVaFo's and lichess's extension). Then an
 * {@code 001} line per entrant in seed order, in TRF16's columns: the starting rank (the seed) in 5-8, the bot's name
 * in 15-47 (cut to 33 characters), its fit rounded in 49-52 (the rating's columns, 0..9999), its bot id in 58-68
 * (FIDE's id's columns), its points in 81-84 and its place in 86-89 (blank while the reader does not see the
 * standings), and for round {@code r} from column {@code 92 + 10 (r - 1)}: the opponent's starting rank (4 columns),
 * a space, {@code w} if the entrant opened every deal of the series (it was its {@code first}) or {@code b}, a space,
 * and the result: {@code 1} or {@code 0} a series won or lost, {@code +} or {@code -} one won or lost by walkover;
 * a bye is {@code 0000 - U} (TRF16's pairing-allocated bye, worth a win here), a round a withdrawn entrant was no
 * longer paired for {@code 0000 - Z} (its zero-point bye, an absence). A round is written only once the
 * reader sees every one of its series whole, and points count those rounds alone.
 */
public final class TournamentTrf {

    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("yyyy/MM/dd", Locale.ROOT).withZone(ZoneOffset.UTC);

    private static final int NAME_WIDTH = 33;
    private static final int FIRST_ROUND_COLUMN = 92;
    private static final int ROUND_WIDTH = 10;

    private TournamentTrf() {}

    public static String of(TournamentView swiss) {
        if (!swiss.format().equals(TournamentFormat.SWISS.word())) {
            throw new IllegalArgumentException("a TRF file is a Swiss's, not a " + swiss.format() + "'s");
        }
        Map<Integer, List<SeriesView>> rounds = new TreeMap<>();
        swiss.series().forEach(one -> rounds.computeIfAbsent(one.round(), r -> new ArrayList<>())
                .add(one));
        rounds.entrySet()
                .removeIf(round -> round.getValue().size() < swiss.seriesIn(round.getKey())
                        || round.getValue().stream()
                                .anyMatch(one -> !one.sight().equals("whole")));
        Map<Long, Integer> seeds = new HashMap<>();
        swiss.entrants().forEach(e -> seeds.put(e.bot(), e.seed()));
        Map<Long, Integer> places = new HashMap<>();
        TournamentViews.standingRows(swiss).forEach(row -> places.put(row.bot(), row.place()));

        StringBuilder trf = new StringBuilder();
        trf.append("012 ").append(swiss.name()).append('\n');
        day(trf, "042 ", swiss.startedAt());
        day(trf, "052 ", swiss.finishedAt());
        trf.append("062 ").append(swiss.entrants().size()).append('\n');
        trf.append("092 Individual: Swiss-System\n");
        trf.append("XXR ").append(swiss.rounds()).append('\n');
        for (EntrantView entrant : swiss.entrants()) {
            char[] line = new char[FIRST_ROUND_COLUMN - 1 + ROUND_WIDTH * rounds.size()];
            Arrays.fill(line, ' ');
            put(line, 1, "001");
            right(line, 5, 4, Integer.toString(entrant.seed()));
            put(
                    line,
                    15,
                    entrant.name().length() > NAME_WIDTH ? entrant.name().substring(0, NAME_WIDTH) : entrant.name());
            right(line, 49, 4, Long.toString(Math.max(0, Math.min(9999, Math.round(entrant.fit())))));
            right(line, 58, 11, Long.toString(entrant.bot()));
            int points = 0;
            int column = FIRST_ROUND_COLUMN;
            for (Map.Entry<Integer, List<SeriesView>> round : rounds.entrySet()) {
                SeriesView played = round.getValue().stream()
                        .filter(one -> one.first() == entrant.bot() || one.second() == entrant.bot())
                        .findFirst()
                        .orElse(null);
                if (played == null && !entrant.pairedFor(round.getKey())) {
                    // withdrawn before the round was paired: TRF16's zero-point bye, an absence
                    put(line, column, "0000 - Z");
                } else if (played == null) {
                    put(line, column, "0000 - U");
                    points++;
                } else {
                    long opponent = played.first() == entrant.bot() ? played.second() : played.first();
                    boolean won = played.winner() != null && played.winner() == entrant.bot();
                    boolean walkover = "walkover".equals(played.decidedBy());
                    right(line, column, 4, Integer.toString(seeds.get(opponent)));
                    put(line, column + 5, played.first() == entrant.bot() ? "w" : "b");
                    if (played.winner() != null) {
                        put(line, column + 7, walkover ? (won ? "+" : "-") : (won ? "1" : "0"));
                    }
                    points += won ? 1 : 0;
                }
                column += ROUND_WIDTH;
            }
            right(line, 81, 4, points + ".0");
            Integer place = places.get(entrant.bot());
            if (place != null) {
                right(line, 86, 4, place.toString());
            }
            trf.append(new String(line).stripTrailing()).append('\n');
        }
        return trf.toString();
    }

    private static void day(StringBuilder trf, String code, Instant at) {
        if (at != null) {
            trf.append(code).append(DAY.format(at)).append('\n');
        }
    }

    /** Writes {@code text} from 1-based column {@code column}. */
    private static void put(char[] line, int column, String text) {
        text.getChars(0, text.length(), line, column - 1);
    }

    /** Writes {@code text} right-aligned in the {@code width} columns from {@code column}. */
    private static void right(char[] line, int column, int width, String text) {
        put(line, column + width - text.length(), text);
    }
}
