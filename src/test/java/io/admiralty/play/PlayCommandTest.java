package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.GameRecord;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Sandbox;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream progress = new ByteArrayOutputStream();

    private String play(String... args) throws Exception {
        Run run = run(args);
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.PLAYED);
        return run.out();
    }

    /** What play printed (results, then stderr), and its exit status. */
    private record Run(int status, String out, String err) {}

    private Run run(String... args) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = new PlayCommand(
                        new PrintStream(bytes, true, StandardCharsets.UTF_8),
                        new PrintStream(progress, true, StandardCharsets.UTF_8))
                .play(PlayCommand.PlayOptions.parse(args));
        return new Run(status, bytes.toString(StandardCharsets.UTF_8), progress.toString(StandardCharsets.UTF_8));
    }

    /** A copy of the example native bot in a folder of its own, outside the folder play runs in, with that mode. */
    private Path botElsewhere(String mode) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("bot-" + mode));
        for (String file : List.of("native_bot.py", "strategy.py")) {
            Files.copy(Path.of("examples/python", file), folder.resolve(file));
            Files.setPosixFilePermissions(folder.resolve(file), PosixFilePermissions.fromString("rw-r--r--"));
        }
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString(mode));
        return folder.resolve("native_bot.py");
    }

    @Test
    void aScriptNamedByItsPathOutsideThePlayFolderRunsInTheSandboxWithTheFilesBesideIt() throws Exception {
        assertThat(Sandbox.bubblewrapWorks())
                .as("bubblewrap must be installed (.ci/run installs it)")
                .isTrue();
        Path bot = botElsewhere("rwxr-xr-x");
        assertThat(bot.toAbsolutePath().startsWith(Path.of("").toAbsolutePath()))
                .isFalse();
        // the script imports strategy.py from its own folder, so the folder is shown, not just the file
        Run run = run("--games", "2", "--seed", "4", "native:python3 " + bot.toAbsolutePath(), "builtin:random");
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.PLAYED);
        assertThat(run.out()).contains("game 2: A ").doesNotContain("forfeit_").doesNotContain("transcript of");
    }

    @Test
    void aScriptInAFolderTheSandboxUserCannotReadIsRefusedBeforeTheFirstGameSayingWhatToDo() throws Exception {
        Path bot = botElsewhere("rwx------");
        assertThatThrownBy(() -> run("--games", "2", "native:python3 " + bot.toAbsolutePath(), "builtin:random"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bot A's command names " + bot.toAbsolutePath())
                .hasMessageContaining("cannot read " + bot.getParent().toAbsolutePath())
                .hasMessageContaining("chmod o+rx " + bot.getParent().toAbsolutePath())
                .hasMessageContaining("--sandbox none");
        assertThat(progress.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aBotFolderTheSandboxUserCannotReadIsWarnedAbout() throws Exception {
        Path bot = botElsewhere("rwx------");
        List<String> warnings = new ArrayList<>();
        Sandbox sandbox = Sandbox.bubblewrap();
        BotFiles.shownTo(
                sandbox,
                BotDefinition.parse("native:python3 native_bot.py"),
                Side.B,
                sandbox.uidOf(Side.B),
                bot.getParent(),
                warnings::add);
        assertThat(warnings)
                .singleElement()
                .asString()
                .contains("bot B runs as uid " + sandbox.uidOf(Side.B))
                .contains("cannot read its folder " + bot.getParent())
                .contains("mode 700")
                .contains("chmod o+rx");
        warnings.clear();
        Files.setPosixFilePermissions(bot.getParent(), PosixFilePermissions.fromString("rwxr-xr-x"));
        BotFiles.shownTo(
                sandbox,
                BotDefinition.parse("native:python3 native_bot.py"),
                Side.B,
                sandbox.uidOf(Side.B),
                bot.getParent(),
                warnings::add);
        assertThat(warnings).isEmpty();
    }

    @Test
    void aForfeitMakesTheExitStatusNonZeroAndEachTranscriptHoldsItsOwnGame() throws Exception {
        Run run = run(
                "--games",
                "3",
                "--seed",
                "2",
                "native:python3 -c \"import sys, time; print('warming up', file=sys.stderr); sys.exit(4)\"",
                "builtin:random");
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.FORFEITED);
        assertThat(run.out()).contains("forfeits of A: crash x3");
        // three transcripts, each with the one start of the bot in its game and what it wrote then
        assertThat(run.out().split("transcript of A", -1)).hasSize(4);
        assertThat(run.out().split("# start: ", -1)).hasSize(4);
        assertThat(run.out().lines().filter(line -> line.equals("    warming up")))
                .hasSize(3);
    }

    @Test
    void verboseShowsEachBotsStderrAsItComesAfterItsSeat() throws Exception {
        String chatty =
                "native:python3 -c \"import sys, time; print('thinking hard', file=sys.stderr, flush=True); time.sleep(1); sys.exit(1)\"";
        ByteArrayOutputStream both = new ByteArrayOutputStream();
        PrintStream printer = new PrintStream(both, true, StandardCharsets.UTF_8);
        int status = new PlayCommand(printer, printer)
                .play(PlayCommand.PlayOptions.parse(
                        new String[] {"--verbose", "--seed", "1", "builtin:random", chatty}));
        String out = both.toString(StandardCharsets.UTF_8);
        assertThat(status).isEqualTo(PlayCommand.FORFEITED);
        // live: the line is shown while the game runs, before its result
        assertThat(out).contains("B| thinking hard");
        assertThat(out.indexOf("B| thinking hard")).as(out).isLessThan(out.indexOf("game 1:"));
        assertThat(run("--seed", "1", "builtin:random", chatty).err()).doesNotContain("| thinking hard");
    }

    @Test
    void theSummaryColumnsLineUpWhateverTheBotsAreCalledAndOneGameIsOneGame() throws Exception {
        String longName = "native:python3 examples/python/native_bot.py --a-long-option-that-makes-a-long-name";
        String out = play("--seed", "9", longName, "builtin:random");
        assertThat(out.lines().findFirst().orElseThrow()).contains(", classic, 1 game, seed 9");
        List<String> table = out.lines()
                .dropWhile(line -> !line.startsWith("seat "))
                .limit(3)
                .toList();
        int wins = table.get(0).indexOf("wins") + "wins".length();
        int median = table.get(0).length();
        assertThat(table).hasSize(3).allSatisfy(line -> {
            assertThat(line.charAt(wins - 1)).as(out).isNotEqualTo(' ');
            assertThat(line.length()).as(out).isEqualTo(median);
        });
        assertThat(table.get(1)).contains(longName);
    }

    @Test
    void longRunsShowProgressInTenthsInsteadOfEveryGame() throws Exception {
        String out = play("--games", "1000", "--seed", "5", "builtin:sequential", "builtin:random");
        assertThat(out).doesNotContain("game 1:");
        assertThat(progress.toString(StandardCharsets.UTF_8).lines().toList())
                .hasSize(10)
                .startsWith("play: 100 of 1000 games (10%)")
                .endsWith("play: 1000 of 1000 games (100%)");
    }

    @Test
    void densityBeatsRandomNearlyEveryGameAndTheSummarySaysSo() throws Exception {
        Path log = dir.resolve("games.jsonl");
        String out =
                play("--games", "100", "--seed", "7", "--log", log.toString(), "builtin:density", "builtin:random");

        List<GameRecord> games =
                Files.readAllLines(log).stream().map(GameLines::read).toList();
        assertThat(games).hasSize(100);
        long densityWins =
                games.stream().filter(g -> g.outcome().winner() == Side.A).count();
        assertThat(densityWins).isGreaterThanOrEqualTo(95);
        assertThat(games).extracting(GameRecord::firstMover).containsSequence(Side.A, Side.B, Side.A, Side.B);
        assertThat(games.stream().filter(g -> g.firstMover() == Side.A)).hasSize(50);
        assertThat(out).contains("game 100:");
        String summaryA =
                out.lines().filter(l -> l.startsWith("A ")).findFirst().orElseThrow();
        assertThat(summaryA).contains("builtin:density").contains(" " + densityWins + " ");
    }

    /**
     * Game n of {@code play --seed S} is a game of fresh bots from game seed n of matchup seed S, whichever lane played it
     * and whatever it played before: so a run's games can be replayed one by one, and measured against other bots on
     * the same layouts (the layout is the placing seat's fleet from its seat seed).
     */
    @Test
    void eachGameIsAGameOfFreshBotsFromItsGameSeed() throws Exception {
        Path log = dir.resolve("games.jsonl");
        play(
                "--games",
                "30",
                "--seed",
                "77",
                "--jobs",
                "3",
                "--log",
                log.toString(),
                "builtin:density",
                "builtin:random");
        List<GameRecord> games =
                Files.readAllLines(log).stream().map(GameLines::read).toList();
        assertThat(games).hasSize(30);
        for (int n = 1; n <= games.size(); n++) {
            GameRecord fresh = Referee.play(
                    Ruleset.classic(),
                    MatchupRunner.gameSeed(77, n),
                    n % 2 == 1 ? Side.A : Side.B,
                    n,
                    BuiltinBots.create("density"),
                    BuiltinBots.create("random"));
            GameRecord played = games.get(n - 1);
            assertThat(played.seed()).isEqualTo(fresh.seed());
            assertThat(played.strikes()).as("game %d", n).isEqualTo(fresh.strikes());
            assertThat(played.placement(Side.B))
                    .isEqualTo(RandomFleet.place(
                            Ruleset.classic(), new SplittableRandom(Referee.seedFor(fresh.seed(), Side.B))));
        }
    }

    @Test
    void sameSeedSameRun() throws Exception {
        String one = play(
                "--games", "20", "--seed", "3", "--ruleset", "8x8:4,3,2:salvo", "builtin:hunter", "builtin:parity");
        String two = play(
                "--games", "20", "--seed", "3", "--ruleset", "8x8:4,3,2:salvo", "builtin:hunter", "builtin:parity");
        String other = play(
                "--games", "20", "--seed", "4", "--ruleset", "8x8:4,3,2:salvo", "builtin:hunter", "builtin:parity");
        assertThat(two).isEqualTo(one);
        assertThat(other).isNotEqualTo(one);
    }

    /**
     * A broadsides bot that plays the same game every time (its ships in the first rows, its shots in reading order)
     * and says on stderr which data folder it was given: each lane has its own.
     */
    private Path orderlyBroadsidesBot() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("orderly"));
        Path bot = folder.resolve("orderly.py");
        Files.writeString(
                bot,
                """
                import os, sys
                print("data " + os.environ["ADMIRALTY_DATA_DIR"], file=sys.stderr, flush=True)
                fired = 0
                for line in sys.stdin:
                    words = line.split()
                    if words[:2] == ["ACTION", "SHIPS"]:
                        lengths = words[2].split(",")
                        print("SHIPS " + " ".join("%s:A%d:H" % (n, row + 1) for row, n in enumerate(lengths)), flush=True)
                    elif words[:2] == ["ACTION", "SHOTS"]:
                        cells = range(fired, fired + int(words[2]))
                        fired += int(words[2])
                        print("SHOTS " + " ".join("%s%d" % ("ABCDEFGHIJ"[c % 10], c // 10 + 1) for c in cells), flush=True)
                    elif words[:2] == ["ACTION", "FINISH"]:
                        print("FINISHED", flush=True)
                        break
                """);
        Files.setPosixFilePermissions(bot, PosixFilePermissions.fromString("rw-r--r--"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        return bot;
    }

    @Test
    void broadsidesGamesPlayedSideBySideAreTheGamesPlayedOneAfterAnother() throws Exception {
        Path bot = orderlyBroadsidesBot();
        List<String> outputs = new ArrayList<>();
        List<List<String>> logs = new ArrayList<>();
        List<Long> dataFolders = new ArrayList<>();
        for (String jobs : List.of("1", "2")) {
            Path log = dir.resolve("jobs-" + jobs + ".jsonl");
            int before = progress.size();
            Run run = run(
                    "--jobs",
                    jobs,
                    "--games",
                    "6",
                    "--seed",
                    "11",
                    "--ruleset",
                    "salvo",
                    "--log",
                    log.toString(),
                    "--verbose",
                    "broadsides:python3 " + bot.toAbsolutePath(),
                    "builtin:density");
            assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.PLAYED);
            outputs.add(run.out());
            logs.add(Files.readAllLines(log));
            dataFolders.add(run.err()
                    .substring(before)
                    .lines()
                    .filter(line -> line.startsWith("A| data "))
                    .distinct()
                    .count());
        }
        // the same games by number, printed and logged in game order, with the same summary
        assertThat(outputs.get(1)).isEqualTo(outputs.get(0)).contains("game 6: ");
        // the records agree but for the think times, which are measured
        assertThat(logs.get(1).stream().map(PlayCommandTest::withoutThinkTimes).toList())
                .isEqualTo(logs.get(0).stream()
                        .map(PlayCommandTest::withoutThinkTimes)
                        .toList())
                .hasSize(6);
        assertThat(logs.get(0).stream().map(GameLines::read).map(GameRecord::firstMover))
                .containsExactly(Side.A, Side.B, Side.A, Side.B, Side.A, Side.B);
        // played in two lanes, each seat with a data folder of its own in each lane
        assertThat(dataFolders).containsExactly(1L, 2L);
    }

    @Test
    void builtInGamesInManyLanesAreTheGamesOfOne() throws Exception {
        String[] bots = {"--games", "40", "--seed", "8", "--ruleset", "salvo", "builtin:hunter", "builtin:density"};
        String one = play(concat(new String[] {"--jobs", "1"}, bots));
        assertThat(play(concat(new String[] {"--jobs", "5"}, bots)))
                .isEqualTo(one)
                .contains("game 40: ");
    }

    private static String[] concat(String[] first, String[] second) {
        String[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    @Test
    void largeRunsPrintOnlyTheSummary() throws Exception {
        String out = play("--games", "150", "--seed", "1", "builtin:sequential", "builtin:random");
        assertThat(out).doesNotContain("game 1:").contains("mean shots");
    }

    @Test
    void badArgumentsAreExplained() {
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {"builtin:random"}))
                .hasMessageContaining("exactly two bots");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(
                        new String[] {"--games", "0", "builtin:random", "builtin:random"}))
                .hasMessageContaining("--games must be at least 1");
        assertThatThrownBy(() ->
                        PlayCommand.PlayOptions.parse(new String[] {"--jobs", "0", "builtin:random", "builtin:random"}))
                .hasMessageContaining("--jobs must be at least 1");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(
                        new String[] {"--ruleset", "3x3:4", "builtin:random", "builtin:random"}))
                .hasMessageContaining("longer than the board");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {"bogus:x", "builtin:random"}))
                .hasMessageContaining("unknown bot kind 'bogus'");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(
                        new String[] {"--frobnicate", "builtin:random", "builtin:random"}))
                .hasMessageContaining("unknown option --frobnicate");
        assertThat(PlayCommand.run(new String[] {"builtin:nope", "builtin:random"}))
                .isEqualTo(2);
    }

    /** A log line without what is measured rather than played: think times and clock times. */
    private static String withoutThinkTimes(String line) {
        try {
            ObjectNode record = (ObjectNode) new ObjectMapper().readTree(line);
            record.remove(List.of("thinkMicros", "startedAt", "finishedAt"));
            return record.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
