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
 * matchup's label and number (0 outside the league), whether jar bots may run inside the league's JVM
 * ({@code trustJars}, only for a bot author's own jars), where HTTP bots may be reached, and the folder of the player
 * dialects' hosts (asked for only when a player bot opens).
 */
public record BotEnvironment(
        BotLimits limits,
        Sandbox sandbox,
        int uid,
        Path botDir,
        Path dataDir,
        String matchup,
        long matchupNumber,
        boolean trustJars,
        Egress egress,
        Supplier<Path> hostFiles) {

    /** Above the most games a matchup may have, so that game ids of two matchups never meet. */
    public static final long GAME_ID_STRIDE = 100_000;

    /**
     * Bots on their author's own machine, as {@code play} runs them: their URLs may point anywhere, loopback
     * included, and the player hosts are installed for this run only.
     */
    public static BotEnvironment local(
            BotLimits limits, Sandbox sandbox, int uid, Path botDir, Path dataDir, String matchup) {
        return new BotEnvironment(
                limits,
                sandbox,
                uid,
                botDir,
                dataDir,
                matchup,
                0,
                false,
                Egress.unrestricted(Egress.SYSTEM_RESOLVER),
                HostFiles::forThisRun);
    }

    /** This environment with jar bots loaded into this JVM. */
    public BotEnvironment trustingJars() {
        return new BotEnvironment(
                limits, sandbox, uid, botDir, dataDir, matchup, matchupNumber, true, egress, hostFiles);
    }

    /**
     * A number for game {@code gameNumber} of this matchup that no other game shares, for servers that keep games
     * apart by it (arena-json's {@code game-id}): the matchup's number times {@value #GAME_ID_STRIDE} plus the
     * game's number, which never reaches the stride. Outside the league (matchup number 0) it is the game's number.
     */
    public long gameId(int gameNumber) {
        return matchupNumber * GAME_ID_STRIDE + gameNumber;
    }

    /** The confinement for this matchup of the bot called {@code botName}. */
    public Confinement confinement(String botName) {
        return sandbox.confine(uid, dataDir, limits, botName);
    }
}
