package io.admiralty.bot.process;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.ForwardingSession;
import io.admiralty.game.BotFault;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.sandbox.Confinement;
import java.util.function.Supplier;

/**
 * A bot's session as the league plays it under its {@link Confinement}: a breach of the data quota, which kills the
 * bot's processes from the quota's own thread, forfeits with {@code data_limit} rather than as the crash it looks
 * like, and the end of the matchup ends the confinement.
 */
public final class ConfinedSession extends ForwardingSession.Intercepting {

    private final Confinement confinement;

    private ConfinedSession(Confinement confinement, BotSession session) {
        super(session);
        this.confinement = confinement;
    }

    /** {@code session} held to {@code confinement}; as it is when the sandbox confines nothing. */
    public static BotSession of(Confinement confinement, BotSession session) {
        return confinement.isConfined() ? new ConfinedSession(confinement, session) : session;
    }

    /**
     * The folder is measured before each game (for what the bot wrote between games) and once it has placed (for
     * what it wrote as it started), besides the quota's periodic check.
     */
    @Override
    public Placement place(GameSetup setup) {
        confinement.measure();
        Placement placement = super.place(setup);
        confinement.measure();
        return intercept(() -> placement);
    }

    /**
     * A breach found since the last call forfeits this one, and a fault while the quota stops the bot is the
     * breach's (the first call of a matchup takes the hold as it starts the bot).
     */
    @Override
    protected <T> T intercept(Supplier<T> call) {
        BotFault breach = confinement.takeBreach();
        if (breach != null) {
            throw breach;
        }
        try {
            return call.get();
        } catch (BotFault fault) {
            BotFault found = confinement.takeBreach();
            throw found != null ? found : fault;
        }
    }

    @Override
    public void close() {
        try {
            super.close();
        } finally {
            // the player stops its process; this makes sure, cgroup included, if it could not
            confinement.end();
        }
    }
}
