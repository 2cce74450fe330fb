package io.admiralty.league.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The standings' tie-breaks, without a database. Rows: the series by round ("1>2 3>4 | 1>3": 1 beat 2...; entrant k has
 * the k-th best fit), then the standings as "place:entrant(score/Buchholz/Sonneborn-Berger)".
 */
@Execution(ExecutionMode.CONCURRENT)
class StandingsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            textBlock =
                    """
            # 3 and 4 tie on points; 4 met the stronger opponents (Buchholz) and goes ahead despite its fit
            1>2 4>3 | 1>4 3>2               ; 1:1(2/1/1) 2:4(1/3/1) 3:3(1/1/0) 4:2(0/3/0)
            # a round robin of four: 1 and 2 tie on points and Buchholz, 1 beat the stronger; so did 4 against 3
            1>2 3>4 | 1>3 2>4 | 4>1 2>3     ; 1:1(2/4/3) 2:2(2/4/2) 3:4(1/5/2) 4:3(1/5/1)
            # a return match: equal on everything but the fit
            1>2 | 2>1                       ; 1:1(1/2/1) 2:2(1/2/1)
            # nothing decided: the fit alone
            ''                              ; 1:1(0/0/0) 2:2(0/0/0) 3:3(0/0/0)
            """)
    void tiesAreBrokenByBuchholzThenSonnebornBergerThenTheFit(String rounds, String expected) {
        int entrants = expected.split(" ").length;
        List<Series> series = new ArrayList<>();
        String[] byRound = rounds.split("\\|");
        for (int round = 1; round <= byRound.length; round++) {
            int board = 1;
            for (String result : byRound[round - 1].trim().split(" ")) {
                if (result.isEmpty()) {
                    continue;
                }
                String[] sides = result.split(">");
                long winner = Long.parseLong(sides[0]);
                series.add(Series.of(new Slot(round, Slot.Section.POOL, board++), winner, Long.parseLong(sides[1]))
                        .wonBy(winner));
            }
        }
        String standings = Standings.of(TournamentFixtures.entrants(entrants), series, Map.of()).stream()
                .map(s -> s.place() + ":" + s.entrant() + "(" + s.score() + "/" + s.buchholz() + "/"
                        + s.sonnebornBerger() + ")")
                .collect(Collectors.joining(" "));
        assertThat(standings).isEqualTo(expected);
    }
}
