package io.admiralty.league.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The validation's verdict from its games, each given as "id:reason" (a forfeit of the bot's) or "id" (finished). */
class ValidationVerdictTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # games                                  | state    | the sentence holds
            1, 2                                     | passed   | finished 2 of 2 validation games against random
            1:forfeit_timeout, 2                     | passed   | finished 1 of 2
            1, 2:forfeit_crash                       | passed   | finished 1 of 2
            1:forfeit_crash, 2:forfeit_crash         | refused  | forfeit_crash in game 1, forfeit_crash in game 2
            1:forfeit_timeout, 2:forfeit_malformed_reply | refused | forfeit_timeout in game 1, forfeit_malformed_reply in game 2
            -                                        | skipped  | no validation game was played
            """)
    void aVersionIsRefusedOnlyWhenItForfeitsEveryGame(String games, String state, String sentence) {
        List<ValidationVerdict.Game> played = games == null
                ? List.of()
                : Stream.of(games.split(","))
                        .map(String::trim)
                        .map(g -> g.split(":"))
                        .map(g -> new ValidationVerdict.Game(Long.parseLong(g[0]), g.length > 1 ? g[1] : null))
                        .toList();
        ValidationVerdict.Verdict verdict = ValidationVerdict.of(played, "random", "8x8:4,3,3,2");
        assertThat(verdict.state().code()).isEqualTo(state);
        assertThat(verdict.detail()).contains(sentence);
        if (!played.isEmpty()) {
            assertThat(verdict.detail()).contains("against random on 8x8:4,3,3,2");
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # each ruleset's state                 | the version's
            passed                                 | passed
            refused                                | refused
            refused, refused                       | refused
            passed, refused                        | partly-refused
            refused, skipped                       | partly-refused
            validating, refused                    | validating
            passed, validating                     | validating
            passed, skipped                        | passed
            skipped, skipped                       | skipped
            superseded, superseded                 | superseded
            """)
    void aVersionIsRefusedWhereItWasRefusedAndOnlyThere(String states, String combined) {
        List<ValidationState> each = Stream.of(states.split(","))
                .map(String::trim)
                .map(s -> ValidationState.valueOf(s.toUpperCase(java.util.Locale.ROOT)))
                .toList();
        assertThat(ValidationVerdict.combined(each)).isEqualTo(combined);
    }
}
