package io.admiralty.bot;

import io.admiralty.bot.host.HostFiles;
import io.admiralty.bot.http.Egress;
import io.admiralty.sandbox.Confinement;
import io.admiralty.sandbox.Sandbox;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * Where and how a bot runs for one matchup: its limits, the sandbox for processes and the uid a confined bot runs
 * as, the folder its files are in (a process bot's command runs there), the folder it may write and keep, the
 * matchup's id, whether jar bots may run inside the league's JVM ({@code trustJars}, only for a bot author's own
 * jars), where HTTP bots may be reached, and the folder of the player dialects' hosts (asked for only when a
 * player bot opens).
 */
public record BotEnvironment(BotLimits limits, Sandbox sandbox, int uid, Path botDir, Path dataDir, String matchup,
                             boolean trustJars, Egress egress, Supplier<Path> hostFiles) {

    /**
     * Bots on their author's own machine, as {@code play} runs them: their URLs may point anywhere, loopback
     * included, and the player hosts are installed for this run only.
     */
    public static BotEnvironment local(BotLimits limits, Sandbox sandbox, int uid, Path botDir, Path dataDir, String matchup) {
        return new BotEnvironment(limits, sandbox, uid, botDir, dataDir, matchup, false, Egress.unrestricted(Egress.SYSTEM_RESOLVER),
                HostFiles::forThisRun);
    }

    /** This environment with jar bots loaded into this JVM. */
    public BotEnvironment trustingJars() {
        return new BotEnvironment(limits, sandbox, uid, botDir, dataDir, matchup, true, egress, hostFiles);
    }

    /** The bot's confinement for this matchup. */
    public Confinement confinement() {
        return sandbox.confine(uid, dataDir, limits);
    }
}
