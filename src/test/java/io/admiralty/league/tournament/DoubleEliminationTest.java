package io.admiralty.league.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Double elimination as a state machine, without a database. Series are listed "round.part.number first-second>winner"
 * (W the winners' bracket, L the losers', G the grand final), in the order they can be played.
 */
@Execution(ExecutionMode.CONCURRENT)
class DoubleEliminationTest {

    static IntStream twoToSixtyFour() {
        return IntStream.rangeClosed(2, 64);
    }

    static IntStream fiveToSixtyFour() {
        return IntStream.rangeClosed(5, 64);
    }

    /** Any results, many times over: out after exactly two losses, the champion after none or one. */
    @ParameterizedTest
    @MethodSource("twoToSixtyFour")
    void everyEntrantButTheChampionIsOutAfterExactlyTwoSeriesLost(int entrants) {
        for (int run = 0; run < 20; run++) {
            Random random = new Random(1000L * entrants + run);
            var played = TournamentFixtures.playOut(
                    new DoubleElimination(),
                    TournamentFixtures.entrants(entrants),
                    s -> random.nextBoolean() ? s.first() : s.second());
            Progress end = played.end();
            assertThat(end.over()).isTrue();
            long champion = end.placings().get(0).entrant();
            var losses = played.losses();
            assertThat(end.eliminated()).hasSize(entrants - 1).doesNotContain(champion);
            for (long entrant : end.eliminated()) {
                assertThat(losses.get(entrant)).as("series lost by %d", entrant).isEqualTo(2L);
            }
            assertThat(losses.getOrDefault(champion, 0L)).isLessThanOrEqualTo(1L);
            boolean reset = played.series().stream()
                    .anyMatch(s -> s.slot().section() == Slot.Section.GRAND_FINAL
                            && s.slot().number() == 2);
            // each series eliminates one or costs a winners' bracket entrant its first life, bar the reset's
            assertThat(played.series()).hasSize(2 * entrants - 2 + (reset ? 1 : 0));
            assertThat(end.placings().get(1).place()).isEqualTo(2);
        }
    }

    @Test
    void theFavouritesPathThroughEightEntrants() {
        var played = TournamentFixtures.playOut(
                new DoubleElimination(), TournamentFixtures.entrants(8), TournamentFixtures::favourite);
        // the winners' round 2 losers enter the losers' bracket in reverse order: 3 meets 5 and 4 meets 6, not
        // 4 meets 5 again straight after beating it
        assertThat(TournamentFixtures.listed(played.series()))
                .isEqualTo(
                        """
                1.W.1 1-8>1
                1.W.2 4-5>4
                1.W.3 2-7>2
                1.W.4 3-6>3
                2.W.1 1-4>1
                2.W.2 2-3>2
                2.L.1 5-8>5
                2.L.2 6-7>6
                3.W.1 1-2>1
                3.L.1 3-5>3
                3.L.2 4-6>4
                4.L.1 3-4>3
                5.L.1 2-3>2
                6.G.1 1-2>1""");
        assertThat(TournamentFixtures.placings(played.end())).isEqualTo("1:1 2:2 3:3 4:4 5:5 5:6 7:7 7:8");
    }

    @Test
    void whenTheLosersBracketsWinnerTakesTheGrandFinalItIsPlayedAgain() {
        List<Entrant> four = TournamentFixtures.entrants(4);
        DoubleElimination format = new DoubleElimination();
        // 2 loses to 1 in the winners' final, comes back through the losers' bracket and beats 1 twice
        var played = TournamentFixtures.playOut(
                format,
                four,
                s -> s.slot().section() == Slot.Section.GRAND_FINAL ? 2 : TournamentFixtures.favourite(s));
        assertThat(TournamentFixtures.listed(played.series()))
                .isEqualTo(
                        """
                1.W.1 1-4>1
                1.W.2 2-3>2
                2.W.1 1-2>1
                2.L.1 3-4>3
                3.L.1 2-3>2
                4.G.1 1-2>2
                5.G.2 1-2>2""");
        assertThat(TournamentFixtures.placings(played.end())).isEqualTo("1:2 2:1 3:3 4:4");
        // before the reset is decided, it is what is ready and nobody is out but 3 and 4
        List<Series> beforeReset = played.series().subList(0, 6);
        Progress waiting = format.progress(four, beforeReset);
        assertThat(TournamentFixtures.listed(waiting.ready())).isEqualTo("5.G.2 1-2");
        assertThat(waiting.eliminated()).containsExactlyInAnyOrder(3L, 4L);
        assertThat(waiting.over()).isFalse();
    }

    @Test
    void twoEntrantsMeetInTheWinnersFinalThenInTheGrandFinal() {
        var played = TournamentFixtures.playOut(new DoubleElimination(), TournamentFixtures.entrants(2), s -> 2);
        assertThat(TournamentFixtures.listed(played.series())).isEqualTo("1.W.1 1-2>2\n2.G.1 1-2>2");
        assertThat(TournamentFixtures.placings(played.end())).isEqualTo("1:2 2:1");
    }

    /** From eight up, a loser of the winners' round 2 never meets at once whoever it met in round 1. */
    @ParameterizedTest
    @MethodSource("fiveToSixtyFour")
    void droppingLosersDoNotMeetTheirFirstRoundOpponentsAtOnce(int entrants) {
        for (int run = 0; run < 20; run++) {
            Random random = new Random(7000L * entrants + run);
            var played = TournamentFixtures.playOut(
                    new DoubleElimination(),
                    TournamentFixtures.entrants(entrants),
                    s -> random.nextBoolean() ? s.first() : s.second());
            Set<Set<Long>> firstRound = pairs(played.series(), Slot.Section.WINNERS, 1);
            Set<Set<Long>> firstDropIn = pairs(played.series(), Slot.Section.LOSERS, 3);
            assertThat(firstDropIn).doesNotContainAnyElementsOf(firstRound);
        }
    }

    private static Set<Set<Long>> pairs(List<Series> series, Slot.Section section, int round) {
        return series.stream()
                .filter(s -> s.slot().section() == section && s.slot().round() == round)
                .map(s -> Set.of(s.first(), s.second()))
                .collect(Collectors.toSet());
    }
}
