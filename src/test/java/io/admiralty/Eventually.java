package io.admiralty;

import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import org.assertj.core.api.ThrowingConsumer;

/**
 * Waiting for the league to reach a state, with Awaitility: what is read is checked by assertions, so a timeout reports
 * the last check's failure, with the state it saw, rather than only "not in time".
 */
public final class Eventually {

    private static final Duration POLL = Duration.ofMillis(200);

    private Eventually() {}

    /** Reads until what was read passes {@code check}, at most {@code atMost}; returns what passed. */
    public static <T> T value(Duration atMost, Callable<T> read, ThrowingConsumer<T> check) {
        AtomicReference<T> passed = new AtomicReference<>();
        await().atMost(atMost).pollInterval(POLL).pollDelay(Duration.ZERO).untilAsserted(() -> {
            T value = read.call();
            check.accept(value);
            passed.set(value);
        });
        return passed.get();
    }
}
