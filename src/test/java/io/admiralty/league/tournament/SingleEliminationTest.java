package io.admiralty.league.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Single elimination as a state machine, without a database. */
@Execution(ExecutionMode.CONCURRENT)
class SingleEliminationTest {

    static IntStream twoToSixtyFour() {
        return IntStream.rangeClosed(2, 64);
    }

    /** With any results: n - 1 series, everyone but the champion out after one loss, placings by the round lost. */
    @ParameterizedTest
    @MethodSource("twoToSixtyFour")
    void everyoneButTheChampionIsOutAfterOneLoss(int entrants) {
        Random random = new Random(entrants);
        var played = TournamentFixtures.playOut(
                new SingleElimination(),
                TournamentFixtures.entrants(entrants),
                s -> random.nextBoolean() ? s.first() : s.second());
        assertThat(played.series()).hasSize(entrants - 1);
        Progress end = played.end();
        assertThat(end.over()).isTrue();
        assertThat(end.eliminated()).hasSize(entrants - 1);
        assertThat(played.losses().values()).containsOnly(1L);
        long champion = end.placings().get(0).entrant();
        assertThat(end.eliminated()).doesNotContain(champion);
        assertThat(end.placings().stream().filter(p -> p.place() == 1)).hasSize(1);
        assertThat(end.placings()).hasSize(entrants);
    }

    @Test
    void eachSeriesIsReadyOnceBothOfItsSidesAreKnown() {
        List<Entrant> five = TournamentFixtures.entrants(5);
        SingleElimination format = new SingleElimination();
        Progress start = format.progress(five, List.of());
        // seeds 1, 2 and 3 have byes: the one series of the first round is 4 v 5, and 2 v 3 of the second is ready
        // at once, since both its sides are known
        assertThat(TournamentFixtures.listed(start.ready())).isEqualTo("1.W.2 4-5\n2.W.2 2-3");
        Series fourFive = start.ready().get(0).wonBy(5);
        Progress second = format.progress(five, List.of(fourFive));
        assertThat(TournamentFixtures.listed(second.ready())).isEqualTo("2.W.1 1-5\n2.W.2 2-3");
        assertThat(second.eliminated()).containsExactly(4L);
        Series twoThree = second.ready().get(1).wonBy(3);
        Progress third = format.progress(five, List.of(fourFive, twoThree));
        assertThat(TournamentFixtures.listed(third.ready())).isEqualTo("2.W.1 1-5");
        Series oneFive = third.ready().get(0).wonBy(1);
        Progress fourth = format.progress(five, List.of(fourFive, twoThree, oneFive));
        assertThat(TournamentFixtures.listed(fourth.ready())).isEqualTo("3.W.1 1-3");
        assertThat(fourth.over()).isFalse();
        Progress end = format.progress(
                five, List.of(fourFive, twoThree, oneFive, fourth.ready().get(0).wonBy(3)));
        assertThat(end.ready()).isEmpty();
        assertThat(TournamentFixtures.placings(end)).isEqualTo("1:3 2:1 3:2 3:5 5:4");
    }

    @Test
    void aSeriesThatIsNotTheBracketsIsRefused() {
        List<Entrant> four = TournamentFixtures.entrants(4);
        assertThatThrownBy(() -> new SingleElimination()
                        .progress(four, List.of(Series.of(new Slot(1, Slot.Section.WINNERS, 1), 1, 2))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not the pairing planned there");
        assertThatThrownBy(() -> new SingleElimination()
                        .progress(four, List.of(Series.of(new Slot(5, Slot.Section.WINNERS, 1), 1, 2))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("outside this tournament's plan");
        assertThatThrownBy(() -> new SingleElimination().progress(TournamentFixtures.entrants(1), List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("two entrants at least");
    }

    @Test
    void seedsFollowTheFitWhateverTheOrderGiven() {
        List<Entrant> shuffled =
                List.of(new Entrant(30, 1500), new Entrant(10, 1700), new Entrant(20, 1600), new Entrant(40, 1500));
        Progress start = new SingleElimination().progress(shuffled, List.of());
        // 10 is seed 1, 20 seed 2; 30 and 40 have the same fit, so the lower id is seed 3
        assertThat(TournamentFixtures.listed(start.ready())).isEqualTo("1.W.1 10-40\n1.W.2 20-30");
    }
}
