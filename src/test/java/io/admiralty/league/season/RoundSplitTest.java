package io.admiralty.league.season;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.rating.AdaptivePairing.PlannedMatchup;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** An adaptive plan split into a round's matchups, without a database: pairs "A-B:games", matchups "A-B". */
class RoundSplitTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # plan           | games a matchup | matchups, in queue order
            1-2:10           | 10              | 1-2
            1-2:30           | 10              | 1-2, 2-1, 1-2
            1-2:40, 3-4:10   | 10              | 1-2, 2-1, 1-2, 2-1, 3-4
            5-6:20, 1-5:20   | 10              | 5-6, 6-5, 1-5, 5-1
            """)
    void aPairWorthSeveralMatchupsPlaysThemWithTheSeatsSwappedEachTime(String plan, int games, String matchups) {
        List<PlannedMatchup> pairs = Stream.of(plan.split(","))
                .map(String::trim)
                .map(pair -> {
                    String[] seatsAndGames = pair.split(":");
                    String[] seats = seatsAndGames[0].split("-");
                    return new PlannedMatchup(
                            Long.parseLong(seats[0]), Long.parseLong(seats[1]), Integer.parseInt(seatsAndGames[1]));
                })
                .toList();
        List<PlannedMatchup> split = RoundSplit.split(pairs, games);
        assertThat(split).allSatisfy(m -> assertThat(m.games()).isEqualTo(games));
        assertThat(split.stream().map(m -> m.botA() + "-" + m.botB()).toList())
                .containsExactly(matchups.split(",\\s*"));
    }
}
