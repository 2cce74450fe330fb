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
        String summaryA = result.output
                .lines()
                .filter(l -> l.startsWith("A "))
                .findFirst()
                .orElseThrow();
        int wins = Integer.parseInt(summaryA.trim().split("\\s+")[2]);
        assertThat(wins).isGreaterThanOrEqualTo(980);
        assertThat(result.output)
                .doesNotContain("Listening on")
                .doesNotContain("PostgreSQL")
                .doesNotContain("Flyway");
    }

    @Test
    void packagedJarRejectsBadInputWithExitCode2() throws Exception {
        Result result = run("play", "--ruleset", "0x0:1", "builtin:density", "builtin:random");
        assertThat(result.code).isEqualTo(2);
        assertThat(result.output).contains("board must be 1..100").contains("usage: play");
    }

    @Test
    void everyExampleBotPlaysAgainstDensityThroughThePackagedJar() throws Exception {
        for (String bot : List.of(
                "skynet:python3 examples/python/skynet_bot.py",
                "broadsides:python3 examples/python/broadsides_bot.py",
                "native:python3 examples/python/native_bot.py",
                "ruby-player:examples/ruby/hunter",
                "elixir-player:examples/elixir/hunter")) {
            assertPlaysCleanly(bot, "classic");
        }
        Process server = new ProcessBuilder("python3", "examples/python/arena_bot.py", "0")
                .redirectErrorStream(true)
                .start();
        try {
            String first = new java.io.BufferedReader(
                            new java.io.InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            String url = "http://127.0.0.1:" + first.substring("listening on ".length()) + "/";
            assertPlaysCleanly("arena:" + url, "classic");
            assertPlaysCleanly("arena-json:" + url, "classic");
            assertPlaysCleanly("native:" + url, "salvo");
        } finally {
            server.destroy();
        }
        Path jar = exampleJar();
        assertPlaysCleanly("jar:" + jar, "classic");
        Result trusted = run("play", "--trusted", "--games", "4", "--seed", "3", "jar:" + jar, "builtin:density");
        assertThat(trusted.code).as(trusted.output).isZero();
    }

    /** Builds examples/jar the way README says, against the bot API jar of this build. */
    private static Path exampleJar() throws IOException {
        Path classes = Files.createTempDirectory(Path.of("target"), "example-jar");
        Path api = Files.list(Path.of("target"))
                .filter(p -> p.getFileName().toString().endsWith("-bot-api.jar"))
                .findFirst()
                .orElseThrow();
        int status = javax.tools.ToolProvider.getSystemJavaCompiler()
                .run(
                        null,
                        null,
                        null,
                        "-d",
                        classes.toString(),
                        "-cp",
                        api.toString(),
                        "examples/jar/src/example/ParityHunter.java");
        assertThat(status).isZero();
        Path jar = classes.resolve("parity-hunter.jar");
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.jar.JarEntry("example/ParityHunter.class"));
            out.write(Files.readAllBytes(classes.resolve("example/ParityHunter.class")));
            out.closeEntry();
            out.putNextEntry(new java.util.jar.JarEntry("META-INF/services/io.admiralty.botapi.BattleshipBot"));
            out.write(Files.readAllBytes(Path.of("examples/jar/META-INF/services/io.admiralty.botapi.BattleshipBot")));
            out.closeEntry();
        }
        return jar.toAbsolutePath();
    }

    private static void assertPlaysCleanly(String bot, String ruleset) throws Exception {
        Result result = run("play", "--games", "4", "--seed", "3", "--ruleset", ruleset, bot, "builtin:density");
        assertThat(result.code).as(result.output).isZero();
        String summaryA = result.output
                .lines()
                .filter(l -> l.startsWith("A "))
                .findFirst()
                .orElseThrow();
        String[] columns = summaryA.trim().split("\\s+");
        int n = columns.length;
        // seat, bot..., wins, losses, draws, forfeits, mean, median
        assertThat(Integer.parseInt(columns[n - 3]))
                .as(bot + "\n" + result.output)
                .isZero();
        assertThat(Integer.parseInt(columns[n - 6]) + Integer.parseInt(columns[n - 5]))
                .isEqualTo(4);
    }

    private record Result(int code, String output) {}

    private static Result run(String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, "-jar", JAR.toString()));
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
