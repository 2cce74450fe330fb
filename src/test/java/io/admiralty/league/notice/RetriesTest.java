package io.admiralty.league.notice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RetriesTest {

    /** The defaults: a minute, doubling, at most 6 hours, for a day, switched off after 30 failures in a row. */
    private static final Retries DEFAULTS =
            new Retries(Duration.ofMinutes(1), 2, Duration.ofHours(6), Duration.ofHours(24), 30);

    private static final Instant EVENT = Instant.parse("2026-11-27T12:00:00Z");

    @ParameterizedTest
    @CsvSource({
        "1, PT1M",
        "2, PT2M",
        "3, PT4M",
        "5, PT16M",
        "9, PT4H16M",
        "10, PT6H",
        "11, PT6H",
        "40, PT6H",
    })
    void waitsGrowExponentiallyUpToTheCap(int attempt, Duration wait) {
        assertThat(DEFAULTS.delay(attempt)).isEqualTo(wait);
    }

    /** Attempt by attempt, as the sender would go: retried for a day, then switched off. */
    @Test
    void aDeliveryIsRetriedForADayThenItsWebhookSwitchedOff() {
        Instant now = EVENT;
        int attempt = 1;
        Retries.Next next = DEFAULTS.afterFailure(EVENT, attempt, attempt, now);
        while (next instanceof Retries.RetryAt retry) {
            assertThat(retry.at()).isAfter(now).isBeforeOrEqualTo(EVENT.plus(Duration.ofHours(24)));
            now = retry.at();
            attempt++;
            next = DEFAULTS.afterFailure(EVENT, attempt, attempt, now);
        }
        assertThat(next).isEqualTo(new Retries.SwitchOff("a delivery failed every attempt for 24 hours"));
        // waits of 1+2+4+...+256 minutes (8 h 31 min), then two of 6 h: 12 attempts, the last 20 h 31 min after the
        // event; a third 6 h wait would end past the day
        assertThat(attempt).isEqualTo(12);
        assertThat(Duration.between(EVENT, now))
                .isEqualTo(Duration.ofMinutes(511).plusHours(12));
    }

    @ParameterizedTest
    @CsvSource({"29, false", "30, true", "31, true"})
    void aWebhookFailingManyTimesInARowIsSwitchedOffWhateverTheDelivery(int inRow, boolean off) {
        Retries.Next next = DEFAULTS.afterFailure(EVENT, 1, inRow, EVENT);
        assertThat(next instanceof Retries.SwitchOff).isEqualTo(off);
        if (off) {
            assertThat(((Retries.SwitchOff) next).reason()).isEqualTo("its last " + inRow + " attempts failed");
        }
    }

    @Test
    void settingsThatCannotWorkAreRefusedAtStart() {
        assertThatThrownBy(() -> new Retries(Duration.ZERO, 2, Duration.ofHours(1), Duration.ofHours(1), 3))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Retries(Duration.ofMinutes(1), 0.5, Duration.ofHours(1), Duration.ofHours(1), 3))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Retries(Duration.ofMinutes(1), 2, Duration.ofHours(1), Duration.ofHours(1), 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @CsvSource({"PT24H, 24 hours", "PT1H, 1 hour", "PT90M, 90 minutes", "PT3S, 3 seconds", "PT0.5S, 500 ms"})
    void spansInWords(Duration span, String words) {
        assertThat(Retries.words(span)).isEqualTo(words);
    }
}
