package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which field of the season form a refusal of the league is shown beside, by the words it opens with. */
class FormTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # the league's refusal                                                                  | beside
            season name is missing                                                                    | name
            a season named 'Autumn' exists already (names are unique, whatever their case)             | name
            schedule '* * * * * ?' fires every 1 s at times; rounds must be at least 60 s apart         | schedule
            Schedule 'x' is not a cron expression                                                     | schedule
            budget applies to adaptive pairing only: a round robin gives every bot a matchup          | budget
            board must be 1..100 by 1..100, was 0x4                                                   | board
            fleet [5, 5] cannot be placed on a 4x4 board: no room                                     | fleet
            ship lengths must be 1..6, got 7                                                          | fleet
            at most 10 ships of length 2                                                              | fleet
            unknown firing mode 'volley' (single or salvo)                                            | firing
            this needs the organiser's token                                                          | -
            the budget is a name no refusal opens with here                                           | -
            """)
    void aRefusalIsShownBesideTheFieldItOpensWith(String refusal, String field) {
        assertThat(Form.fieldOf(refusal, SeasonForm.LEADS)).isEqualTo(field);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # typed    | read | refused
            12         | 12   | -
            ' 7 '      | 7    | -
            ''         | -    | -
            twelve     | -    | must be a whole number, was 'twelve'
            1.5        | -    | must be a whole number, was '1.5'
            """)
    void numbersAreReadAsTypedOrRefusedBesideTheirField(String typed, Long read, String refused) {
        Form form = Form.typed(Map.of("games", List.of(typed)));
        assertThat(form.number("games")).isEqualTo(read);
        assertThat(form.problems().get("games")).isEqualTo(refused);
        assertThat(form.value("games")).isEqualTo(typed);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # typed    | read | refused
            12         | 12   | -
            ''         | -    | choose a bot
            '  '       | -    | choose a bot
            twelve     | -    | must be a whole number, was 'twelve'
            """)
    void aRequiredFieldLeftEmptyIsRefusedBesideItOnce(String typed, Long read, String refused) {
        Form form = Form.of("bot", typed, "season", "3");
        assertThat(form.required(form.number("bot"), "bot", "choose a bot")).isEqualTo(read);
        assertThat(form.required(form.number("season"), "season", "choose a season"))
                .isEqualTo(3L);
        assertThat(form.problems()).isEqualTo(refused == null ? Map.of() : Map.of("bot", refused));
    }
}
