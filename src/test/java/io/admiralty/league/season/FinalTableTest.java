package io.admiralty.league.season;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.Side;
import io.admiralty.league.season.FinalTable.Line;
import io.admiralty.league.season.FinalTable.Result;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A final's table from its games: points (a win 1, a draw ½), shared places for equal points, forfeits counted. */
class FinalTableTest {

    @Test
    void pointsOrderTheTableAndEqualPointsShareAPlace() {
        // bots 1..4, two games a matchup: 1 wins everything; 2 and 3 draw each other and beat 4; 4 beats nobody
        List<Result> games = List.of(
                new Result(1, 2, Side.A, false, 2),
                new Result(3, 1, Side.B, false, 2),
                new Result(1, 4, Side.A, false, 2),
                new Result(2, 3, null, false, 2),
                new Result(4, 2, Side.B, false, 2),
                new Result(3, 4, Side.A, false, 1),
                new Result(3, 4, Side.B, true, 1));
        assertThat(FinalTable.of(games))
                .containsExactly(
                        new Line(1, 1, 6, 6, 0, 0, 0, 6.0),
                        new Line(2, 2, 6, 2, 2, 2, 0, 3.0),
                        new Line(3, 3, 6, 1, 3, 2, 1, 2.0),
                        new Line(4, 4, 6, 1, 5, 0, 0, 1.0));
    }

    @Test
    void tiedBotsShareTheirPlaceAndTheNextPlaceSkips() {
        List<Result> games = List.of(
                new Result(5, 6, Side.A, false, 1),
                new Result(6, 7, Side.A, false, 1),
                new Result(7, 5, Side.A, false, 1),
                new Result(8, 5, Side.B, false, 1),
                new Result(8, 6, Side.B, false, 1),
                new Result(8, 7, Side.B, false, 1));
        assertThat(FinalTable.of(games))
                .extracting(Line::bot, Line::place)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(5L, 1),
                        org.assertj.core.groups.Tuple.tuple(6L, 1),
                        org.assertj.core.groups.Tuple.tuple(7L, 1),
                        org.assertj.core.groups.Tuple.tuple(8L, 4));
    }

    @Test
    void aForfeitByBothIsADrawAndAForfeitForEach() {
        assertThat(FinalTable.of(List.of(new Result(1, 2, null, true, 3))))
                .containsExactly(new Line(1, 1, 3, 0, 0, 3, 3, 1.5), new Line(2, 1, 3, 0, 0, 3, 3, 1.5));
    }
}
