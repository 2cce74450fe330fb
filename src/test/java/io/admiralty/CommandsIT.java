package io.admiralty;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The packaged jar's commands, as a new user types them: help is printed and nothing else happens (no service, no
 * database, no data folder in the working directory), and a command the jar does not know is an error, not a service
 * start.
 */
class CommandsIT {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar");

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            --help          | 0 | Usage: admiralty [-h] [COMMAND]
            -h              | 0 | serve  Runs the league service
            serve --help    | 0 | Usage: admiralty serve [-h]
            play --help     | 0 | usage: play [--ruleset
            play -h         | 0 | usage: play [--ruleset
            nonsense        | 2 | Unmatched argument at index 0: 'nonsense'
            --port 8080     | 2 | Unknown options: '--port', '8080'
            serve --verbose | 2 | Unknown option: '--verbose'
            """)
    void commandsSayWhatTheyDoAndStartNothing(String arguments, int code, String output) throws Exception {
        Path workingDir = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "commands");
        List<String> command =
                new ArrayList<>(List.of("java", "-jar", JAR.toAbsolutePath().toString()));
        command.addAll(List.of(arguments.split(" ")));
        Process process = new ProcessBuilder(command)
                .directory(workingDir.toFile())
                .redirectErrorStream(true)
                .start();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as(printed).isTrue();
        assertThat(process.exitValue()).as(printed).isEqualTo(code);
        assertThat(printed)
                .contains(output)
                .doesNotContain("Listening on")
                .doesNotContain("embedded PostgreSQL on")
                .doesNotContain("Flyway")
                .doesNotContain("Exception");
        assertThat(entries(workingDir))
                .as("what the command left in its working directory")
                .isEmpty();
    }

    private static List<Path> entries(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.toList();
        }
    }
}
