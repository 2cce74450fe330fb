package io.admiralty.sandbox;

import java.util.concurrent.TimeUnit;

/**
 * The waits of a bot's clean-up (its processes killed, its cgroup removed, its folder unmounted), sat out even by a
 * thread the service's stop has interrupted: clean-up left half done would leave the bot's processes, cgroup or
 * mount behind until the next start. Each wait is bounded; the interrupt is kept for the caller to see.
 */
final class CleanUpWaits {

    private CleanUpWaits() {}

    /** Waits at most {@code timeout} for {@code process} to exit; returns whether it did. */
    static boolean exited(Process process, long timeout, TimeUnit unit) {
        return sitOut(unit.toNanos(timeout), left -> process.waitFor(left, TimeUnit.NANOSECONDS));
    }

    /** Sleeps {@code millis}. */
    static void pause(long millis) {
        sitOut(TimeUnit.MILLISECONDS.toNanos(millis), left -> {
            TimeUnit.NANOSECONDS.sleep(left);
            return true;
        });
    }

    /** A wait of at most the nanoseconds given, that says whether what it waited for came. */
    private interface TimedWait {
        boolean await(long nanos) throws InterruptedException;
    }

    /** {@code wait}, resumed for what is left of {@code nanos} each time an interrupt cuts it short. */
    private static boolean sitOut(long nanos, TimedWait wait) {
        long deadline = System.nanoTime() + nanos;
        boolean interrupted = Thread.interrupted();
        try {
            while (true) {
                try {
                    return wait.await(deadline - System.nanoTime());
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
