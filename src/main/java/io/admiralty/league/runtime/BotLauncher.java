package io.admiralty.league.runtime;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.BotText;
import io.admiralty.bot.Bots;
import io.admiralty.bot.ForwardingSession;
import io.admiralty.bot.host.HostFiles;
import io.admiralty.league.LeagueConfig;
import io.admiralty.sandbox.Cgroups;
import io.admiralty.sandbox.Sandbox;
import io.admiralty.sandbox.WritableFolder;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Comparator;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * Starts a registered bot version ({@link Launch}) for one matchup with the matchup's terms. Each bot keeps one
 * data folder ({@code <data-dir>/bots/<id>}) across matchups; process and jar bots run in the sandbox, each as a uid of its
 * own ({@code uid-base + id}); HTTP bots connect only where the egress policy allows. The player dialects' hosts
 * are installed once per instance, under {@code <data-dir>/hosts}, when the first player bot starts.
 */
@ApplicationScoped
public class BotLauncher {

    /**
     * Under the bots' folder: the data folders bots play in when a matchup's terms say {@code scratchData}, one per
     * matchup and bot, removed when the session closes (and at start, what a crash left).
     */
    static final String SCRATCH = ".scratch";

    private static final Logger LOG = Logger.getLogger(BotLauncher.class);

    private final ArtifactFolders artifacts;
    private final Path botsRoot;
    private final Sandbox sandbox;
    private final BotLimits defaults;
    private final MeterRegistry metrics;
    private final BotEgress egress;
    private final Path hostsRoot;
    private Path hosts;

    public BotLauncher(
            ArtifactFolders artifacts,
            LeagueConfig config,
            BotSandbox botSandbox,
            MeterRegistry metrics,
            BotEgress egress) {
        this.artifacts = artifacts;
        this.metrics = metrics;
        this.egress = egress;
        this.botsRoot = Path.of(config.dataDir()).toAbsolutePath().resolve("bots");
        this.hostsRoot = Path.of(config.dataDir()).toAbsolutePath().resolve("hosts");
        LeagueConfig.SandboxSettings settings = config.sandbox();
        this.sandbox = botSandbox.sandbox();
        MatchTerms.checkDataQuota("admiralty.sandbox.data-quota-bytes", settings.dataQuotaBytes());
        if (settings.tmpBytes() < 1024 * 1024) {
            throw new IllegalArgumentException(
                    "admiralty.sandbox.tmp-bytes must be at least 1 MiB, was " + settings.tmpBytes());
        }
        this.defaults = BotLimits.defaults().withSizes(settings.tmpBytes(), settings.dataQuotaBytes());
    }

    /**
     * Says once, at start, how bots are confined on this host (and removes the cgroups and bot folder overlays an
     * earlier run left).
     */
    void describeSandbox(@Observes StartupEvent start) {
        WritableFolder.removeStale(botsRoot);
        removeTree(botsRoot.resolve(SCRATCH));
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
            LOG.warn(
                    "bot sandbox: the service does not run as root, so bots run as its own user and share its process limit");
        }
    }

    /**
     * Bot {@code bot} for the matchup (or skill job) numbered {@code matchup}, called {@code name} (see
     * {@link Bots#seatName}), with the matchup's move time and data quota.
     */
    public BotSession open(Launch bot, String name, MatchTerms terms, long matchup) {
        try {
            return start(bot, name, terms, matchup);
        } catch (ArtifactFolders.UnusableFiles | IllegalArgumentException unusable) {
            // what the team sent: the bot forfeits its games, once each, and nothing is tried again
            LOG.warnf(
                    "bot %d version %d cannot be started from its files: %s",
                    bot.botId(), bot.version(), BotText.quote(unusable.getMessage(), 300));
            return new UnstartableBot(name, unusable.getMessage());
        } catch (RuntimeException failure) {
            LOG.errorf(
                    BotText.loggable(failure),
                    "the league could not start bot %d version %d",
                    bot.botId(),
                    bot.version());
            throw new LaunchFailed(
                    "the league could not start bot " + bot.botId() + " version " + bot.version(), failure);
        }
    }

    /**
     * The league's own failure to start a bot (a full disk, its database out of reach): no bot's fault, so no game is
     * played; the matchup or skill job that needed it ends with this reason, once, and is not tried again.
     */
    public static final class LaunchFailed extends RuntimeException {
        LaunchFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private BotSession start(Launch bot, String name, MatchTerms terms, long matchup) {
        BotLimits limits = defaults.withMoveTimeout(Duration.ofMillis(terms.moveTimeoutMs()));
        if (terms.dataQuotaBytes() != null) {
            limits = limits.withDataQuotaBytes(terms.dataQuotaBytes());
        }
        BotDefinition definition =
                BotDefinition.stored(bot.name(), bot.kind().code(), bot.dialect(), bot.command(), bot.url());
        // a bot's uid and data folder are its own; the sandbox hands the folder to the uid (and its group, in which
        // the bot's sessions that run at the same time as spare uids are) and binds it into its sandbox alone
        // a scratch folder is the matchup's own (a bot may be validated twice at once), and goes with its session
        Path data = terms.scratchData()
                ? botsRoot.resolve(SCRATCH).resolve(matchup + "-" + bot.botId())
                : botsRoot.resolve(Long.toString(bot.botId()));
        if (definition.kind().sandboxed()) {
            folder(data, "rwxrwx---");
        }
        BotEnvironment env = new BotEnvironment(
                limits,
                sandbox,
                sandbox.uidOf(bot.botId()),
                filesOf(bot),
                data,
                "m" + matchup,
                matchup,
                false,
                egress.policy(),
                this::hosts);
        BotSession session = Bots.open(name, definition, env);
        return terms.scratchData()
                ? new ForwardingSession.Around(session) {
                    @Override
                    public void close() {
                        try {
                            super.close();
                        } finally {
                            removeTree(data);
                        }
                    }
                }
                : session;
    }

    /**
     * The metric {@code admiralty.bot.move}, how long bots take to answer a move, by dialect (kind for builtin and jvm);
     * fed with the times the matchup measures for the game record.
     */
    public Timer moveTimer(Launch bot) {
        String language = BotDefinition.stored(bot.name(), bot.kind().code(), bot.dialect(), bot.command(), bot.url())
                .language();
        return Timer.builder("admiralty.bot.move")
                .description("time a bot takes to answer a move")
                .tag("dialect", language)
                .publishPercentileHistogram()
                .register(metrics);
    }

    private Path filesOf(Launch bot) {
        return bot.artifact() == null
                ? folder(botsRoot.resolve("no-files"), "rwxr-xr-x")
                : artifacts.folder(bot.artifact());
    }

    private synchronized Path hosts() {
        if (hosts == null) {
            hosts = HostFiles.install(hostsRoot);
        }
        return hosts;
    }

    /** Removes a scratch data folder and what the bot left in it; what cannot be removed is left to the next start. */
    private static void removeTree(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> tree = Files.walk(folder)) {
            for (Path path : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException | UncheckedIOException e) {
            LOG.warnf("could not remove the scratch data folder %s: %s", folder, e.getMessage());
        }
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
