package io.admiralty.bot.process;

import io.admiralty.bot.AdapterSession;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Transcript;

/**
 * A session whose bot is one process for the whole matchup ({@link MatchupProcess}): started by the first message,
 * killed after a forfeit so the next game starts it afresh, and told {@code goodbye} at the end.
 */
public abstract class MatchupProcessSession extends AdapterSession {

    protected final MatchupProcess process = new MatchupProcess(this::startProcess);
    private final String goodbye;

    protected MatchupProcessSession(String name, BotLimits limits, Transcript transcript, String goodbye) {
        super(name, limits, transcript);
        this.goodbye = goodbye;
    }

    /** Starts the bot's process, ready for the first message. */
    protected abstract BotProcess startProcess();

    @Override
    public void reset() {
        process.kill();
    }

    @Override
    public void close() {
        process.stop(goodbye, limits.moveTimeout());
    }
}
