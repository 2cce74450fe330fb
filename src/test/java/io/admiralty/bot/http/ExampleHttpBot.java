package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/** examples/python/arena_bot.py as a real server on a free loopback port, for tests. */
public final class ExampleHttpBot implements AutoCloseable {

    private final Process process;
    private final String url;

    private ExampleHttpBot(Process process, String url) {
        this.process = process;
        this.url = url;
    }

    public static ExampleHttpBot start() throws IOException {
        return started(new ProcessBuilder("python3", "examples/python/arena_bot.py", "0"));
    }

    /**
     * The example whose handler closes a connection idle for {@code idle} (its {@code timeout}, as gunicorn's and
     * node's keep-alive timeouts do, only shorter).
     */
    public static ExampleHttpBot closingIdleConnectionsAfter(Duration idle) throws IOException {
        return started(new ProcessBuilder(
                "python3",
                "-c",
                "import sys; sys.path.insert(0, 'examples/python'); sys.argv = ['arena_bot.py', '0']; import arena_bot;"
                        + " arena_bot.Handler.timeout = " + idle.toMillis() / 1000.0 + "; arena_bot.main()"));
    }

    /**
     * The example whose every answer carries the tag {@code http-said} and the metric {@code version}: 2 on a path
     * ending in {@code v2} (a second version's address), 1 anywhere else; so a game's seats tell their versions apart.
     */
    public static ExampleHttpBot noting() throws IOException {
        return started(new ProcessBuilder(
                "python3",
                "-c",
                "import sys; sys.path.insert(0, 'examples/python'); sys.argv = ['arena_bot.py', '0']; import arena_bot;"
                        + " end = arena_bot.Handler.end_headers;"
                        + " arena_bot.Handler.end_headers = lambda self: (self.send_header('Admiralty-Tags',"
                        + " 'http-said'), self.send_header('Admiralty-Metrics', 'version='"
                        + " + ('2' if self.path.endswith('v2') else '1')), end(self))[-1]; arena_bot.main()"));
    }

    private static ExampleHttpBot started(ProcessBuilder command) throws IOException {
        Process process = command.redirectErrorStream(true).start();
        String first =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
        assertThat(first).startsWith("listening on ");
        return new ExampleHttpBot(process, "http://127.0.0.1:" + first.substring("listening on ".length()) + "/");
    }

    /** The address every dialect of the example answers on. */
    public String url() {
        return url;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor(5, TimeUnit.SECONDS);
    }
}
