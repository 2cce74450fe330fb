package io.admiralty.league.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.tournament.TournamentViews.EntrantView;
import io.admiralty.league.tournament.TournamentViews.SeriesView;
import io.admiralty.league.tournament.TournamentViews.TournamentView;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A pool's rounds as a reader sees them, one a line: "round: series first-second ... | byes". Five entrants, bots 1 to
 * 5; in a Swiss, bot 5 withdrew after round 1, so round 2 pairs four and no one sits out.
 */
class PoolRoundTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # format      | series seen (round.first-second)  | rounds as shown
            swiss         | 1.1-2 1.3-4 2.1-3 2.2-4           | 1: 1-2 3-4 bye 5 / 2: 1-3 2-4
            swiss         | 1.1-2 2.1-3                       | 1: 1-2 / 2: 1-3
            round-robin   | 1.1-2 1.3-4                       | 1: 1-2 3-4 bye 5
            round-robin   | 2.1-3 2.4-5 1.1-2 1.3-4           | 1: 1-2 3-4 bye 5 / 2: 1-3 4-5 bye 2
            """)
    void eachRoundShowsItsSeriesAndItsByesOnceItIsWhole(String format, String seen, String shown) {
        List<EntrantView> entrants =
                List.of(entrant(1, null), entrant(2, null), entrant(3, null), entrant(4, null), entrant(5, 1));
        List<SeriesView> series = Arrays.stream(seen.split(" "))
                .map(one -> one.split("[.-]"))
                .map(p -> series(Integer.parseInt(p[0]), Long.parseLong(p[1]), Long.parseLong(p[2])))
                .toList();
        assertThat(PoolRound.of(tournament(format, entrants, series)).stream()
                        .map(PoolRoundTest::line)
                        .collect(Collectors.joining(" / ")))
                .isEqualTo(shown);
    }

    private static String line(PoolRound round) {
        return round.round() + ": "
                + round.series().stream().map(s -> s.first() + "-" + s.second()).collect(Collectors.joining(" "))
                + round.byes().stream().map(e -> " bye " + e.bot()).collect(Collectors.joining());
    }

    private static EntrantView entrant(long bot, Integer withdrawnAfter) {
        return new EntrantView(
                bot,
                "bot" + bot,
                bot,
                "team" + bot,
                1,
                (int) bot,
                1500,
                withdrawnAfter == null ? null : "left",
                withdrawnAfter);
    }

    private static SeriesView series(int round, long first, long second) {
        return new SeriesView(round, "pool", 1, first, second, "whole", 1, 0, 0, List.of(), first, "score", null, null);
    }

    private static TournamentView tournament(String format, List<EntrantView> entrants, List<SeriesView> series) {
        return new TournamentView(
                1, "cup", format, 1, 2, "public", List.of(), null, "classic", null, false, "running", entrants,
                List.of(), series, null, null, null, null, null);
    }
}
