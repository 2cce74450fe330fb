package io.admiralty.bot.jvm;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Jar bots built by the test from source, run in a sandboxed child JVM and in-process. */
class JarBotsTest {

    private static final BotLimits LIMITS = new BotLimits(
            Duration.ofMillis(1500),
            Duration.ofSeconds(3),
            Duration.ofSeconds(10),
            64 * 1024,
            512L * 1024 * 1024,
            64,
            1024 * 1024,
            Duration.ofSeconds(60),
            64L * 1024 * 1024,
            10L * 1024 * 1024);
    /** A turn that fires at the board's cells in reading order, one a turn, counting its turns. */
    private static final String AIMED_IN_ORDER = "return List.of(new Cell(turn % 10, turn++ / 10));";

    private static Path work;
    private static Path example;

    @BeforeAll
    static void buildTheExampleJar() throws IOException {
        work = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "jars");
        example = buildJar("example", Path.of("examples/jar/src/example/ParityHunter.java"), "example.ParityHunter");
    }

    @ParameterizedTest
    @CsvSource({"false, classic", "false, 8x8:4,3,3,1:salvo", "true, classic", "true, salvo"})
    void exampleJarPlaysWholeMatchups(boolean trusted, String ruleset) throws IOException {
        List<PlayedGame> games = play(example, trusted, Ruleset.parse(ruleset), 4);
        assertThat(games).hasSize(4).allSatisfy(g -> assertThat(
                        g.record().outcome().reason())
                .as(g.transcripts().toString())
                .isEqualTo(EndReason.FLEET_SUNK));
    }

    @Test
    void childJvmAndInProcessPlayTheSameGames() throws IOException {
        List<PlayedGame> child = play(example, false, Ruleset.classic(), 3);
        List<PlayedGame> inProcess = play(example, true, Ruleset.classic(), 3);
        assertThat(child.stream().map(PlayedGame::record).toList())
                .isEqualTo(inProcess.stream().map(PlayedGame::record).toList());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "throw new IllegalStateException(\"boom\");| exception",
                "while (true) { }| timeout",
                "System.exit(7); return null;| crash",
                "long[][] hog = new long[1 << 20][]; for (int i = 0; ; i++) { hog[i] = new long[1 << 20]; }| crash"
            })
    void misbehavingJarsForfeitInTheirChildJvm(String takeTurnBody, String reason) throws IOException {
        Path jar = buildJar("hostile" + Math.abs(takeTurnBody.hashCode()), hostileSource(takeTurnBody), "hostile.Bot");
        List<PlayedGame> games = play(jar, false, Ruleset.classic(), 2);
        assertThat(games).hasSize(2).allSatisfy(g -> {
            assertThat(g.record().outcome().forfeiter()).isEqualTo(Side.A);
            assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.fromCode(reason));
            // the exception's text is the bot's: its transcript has it, the public detail does not
            assertThat(g.record().outcome().detail()).doesNotContain("boom");
            if (reason.equals("exception")) {
                assertThat(g.record().outcome().detail()).isEqualTo("threw an exception");
                assertThat(g.transcripts().get(Side.A)).contains("java.lang.IllegalStateException: boom");
            }
        });
    }

    /** The author sees where the bot threw, frame by frame, but none of the league's own frames. */
    @ParameterizedTest
    @CsvSource({"false", "true"})
    void anExceptionReachesTheTranscriptWithItsStackTrace(boolean trusted) throws IOException {
        Path jar = buildJar(
                "thrower" + trusted,
                hostileSource(
                        """
                java.util.function.IntFunction<List<Cell>> aim = t -> { throw new IllegalStateException("boom", new ArithmeticException("why")); };
                return aim.apply(turn);"""),
                "hostile.Bot");
        List<PlayedGame> games = play(jar, trusted, Ruleset.classic(), 2);
        assertThat(games).hasSize(2).allSatisfy(g -> {
            assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.EXCEPTION);
            assertThat(g.record().outcome().detail()).isEqualTo("threw an exception");
            String transcript = g.transcripts().get(Side.A);
            List<String> lines = transcript.lines().toList();
            int thrown = indexOf(lines, "java.lang.IllegalStateException: boom");
            assertThat(thrown).as(transcript).isNotNegative();
            assertThat(lines.get(thrown + 1))
                    .as(transcript)
                    .contains("at hostile.Bot.lambda$takeTurn$")
                    .contains("(Bot.java:16)");
            assertThat(lines.get(thrown + 2)).as(transcript).contains("at hostile.Bot.takeTurn(Bot.java:17)");
            assertThat(lines.get(thrown + 3)).as(transcript).contains("Caused by: java.lang.ArithmeticException: why");
            assertThat(lines)
                    .filteredOn(line -> line.contains(" at "))
                    .hasSize(4)
                    .noneMatch(line -> line.contains("io.admiralty."));
        });
        // the next game's transcript starts afresh: the first game's trace is not in it twice
        assertThat(games.get(1).transcripts().get(Side.A).split("IllegalStateException: boom", -1))
                .hasSize(2);
    }

    private static int indexOf(List<String> lines, String text) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void printingToStandardOutputDoesNotCorruptTheProtocol() throws IOException {
        Path jar = buildJar(
                "chatty", hostileSource("System.out.println(\"TURN SHOTS ERROR\"); " + AIMED_IN_ORDER), "hostile.Bot");
        List<PlayedGame> games = play(jar, false, Ruleset.classic(), 1);
        assertThat(games.get(0).record().outcome().reason())
                .as(games.get(0).transcripts().toString())
                .isEqualTo(EndReason.FLEET_SUNK);
    }

    @Test
    void aJarWithoutABotIsRefused() throws IOException {
        Path empty = work.resolve("empty.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(empty))) {
            out.putNextEntry(new JarEntry("README"));
            out.closeEntry();
        }
        List<PlayedGame> games = play(empty, false, Ruleset.classic(), 1);
        assertThat(games.get(0).record().outcome().forfeit()).isEqualTo(ForfeitReason.CRASH);
        assertThat(games.get(0).record().outcome().detail()).contains("META-INF/services");
    }

    /** A bot that throws while it hears of a volley forfeits that volley, with its trace, in both modes alike. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "false | onShotResult(Cell target, Mark result, int sunkLength)",
                "true | onShotResult(Cell target, Mark result, int sunkLength)",
                "false | onOpponentShot(Cell target, boolean hit)",
                "true | onOpponentShot(Cell target, boolean hit)"
            })
    void anExceptionWhileHearingOfAVolleyForfeits(boolean trusted, String callback) throws IOException {
        String name = callback.substring(0, callback.indexOf('('));
        Path jar = buildJar(
                name + trusted,
                hostileSource(
                        AIMED_IN_ORDER,
                        """
                public void CALLBACK { if (turn == 3) { throw new IllegalStateException("deaf"); } }"""
                                .replace("CALLBACK", callback)),
                "hostile.Bot");
        List<PlayedGame> games = play(jar, trusted, Ruleset.classic(), 2);
        assertThat(games).hasSize(2).allSatisfy(g -> {
            assertThat(g.record().outcome().forfeiter())
                    .as(g.transcripts().toString())
                    .isEqualTo(Side.A);
            assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.EXCEPTION);
            assertThat(g.record().outcome().detail()).isEqualTo("threw an exception");
            String transcript = g.transcripts().get(Side.A);
            assertThat(transcript)
                    .contains("java.lang.IllegalStateException: deaf")
                    .contains("at hostile.Bot." + name + "(Bot.java:");
            // it forfeits in the volley it was hearing of: its third shot is its last, and nobody fired after that
            // volley
            List<Strike> strikes = g.record().strikes();
            assertThat(strikes.stream().filter(s -> s.shooter() == Side.A)).hasSize(3);
            assertThat(strikes.get(strikes.size() - 1).shooter())
                    .isEqualTo(name.equals("onShotResult") ? Side.A : Side.B);
        });
        assertThat(play(jar, false, Ruleset.classic(), 1).get(0).record())
                .isEqualTo(play(jar, true, Ruleset.classic(), 1).get(0).record());
    }

    private static Path hostileSource(String takeTurnBody) throws IOException {
        return hostileSource(takeTurnBody, "");
    }

    private static Path hostileSource(String takeTurnBody, String members) throws IOException {
        Path source = Files.createTempDirectory(work, "src").resolve("Bot.java");
        Files.writeString(
                source,
                """
                package hostile;
                import io.admiralty.botapi.*;
                import java.util.*;
                public class Bot implements BattleshipBot {
                    private int turn;
                    public String name() { return "hostile"; }
                    public List<ShipPlacement> newGame(GameInfo game) {
                        turn = 0;
                        List<ShipPlacement> ships = new ArrayList<>();
                        for (int i = 0; i < game.fleet().size(); i++) {
                            ships.add(new ShipPlacement(0, i, game.fleet().get(i), Orientation.ACROSS));
                        }
                        return ships;
                    }
                    public List<Cell> takeTurn(Mark[][] board, List<Integer> remaining, int shots) {
                        BODY
                    }
                MEMBERS
                }
                """
                        .replace("BODY", takeTurnBody)
                        .replace("MEMBERS", members));
        return source;
    }

    private static Path buildJar(String name, Path source, String implementation) throws IOException {
        return TestJars.build(work, name, source, implementation);
    }

    private static List<PlayedGame> play(Path jar, boolean trusted, Ruleset ruleset, int games) throws IOException {
        Path data = Files.createTempDirectory("jar-data");
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxrwxrwx"));
        BotEnvironment env = BotEnvironment.local(
                LIMITS, Sandbox.bubblewrap(), Sandbox.bubblewrap().uidOf(Side.A), jar.getParent(), data, "jar-test");
        List<PlayedGame> played = new ArrayList<>();
        BotSession a = Bots.open("jar", new BotDefinition.Jar(jar.getFileName()), trusted ? env.trustingJars() : env);
        BotSession b = Bots.open("density", new BotDefinition.Builtin("density"), env);
        MatchupRunner.play(a, b, ruleset, games, 5, played::add);
        return played;
    }
}
