package io.admiralty.bot.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.bot.StderrLog;
import io.admiralty.bot.Transcript;
import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.json.GameRecordJson;
import io.admiralty.sandbox.Confinement;
import io.admiralty.sandbox.Sandbox;
import io.admiralty.sandbox.SandboxProbe;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Real bot processes under the real sandbox, well-behaved and hostile. */
class ProcessBotsTest {

    private static final Path EXAMPLES = Path.of("examples", "python").toAbsolutePath();
    private static final Path TEST_BOTS =
            Path.of("target", "test-classes", "bots").toAbsolutePath();
    private static final BotLimits FAST = new BotLimits(
            Duration.ofMillis(1500),
            Duration.ofSeconds(2),
            Duration.ofSeconds(5),
            64 * 1024,
            256L * 1024 * 1024,
            32,
            1024 * 1024,
            Duration.ofSeconds(60),
            64L * 1024 * 1024,
            10L * 1024 * 1024);

    @BeforeAll
    static void sandboxIsAvailable() {
        assertThat(Sandbox.bubblewrapWorks())
                .as("bubblewrap must be installed (.ci/run installs it)")
                .isTrue();
    }

    @AfterAll
    static void noBotProcessOutlivesItsMatchup() {
        assertThat(SandboxProbe.processesOf(Set.of(
                        Sandbox.bubblewrap().uidOf(Side.A), Sandbox.bubblewrap().uidOf(Side.B))))
                .isEmpty();
    }

    @ParameterizedTest
    @CsvSource({
        "skynet, skynet_bot.py, classic",
        "broadsides, broadsides_bot.py, classic",
        "broadsides, broadsides_bot.py, salvo",
        "native, native_bot.py, classic",
        "native, native_bot.py, 7x12:4,3,1,1:salvo"
    })
    void exampleBotsPlayWholeMatchupsAgainstBuiltins(String dialect, String script, String ruleset) throws IOException {
        for (String opponent : List.of("density", "random")) {
            List<PlayedGame> games = play(
                    dialect + ":python3 " + script,
                    EXAMPLES,
                    "builtin:" + opponent,
                    Ruleset.parse(ruleset),
                    4,
                    Sandbox.bubblewrap(),
                    dataDir());
            assertThat(games).hasSize(4);
            assertThat(games).allSatisfy(g -> assertThat(g.record().outcome().reason())
                    .as(g.transcripts().toString())
                    .isEqualTo(EndReason.FLEET_SUNK));
            assertThat(games).extracting(g -> g.record().firstMover()).containsExactly(Side.A, Side.B, Side.A, Side.B);
        }
    }

    @Test
    void skynetExampleKeepsItsDataFileBetweenMatchups() throws IOException {
        Path data = dataDir();
        play(
                "skynet:python3 skynet_bot.py",
                EXAMPLES,
                "builtin:random",
                Ruleset.classic(),
                2,
                Sandbox.bubblewrap(),
                data);
        play(
                "skynet:python3 skynet_bot.py",
                EXAMPLES,
                "builtin:random",
                Ruleset.classic(),
                3,
                Sandbox.bubblewrap(),
                data);
        JsonNode stats =
                GameRecordJson.mapper().readTree(data.resolve("skynet_bot.json").toFile());
        assertThat(stats.get("games").asInt()).isEqualTo(5);
    }

    @Test
    void skynetPromptsBlankLinesAndChatterAreTolerated() throws IOException {
        List<PlayedGame> games = play(
                "skynet:python3 skynet_quirks.py",
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                3,
                Sandbox.bubblewrap(),
                dataDir());
        assertThat(games).allSatisfy(g -> assertThat(g.record().outcome().reason())
                .as(g.transcripts().toString())
                .isEqualTo(EndReason.FLEET_SUNK));
    }

    @ParameterizedTest
    @CsvSource({
        "hang, timeout",
        "exit-at-start, crash",
        "crash-mid, crash",
        "garbage, malformed_reply",
        "huge-line, output_limit",
        "wrong-fleet, wrong_fleet",
        "off-board, shot_off_board",
        "slow 3, timeout"
    })
    void misbehavingBotsForfeitEveryGameWithTheRightReasonAndTheMatchupGoesOn(String mode, String reason)
            throws IOException {
        List<PlayedGame> games = play(
                "native:python3 hostile.py " + mode,
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                2,
                Sandbox.bubblewrap(),
                dataDir());
        assertThat(games).hasSize(2);
        for (PlayedGame game : games) {
            assertThat(game.record().outcome().forfeiter()).isEqualTo(Side.A);
            assertThat(game.record().outcome().forfeit()).isEqualTo(ForfeitReason.fromCode(reason));
            assertThat(game.record().outcome().winner()).isEqualTo(Side.B);
            assertThat(game.transcripts().get(Side.A)).contains("> {\"type\":\"hello\"");
        }
    }

    /** What a bot prints, its stderr and its exit code reach its transcript; the public detail is the league's sentence. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "native:python3 hostile.py garbage      | malformed_reply | answered with something that is not JSON",
                "native:python3 hostile.py bad-ship     | malformed_reply | each ship needs integer x, y, a length of at least 1 and orientation \"across\" or \"down\"",
                "native:python3 hostile.py crash-mid    | crash           | exited, or closed its output",
                "broadsides:python3 leaky_broadsides.py | malformed_reply | answered a cell that is not a letter A-J and a row 1-10"
            })
    void whatABotPrintsStaysInItsTranscript(String bot, String reason, String detail) throws IOException {
        List<PlayedGame> games =
                play(bot, TEST_BOTS, "builtin:random", Ruleset.classic(), 1, Sandbox.bubblewrap(), dataDir());
        assertThat(games.get(0).record().outcome().forfeit()).isEqualTo(ForfeitReason.fromCode(reason));
        assertThat(games.get(0).record().outcome().detail())
                .isEqualTo(detail)
                .doesNotContain("SECRET")
                .doesNotContain("77");
        assertThat(games.get(0).transcripts().get(Side.A)).contains("SECRET-STDOUT-5e2a");
        if (reason.equals("crash")) {
            assertThat(games.get(0).transcripts().get(Side.A)).contains("exit code 77");
        }
    }

    /**
     * What a bot writes to stderr is kept for every game, not only a forfeit: each game's own, each line with the move
     * it came after; the built-in, which has no stderr, has no log.
     */
    @Test
    void eachGamesStderrIsKeptLineByLineWithItsMoves() throws IOException {
        List<PlayedGame> games = play(
                "native:python3 chatty_native.py",
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                2,
                Sandbox.bubblewrap(),
                dataDir());
        for (PlayedGame game : games) {
            assertThat(game.record().outcome().forfeit()).isNull();
            assertThat(game.logs()).containsOnlyKeys(Side.A);
            List<StderrLog.Line> lines = game.logs().get(Side.A).lines();
            // the bot's own lines only, though its process (and the sandbox's own lines) starts in the first game
            assertThat(lines.get(0).text()).isEqualTo("placing in rows 0-8");
            assertThat(lines).noneMatch(line -> Sandbox.chainsOwn(line.text()));
            List<StderrLog.Line> moveLines = lines.stream()
                    .filter(line -> line.text().startsWith("move "))
                    .toList();
            // stderr is read on a thread of its own, so a line is marked with the move it arrived after, which may be
            // later than the one it was written in, never earlier; the lines of the last moves may still be on their
            // way as the game ends
            int moves = game.moveTimes().a().length;
            assertThat(moveLines.size()).isBetween(moves / 2, moves);
            int previous = 0;
            for (int move = 1; move <= moveLines.size(); move++) {
                StderrLog.Line line = moveLines.get(move - 1);
                assertThat(line.text()).startsWith("move " + move + ": firing at ");
                assertThat(line.move()).isBetween(Math.max(move, previous), moves);
                previous = line.move();
            }
        }
        assertThat(games.get(1).logs().get(Side.A).lines().get(0).text())
                .as("the second game's log holds that game's lines only")
                .isEqualTo("placing in rows 0-8");
    }

    /** A bot flooding stderr (megabytes, no line break, NUL and escape bytes) is cut at the bound, kept escaped. */
    @Test
    void aFloodOfStderrIsCutAtTheBoundAndKeptEscaped() throws IOException {
        PlayedGame game = play(
                        "native:python3 chatty_native.py flood",
                        TEST_BOTS,
                        "builtin:random",
                        Ruleset.classic(),
                        1,
                        Sandbox.bubblewrap(),
                        dataDir())
                .get(0);
        assertThat(game.record().outcome().forfeit()).isNull();
        StderrLog.Kept log = game.logs().get(Side.A);
        assertThat(log.text().getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(StderrLog.MAX_BYTES);
        assertThat(log.cutBytes()).isGreaterThan(768L * 6 * 1024 - StderrLog.MAX_BYTES);
        assertThat(log.text()).doesNotContain("\0", "\u001b").contains("\\x00\\x1b[31m");
        assertThat(log.lines().get(log.lines().size() - 1).text()).startsWith("move ");
    }

    /**
     * Each seat is told its own name, one word, different from its opponent's even when both are the same bot: the
     * test bot answers nonsense (and forfeits) unless ADMIRALTY_BOT_NAME is one of two distinct players it is told.
     */
    @Test
    void broadsidesBotsKnowTheirOwnNameAndTellThemselvesApartFromTheirTwin() throws IOException {
        String spec = "broadsides:python3 named_broadsides.py";
        BotDefinition bot = BotDefinition.parse(spec);
        assertThat(bot.shortName()).isEqualTo("named_broadsides");
        List<PlayedGame> played = new ArrayList<>();
        Sandbox sandbox = Sandbox.bubblewrap();
        BotSession a = Bots.open(
                Bots.seatName(bot.shortName(), bot.shortName(), Side.A),
                bot,
                BotEnvironment.local(FAST, sandbox, sandbox.uidOf(Side.A), TEST_BOTS, dataDir(), "test-A"));
        BotSession b = Bots.open(
                Bots.seatName(bot.shortName(), bot.shortName(), Side.B),
                bot,
                BotEnvironment.local(FAST, sandbox, sandbox.uidOf(Side.B), TEST_BOTS, dataDir(), "test-B"));
        MatchupRunner.play(a, b, Ruleset.parse("salvo"), 2, 42, played::add);
        assertThat(played).hasSize(2).allSatisfy(game -> assertThat(
                        game.record().outcome().reason())
                .as(game.transcripts().toString())
                .isEqualTo(EndReason.FLEET_SUNK));
    }

    /**
     * The contests' players keep what they learn in their own folder: broadsides beside the player file, skynet in
     * programname/programname.txt. Their folder is writable through an overlay whose changes are the bot's data
     * folder, so a counter survives matchups, while the bot's files themselves are never written.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "broadsides:python3 counting_broadsides.py | salvo   | counting_broadsides.txt",
                "skynet:python3 counter/counter.py          | classic | counter/counter.txt"
            })
    void aCounterKeptBesideThePlayerSurvivesMatchups(String bot, String ruleset, String memory) throws IOException {
        Path files = TEST_BOTS.resolve("learning");
        Path data = dataDir();
        for (int matchup = 1; matchup <= 2; matchup++) {
            List<PlayedGame> games =
                    play(bot, files, "builtin:random", Ruleset.parse(ruleset), 2, Sandbox.bubblewrap(), data);
            assertThat(games)
                    .allSatisfy(game -> assertThat(game.record().outcome().forfeit())
                            .as(game.transcripts().toString())
                            .isNull());
        }
        assertThat(data.resolve(memory)).hasContent("4");
        assertThat(files.resolve(memory)).doesNotExist();
        try (var overlays = Files.list(data.resolveSibling(".overlays"))) {
            assertThat(overlays.filter(o -> o.getFileName().toString().startsWith(data.getFileName() + "-")))
                    .isEmpty();
        }
    }

    /**
     * A broadsides bot's next process starts while a game is played, but none after a matchup's last game: every
     * process started plays a game (a spare no game uses would cost a start, then a kill).
     */
    @Test
    void everyBroadsidesProcessStartedPlaysAGame() throws IOException {
        BotEnvironment env = BotEnvironment.local(
                FAST, Sandbox.bubblewrap(), Sandbox.bubblewrap().uidOf(Side.A), EXAMPLES, dataDir(), "test-A");
        Confinement confinement = env.confinement("counted");
        Transcript transcript = new Transcript();
        AtomicInteger starts = new AtomicInteger();
        BotSession counted = ConfinedSession.of(
                confinement,
                new BroadsidesPlayer(
                        "counted",
                        () -> {
                            starts.incrementAndGet();
                            return BotProcess.start(
                                    confinement, List.of("python3", "broadsides_bot.py"), EXAMPLES, FAST, transcript);
                        },
                        FAST,
                        transcript));
        List<PlayedGame> games = new ArrayList<>();
        MatchupRunner.play(
                counted,
                Bots.open("random", new BotDefinition.Builtin("random"), env),
                Ruleset.classic(),
                3,
                42,
                games::add);
        assertThat(games).hasSize(3).allSatisfy(game -> assertThat(
                        game.record().outcome().forfeit())
                .as(game.transcripts().toString())
                .isNull());
        assertThat(starts).hasValue(3);
    }

    @Test
    void filesAndMemoryAreCapped() throws IOException {
        Path data = dataDir();
        List<PlayedGame> bigFile = play(
                "native:python3 hostile.py big-file 5",
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                1,
                Sandbox.bubblewrap(),
                data);
        assertThat(bigFile.get(0).record().outcome().forfeit()).isEqualTo(ForfeitReason.CRASH);
        assertThat(Files.size(data.resolve("big.bin"))).isLessThanOrEqualTo(FAST.dataFileBytes());

        List<PlayedGame> memory = play(
                "native:python3 hostile.py memory 1024",
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                1,
                Sandbox.bubblewrap(),
                dataDir());
        assertThat(memory.get(0).record().outcome().forfeit()).isEqualTo(ForfeitReason.CRASH);
        assertThat(memory.get(0).transcripts().get(Side.A)).contains("MemoryError");
    }

    @Test
    void crashTranscriptsKeepTheBotsStderr() throws IOException {
        List<PlayedGame> games = play(
                "native:python3 hostile.py crash-mid",
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                1,
                Sandbox.bubblewrap(),
                dataDir());
        assertThat(games.get(0).transcripts().get(Side.A))
                .contains("crashing on purpose")
                .contains("\"type\":\"turn\"");
    }

    @Test
    void networkIsClosedInsideTheSandbox() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            AtomicInteger connections = countConnections(server);
            String bot = "native:python3 hostile.py network " + server.getLocalPort();
            List<PlayedGame> games =
                    play(bot, TEST_BOTS, "builtin:random", Ruleset.classic(), 1, Sandbox.bubblewrap(), dataDir());
            assertThat(games.get(0).record().outcome().reason()).isEqualTo(EndReason.FLEET_SUNK);
            await("no connection from the sandbox")
                    .during(Duration.ofMillis(300))
                    .atMost(Duration.ofSeconds(2))
                    .until(() -> connections.get() == 0);
            // the same bot unconfined does reach the server, so the check above can fail
            play(bot, TEST_BOTS, "builtin:random", Ruleset.classic(), 1, Sandbox.none(), dataDir());
            await("the unconfined bot's connection")
                    .atMost(Duration.ofSeconds(10))
                    .until(() -> connections.get() == 1);
        }
    }

    @Test
    void writesOutsideTheDataFolderFail() throws IOException {
        Path outside = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "outside");
        Path intoOutside = outside.resolve("escaped.txt");
        Path intoBotFolder = TEST_BOTS.resolve("escaped.txt");
        String bot = "native:python3 hostile.py write-outside " + intoOutside + "," + intoBotFolder;
        play(bot, TEST_BOTS, "builtin:random", Ruleset.classic(), 1, Sandbox.bubblewrap(), dataDir());
        assertThat(intoOutside).doesNotExist();
        assertThat(intoBotFolder).doesNotExist();
        play(bot, TEST_BOTS, "builtin:random", Ruleset.classic(), 1, Sandbox.none(), dataDir());
        assertThat(intoOutside).exists();
        Files.deleteIfExists(intoBotFolder);
    }

    @Test
    void theBotSeesNoneOfTheLeaguesEnvironment() throws IOException {
        Path data = dataDir();
        play(
                "native:python3 hostile.py env",
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                1,
                Sandbox.bubblewrap(),
                data);
        JsonNode env = GameRecordJson.mapper().readTree(data.resolve("env.json").toFile());
        List<String> names = new ArrayList<>();
        env.fieldNames().forEachRemaining(names::add);
        assertThat(names)
                .isSubsetOf(
                        Set.of("PATH", "HOME", "ADMIRALTY_DATA_DIR", "ADMIRALTY_BOT_NAME", "LANG", "PWD", "RUBYOPT"));
        assertThat(env.get("RUBYOPT").asText()).isEqualTo("--disable-did_you_mean --disable-error_highlight");
        assertThat(env.get("HOME").asText()).isEqualTo(data.toString());
        assertThat(env.get("ADMIRALTY_BOT_NAME").asText()).isEqualTo("native:python3_hostile.py_env");
    }

    @Test
    void aForkBombIsStoppedByTheProcessLimitAndCleanedUp() throws IOException {
        List<PlayedGame> games = play(
                "native:python3 hostile.py fork",
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                1,
                Sandbox.bubblewrap(),
                dataDir());
        assertThat(games.get(0).record().outcome().reason()).isEqualTo(EndReason.FLEET_SUNK);
        // the AfterAll check finds none of its children alive
    }

    /**
     * A bot that writes a line to stderr just before each answer has each game's lines in that game, its last shot's
     * line too: the game's end reads its stderr up to then, so a line no game's end waited for cannot open the next
     * game's log (as it could when stderr's reader came late on a loaded machine).
     */
    @Test
    void eachGameKeepsTheLinesWrittenBeforeItsLastAnswerAndNoneOfTheGameBefore() throws IOException {
        List<PlayedGame> games = play(
                "native:python3 notes_native.py",
                TEST_BOTS,
                "builtin:random",
                Ruleset.classic(),
                8,
                Sandbox.bubblewrap(),
                dataDir());
        assertThat(games).hasSize(8);
        for (PlayedGame game : games) {
            Side seat = game.swapped() ? Side.B : Side.A;
            long shots = game.record().strikes().stream()
                    .filter(strike -> strike.shooter() == seat)
                    .count();
            List<String> lines = game.logs().get(seat).lines().stream()
                    .map(StderrLog.Line::text)
                    .toList();
            assertThat(lines)
                    .as("game %d", game.number())
                    .startsWith("admiralty tag opening-corner")
                    .endsWith("admiralty metric shots=" + shots);
        }
    }

    private static List<PlayedGame> play(
            String spec, Path botDir, String opponent, Ruleset ruleset, int games, Sandbox sandbox, Path data) {
        List<PlayedGame> played = new ArrayList<>();
        BotSession a = Bots.open(
                spec,
                BotDefinition.parse(spec),
                BotEnvironment.local(FAST, sandbox, sandbox.uidOf(Side.A), botDir, data, "test-A"));
        BotSession b = Bots.open(
                opponent,
                BotDefinition.parse(opponent),
                BotEnvironment.local(FAST, sandbox, sandbox.uidOf(Side.B), botDir, data, "test-B"));
        MatchupRunner.play(a, b, ruleset, games, 42, played::add);
        return played;
    }

    private static Path dataDir() throws IOException {
        Path data = Files.createTempDirectory("bot-data");
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxrwxrwx"));
        return data;
    }

    private static AtomicInteger countConnections(ServerSocket server) throws IOException {
        AtomicInteger count = new AtomicInteger();
        server.setSoTimeout(100);
        Thread acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    server.accept().close();
                    count.incrementAndGet();
                } catch (SocketTimeoutException again) {
                    // keep listening
                } catch (IOException closed) {
                    return;
                }
            }
        });
        acceptor.setDaemon(true);
        acceptor.start();
        return count;
    }
}
