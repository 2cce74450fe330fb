package io.admiralty.sandbox;

import java.util.HashSet;
import java.util.Set;

/**
 * Which uid each confined session of a bot runs as, in this JVM. The process limit (RLIMIT_NPROC) counts every
 * process of a uid, so two sessions of one bot at once under its own uid (two matchups, a version gate's two
 * versions, a skill job beside a matchup) would share one limit, and one could leave the other unable to start a
 * process. So a bot's first session runs as the bot's own uid, and each session of it that starts while another runs
 * as a spare uid of its own, in the bot's group: the data folder belongs to the bot's uid and group, and is the
 * group's to write, so every session of the bot sees and keeps the same files.
 */
final class SessionUids {

    /** Spare uids at most: far more than sessions a machine runs at once. */
    static final int SPARES = 1000;
    /** No spare uid goes below the system's own accounts. */
    private static final int LOWEST_SPARE = 1000;

    /** The uids sessions run as now. */
    private static final Set<Integer> RUNNING = new HashSet<>();

    private SessionUids() {}

    /**
     * The uid for a new session of the bot whose own uid is {@code home}: {@code home} itself unless a session runs as
     * it, else the highest spare uid no session runs as, counting down from {@code highestSpare}.
     */
    static synchronized int take(int home, int highestSpare) {
        if (RUNNING.add(home)) {
            return home;
        }
        for (int uid = highestSpare; uid > highestSpare - SPARES && uid >= LOWEST_SPARE; uid--) {
            if (RUNNING.add(uid)) {
                return uid;
            }
        }
        throw new IllegalStateException("no spare uid left below " + highestSpare + " for another session of uid "
                + home + ": raise admiralty.sandbox.uid-base");
    }

    /** The session that ran as {@code uid} is over. */
    static synchronized void give(int uid) {
        RUNNING.remove(uid);
    }
}
