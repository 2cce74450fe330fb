package io.admiralty.league.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The round robin as a tournament format (rounds of the circle method), without a database. */
@Execution(ExecutionMode.CONCURRENT)
class RoundRobinFormatTest {

    static IntStream twoToSixtyFour() {
        return IntStream.rangeClosed(2, 64);
    }

    @Test
    void fourEntrantsPlayThreeRoundsAndEachOpensAsOftenAsTheyCan() {
        Progress start = new RoundRobin().progress(TournamentFixtures.entrants(4), List.of());
        assertThat(TournamentFixtures.listed(start.ready()))
                .isEqualTo(
                        """
                1.P.1 4-3
                1.P.2 2-1
                2.P.1 1-4
                2.P.2 3-2
                3.P.1 4-2
                3.P.2 1-3""");
    }

    /** Every pair once, nobody twice in a round, and after every round each entrant's firsts and seconds within one. */
    @ParameterizedTest
    @MethodSource("twoToSixtyFour")
    void everyPairMeetsOnceInRoundsWithFirstMovesAlternating(int entrants) {
        List<Series> schedule = new RoundRobin()
                .progress(TournamentFixtures.entrants(entrants), List.of())
                .ready();
        assertThat(schedule).hasSize(entrants * (entrants - 1) / 2);
        assertThat(schedule.stream().map(s -> Set.of(s.first(), s.second())).distinct())
                .hasSize(schedule.size());
        int rounds = entrants % 2 == 0 ? entrants - 1 : entrants;
        Map<Long, Integer> balance = new HashMap<>();
        for (int round = 1; round <= rounds; round++) {
            int thisRound = round;
            Set<Long> playing = new HashSet<>();
            for (Series series :
                    schedule.stream().filter(s -> s.slot().round() == thisRound).toList()) {
                assertThat(playing.add(series.first()) && playing.add(series.second()))
                        .as("nobody plays twice in round %d", round)
                        .isTrue();
                balance.merge(series.first(), 1, Integer::sum);
                balance.merge(series.second(), -1, Integer::sum);
            }
            assertThat(playing).hasSize(entrants - entrants % 2);
            assertThat(balance.values()).allSatisfy(b -> assertThat(Math.abs(b)).isLessThanOrEqualTo(1));
        }
    }

    @Test
    void itIsOverOnceEverySeriesIsDecidedAndTheStandingsPlaceIt() {
        List<Entrant> five = TournamentFixtures.entrants(5);
        var played = TournamentFixtures.playOut(new RoundRobin(), five, TournamentFixtures::favourite);
        assertThat(played.steps()).hasSize(2);
        assertThat(TournamentFixtures.placings(played.end())).isEqualTo("1:1 2:2 3:3 4:4 5:5");
        assertThat(played.end().eliminated()).isEmpty();
    }

    /** A cycle (1 beats 2, 2 beats 3, 3 beats 1) ties on points, Buchholz and Sonneborn-Berger: the fit decides. */
    @Test
    void aCycleIsBrokenByTheFit() {
        var played = TournamentFixtures.playOut(
                new RoundRobin(),
                TournamentFixtures.entrants(3),
                s -> Set.of(s.first(), s.second()).equals(Set.of(1L, 3L)) ? 3 : TournamentFixtures.favourite(s));
        assertThat(new RoundRobin().standings(TournamentFixtures.entrants(3), played.series()))
                .extracting(
                        Standings.Standing::entrant,
                        Standings.Standing::score,
                        Standings.Standing::buchholz,
                        Standings.Standing::sonnebornBerger)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(1L, 1, 2, 1),
                        org.assertj.core.groups.Tuple.tuple(2L, 1, 2, 1),
                        org.assertj.core.groups.Tuple.tuple(3L, 1, 2, 1));
        assertThat(TournamentFixtures.placings(played.end())).isEqualTo("1:1 2:2 3:3");
    }
}
