package io.admiralty.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Which version played which games of a season's rating chart, in words and as marks: the plot runs from x 68 (no
 * game played yet) to 624 (all of them), so a version that began at game {@code n} of {@code games} has its line at
 * 68 + 556 (n - 1) / games, and its label 3 to its right, on the first line (y 34) that has room for it.
 */
class RatingChartVersionsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "1                 | v1: game 1",
                "1 1 1 1           | v1: games 1–4",
                "1 1 1 1 2 2 2 2   | v1: games 1–4, v2: games 5–8",
                "1 2 3             | v1: game 1, v2: game 2, v3: game 3",
                // an entry frozen at an older version may play it again after a newer one
                "2 2 1 2           | v2: games 1–2, v1: game 3, v2: game 4",
                "1 1 12 12 12      | v1: games 1–2, v12: games 3–5"
            })
    void eachVersionsGamesAreOneStretchInWords(String played, String words) {
        List<Integer> versions =
                Arrays.stream(played.trim().split(" +")).map(Integer::valueOf).toList();
        assertThat(RatingChart.stretches(versions).stream()
                        .map(RatingChart.Stretch::text)
                        .collect(Collectors.joining(", ")))
                .isEqualTo(words);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // the first version at the plot's left edge, the second where its first game's segment begins
                "8   | 1:1-4 2:5-8         | v1 68.0 71.0 34.0 start, v2 346.0 349.0 34.0 start",
                // two versions a game apart of a hundred: the second label goes a line lower
                "100 | 1:1-50 2:51 3:52-100 | v1 68.0 71.0 34.0 start, v2 346.0 349.0 34.0 start,"
                        + " v3 351.6 354.6 52.0 start",
                // a version of the season's last game: its label stands left of its line, inside the plot
                "100 | 1:1-99 2:100         | v1 68.0 71.0 34.0 start, v2 618.4 615.4 34.0 end",
                // many versions close together: the lines run out at the third, where the labels share a line
                "100 | 1:1 2:2 3:3 4:4      | v1 68.0 71.0 34.0 start, v2 73.6 76.6 52.0 start,"
                        + " v3 79.1 82.1 70.0 start, v4 84.7 87.7 70.0 start"
            })
    void eachVersionsMarkStandsWhereItsFirstGameBegins(int games, String stretches, String marks) {
        List<RatingChart.Stretch> given = Arrays.stream(stretches.trim().split(" +"))
                .map(RatingChartVersionsTest::stretch)
                .toList();
        assertThat(RatingChart.marks(given, games).stream()
                        .map(m -> String.join(" ", m.label(), m.x(), m.labelX(), m.labelY(), m.anchor()))
                        .collect(Collectors.joining(", ")))
                .isEqualTo(marks);
    }

    /** "2:5-8": version 2 played games 5 to 8; "2:5": game 5 alone. */
    private static RatingChart.Stretch stretch(String written) {
        String[] version = written.split(":");
        String[] games = version[1].split("-");
        return new RatingChart.Stretch(
                Integer.parseInt(version[0]), Integer.parseInt(games[0]), Integer.parseInt(games[games.length - 1]));
    }
}
