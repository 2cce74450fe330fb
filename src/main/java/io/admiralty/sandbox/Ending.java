package io.admiralty.sandbox;

/**
 * How a confined process that went away ended, as far as the league can tell whose doing it was. The sandbox's chain
 * says two things on the process's stderr that the bot cannot take back: just before the bot's own program starts, a
 * line that the sandbox is up ({@link LaunchWatch#STARTED}); and, last of all, bubblewrap's status line with the
 * bot's exit code, which its monitor writes only if it outlives the bot. A bot can print either line itself, but only
 * after the real one, or to its own loss: a forged "up" changes nothing, and a forged status line can only turn a
 * launcher killed under it into its own crash.
 */
public enum Ending {
    /** The bot's program ended (exited, crashed, was killed by a signal it brought on itself): its crash. */
    EXITED,
    /** The kernel killed one of the bot's processes for the memory of its cgroup: its fault, {@code memory}. */
    OUT_OF_MEMORY,
    /** The sandbox never came up (bubblewrap or its launcher failed): the league's fault. */
    SANDBOX_FAILED,
    /** The sandbox's launcher was killed from outside while the bot ran: the league's fault. */
    LAUNCHER_KILLED;

    /**
     * The ending of a process the sandbox {@code watched} (false: run as it is, where every ending is the bot's), that
     * said it was {@code started}, whose stderr ended with bubblewrap's status line ({@code statusLast}), and whose
     * cgroup counted {@code oomKills} out-of-memory kills.
     */
    public static Ending of(boolean watched, boolean started, boolean statusLast, long oomKills) {
        if (!watched) {
            return EXITED;
        }
        if (!started) {
            return SANDBOX_FAILED;
        }
        if (oomKills > 0) {
            return OUT_OF_MEMORY;
        }
        return statusLast ? EXITED : LAUNCHER_KILLED;
    }
}
