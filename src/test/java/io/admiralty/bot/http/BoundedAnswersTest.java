package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.play.PlayCommand;
import io.admiralty.sandbox.Sandbox;
import java.io.File;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Answers without end (issue 44.1): a bot's server that sends an endless chunk-size line, status line, header line,
 * headers without end, chunks, trailers or a body without length, or a length or chunk size larger than any number
 * holds. Each is that bot's {@code output_limit} within its move, with a bound's sentence, the league having read a
 * bounded part of it; {@code play} (the same client) plays through each in a JVM of 64 MiB of heap. Beside the Quarkus
 * classes (README, "Two commands"): no Quarkus, no sandbox, ports the system gives.
 */
@Execution(ExecutionMode.CONCURRENT)
class BoundedAnswersTest {

    /** More than the league may read of one answer (its head, a line, the body), and the kernel's socket buffers. */
    static final long MOST_READ = 64L * 1024 * 1024;

    private static final BotLimits LIMITS = BotLimits.defaults().withMoveTimeout(Duration.ofSeconds(2));

    /** The public detail each attack forfeits with. */
    static String detailOf(EndlessAnswerBot.Attack attack) {
        return switch (attack) {
            case CHUNK_SIZE_LINE, CHUNK_EXTENSION -> "answered with a line longer than 1024 bytes in its chunked body";
            case ENDLESS_CHUNKS, HUGE_CHUNK_SIZE, HUGE_LENGTH, BODY_WITHOUT_LENGTH ->
                "answered with more than 65536 bytes";
            case ENDLESS_TRAILERS -> "answered with trailers longer than 16384 bytes";
            case STATUS_LINE, HEADER_LINE, HEADER_COUNT -> "answered with headers longer than 16384 bytes";
        };
    }

    @ParameterizedTest
    @EnumSource(EndlessAnswerBot.Attack.class)
    void anEndlessAnswerIsTheBotsOutputLimitAfterABoundedRead(EndlessAnswerBot.Attack attack) throws Exception {
        try (EndlessAnswerBot bot = EndlessAnswerBot.start(attack)) {
            List<PlayedGame> games = new ArrayList<>();
            BotEnvironment env = BotEnvironment.local(
                    LIMITS, Sandbox.none(), 0, Path.of("").toAbsolutePath(), Path.of("target"), "bounded-test");
            MatchupRunner.play(
                    Bots.open("endless", BotDefinition.parse("arena-json:" + bot.url()), env),
                    Bots.open("random", new BotDefinition.Builtin("random"), env),
                    Ruleset.classic(),
                    2,
                    7,
                    games::add);
            assertThat(games).hasSize(2).allSatisfy(g -> {
                assertThat(g.record().outcome().forfeiter()).isEqualTo(Side.A);
                assertThat(g.record().outcome().forfeit())
                        .as(g.transcripts().toString())
                        .isEqualTo(ForfeitReason.OUTPUT_LIMIT);
                assertThat(g.record().outcome().detail()).isEqualTo(detailOf(attack));
            });
            assertThat(bot.connections()).isEqualTo(2);
            assertThat(bot.mostSent()).as("bytes one connection took").isLessThan(MOST_READ);
        }
    }

    /** The attack of the issue with {@code play} itself, in a JVM whose heap the endless line would have filled. */
    @Test
    void playInA64MiBHeapForfeitsTheEndlessChunkSizeLineAndGoesOn() throws Exception {
        try (EndlessAnswerBot bot = EndlessAnswerBot.start(EndlessAnswerBot.Attack.CHUNK_SIZE_LINE)) {
            Process play = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-Xmx64m",
                            "-cp",
                            playClassPath(),
                            PlayCommand.class.getName(),
                            "--games",
                            "4",
                            "--seed",
                            "3",
                            "arena-json:" + bot.url(),
                            "builtin:random")
                    .redirectErrorStream(true)
                    .start();
            String output = new String(play.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(play.waitFor(2, TimeUnit.MINUTES)).isTrue();
            assertThat(play.exitValue()).as(output).isEqualTo(3);
            assertThat(output)
                    .doesNotContain("OutOfMemoryError")
                    .contains("game 4:")
                    .contains("answered with a line longer than 1024 bytes in its chunked body");
            assertThat(bot.connections()).isEqualTo(4);
            assertThat(bot.mostSent()).isLessThan(MOST_READ);
        }
    }

    /** What the play jar holds: the classes, Jackson and JBoss Logging (pom.xml, the shade plugin's includes). */
    private static String playClassPath() throws URISyntaxException {
        List<Class<?>> anchors =
                List.of(PlayCommand.class, ObjectMapper.class, JsonFactory.class, JsonCreator.class, Logger.class);
        List<String> entries = new ArrayList<>();
        for (Class<?> anchor : anchors) {
            entries.add(Path.of(anchor.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString());
        }
        return entries.stream().distinct().collect(Collectors.joining(File.pathSeparator));
    }
}
