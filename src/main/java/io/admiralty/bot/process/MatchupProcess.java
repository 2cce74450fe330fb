package io.admiralty.bot.process;

import io.admiralty.game.BotFault;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * The one process a bot keeps for a whole matchup (skynet, native, jar bots): started by its first message,
 * killed after a forfeit so the next game starts it afresh, told goodbye and stopped at the end.
 */
public final class MatchupProcess {

    private final Supplier<BotProcess> starter;
    private BotProcess process;

    public MatchupProcess(Supplier<BotProcess> starter) {
        this.starter = starter;
    }

    /** The running process, started now if there is none. */
    public BotProcess get() {
        if (process == null) {
            process = starter.get();
        }
        return process;
    }

    public boolean isStarted() {
        return process != null;
    }

    /** Whether a process is running that can still hear news. */
    public boolean isAlive() {
        return process != null && process.isAlive();
    }

    /** Kills the process (after a forfeit); the next {@link #get} starts a new one. */
    public void kill() {
        if (process != null) {
            process.close();
            process = null;
        }
    }

    /** Says {@code goodbye} (if not null), gives the process {@code grace} to exit, then kills what is left. */
    public void stop(String goodbye, Duration grace) {
        if (process == null) {
            return;
        }
        if (goodbye != null) {
            try {
                process.send(goodbye);
            } catch (BotFault alreadyGone) {
                // it crashed earlier; the game that saw it is already forfeited
            }
        }
        process.stop(grace);
        process = null;
    }
}
