package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Debian's Chromium driven by Playwright scripts in src/test/browser, for tests of any package. Their npm packages
 * are installed before the tests by the build (.ci/ensure-packages).
 */
public final class Browser {

    private static final Path SCRIPTS = Path.of("src", "test", "browser");

    private Browser() {}

    /** Runs {@code node script args...} in src/test/browser and returns what it printed; two minutes at most. */
    public static String playwright(String script, String... arguments) throws IOException, InterruptedException {
        return playwright(Duration.ofMinutes(2), script, arguments);
    }

    /**
     * The same for a journey of many pages that waits on the league (a round played, a validation): {@code limit} at
     * most, after which the browser is killed.
     */
    public static String playwright(Duration limit, String script, String... arguments)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("node", script));
        command.addAll(List.of(arguments));
        return run(SCRIPTS, limit, command.toArray(String[]::new));
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

    /**
     * Fails unless every page a script measured with width.mjs ({@code widths} in what it printed) was exactly as wide
     * as its viewport, naming the elements that stuck out; returns how many different pages were measured at each
     * viewport width (a phone's 390 or a desktop's 1280).
     */
    public static Map<Integer, Long> assertNoPageWiderThanItsViewport(JsonPath seen) {
        List<Map<String, Object>> widths = seen.getList("widths");
        assertThat(widths).as("pages measured").isNotEmpty();
        assertThat(widths)
                .as("pages wider than their viewport")
                .filteredOn(w -> !w.get("width").equals(w.get("viewport")))
                .isEmpty();
        // a viewport's client width is its width less a scroll bar, when the page scrolls down
        return widths.stream()
                .collect(Collectors.groupingBy(
                        w -> ((Number) w.get("viewport")).intValue() > 600 ? 1280 : 390,
                        Collectors.mapping(w -> w.get("page"), Collectors.collectingAndThen(Collectors.toSet(), set ->
                                (long) set.size()))));
    }

    /**
     * The journey's accessibility checks (axe.mjs: axe-core on every page its tab loaded, at each viewport it used):
     * some pages checked, and not one violation of impact "serious" or "critical".
     */
    public static void assertNoSeriousAccessibilityViolation(JsonPath seen) {
        assertThat(seen.getInt("axeChecked")).as("pages checked by axe-core").isPositive();
        assertThat(seen.getList("axe"))
                .as("serious or critical axe-core violations")
                .isEmpty();
    }

    /**
     * A command in a folder; returns its standard output, and fails the test when it fails or is still running after
     * {@code limit} (then it is killed), with everything it printed on both streams. Both go to files as it runs, so a
     * hung browser cannot hold the test on a pipe nobody reads.
     */
    static String run(Path dir, Duration limit, String... command) throws IOException, InterruptedException {
        Path out = Files.createTempFile("browser-out", ".txt");
        Path err = Files.createTempFile("browser-err", ".txt");
        try {
            Process process = new ProcessBuilder(command)
                    .directory(dir.toFile())
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
            boolean ended = process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            String printed = Files.readString(out, StandardCharsets.UTF_8);
            String said = String.join(" ", command) + "\n--- stdout\n" + printed + "\n--- stderr\n"
                    + Files.readString(err, StandardCharsets.UTF_8);
            assertThat(ended)
                    .as("still running after " + limit.toSeconds() + " s, killed: " + said)
                    .isTrue();
            assertThat(process.exitValue()).as(said).isZero();
            return printed;
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
