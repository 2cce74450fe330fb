package io.admiralty.league.standings;

import static io.admiralty.league.standings.Boards.bot;
import static io.admiralty.league.standings.Boards.ranked;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.RankedBot;
import io.admiralty.league.standings.Standings.Standing;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A season's crosstable from its leaderboard, its withdrawn bots and the head-to-head tallies, drawn as a picture: a row
 * per bot (its rank, or "-" withdrawn), a cell per column, "x" the bot itself, "." a pair that has not met, else the
 * row's won-lost-drawn against the column's bot, and the row's total.
 */
class CrosstableTest {

    private static final List<Standing> BOARD = List.of(ranked(1, "alpha"), ranked(2, "beta"), ranked(3, "gamma"));

    @Test
    void eachRowScoresAgainstEachColumnInLeaderboardOrderThenTheWithdrawnThatPlayed() {
        List<RankedBot> withdrawn = List.of(bot(4, "delta"), bot(5, "epsilon"));
        List<HeadToHead> met = new ArrayList<>();
        met.addAll(both(1, 2, 3, 1, 1));
        met.addAll(both(1, 4, 1, 0, 0));
        met.addAll(both(2, 3, 0, 0, 2));
        // epsilon withdrew before it played: it is in no row
        assertThat(picture(Crosstable.of(BOARD, withdrawn, met, 30)))
                .isEqualTo(
                        """
                1 alpha | x     3-1-1 .     1-0-0 | 4-1-1
                2 beta  | 1-3-1 x     0-0-2 .     | 1-3-3
                3 gamma | .     0-0-2 x     .     | 0-0-2
                - delta | 0-1-0 .     .     x     | 0-1-0
                """);
    }

    @Test
    void theTableHoldsItsFirstBotsAndSaysItIsCut() {
        List<Standing> board = IntStream.rangeClosed(1, 4)
                .mapToObj(rank -> ranked(rank, "bot" + rank))
                .toList();
        Crosstable table = Crosstable.of(board, List.of(), both(1, 4, 1, 0, 0), 3);
        assertThat(table.seats()).extracting(Crosstable.Seat::name).containsExactly("bot1", "bot2", "bot3");
        assertThat(table.cut()).isTrue();
        assertThat(Crosstable.of(board, List.of(), List.of(), 4).cut()).isFalse();
    }

    @Test
    void belowTwoBotsThereIsNoTable() {
        Crosstable alone = Crosstable.of(List.of(ranked(1, "alpha")), List.of(bot(2, "gone")), List.of(), 30);
        assertThat(alone.seats()).isEmpty();
        assertThat(alone.rows()).isEmpty();
    }

    /** The tallies of {@code a} against {@code b} (won, lost, drawn) and of {@code b} against {@code a}. */
    private static List<HeadToHead> both(long a, long b, int won, int lost, int drawn) {
        return List.of(new HeadToHead(a, "", b, "", won, lost, drawn), new HeadToHead(b, "", a, "", lost, won, drawn));
    }

    private static String picture(Crosstable table) {
        int width = table.rows().stream()
                .mapToInt(row -> row.seat().name().length())
                .max()
                .orElse(0);
        return table.rows().stream()
                .map(row -> (row.seat().withdrawn() ? "-" : row.seat().rank().toString()) + " "
                        + String.format("%-" + width + "s", row.seat().name()) + " | "
                        + row.cells().stream()
                                .map(cell ->
                                        cell.self() ? "x    " : cell.score() == null ? ".    " : tally(cell.score()))
                                .collect(Collectors.joining(" "))
                        + " | " + tally(row.total()) + "\n")
                .collect(Collectors.joining());
    }

    private static String tally(Score score) {
        return score.wins() + "-" + score.losses() + "-" + score.draws();
    }
}
