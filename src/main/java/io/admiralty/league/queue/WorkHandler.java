package io.admiralty.league.queue;

import java.util.Set;

/** Plays one kind of work claimed from the queue: a bean per kind, found by the workers ({@link WorkWorkers}). */
public interface WorkHandler {

    /** The kinds of work it plays. */
    Set<WorkKind> kinds();

    /** Whether this instance plays them at all (skill jobs can be left to other instances). */
    default boolean enabled() {
        return true;
    }

    /**
     * Plays the claimed work until it ends ({@link WorkQueue#finish}) or hands it back ({@link WorkQueue#release});
     * an exception leaves the lease to run out, and the work is claimed again.
     */
    void run(WorkQueue.Claim claim);
}
