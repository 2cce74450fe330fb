package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
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
        Process process = new ProcessBuilder("python3", "examples/python/arena_bot.py", "0")
                .redirectErrorStream(true)
                .start();
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
