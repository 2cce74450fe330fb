package io.admiralty.league;

import io.quarkus.test.junit.QuarkusMock;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The league's clock ({@link LeagueClock}) for one test: it runs with the system's and can be moved ahead, so that a
 * deadline set an hour away passes at once. Installed through {@link QuarkusMock}, it is the application's clock (its
 * scheduled jobs' too) until the test ends; the test classes after it, which share the application, have the system's
 * again.
 */
public final class MovableClock extends Clock {

    private volatile Duration ahead = Duration.ZERO;

    private MovableClock() {}

    /** A clock at the system's time, the league's until the end of the current test. */
    public static MovableClock install() {
        MovableClock clock = new MovableClock();
        QuarkusMock.installMockForType(clock, Clock.class);
        return clock;
    }

    /** Moves the clock ahead by {@code by}; it runs on from there. */
    public synchronized void advance(Duration by) {
        ahead = ahead.plus(by);
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(ahead);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    /** The league reads instants only, in UTC. */
    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the league's clock is UTC");
    }
}
