package io.admiralty.bot;

import io.admiralty.bot.process.Confinement;
import io.admiralty.bot.process.Sandbox;
import java.nio.file.Path;

/**
 * Where and how a bot runs for one matchup: its limits, the sandbox for processes and the uid a confined bot runs
 * as, the folder its files are in (a process bot's command runs there), the folder it may write and keep, the
 * matchup's id, and whether jar bots may run inside the league's JVM ({@code trustJars}, only for a bot author's
 * own jars).
 */
public record BotEnvironment(BotLimits limits, Sandbox sandbox, int uid, Path botDir, Path dataDir, String matchup,
                             boolean trustJars) {

    /** The bot's confinement for this matchup. */
    public Confinement confinement() {
        return sandbox.confine(uid, dataDir, limits);
    }
}
