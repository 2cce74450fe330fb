package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's Chromium driven by Playwright scripts in src/test/browser, for tests of any package. Their npm packages
 * are installed before the tests by the build (.ci/ensure-packages).
 */
public final class Browser {

    private static final Path SCRIPTS = Path.of("src", "test", "browser");

    private Browser() {}

    /** Runs {@code node script args...} in src/test/browser and returns what it printed. */
    public static String playwright(String script, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("node", script));
        command.addAll(List.of(arguments));
        return run(SCRIPTS, command.toArray(String[]::new));
    }

    /** The folder of the tests' screenshots, target/screenshots. */
    public static String screenshotFolder() throws IOException {
        return Files.createDirectories(Path.of("target", "screenshots"))
                .toAbsolutePath()
                .toString();
    }

    /** Where a test's screenshot goes: target/screenshots/NAME.png. */
    public static String screenshot(String name) throws IOException {
        return Path.of(screenshotFolder(), name + ".png").toString();
    }

    /** A command in a folder; fails the test when it fails, and returns its standard output. */
    static String run(Path dir, String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue())
                .as(String.join(" ", command) + "\n" + out)
                .isZero();
        return out;
    }
}
