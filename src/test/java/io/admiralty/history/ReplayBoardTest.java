package io.admiralty.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.Ruleset;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.history.GameViews.ShipView;
import io.admiralty.history.GameViews.StrikeView;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A side's board in a replay at a step, drawn as a picture: "." water, "s" a ship, "o" a miss, "x" a hit, "#" a sunk
 * ship's cell, and the latest strike at the board in capitals (O, X). On a 4x3 board, A's fleet is a 2 across at (0,0)
 * and a 2 down at (3,1); B fires at (0,0), (2,2), (1,0) sinking the first, then (3,1); A's own strikes never mark A.
 */
class ReplayBoardTest {

    private static final PlayerRef ALPHA = new PlayerRef(1, "alpha", 1);
    private static final PlayerRef BETA = new PlayerRef(2, "beta", 3);

    private static final List<StrikeView> STRIKES = List.of(
            new StrikeView(1, "B", 0, 0, "hit", null, null),
            new StrikeView(2, "A", 1, 1, "miss", null, null),
            new StrikeView(3, "B", 2, 2, "miss", null, null),
            new StrikeView(4, "A", 0, 0, "miss", null, null),
            new StrikeView(5, "B", 1, 0, "sunk", 0, 2),
            new StrikeView(6, "A", 2, 0, "miss", null, null),
            new StrikeView(7, "B", 3, 1, "hit", null, null));

    private static final GameView GAME = new GameView(
            9,
            1L,
            1L,
            0,
            "4x3:2,2",
            ALPHA,
            BETA,
            "B",
            "7",
            null,
            null,
            "moves",
            null,
            STRIKES.size(),
            null,
            null,
            null,
            List.of(new ShipView(0, 0, 2, "across"), new ShipView(3, 1, 2, "down")),
            null,
            STRIKES,
            null,
            null);

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # step | A's board, rows from y 0
            0      | ss.. / ...s / ...s
            1      | Xs.. / ...s / ...s
            3      | xs.. / ...s / ..Os
            5      | ##.. / ...s / ..os
            7      | ##.. / ...X / ..os
            """)
    void theBoardShowsTheOpponentsStrikesUpToTheStep(int step, String picture) {
        assertThat(picture(ReplayBoard.of(GAME, Ruleset.parse(GAME.ruleset()), "A", step)))
                .isEqualTo(picture);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # step | B's board (no placement held: every cell is water)
            0      | .... / .... / ....
            4      | O... / .o.. / ....
            7      | o.O. / .o.. / ....
            """)
    void aBoardWithoutItsPlacementShowsTheStrikesOnWater(int step, String picture) {
        ReplayBoard board = ReplayBoard.of(GAME, Ruleset.parse(GAME.ruleset()), "B", step);
        assertThat(picture(board)).isEqualTo(picture);
        assertThat(board.owner()).isEqualTo(BETA);
        assertThat(board.opponent()).isEqualTo(ALPHA);
        assertThat(board.movedFirst()).isTrue();
    }

    private static String picture(ReplayBoard board) {
        return board.rows().stream()
                .map(row -> row.stream().map(ReplayBoardTest::cell).collect(Collectors.joining()))
                .collect(Collectors.joining(" / "));
    }

    private static String cell(ReplayBoard.Cell cell) {
        String c = cell.sunk()
                ? "#"
                : cell.mark() == null
                        ? (cell.ship() == null ? "." : "s")
                        : cell.mark().equals("miss") ? "o" : "x";
        return cell.last() ? c.toUpperCase() : c;
    }
}
