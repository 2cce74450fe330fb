package io.admiralty.league;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import jakarta.validation.ClockProvider;
import java.time.Clock;

/**
 * The clock a season's contest reads: whether it is past its submission deadline (entries frozen, its schedule
 * queueing no more, its final due), and whether a deadline sent is in the future. One {@link Clock} bean, UTC, so that
 * a test moves it past a deadline instead of waiting for one; it is normal-scoped for that, as Quarkus replaces only
 * such beans for a test. The work queue's leases keep the database's clock, and a row's own stamps (created, entered)
 * the system's.
 */
@Singleton
public class LeagueClock {

    @Produces
    @ApplicationScoped
    Clock clock() {
        return Clock.systemUTC();
    }

    /** Bean Validation's {@code @Future} reads the same clock, so a deadline sent is checked against that time. */
    @Produces
    @Singleton
    ClockProvider validationClock(Clock clock) {
        return () -> clock;
    }
}
