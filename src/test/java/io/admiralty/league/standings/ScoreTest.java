package io.admiralty.league.standings;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A score as a chess table counts it: a win a point, a draw half, and the points out of the games in percent. */
class ScoreTest {

    @ParameterizedTest
    @CsvSource({
        // won, lost, drawn, games, points, percent
        "3, 1, 1, 5, 3.5, 70",
        "0, 0, 1, 1, 0.5, 50",
        "0, 4, 0, 4, 0.0, 0",
        "1, 1, 1, 3, 1.5, 50",
        "2, 0, 1, 3, 2.5, 83",
        "0, 0, 0, 0, 0.0, 0"
    })
    void pointsAndPercent(int won, int lost, int drawn, int games, double points, long percent) {
        Score score = new Score(won, lost, drawn);
        assertThat(score.games()).isEqualTo(games);
        assertThat(score.points()).isEqualTo(points);
        assertThat(score.percent()).isEqualTo(percent);
    }
}
