package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.ForfeitReason;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An arena-json turn's answer: the usual {@code {"play":"x,y"}} is read without a JSON tree, and every answer, usual
 * or not, gets the cell or the forfeit Jackson's reading gives it.
 */
class ArenaTurnAnswerTest {

    private static final String NOT_JSON = "answered with something that is not JSON";
    private static final String NO_PLAY = "did not answer a turn with {\"play\":\"x,y\"}";
    private static final String NOT_CELL = "answered a cell that is not \"x,y\"";

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "{\"play\":\"3,4\"}                      | 3 | 4",
                "` { \"play\" :\t\"0,9\"\r\n}\n`          | 0 | 9",
                "{\"play\":\"12,0099\"}                  | 12 | 99",
                // not the usual shape, read by Jackson as before
                "{\"name\":\"x\",\"play\":\"3,4\"}       | 3 | 4",
                "{\"play\":\" 3 , 4 \"}                  | 3 | 4",
                "{\"play\":\"3\\u002c4\"}                | 3 | 4",
                "{\"play\":\"3,4\"}}                     | 3 | 4",
                "{\"play\":\"1,2\",\"play\":\"5,6\"}     | 5 | 6"
            })
    void cellsAreReadFromEveryValidAnswer(String answer, int x, int y) {
        assertThat(ArenaPlayer.playedCell(answer)).isEqualTo(Coord.of(x, y));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "{\"play\":\"3,4\"            | " + NOT_JSON,
                "{\"play\":\"3,4               | " + NOT_JSON,
                "{play:\"3,4\"}                | " + NOT_JSON,
                "``                           | " + NO_PLAY,
                "[\"3,4\"]                     | " + NO_PLAY,
                "{\"Play\":\"3,4\"}            | " + NO_PLAY,
                "{\"play\":34}                 | " + NO_PLAY,
                "{\"play\":[3,4]}              | " + NO_PLAY,
                "{\"play\":null}               | " + NO_PLAY,
                "{\"play\":\"3;4\"}            | " + NOT_CELL,
                "{\"play\":\"3,4,5\"}          | " + NOT_CELL,
                "{\"play\":\",4\"}             | " + NOT_CELL,
                "{\"play\":\"3,\"}             | " + NOT_CELL,
                "{\"play\":\"a,4\"}            | " + NOT_CELL,
                "{\"play\":\"99999999999,4\"}  | " + NOT_CELL
            })
    void malformedAnswersForfeitWithTheLeaguesOwnSentence(String answer, String detail) {
        assertThatThrownBy(() -> ArenaPlayer.playedCell(answer)).isInstanceOfSatisfying(BotFault.class, fault -> {
            assertThat(fault.reason()).isEqualTo(ForfeitReason.MALFORMED_REPLY);
            assertThat(fault.getMessage()).isEqualTo(detail);
        });
    }
}
