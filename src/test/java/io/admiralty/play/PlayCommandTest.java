package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.game.GameRecord;
import io.admiralty.game.Side;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream progress = new ByteArrayOutputStream();

    private String play(String... args) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = new PlayCommand(new PrintStream(bytes, true, StandardCharsets.UTF_8), new PrintStream(progress, true, StandardCharsets.UTF_8))
                .play(PlayCommand.PlayOptions.parse(args));
        assertThat(code).isZero();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void longRunsShowProgressInTenthsInsteadOfEveryGame() throws Exception {
        String out = play("--games", "1000", "--seed", "5", "builtin:sequential", "builtin:random");
        assertThat(out).doesNotContain("game 1:");
        assertThat(progress.toString(StandardCharsets.UTF_8).lines().toList()).hasSize(10)
                .startsWith("play: 100 of 1000 games (10%)").endsWith("play: 1000 of 1000 games (100%)");
    }

    @Test
    void densityBeatsRandomNearlyEveryGameAndTheSummarySaysSo() throws Exception {
        Path log = dir.resolve("games.jsonl");
        String out = play("--games", "100", "--seed", "7", "--log", log.toString(), "builtin:density", "builtin:random");

        List<GameRecord> games = Files.readAllLines(log).stream().map(GameLines::read).toList();
        assertThat(games).hasSize(100);
        long densityWins = games.stream().filter(g -> g.outcome().winner() == Side.A).count();
        assertThat(densityWins).isGreaterThanOrEqualTo(95);
        assertThat(games).extracting(GameRecord::firstMover).containsSequence(Side.A, Side.B, Side.A, Side.B);
        assertThat(games.stream().filter(g -> g.firstMover() == Side.A)).hasSize(50);
        assertThat(out).contains("game 100:");
        String summaryA = out.lines().filter(l -> l.startsWith("A ")).findFirst().orElseThrow();
        assertThat(summaryA).contains("builtin:density").contains(" " + densityWins + " ");
    }

    @Test
    void sameSeedSameRun() throws Exception {
        String one = play("--games", "20", "--seed", "3", "--ruleset", "8x8:4,3,2:salvo", "builtin:hunter", "builtin:parity");
        String two = play("--games", "20", "--seed", "3", "--ruleset", "8x8:4,3,2:salvo", "builtin:hunter", "builtin:parity");
        String other = play("--games", "20", "--seed", "4", "--ruleset", "8x8:4,3,2:salvo", "builtin:hunter", "builtin:parity");
        assertThat(two).isEqualTo(one);
        assertThat(other).isNotEqualTo(one);
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
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {"--games", "0", "builtin:random", "builtin:random"}))
                .hasMessageContaining("--games must be at least 1");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {"--ruleset", "3x3:4", "builtin:random", "builtin:random"}))
                .hasMessageContaining("longer than the board");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {"bogus:x", "builtin:random"}))
                .hasMessageContaining("unknown bot kind 'bogus'");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {"--frobnicate", "builtin:random", "builtin:random"}))
                .hasMessageContaining("unknown option --frobnicate");
        assertThat(PlayCommand.run(new String[] {"builtin:nope", "builtin:random"})).isEqualTo(2);
    }
}
