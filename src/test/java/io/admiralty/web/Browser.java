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
 * Debian's Chromium, headless or driven by Playwright scripts in src/test/browser, for tests of any package. Their npm packages
 * are installed before the tests by the build (.ci/ensure-packages).
 */
public final class Browser {

    private static final Path SCRIPTS = Path.of("src", "test", "browser");

    private Browser() {
    }

    /** Runs {@code node script args...} in src/test/browser and returns what it printed. */
    public static String playwright(String script, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("node", script));
        command.addAll(List.of(arguments));
        return run(SCRIPTS, command.toArray(String[]::new));
    }

    /** Where a test's screenshot goes: target/screenshots/NAME.png. */
    public static String screenshot(String name) throws IOException {
        return Files.createDirectories(Path.of("target", "screenshots")).resolve(name + ".png").toAbsolutePath().toString();
    }

    /** The DOM of the page at {@code url} after its scripts ran (in virtual time), and its screenshot NAME.png. */
    public static String dom(String url, String name) throws IOException, InterruptedException {
        chromium(List.of("--screenshot=" + screenshot(name), "--window-size=1280,1000", url));
        return chromium(List.of("--dump-dom", url));
    }

    /** Headless Chromium with {@code arguments}; what it printed. */
    private static String chromium(List<String> arguments) throws IOException, InterruptedException {
        Path chromium = Path.of("/usr/bin/chromium");
        assertThat(chromium).as("Debian's chromium package (apt-get install chromium)").exists();
        Path profile = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "chromium");
        // without the background services' flags Chromium reaches for Google's hosts, which a closed network refuses,
        // and has been seen to hang there
        List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--virtual-time-budget=3000"));
        command.addAll(arguments);
        Path out = Files.createTempFile(profile, "out", ".html");
        Process browser = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(out.toFile()).start();
        if (!browser.waitFor(120, TimeUnit.SECONDS)) {
            browser.descendants().forEach(ProcessHandle::destroyForcibly);
            browser.destroyForcibly();
            throw new AssertionError("chromium did not finish within 120 s: " + command);
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /** A command in a folder; fails the test when it fails, and returns its standard output. */
    static String run(Path dir, String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command) + "\n" + out).isZero();
        return out;
    }
}
