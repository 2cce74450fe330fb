package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.skill.SkillLayouts;
import io.admiralty.skill.SkillScore;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** {@code play --skill}: the skill score on the author's machine. */
class PlaySkillTest {

    private record Run(int status, String out) {
    }

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
                .map(n -> Referee.shotsToSink(classic, SkillLayouts.layout(classic, n), BuiltinBots.create("density"), n)).toArray();
        SkillScore expected = SkillScore.of(benchmark);
        assertThat(run.out()).startsWith("builtin:density, skill on classic: layouts 1..200 against a partner that never hits")
                .contains(String.format("skill: %.2f +/- %.2f shots (standard error; sd %.2f, 200 layouts of classic)", expected.mean(),
                        expected.se(), expected.sd()));
    }

    @Test
    void aProcessBotIsScoredLayoutByLayoutOnAnyRuleset() throws Exception {
        Run run = play("--skill", "--games", "4", "--ruleset", "8x8:4,3,2:salvo", "native:python3 examples/python/native_bot.py");
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.PLAYED);
        assertThat(run.out()).contains("layout 1: ", "layout 4: ").doesNotContain("layout 5").contains("4 layouts of 8x8:4,3,2:salvo");
    }

    @Test
    void aForfeitEndsTheRunWithNoScore() throws Exception {
        Run run = play("--skill", "--games", "5", "--move-timeout", "300", "native:python3 target/test-classes/bots/hostile.py slow 30");
        assertThat(run.status()).as(run.out()).isEqualTo(PlayCommand.FORFEITED);
        assertThat(run.out()).contains("no score: native:python3 target/test-classes/bots/hostile.py slow 30 forfeited layout 1 (forfeit_timeout")
                .doesNotContain("skill: ");
    }

    @Test
    void skillScoresOneBot() {
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {"--skill", "builtin:random", "builtin:density"}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--skill scores one bot");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {"--skill", "--games", "10001", "builtin:random"}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 10000 layouts");
    }
}
