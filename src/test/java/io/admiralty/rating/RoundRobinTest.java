package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.rating.RoundRobin.Seating;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RoundRobinTest {

    /** Each round as "A-B" seatings of bots 1..n in the order queued: the table the seat rule gives. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "1 | 1 | ''",
                "2 | 1 | 1-2",
                "2 | 2 | 2-1",
                "3 | 1 | 1-2 3-1 2-3",
                "3 | 2 | 2-1 1-3 3-2",
                "3 | 3 | 1-2 3-1 2-3",
                "4 | 1 | 1-2 3-1 1-4 2-3 4-2 3-4",
                "4 | 2 | 2-1 1-3 4-1 3-2 2-4 4-3",
                "5 | 1 | 1-2 3-1 1-4 5-1 2-3 4-2 2-5 3-4 5-3 4-5"
            })
    void seatsAlternateAlongTheListAndFromRoundToRound(int bots, int round, String expected) {
        assertThat(written(RoundRobin.round(ids(bots), round))).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void aBotAloneOrNoBotAtAllIsAByeWithNoMatchup(int bots) {
        assertThat(RoundRobin.round(ids(bots), 1)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 8, 11})
    void everyPairMeetsOnceAndSwapsSeatsInTheNextRound(int bots) {
        List<Seating> first = RoundRobin.round(ids(bots), 7);
        List<Seating> second = RoundRobin.round(ids(bots), 8);
        assertThat(first).hasSize(bots * (bots - 1) / 2);
        Set<Set<Long>> pairs = first.stream().map(s -> Set.of(s.a(), s.b())).collect(Collectors.toSet());
        assertThat(pairs).hasSize(first.size());
        assertThat(second)
                .containsExactlyElementsOf(
                        first.stream().map(s -> new Seating(s.b(), s.a())).toList());
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 5, 7, 9})
    void withAnOddNumberOfBotsEveryBotSitsInAAsOftenAsInB(int bots) {
        for (int round = 1; round <= 2; round++) {
            Map<Long, Integer> seatsInA = new HashMap<>();
            RoundRobin.round(ids(bots), round).forEach(s -> seatsInA.merge(s.a(), 1, Integer::sum));
            assertThat(new HashSet<>(seatsInA.values())).containsExactly((bots - 1) / 2);
            assertThat(seatsInA).hasSize(bots);
        }
    }

    private static List<Long> ids(int n) {
        return LongStream.rangeClosed(1, n).boxed().toList();
    }

    private static String written(List<Seating> round) {
        return round.stream().map(s -> s.a() + "-" + s.b()).collect(Collectors.joining(" "));
    }
}
