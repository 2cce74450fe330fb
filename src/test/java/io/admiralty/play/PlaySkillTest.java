package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.http.ExampleHttpBot;
import io.admiralty.bot.jvm.TestJars;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.skill.SkillLayouts;
import io.admiralty.skill.SkillScore;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code play --skill} and {@code play --defence}: the skill and defence scores on the author's machine. */
class PlaySkillTest {

    private record Run(int status, String out) {}

    private static Run play(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = PlayInProcess.run(out, args);
        return new Run(status, out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBuiltinsScoreIsTheStrengthBenchmarksMeasureOnTheFirst200Layouts() throws Exception {
        Run run = play("--skill", "builtin:density");
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.PLAYED);
        Ruleset classic = Ruleset.classic();
        int[] benchmark = IntStream.rangeClosed(1, SkillLayouts.DEFAULT_COUNT)
                .map(n -> Referee.shotsToSink(
                        classic,
                        SkillLayouts.layout(classic, n),
                        BuiltinBots.create("density"),
                        SkillLayouts.DEALS.gameSeed(n)))
                .toArray();
        SkillScore expected = SkillScore.of(benchmark);
        assertThat(run.out())
                .startsWith("builtin:density, skill on classic: layouts 1..200 against a partner that never hits")
                .contains(String.format(
                        "skill: %.2f +/- %.2f shots (standard error; sd %.2f, 200 layouts of classic)",
                        expected.mean(), expected.se(), expected.sd()));
    }

    @Test
    void aProcessBotIsScoredLayoutByLayoutOnAnyRuleset() throws Exception {
        Run run = play(
                "--skill",
                "--games",
                "4",
                "--ruleset",
                "8x8:4,3,2:salvo",
                "native:python3 examples/python/native_bot.py");
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.PLAYED);
        assertThat(run.out())
                .contains("layout 1: ", "layout 4: ")
                .doesNotContain("layout 5")
                .contains("4 layouts of 8x8:4,3,2:salvo");
    }

    /**
     * The partner's misses reach every dialect in its own turn structure (skynet's {@code O <cell>}, broadsides'
     * {@code INFO SHOTS}, the arena dialects' {@code his_strikes}, native's {@code opponentShots}, the player hosts), and
     * each example bot finishes its layouts without a forfeit.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "classic|skynet:python3 examples/python/skynet_bot.py",
                "salvo|broadsides:python3 examples/python/broadsides_bot.py",
                "12x8:5,4,3,1:salvo|native:python3 examples/python/native_bot.py",
                "classic|ruby-player:examples/ruby/hunter",
                "classic|elixir-player:examples/elixir/hunter",
                "8x8:4,3,3,2|jar:"
            })
    void everyDialectIsScored(String rulesetAndBot) throws Exception {
        String[] parts = rulesetAndBot.split("\\|");
        String bot = parts[1].equals("jar:") ? "jar:" + exampleJar() : parts[1];
        Run run = play("--skill", "--games", "3", "--ruleset", parts[0], bot);
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.PLAYED);
        assertThat(run.out()).contains("layout 3: ").contains("3 layouts of " + parts[0]);
        // and places its fleets for its defence score, asked nothing else
        Run defence = play("--defence", "--games", "2", "--ruleset", parts[0], bot);
        assertThat(defence.status()).as(defence.out()).isEqualTo(PlayCommand.PLAYED);
        assertThat(defence.out()).contains("layout 2: ").contains("defence: ").contains("2 layouts of " + parts[0]);
    }

    @Test
    void everyHttpDialectIsScored() throws Exception {
        try (ExampleHttpBot server = ExampleHttpBot.start()) {
            for (String bot :
                    List.of("arena:" + server.url(), "arena-json:" + server.url(), "native:" + server.url())) {
                Run run = play("--skill", "--games", "3", bot);
                assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.PLAYED);
                assertThat(run.out()).contains("layout 3: ").contains("3 layouts of classic");
            }
        }
    }

    private static Path exampleJar() throws Exception {
        Path work = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "skill-jar");
        return TestJars.build(
                work, "parity-hunter", Path.of("examples/jar/src/example/ParityHunter.java"), "example.ParityHunter");
    }

    @Test
    void aForfeitEndsTheRunWithNoScore() throws Exception {
        Run run = play(
                "--skill",
                "--games",
                "5",
                "--move-timeout",
                "300",
                "native:python3 target/test-classes/bots/hostile.py slow 30");
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.FORFEITED);
        assertThat(run.out())
                .contains(
                        "no score: native:python3 target/test-classes/bots/hostile.py slow 30 forfeited layout 1 (forfeit_timeout")
                .doesNotContain("skill: ");
    }

    @Test
    void skillScoresOneBot() {
        assertThatThrownBy(() ->
                        PlayCommand.PlayOptions.parse(new String[] {"--skill", "builtin:random", "builtin:density"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--skill scores one bot");
        assertThatThrownBy(() ->
                        PlayCommand.PlayOptions.parse(new String[] {"--skill", "--games", "10001", "builtin:random"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 10000 layouts");
    }
}
