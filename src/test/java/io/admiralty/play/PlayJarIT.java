package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The packaged jar is also the bot authors' command-line tool, and it must not need a database. */
class PlayJarIT {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar");

    @Test
    void packagedJarPlaysWithoutStartingTheService() throws Exception {
        Result result = run("play", "--games", "1000", "--seed", "11", "builtin:density", "builtin:random");
        assertThat(result.code).as(result.output).isZero();
        String summaryA = result.output.lines().filter(l -> l.startsWith("A ")).findFirst().orElseThrow();
        int wins = Integer.parseInt(summaryA.trim().split("\\s+")[2]);
        assertThat(wins).isGreaterThanOrEqualTo(980);
        assertThat(result.output).doesNotContain("Listening on").doesNotContain("PostgreSQL").doesNotContain("Flyway");
    }

    @Test
    void packagedJarRejectsBadInputWithExitCode2() throws Exception {
        Result result = run("play", "--ruleset", "0x0:1", "builtin:density", "builtin:random");
        assertThat(result.code).isEqualTo(2);
        assertThat(result.output).contains("board must be 1..100").contains("usage: play");
    }

    private record Result(int code, String output) {
    }

    private static Result run(String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path output = Files.createTempFile("play", ".out");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("play did not finish within 120 s");
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        Files.delete(output);
        return new Result(process.exitValue(), text);
    }
}
