package io.admiralty.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.BotFault;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.LeagueFault;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Whose fault a bot process's end is, found through the real sandbox: a bot over its cgroup's memory is killed and
 * forfeits with {@code memory}; a sandbox that cannot come up, or whose launcher is killed under a running bot, is the
 * league's fault ({@link LeagueFault}), which no game records; a bot that exits by itself still crashes.
 */
class SandboxFaultsTest {

    private static final Path TEST_BOTS =
            Path.of("target", "test-classes", "bots").toAbsolutePath();
    private static final BotLimits LIMITS = BotLimits.defaults().withMoveTimeout(Duration.ofMillis(3000));
    private static final Sandbox SANDBOX = Sandbox.bubblewrap();

    @BeforeAll
    static void sandboxAndCgroupsAreAvailable() {
        assertThat(Sandbox.bubblewrapWorks())
                .as("bubblewrap must be installed (.ci/run installs it)")
                .isTrue();
        assertThat(Cgroups.host().available()).as(Cgroups.host().describe()).isTrue();
    }

    @AfterAll
    static void nothingOfTheBotsIsLeft() {
        assertThat(SandboxProbe.processesOf(Set.of(SANDBOX.uidOf(Side.A), SANDBOX.uidOf(Side.B))))
                .isEmpty();
    }

    @Test
    void aBotOverItsCgroupsMemoryForfeitsWithMemoryNotCrash() throws IOException {
        // 200 MiB held by a child, then 450 MiB by the bot: each within the 512 MiB a process may map, together over
        // the 576 MiB of the bot's cgroup (its memory and /tmp)
        try (Session bot = new Session(open("native:python3 hostile.py memory-over 200,450", SANDBOX))) {
            assertThatThrownBy(() -> bot.session.place(setup())).isInstanceOfSatisfying(BotFault.class, fault -> {
                assertThat(fault.reason()).isEqualTo(ForfeitReason.MEMORY);
                assertThat(fault.getMessage()).isEqualTo("was killed for using more than its memory limit (512 MiB)");
            });
            assertThat(bot.session.transcript().toString()).contains("more than their memory limit");
        }
    }

    @Test
    void aBotThatExitsByItselfStillCrashes() throws IOException {
        try (Session bot = new Session(open("native:python3 hostile.py exit-at-start", SANDBOX))) {
            assertThatThrownBy(() -> bot.session.place(setup()))
                    .isInstanceOfSatisfying(
                            BotFault.class, fault -> assertThat(fault.reason()).isEqualTo(ForfeitReason.CRASH));
        }
    }

    @Test
    void aSandboxThatCannotComeUpIsTheLeaguesFault() throws IOException {
        // bubblewrap is asked to show the bot a folder that is not there: it fails before the bot's program runs
        Sandbox broken = SANDBOX.withReadable(Files.createTempDirectory("gone").resolve("missing"));
        try (Session bot = new Session(open("native:python3 hostile.py none", broken))) {
            assertThatThrownBy(() -> bot.session.place(setup()))
                    .isInstanceOf(LeagueFault.class)
                    .hasMessage("the sandbox could not start the bot");
            assertThat(bot.session.transcript().toString()).contains("the league's fault");
        }
    }

    @Test
    void aLauncherKilledUnderARunningBotIsTheLeaguesFaultAndNoGameIsRecorded() throws IOException {
        BotSession a = open("native:python3 hostile.py none", SANDBOX);
        BotSession b = open("builtin:random", SANDBOX);
        List<MatchupRunner.PlayedGame> played = new ArrayList<>();
        assertThatThrownBy(() -> MatchupRunner.play(a, b, Ruleset.classic(), 3, 11, game -> {
                    played.add(game);
                    if (played.size() == 1) {
                        // between games, the bot's process runs on: its launcher is killed from outside
                        killLauncher();
                    }
                }))
                .isInstanceOf(LeagueFault.class)
                .hasMessage("the sandbox's launcher was killed while the bot ran");
        assertThat(played).hasSize(1);
        assertThat(played.get(0).record().outcome().forfeit()).isNull();
    }

    /** Kills, with SIGKILL, the sandbox's launcher (bubblewrap's monitor, a child of this JVM). */
    private static void killLauncher() {
        List<ProcessHandle> launchers = ProcessHandle.current()
                .children()
                .filter(p -> p.info().command().orElse("").endsWith("bwrap"))
                .toList();
        assertThat(launchers).hasSize(1);
        launchers.get(0).destroyForcibly();
        launchers.get(0).onExit().join();
    }

    private static GameSetup setup() {
        return new GameSetup(Ruleset.classic(), Side.A, true, "opponent", 1, 1);
    }

    private static BotSession open(String spec, Sandbox sandbox) throws IOException {
        return Bots.open(
                spec,
                BotDefinition.parse(spec),
                BotEnvironment.local(
                        LIMITS,
                        sandbox,
                        sandbox.uidOf(Side.A),
                        TEST_BOTS,
                        Files.createTempDirectory("bot-data"),
                        "faults"));
    }

    /** A session closed at the end of the test. */
    private record Session(BotSession session) implements AutoCloseable {
        @Override
        public void close() {
            session.close();
        }
    }
}
