package io.admiralty.league;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.http.HttpBots;
import io.admiralty.bot.jvm.JarPlayer;
import io.admiralty.bot.process.ProcessBots;
import io.admiralty.bot.process.Sandbox;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;

/**
 * Starts a registered bot version for one matchup with the season's limits. Each bot keeps one data folder
 * ({@code <data-dir>/bots/<id>}) across matchups; process and jar bots run in the sandbox.
 */
@ApplicationScoped
public class BotLauncher {

    private final ArtifactStore artifacts;
    private final Path botsRoot;
    private final Sandbox sandbox;
    private final MeterRegistry metrics;

    public BotLauncher(ArtifactStore artifacts, LeagueConfig config, BotSandbox sandbox, MeterRegistry metrics) {
        this.artifacts = artifacts;
        this.metrics = metrics;
        this.botsRoot = Path.of(config.dataDir()).toAbsolutePath().resolve("bots");
        this.sandbox = sandbox.sandbox();
    }

    public BotSession open(BotRegistry.Launch bot, Seasons.Settings season, String matchup) {
        BotLimits limits = BotLimits.defaults().withMoveTimeout(Duration.ofMillis(season.moveTimeoutMs()));
        BotSession session = switch (bot.kind()) {
            case "builtin" -> BotSession.of(BuiltinBots.create(bot.name()));
            case "http" -> HttpBots.open(bot.dialect(), bot.name(), bot.url(), limits, matchup);
            case "process" -> ProcessBots.open(bot.dialect(), bot.name(), bot.command(), filesOf(bot), dataFolder(bot), sandbox, limits, matchup);
            case "jvm" -> new JarPlayer(bot.name(), filesOf(bot).resolve(ArtifactStore.JAR), dataFolder(bot), sandbox, limits);
            default -> throw new IllegalStateException("unknown bot kind " + bot.kind());
        };
        return new TimedSession(session, bot.dialect() == null ? bot.kind() : bot.dialect(), metrics);
    }

    private Path filesOf(BotRegistry.Launch bot) {
        return bot.artifact() == null ? folder(botsRoot.resolve("no-files"), "rwxr-xr-x") : artifacts.folder(bot.artifact());
    }

    private Path dataFolder(BotRegistry.Launch bot) {
        // the sandboxed bot runs as nobody; only its own folder is bound into its sandbox, so others cannot reach it
        return folder(botsRoot.resolve(Long.toString(bot.botId())), "rwxrwxrwx");
    }

    private static Path folder(Path folder, String permissions) {
        try {
            Files.createDirectories(folder);
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString(permissions));
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
