package io.admiralty.league.season;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.season.SeasonLife.Act;
import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A season's contest phases without a database: which phase it is in, what each refuses and why, beside its life. */
class SeasonPhaseTest {

    private static final Instant NOW = Instant.parse("2030-06-01T18:00:00Z");

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # deadline             | final started | final kept | phase
            -                      | false         | false      | ENTRIES_OPEN
            2030-06-01T18:00:01Z   | false         | false      | ENTRIES_OPEN
            2030-06-01T18:00:00Z   | false         | false      | FROZEN
            2030-05-01T00:00:00Z   | false         | false      | FROZEN
            -                      | true          | false      | FINAL
            2030-06-02T00:00:00Z   | true          | false      | FINAL
            2030-05-01T00:00:00Z   | true          | false      | FINAL
            2030-05-01T00:00:00Z   | true          | true       | DECIDED
            -                      | true          | true       | DECIDED
            """)
    void aSeasonsPhaseComesFromItsDeadlineAndFinal(
            Instant deadline, boolean finalStarted, boolean finalKept, SeasonPhase phase) {
        assertThat(SeasonPhase.of(deadline, finalStarted, finalKept, NOW)).isEqualTo(phase);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # phase      | act             | refused because
            ENTRIES_OPEN | ENTER_BOT       | -
            ENTRIES_OPEN | WITHDRAW_BOT    | -
            ENTRIES_OPEN | QUEUE_ROUND     | -
            ENTRIES_OPEN | SCHEDULED_ROUND | -
            ENTRIES_OPEN | START_FINAL     | -
            ENTRIES_OPEN | CHANGE_DEADLINE | -
            ENTRIES_OPEN | CHANGE_FINAL    | -
            FROZEN       | ENTER_BOT       | is past its submission deadline: its entries are frozen
            FROZEN       | WITHDRAW_BOT    | is past its submission deadline: its entries are frozen
            FROZEN       | QUEUE_ROUND     | -
            FROZEN       | SCHEDULED_ROUND | is past its submission deadline: its schedule queues no more rounds
            FROZEN       | START_FINAL     | -
            FROZEN       | CHANGE          | -
            FROZEN       | CHANGE_DEADLINE | is past its submission deadline: the deadline cannot move
            FROZEN       | CHANGE_FINAL    | -
            FINAL        | ENTER_BOT       | is playing its final: its entries are frozen
            FINAL        | WITHDRAW_BOT    | is playing its final: its entries are frozen
            FINAL        | QUEUE_ROUND     | is playing its final: it queues no other round
            FINAL        | SCHEDULED_ROUND | is playing its final: it queues no other round
            FINAL        | START_FINAL     | has started its final already
            FINAL        | CHANGE          | -
            FINAL        | CHANGE_DEADLINE | has started its final: its deadline and final stay as they are
            FINAL        | CHANGE_FINAL    | has started its final: its deadline and final stay as they are
            DECIDED      | ENTER_BOT       | has played its final: its entries stay as they were
            DECIDED      | QUEUE_ROUND     | has played its final: its table is the result
            DECIDED      | START_FINAL     | has played its final: its table is the result
            DECIDED      | CHANGE          | has played its final; a decided season does not change
            """)
    void eachPhaseRefusesWhatItRefuses(SeasonPhase phase, Act act, String refusal) {
        assertThat(phase.refusal(act).orElse(null)).isEqualTo(refusal);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # life    | phase        | act          | round running | refused because
            OPEN      | ENTRIES_OPEN | START_FINAL  | false         | -
            OPEN      | ENTRIES_OPEN | START_FINAL  | true          | is still playing its last round: rounds never overlap
            SCHEDULED | FROZEN       | START_FINAL  | false         | -
            PAUSED    | FROZEN       | START_FINAL  | false         | is paused: resume it to start its final
            PAUSED    | FROZEN       | ENTER_BOT    | false         | is past its submission deadline: its entries are frozen
            PAUSED    | FROZEN       | QUEUE_ROUND  | false         | is paused: it queues no round until it is resumed
            OPEN      | FROZEN       | QUEUE_ROUND  | true          | is still playing its last round: rounds never overlap
            OPEN      | FINAL        | START_FINAL  | true          | has started its final already
            CLOSED    | FROZEN       | ENTER_BOT    | false         | is closed: it takes no more bots
            CLOSED    | DECIDED      | START_FINAL  | false         | is closed: it plays no more rounds
            CLOSED    | ENTRIES_OPEN | CHANGE_FINAL | false         | is closed; a closed season does not change
            """)
    void aClosedSeasonSaysSoElseThePhaseSpeaksBeforeTheLife(
            SeasonLife life, SeasonPhase phase, Act act, boolean roundRunning, String refusal) {
        assertThat(SeasonLife.refusal(life, phase, act, roundRunning).orElse(null))
                .isEqualTo(refusal);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # phase      | versions frozen
            ENTRIES_OPEN | false
            FROZEN       | true
            FINAL        | true
            DECIDED      | true
            """)
    void versionsAreFrozenFromTheDeadlineOn(SeasonPhase phase, boolean frozen) {
        assertThat(phase.freezesVersions()).isEqualTo(frozen);
    }
}
