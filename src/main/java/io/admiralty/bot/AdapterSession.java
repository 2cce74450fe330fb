package io.admiralty.bot;

/**
 * What every session speaking a bot's protocol keeps: the bot's name, its limits, and the transcript of what was
 * said both ways. Subclasses speak the protocol and own the bot's process or connection.
 */
public abstract class AdapterSession implements BotSession {

    protected final String name;
    protected final BotLimits limits;
    protected final Transcript transcript;

    protected AdapterSession(String name, BotLimits limits, Transcript transcript) {
        this.name = name;
        this.limits = limits;
        this.transcript = transcript;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Transcript transcript() {
        return transcript;
    }
}
