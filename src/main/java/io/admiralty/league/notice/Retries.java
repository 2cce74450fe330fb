package io.admiralty.league.notice;

import java.time.Duration;
import java.time.Instant;

/**
 * What follows a failed attempt at a delivery: another after an exponentially growing wait ({@code first},
 * {@code factor} times longer each time, at most {@code maxDelay}) while the event is younger than {@code window}; and
 * the webhook switched off when the delivery has failed for the whole window, or its webhook has failed
 * {@code disableAfter} attempts in a row, whatever the deliveries. Pure.
 */
record Retries(Duration first, double factor, Duration maxDelay, Duration window, int disableAfter) {

    Retries {
        if (first.isNegative() || first.isZero() || factor < 1 || maxDelay.compareTo(first) < 0 || disableAfter < 1) {
            throw new IllegalArgumentException("admiralty.notices.webhooks: retry-first must be positive, retry-factor"
                    + " at least 1, retry-max-delay at least retry-first and disable-after at least 1");
        }
    }

    static Retries of(NoticesConfig.Webhooks config) {
        return new Retries(
                config.retryFirst(),
                config.retryFactor(),
                config.retryMaxDelay(),
                config.retryFor(),
                config.disableAfter());
    }

    /** What follows. */
    sealed interface Next permits RetryAt, SwitchOff {}

    record RetryAt(Instant at) implements Next {}

    /** The delivery has failed for good, and its webhook is switched off, for the reason given. */
    record SwitchOff(String reason) implements Next {}

    /** The wait after failed attempt number {@code attempt} (1 for the first). */
    Duration delay(int attempt) {
        double millis = first.toMillis() * Math.pow(factor, attempt - 1);
        return millis >= maxDelay.toMillis() ? maxDelay : Duration.ofMillis((long) millis);
    }

    /**
     * After failed attempt number {@code attempt} of a delivery of an event from {@code eventAt}, its webhook's
     * {@code failuresInRow}-th failure in a row (this one counted), at {@code now}.
     */
    Next afterFailure(Instant eventAt, int attempt, int failuresInRow, Instant now) {
        if (failuresInRow >= disableAfter) {
            return new SwitchOff("its last " + failuresInRow + " attempts failed");
        }
        Instant at = now.plus(delay(attempt));
        if (at.isAfter(eventAt.plus(window))) {
            return new SwitchOff("a delivery failed every attempt for " + words(window));
        }
        return new RetryAt(at);
    }

    /** "24 hours", "90 minutes", "3 seconds". */
    static String words(Duration span) {
        if (span.toSeconds() % 3600 == 0 && span.toHours() > 0) {
            return span.toHours() + (span.toHours() == 1 ? " hour" : " hours");
        }
        if (span.toSeconds() % 60 == 0 && span.toMinutes() > 0) {
            return span.toMinutes() + (span.toMinutes() == 1 ? " minute" : " minutes");
        }
        return span.toMillis() % 1000 == 0 ? span.toSeconds() + " seconds" : span.toMillis() + " ms";
    }
}
