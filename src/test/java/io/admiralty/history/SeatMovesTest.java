package io.admiralty.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.history.GameViews.StrikeView;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A seat's moves from a game's strikes, written as the shooters in order ("ABBA": A fired, then B twice, then A) and
 * the seat's moves as the steps of their strikes, a move a group: "1 | 4" for A above, its moves the strikes 1 and 4.
 */
class SeatMovesTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            nullValues = "-",
            textBlock =
                    """
            # shooters   ; seat ; its moves
            ABAB         ; A    ; 1 | 3
            ABAB         ; B    ; 2 | 4
            AAABBBAA     ; A    ; 1 2 3 | 7 8
            AAABBBAA     ; B    ; 4 5 6
            ABBA         ; A    ; 1 | 4
            AAAA         ; B    ; -
            """)
    void eachMoveIsARunOfTheSeatsStrikes(String shooters, String seat, String moves) {
        List<StrikeView> strikes = new ArrayList<>();
        for (int i = 0; i < shooters.length(); i++) {
            strikes.add(new StrikeView(i + 1, String.valueOf(shooters.charAt(i)), i, 0, "miss", null, null));
        }
        assertThat(SeatMoves.of(strikes, seat).stream()
                        .map(move -> move.stream()
                                .map(s -> Integer.toString(s.seq()))
                                .collect(Collectors.joining(" ")))
                        .collect(Collectors.joining(" | ")))
                .isEqualTo(moves == null ? "" : moves);
    }
}
