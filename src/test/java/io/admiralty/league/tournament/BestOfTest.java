package io.admiralty.league.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.league.tournament.BestOf.Game;
import io.admiralty.league.tournament.BestOf.Playing;
import io.admiralty.league.tournament.BestOf.Result;
import io.admiralty.league.tournament.BestOf.Side;
import io.admiralty.league.tournament.BestOf.Verdict;
import io.admiralty.league.tournament.BestOf.Won;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A series' verdict, without a database. Games from the first side's view, in pairs (one deal, seats swapped): W it
 * won, L it lost, D a draw, each followed by the winner's shots when they matter; the better seed is the second side
 * unless said. Verdicts: "next G deal D seat-A SIDE", or "SIDE by DECIDER".
 */
@Execution(ExecutionMode.CONCURRENT)
class BestOfTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # best of | games                       | verdict
            7         | ''                          | next 1 deal 1 seat-A FIRST
            7         | W                           | next 2 deal 1 seat-A SECOND
            7         | WW                          | next 3 deal 2 seat-A FIRST
            7         | WW WW                       | FIRST by POINTS
            7         | WW W                        | next 4 deal 2 seat-A SECOND
            7         | WW LL WW                    | FIRST by POINTS
            7         | LW LL WL                    | SECOND by POINTS
            7         | WL WL WL                    | next 7 deal 4 seat-A FIRST
            7         | WD WL DL                    | next 7 deal 4 seat-A FIRST
            7         | WW DD DL                    | next 7 deal 4 seat-A FIRST
            7         | WW DD DL WL                 | FIRST by POINTS
            7         | WL WL WL WL                 | next 9 deal 5 seat-A FIRST
            7         | WL WL WL WL WW              | FIRST by POINTS
            7         | WL WL WL WL LL              | SECOND by POINTS
            7         | W30 L40 WL WL WL W30 L40    | FIRST by SHOTS
            7         | W50 L40 W50 L40 WL WL WL    | SECOND by SHOTS
            7         | WL WL WL WL WL              | SECOND by SEED
            7         | DD DD DD DD DD              | SECOND by SEED
            1         | WW                          | FIRST by POINTS
            1         | WL                          | next 3 deal 2 seat-A FIRST
            1         | WL LL                       | SECOND by POINTS
            3         | LL                          | SECOND by POINTS
            3         | WL                          | next 3 deal 2 seat-A FIRST
            3         | WL WW                       | FIRST by POINTS
            """)
    void aSeriesIsJudgedAfterEachWholePair(int bestOf, String games, String verdict) {
        assertThat(written(new BestOf(bestOf).verdict(games(games), Side.SECOND)))
                .isEqualTo(verdict);
    }

    @ParameterizedTest
    @ValueSource(strings = {"FIRST", "SECOND"})
    void aTieNothingElseBreaksGoesToTheBetterSeed(Side betterSeed) {
        assertThat(new BestOf(3).verdict(games("WL WL WL"), betterSeed))
                .isEqualTo(new Won(betterSeed, BestOf.Decider.SEED));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, 2, 8})
    void aSeriesIsBestOfAnOddNumber(int games) {
        assertThatThrownBy(() -> new BestOf(games))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("odd number");
    }

    @ParameterizedTest
    @ValueSource(strings = {"WW WW W", "WW WW WW", "LL L"})
    void gamesAfterTheDecisionAreRefused(String games) {
        assertThatThrownBy(() -> new BestOf(3).verdict(games(games), Side.FIRST))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("was decided after game 2");
    }

    private static List<Game> games(String written) {
        List<Game> games = new ArrayList<>();
        for (String game : written.replace(" ", "").split("(?=[WLD])")) {
            if (game.isEmpty()) {
                continue;
            }
            int shots = game.length() > 1 ? Integer.parseInt(game.substring(1)) : 40;
            games.add(
                    switch (game.charAt(0)) {
                        case 'W' -> new Game(Result.FIRST_WON, shots, shots - 1);
                        case 'L' -> new Game(Result.SECOND_WON, shots - 1, shots);
                        default -> new Game(Result.DRAW, shots, shots);
                    });
        }
        return games;
    }

    private static String written(Verdict verdict) {
        if (verdict instanceof Playing playing) {
            return "next " + playing.next() + " deal " + playing.deal() + " seat-A " + playing.seatA();
        }
        Won won = (Won) verdict;
        return won.winner() + " by " + won.by();
    }
}
