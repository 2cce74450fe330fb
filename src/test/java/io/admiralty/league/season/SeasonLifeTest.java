package io.admiralty.league.season;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.season.SeasonLife.Act;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A season's life without a database: which state a season is in, and what each state refuses, and why. */
class SeasonLifeTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # closed | paused | schedule | state
            false    | false  | false    | OPEN
            false    | false  | true     | SCHEDULED
            false    | true   | true     | PAUSED
            false    | true   | false    | PAUSED
            true     | true   | true     | CLOSED
            true     | false  | false    | CLOSED
            """)
    void aSeasonsStateComesFromItsClosingPauseAndSchedule(
            boolean closed, boolean paused, boolean schedule, SeasonLife state) {
        assertThat(SeasonLife.of(closed, paused, schedule)).isEqualTo(state);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            textBlock =
                    """
            # state   | act             | round running | refused because
            OPEN      | QUEUE_ROUND     | false         | -
            OPEN      | QUEUE_ROUND     | true          | is still playing its last round: rounds never overlap
            OPEN      | SCHEDULED_ROUND | false         | has no schedule
            OPEN      | ENTER_BOT       | true          | -
            OPEN      | CHANGE          | true          | -
            OPEN      | WITHDRAW_BOT    | true          | -
            SCHEDULED | QUEUE_ROUND     | false         | -
            SCHEDULED | SCHEDULED_ROUND | false         | -
            SCHEDULED | SCHEDULED_ROUND | true          | is still playing its last round: rounds never overlap
            SCHEDULED | ENTER_BOT       | false         | -
            PAUSED    | QUEUE_ROUND     | false         | is paused: it queues no round until it is resumed
            PAUSED    | SCHEDULED_ROUND | false         | is paused: it queues no round until it is resumed
            PAUSED    | ENTER_BOT       | false         | -
            PAUSED    | CHANGE          | false         | -
            PAUSED    | WITHDRAW_BOT    | false         | -
            CLOSED    | QUEUE_ROUND     | false         | is closed: it plays no more rounds
            CLOSED    | SCHEDULED_ROUND | false         | is closed: it plays no more rounds
            CLOSED    | ENTER_BOT       | false         | is closed: it takes no more bots
            CLOSED    | CHANGE          | false         | is closed; a closed season does not change
            CLOSED    | WITHDRAW_BOT    | false         | is closed: its entries stay as they were
            """)
    void eachStateAllowsWhatItAllows(SeasonLife state, Act act, boolean roundRunning, String refusal) {
        assertThat(state.refusal(act, roundRunning).orElse(null)).isEqualTo(refusal);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            # state   | shows its schedule | its cron fires
            OPEN      | true               | false
            SCHEDULED | true               | true
            PAUSED    | true               | false
            CLOSED    | false              | false
            """)
    void onlyAScheduledSeasonFiresAndAClosedOneShowsNoSchedule(SeasonLife state, boolean shows, boolean fires) {
        assertThat(state.showsSchedule()).isEqualTo(shows);
        assertThat(state.fires()).isEqualTo(fires);
    }
}
