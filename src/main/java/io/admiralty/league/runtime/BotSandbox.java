package io.admiralty.league.runtime;

import io.admiralty.Refusal;
import io.admiralty.bot.Kind;
import io.admiralty.league.LeagueConfig;
import io.admiralty.sandbox.Sandbox;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.jboss.logging.Logger;

/**
 * The sandbox this instance runs process and jar bots in ({@code admiralty.sandbox}). Where bubblewrap is
 * configured but does not work (not installed, or unable to confine a process on this machine), those bots are
 * refused when they are registered, entered or due to play, rather than made to forfeit every game for the
 * service's own set-up; the service says so once at start. Built-in and HTTP bots need no sandbox and play on.
 */
@ApplicationScoped
public class BotSandbox {

    private static final Logger LOG = Logger.getLogger(BotSandbox.class);
    /** The command that installs bubblewrap on Debian, as the service's administrator. */
    private static final String INSTALL = "apt-get install bubblewrap";

    private final Sandbox sandbox;
    private final BooleanSupplier bubblewrapWorks;
    /** Once bubblewrap worked it is not probed again; until then every check probes, so installing it is enough. */
    private volatile boolean works;

    @Inject
    public BotSandbox(LeagueConfig config) {
        this(
                switch (config.sandbox().mode()) {
                    case "bubblewrap" -> Sandbox.bubblewrap(config.sandbox().uidBase());
                    case "none" -> Sandbox.none();
                    default ->
                        throw new IllegalArgumentException("admiralty.sandbox must be bubblewrap or none, was "
                                + config.sandbox().mode());
                },
                Sandbox::bubblewrapWorks);
    }

    BotSandbox(Sandbox sandbox, BooleanSupplier bubblewrapWorks) {
        this.sandbox = sandbox;
        this.bubblewrapWorks = bubblewrapWorks;
    }

    public Sandbox sandbox() {
        return sandbox;
    }

    void announce(@Observes StartupEvent start) {
        if (sandbox.isConfined() && !confines()) {
            LOG.warnf(
                    "bubblewrap, the sandbox of process and jar bots, is not installed or cannot confine a process here: "
                            + "process and jar bots will be refused until it works (install it as root: %s); built-in and HTTP bots play",
                    INSTALL);
        }
    }

    /** Why a bot of {@code kind} cannot run on this instance now; empty when it can. */
    public Optional<String> refusal(Kind known) {
        if (!known.sandboxed() || !sandbox.isConfined() || confines()) {
            return Optional.empty();
        }
        return Optional.of((known == Kind.JVM ? "jar" : known)
                + " bots are refused until bubblewrap, the sandbox they run in, works on the league's machine "
                + "(its administrator installs it: " + INSTALL + "); built-in and HTTP bots play");
    }

    /** Refuses a bot of {@code kind} that cannot run on this instance now: the league's state, not the request, is at fault. */
    public void requireRunnable(Kind kind) {
        refusal(kind).ifPresent(reason -> {
            throw Refusal.conflict(reason);
        });
    }

    private boolean confines() {
        if (!works) {
            works = bubblewrapWorks.getAsBoolean();
        }
        return works;
    }
}
