package io.admiralty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The packaged service started as its users start it, {@code java -jar}, for the tests that run it whole. */
public final class ServiceJar implements AutoCloseable {

    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

    private final Process process;
    private final Path log;
    private final String base;

    private ServiceJar(Process process, Path log, String base) {
        this.process = process;
        this.log = log;
        this.base = base;
    }

    /**
     * Starts the jar on {@code port} with {@code environment} added to this JVM's (an empty value removes a variable)
     * and waits until it is ready, at most 90 s.
     */
    public static ServiceJar start(int port, Map<String, String> environment) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path log = Files.createTempFile(Path.of("target"), "service-" + port + "-", ".log");
        ProcessBuilder builder = new ProcessBuilder(java, "-jar", "target/quarkus-app/quarkus-run.jar")
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("QUARKUS_HTTP_PORT", String.valueOf(port));
        environment.forEach((name, value) -> {
            if (value.isEmpty()) {
                builder.environment().remove(name);
            } else {
                builder.environment().put(name, value);
            }
        });
        ServiceJar service = new ServiceJar(builder.start(), log, "http://127.0.0.1:" + port);
        try {
            service.awaitReady();
        } catch (Exception | AssertionError e) {
            service.close();
            throw e;
        }
        return service;
    }

    private void awaitReady() throws Exception {
        HttpRequest ready =
                HttpRequest.newBuilder(URI.create(base + "/q/health/ready")).build();
        await("service ready").atMost(Duration.ofSeconds(90)).until(() -> {
            // a service that exited fails at once, with its log
            assertThat(process.isAlive()).as("service exited early:%n%s", log()).isTrue();
            try {
                return HTTP.send(ready, HttpResponse.BodyHandlers.ofString()).statusCode() == 200;
            } catch (IOException notListeningYet) {
                return false;
            }
        });
    }

    /** Its address, {@code http://127.0.0.1:port}. */
    public String base() {
        return base;
    }

    /** What it has logged so far. */
    public String log() throws IOException {
        return Files.readString(log);
    }

    /** Stops it as an operator does (SIGTERM) and waits until it has exited, at most {@code seconds}. */
    public void stop(int seconds) throws InterruptedException {
        process.destroy();
        assertThat(process.waitFor(seconds, TimeUnit.SECONDS))
                .as("the service stopped within %d s", seconds)
                .isTrue();
    }

    /** Kills it outright (SIGKILL), as a crash does, and waits until it has gone. */
    public void kill() throws InterruptedException {
        process.destroyForcibly().waitFor();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
