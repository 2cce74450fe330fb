package io.admiralty.league;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.http.HttpBots;
import io.admiralty.bot.jvm.JarPlayer;
import io.admiralty.bot.process.Cgroups;
import io.admiralty.bot.process.Confinement;
import io.admiralty.bot.process.ProcessBots;
import io.admiralty.bot.process.Sandbox;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import org.jboss.logging.Logger;

/**
 * Starts a registered bot version for one matchup with the season's limits. Each bot keeps one data folder
 * ({@code <data-dir>/bots/<id>}) across matchups; process and jar bots run in the sandbox, each as a uid of its
 * own ({@code uid-base + id}); HTTP bots connect only where the egress policy allows.
 */
@ApplicationScoped
public class BotLauncher {

    private static final Logger LOG = Logger.getLogger(BotLauncher.class);

    private final ArtifactStore artifacts;
    private final Path botsRoot;
    private final Sandbox sandbox;
    private final BotLimits defaults;
    private final MeterRegistry metrics;
    private final BotEgress egress;

    public BotLauncher(ArtifactStore artifacts, LeagueConfig config, MeterRegistry metrics, BotEgress egress) {
        this.artifacts = artifacts;
        this.metrics = metrics;
        this.egress = egress;
        this.botsRoot = Path.of(config.dataDir()).toAbsolutePath().resolve("bots");
        LeagueConfig.BotSandbox settings = config.sandbox();
        this.sandbox = switch (settings.mode()) {
            case "bubblewrap" -> Sandbox.bubblewrap(settings.uidBase());
            case "none" -> Sandbox.none();
            default -> throw new IllegalArgumentException("admiralty.sandbox must be bubblewrap or none, was " + settings.mode());
        };
        Seasons.checkDataQuota("admiralty.sandbox.data-quota-bytes", settings.dataQuotaBytes());
        if (settings.tmpBytes() < 1024 * 1024) {
            throw new IllegalArgumentException("admiralty.sandbox.tmp-bytes must be at least 1 MiB, was " + settings.tmpBytes());
        }
        this.defaults = BotLimits.defaults().withTmpBytes(settings.tmpBytes()).withDataQuotaBytes(settings.dataQuotaBytes());
    }

    /** Says once, at start, how bots are confined on this host (and removes cgroups an earlier run left). */
    void describeSandbox(@Observes StartupEvent start) {
        if (!sandbox.isConfined()) {
            LOG.warn("process and jar bots run unconfined (admiralty.sandbox=none): only for trusted bots");
            return;
        }
        Cgroups cgroups = Cgroups.host();
        if (cgroups.available()) {
            LOG.infof("bot sandbox: %s", cgroups.describe());
        } else {
            LOG.warnf("bot sandbox: %s", cgroups.describe());
        }
        if (!Sandbox.switchesUid()) {
            LOG.warn("bot sandbox: the service does not run as root, so bots run as its own user and share its process limit");
        }
    }

    public BotSession open(BotRegistry.Launch bot, Seasons.Settings season, String matchup) {
        BotLimits limits = defaults.withMoveTimeout(Duration.ofMillis(season.moveTimeoutMs()));
        if (season.dataQuotaBytes() != null) {
            limits = limits.withDataQuotaBytes(season.dataQuotaBytes());
        }
        BotSession session = switch (bot.kind()) {
            case "builtin" -> BotSession.of(BuiltinBots.create(bot.name()));
            case "http" -> HttpBots.open(bot.dialect(), bot.name(), bot.url(), limits, matchup, egress.policy());
            case "process" -> ProcessBots.open(bot.dialect(), bot.name(), bot.command(), filesOf(bot), confine(bot, limits), limits, matchup);
            case "jvm" -> JarPlayer.open(bot.name(), filesOf(bot).resolve(ArtifactStore.JAR), confine(bot, limits), limits);
            default -> throw new IllegalStateException("unknown bot kind " + bot.kind());
        };
        return new TimedSession(session, bot.dialect() == null ? bot.kind() : bot.dialect(), metrics);
    }

    private Path filesOf(BotRegistry.Launch bot) {
        return bot.artifact() == null ? folder(botsRoot.resolve("no-files"), "rwxr-xr-x") : artifacts.folder(bot.artifact());
    }

    /** The bot's uid, and its data folder: its own (the sandbox hands it to the uid) and bound into its sandbox alone. */
    private Confinement confine(BotRegistry.Launch bot, BotLimits limits) {
        Path data = folder(botsRoot.resolve(Long.toString(bot.botId())), "rwx------");
        return sandbox.confine(sandbox.uidOf(bot.botId()), data, limits);
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
