package io.admiralty.league.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Seeding an elimination bracket, without a database: the standard order, its byes, its pictures. */
@Execution(ExecutionMode.CONCURRENT)
class BracketTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # entrants | bracket | order, top to bottom
            2          | 2       | 1 2
            3          | 4       | 1 4 2 3
            4          | 4       | 1 4 2 3
            5          | 8       | 1 8 4 5 2 7 3 6
            8          | 8       | 1 8 4 5 2 7 3 6
            9          | 16      | 1 16 8 9 4 13 5 12 2 15 7 10 3 14 6 11
            """)
    void theStandardOrderPairsEachSeedWithItsMirror(int entrants, int size, String order) {
        assertThat(Bracket.size(entrants)).isEqualTo(size);
        assertThat(Bracket.order(size).stream().map(String::valueOf).collect(Collectors.joining(" ")))
                .isEqualTo(order);
    }

    static IntStream twoToSixtyFour() {
        return IntStream.rangeClosed(2, 64);
    }

    /** The seeds past the count are the byes: they fall to the top seeds, one each, and no two byes meet. */
    @ParameterizedTest
    @MethodSource("twoToSixtyFour")
    void byesGoToTheTopSeedsWhenTheCountIsNotAPowerOfTwo(int entrants) {
        int size = Bracket.size(entrants);
        List<Integer> order = Bracket.order(size);
        assertThat(order)
                .containsExactlyInAnyOrderElementsOf(
                        IntStream.rangeClosed(1, size).boxed().toList());
        List<Integer> byed = IntStream.range(0, size / 2)
                .filter(m -> order.get(2 * m) > entrants || order.get(2 * m + 1) > entrants)
                .mapToObj(m -> Math.min(order.get(2 * m), order.get(2 * m + 1)))
                .sorted()
                .toList();
        assertThat(byed)
                .isEqualTo(IntStream.rangeClosed(1, size - entrants).boxed().toList());
        assertThat(byed).allSatisfy(seed -> assertThat(seed).isLessThanOrEqualTo(entrants));
        Progress first = new SingleElimination().progress(TournamentFixtures.entrants(entrants), List.of());
        List<Series> firstRound =
                first.ready().stream().filter(s -> s.slot().round() == 1).toList();
        assertThat(firstRound).hasSize(entrants - size / 2);
        assertThat(firstRound)
                .allSatisfy(s -> assertThat(s.first() + s.second()).isEqualTo(size + 1));
    }

    /** Seeds 1 to 2^k sit in different parts of 2^k, so the top seeds meet last: 1 and 2 only in the final. */
    @ParameterizedTest
    @MethodSource("twoToSixtyFour")
    void theTopSeedsAreSpreadSoThatTheyMeetLast(int entrants) {
        int size = Bracket.size(entrants);
        List<Integer> order = Bracket.order(size);
        for (int parts = 2; parts <= size; parts *= 2) {
            int part = size / parts;
            List<Integer> topSeedsParts = IntStream.rangeClosed(1, parts)
                    .map(seed -> order.indexOf(seed) / part)
                    .boxed()
                    .toList();
            assertThat(topSeedsParts)
                    .as("seeds 1..%d in %d parts", parts, parts)
                    .doesNotHaveDuplicates();
        }
    }

    @Test
    void sixEntrantsSeedsOneAndTwoHaveByesAndTheFavouritesWin() {
        var played = TournamentFixtures.playOut(
                new SingleElimination(), TournamentFixtures.entrants(6), TournamentFixtures::favourite);
        assertThat(BracketPicture.draw(6, played.series()))
                .isEqualTo(
                        """
                 1 --+
                     +--  1 --+
                 - --+        |
                              +--  1 --+
                 4 --+        |        |
                     +--  4 --+        |
                 5 --+                 |
                                       +--  1
                 2 --+                 |
                     +--  2 --+        |
                 - --+        |        |
                              +--  2 --+
                 3 --+        |
                     +--  3 --+
                 6 --+
                """);
    }

    @Test
    void anUpsetShowsWhereItHappened() {
        // who beats whom against the seeds (5 beats 4 and 1, 6 beats 3); otherwise the better seed wins
        Map<Long, Long> upsets = Map.of(4L, 5L, 1L, 5L, 3L, 6L);
        var played = TournamentFixtures.playOut(
                new SingleElimination(),
                TournamentFixtures.entrants(7),
                s -> upsets.getOrDefault(TournamentFixtures.favourite(s), TournamentFixtures.favourite(s)));
        assertThat(BracketPicture.draw(7, played.series()))
                .isEqualTo(
                        """
                 1 --+
                     +--  1 --+
                 - --+        |
                              +--  5 --+
                 4 --+        |        |
                     +--  5 --+        |
                 5 --+                 |
                                       +--  2
                 2 --+                 |
                     +--  2 --+        |
                 7 --+        |        |
                              +--  2 --+
                 3 --+        |
                     +--  6 --+
                 6 --+
                """);
        assertThat(TournamentFixtures.placings(played.end())).isEqualTo("1:2 2:5 3:1 3:6 5:3 5:4 5:7");
    }
}
