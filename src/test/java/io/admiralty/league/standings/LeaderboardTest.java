package io.admiralty.league.standings;

import static io.admiralty.league.standings.Boards.standing;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.standings.Standings.Standing;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A leaderboard's rows as its table reads them, drawn one a line: rank, the places gained since the table before the
 * latest refit ("new" where it was not on it), "tied" where its interval overlaps the one above's, and its bar on the
 * table's scale (from, width and rating point, in percent of the span from the lowest interval end to the highest).
 */
class LeaderboardTest {

    @Test
    void eachRowSaysItsMoveItsTieAndWhereItsIntervalSits() {
        List<Standing> board = List.of(
                // id, name, rank, rank before, MLE, low, high
                standing(1, "alpha", 1, 2, 1700.0, 1650.0, 1750.0),
                standing(2, "beta", 2, 1, 1660.0, 1600.0, 1700.0), // overlaps alpha's
                standing(3, "gamma", 3, 3, 1550.0, 1500.0, 1599.0), // wholly below beta's
                standing(4, "delta", 4, null, 1540.0, 1500.0, 1580.0), // new, overlaps gamma's
                standing(5, "epsilon", 5, 4, null, null, null)); // placed by its Elo: no interval, no tie
        Leaderboard table = Leaderboard.of(board, List.of());
        assertThat(picture(table))
                .isEqualTo(
                        """
                1 +1         bar 60.0 40.0 80.0
                2 -1  tied   bar 40.0 40.0 64.0
                3 +0         bar 0.0 39.6 20.0
                4 new tied   bar 0.0 32.0 16.0
                5 -1         -
                """);
        assertThat(table.fitted()).isTrue();
    }

    @Test
    void beforeTheFirstFitNoRowHasABarAndTheTableIsByElo() {
        Leaderboard table = Leaderboard.of(
                List.of(
                        standing(1, "alpha", 1, null, null, null, null),
                        standing(2, "beta", 2, null, null, null, null)),
                List.of());
        assertThat(table.fitted()).isFalse();
        assertThat(table.rows()).allMatch(row -> row.bar() == null && !row.tied() && row.gained() == null);
    }

    @Test
    void aNarrowIntervalStillShowsAPercentWide() {
        Leaderboard table = Leaderboard.of(
                List.of(
                        standing(1, "alpha", 1, null, 1600.0, 1599.99, 1600.01),
                        standing(2, "beta", 2, null, 1000.0, 900.0, 1100.0)),
                List.of());
        assertThat(table.rows().get(0).bar().width()).isEqualTo(1);
    }

    private static String picture(Leaderboard table) {
        return table.rows().stream()
                .map(row -> String.format(
                        Locale.ROOT,
                        "%d %-3s %-5s  %s%n",
                        row.standing().rank(),
                        row.gained() == null ? "new" : String.format(Locale.ROOT, "%+d", row.gained()),
                        row.tied() ? "tied" : "",
                        row.bar() == null
                                ? "-"
                                : String.format(
                                        Locale.ROOT,
                                        "bar %.1f %.1f %.1f",
                                        row.bar().from(),
                                        row.bar().width(),
                                        row.bar().at())))
                .collect(Collectors.joining());
    }
}
