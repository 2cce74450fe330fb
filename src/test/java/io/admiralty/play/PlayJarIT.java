package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.jvm.TestJars;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bot authors' command-line tool, packaged twice: as the service's jar with the word {@code play}, and as the play
 * jar alone (target/admiralty-VERSION-play.jar, which holds no service); neither needs a database.
 */
class PlayJarIT {

    /** A way to start play: the java arguments before play's own. */
    record Launcher(String name, List<String> javaArguments) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Launcher> launchers() throws IOException {
        return Stream.of(
                new Launcher("service jar", List.of("-jar", "target/quarkus-app/quarkus-run.jar", "play")),
                new Launcher("play jar", List.of("-jar", built("-play.jar").toString())));
    }

    @ParameterizedTest
    @MethodSource("launchers")
    void packagedJarPlaysWithoutStartingTheService(Launcher launcher) throws Exception {
        Result result = run(launcher, "--games", "1000", "--seed", "11", "builtin:density", "builtin:random");
        assertThat(result.code).as(result.output).isZero();
        int wins = Integer.parseInt(seatA(result)[2]);
        assertThat(wins).isGreaterThanOrEqualTo(980);
        assertThat(result.output)
                .doesNotContain("Listening on")
                .doesNotContain("PostgreSQL")
                .doesNotContain("Flyway");
    }

    @ParameterizedTest
    @MethodSource("launchers")
    void packagedJarRejectsBadInputWithExitCode2(Launcher launcher) throws Exception {
        Result result = run(launcher, "--ruleset", "0x0:1", "builtin:density", "builtin:random");
        assertThat(result.code).isEqualTo(2);
        assertThat(result.output).contains("board must be 1..100").contains("usage: play");
    }

    @ParameterizedTest
    @MethodSource("launchers")
    void everyExampleBotPlaysAgainstDensityThroughThePackagedJar(Launcher launcher) throws Exception {
        for (String bot : List.of(
                "skynet:python3 examples/python/skynet_bot.py",
                "broadsides:python3 examples/python/broadsides_bot.py",
                "native:python3 examples/python/native_bot.py",
                "ruby-player:examples/ruby/hunter",
                "elixir-player:examples/elixir/hunter")) {
            assertPlaysCleanly(launcher, bot, "classic");
        }
        Process server = new ProcessBuilder("python3", "examples/python/arena_bot.py", "0")
                .redirectErrorStream(true)
                .start();
        try {
            String first = new java.io.BufferedReader(
                            new java.io.InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            String url = "http://127.0.0.1:" + first.substring("listening on ".length()) + "/";
            assertPlaysCleanly(launcher, "arena:" + url, "classic");
            assertPlaysCleanly(launcher, "arena-json:" + url, "classic");
            assertPlaysCleanly(launcher, "native:" + url, "salvo");
        } finally {
            server.destroy();
        }
        Path jar = exampleJar();
        assertPlaysCleanly(launcher, "jar:" + jar, "classic");
        Result trusted = run(launcher, "--trusted", "--games", "4", "--seed", "3", "jar:" + jar, "builtin:density");
        assertThat(trusted.code).as(trusted.output).isZero();
    }

    /** Builds examples/jar the way docs/bots.md says, against the bot API jar of this build. */
    private static Path exampleJar() throws IOException {
        Path api = built("-bot-api.jar");
        String implementation = Files.readString(
                        Path.of("examples/jar/META-INF/services/io.admiralty.botapi.BattleshipBot"))
                .strip();
        return TestJars.build(
                        Path.of("target"),
                        "parity-hunter",
                        Path.of("examples/jar/src/example/ParityHunter.java"),
                        implementation,
                        api)
                .toAbsolutePath();
    }

    /** The file of this build in target/ whose name ends so. */
    private static Path built(String ending) throws IOException {
        try (Stream<Path> files = Files.list(Path.of("target"))) {
            return files.filter(p -> p.getFileName().toString().endsWith(ending))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no *" + ending + " in target: run ./mvnw package"));
        }
    }

    private static void assertPlaysCleanly(Launcher launcher, String bot, String ruleset) throws Exception {
        Result result = run(launcher, "--games", "4", "--seed", "3", "--ruleset", ruleset, bot, "builtin:density");
        assertThat(result.code).as(result.output).isZero();
        String[] columns = seatA(result);
        int n = columns.length;
        // seat, bot..., wins, losses, draws, forfeits, mean, median
        assertThat(Integer.parseInt(columns[n - 3]))
                .as(bot + "\n" + result.output)
                .isZero();
        assertThat(Integer.parseInt(columns[n - 6]) + Integer.parseInt(columns[n - 5]))
                .isEqualTo(4);
    }

    /** The columns of seat A's line of the summary. */
    private static String[] seatA(Result result) {
        return result.output
                .lines()
                .filter(l -> l.startsWith("A "))
                .findFirst()
                .orElseThrow()
                .trim()
                .split("\\s+");
    }

    private record Result(int code, String output) {}

    private static Result run(Launcher launcher, String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java));
        command.addAll(launcher.javaArguments());
        command.addAll(List.of(args));
        Path output = Files.createTempFile("play", ".out");
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("play did not finish within 120 s");
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        Files.delete(output);
        return new Result(process.exitValue(), text);
    }
}
