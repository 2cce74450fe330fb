package io.admiralty.sandbox;

import java.util.concurrent.TimeUnit;

/**
 * The waits of a bot's clean-up (its processes killed, its cgroup removed, its folder unmounted), sat out even by a
 * thread the service's stop has interrupted: clean-up left half done would leave the bot's processes, cgroup or
 * mount behind until the next start. Each wait is bounded; the interrupt is kept for the caller to see.
 */
final class CleanUpWaits {

    private CleanUpWaits() {
    }

    /** Waits at most {@code timeout} for {@code process} to exit; returns whether it did. */
    static boolean exited(Process process, long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        boolean interrupted = Thread.interrupted();
        try {
            while (true) {
                try {
                    return process.waitFor(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
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

    /** Sleeps {@code millis}. */
    static void pause(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        boolean interrupted = Thread.interrupted();
        try {
            for (long left = deadline - System.nanoTime(); left > 0; left = deadline - System.nanoTime()) {
                try {
                    TimeUnit.NANOSECONDS.sleep(left);
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
