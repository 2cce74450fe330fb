package io.admiralty;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The packaged service with no database configured runs its own PostgreSQL, and its data survives a restart; in
 * production as in dev mode it documents itself: Swagger UI, GraphiQL, and GraphQL queries by GET.
 */
class ServiceJarIT {

    private static final int PORT = 18383;
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

    @Test
    void embeddedDatabaseKeepsItsDataAcrossRestarts() throws Exception {
        Path dataDir = Files.createTempDirectory(Path.of("target"), "it-data");
        String first = runUntilReady(dataDir, () -> {
            assertThat(get("/q/swagger-ui/")).contains("swagger-ui");
            assertThat(get("/q/openapi?format=json")).contains("\"bearer\"").contains("Admiralty league API");
            assertThat(get("/q/graphql-ui/")).contains("graphiql.min.js");
            assertThat(get("/graphql?query=" + URLEncoder.encode("{ seasons { id name } }", StandardCharsets.UTF_8)))
                    .isEqualTo("{\"data\":{\"seasons\":[]}}");
        });
        assertThat(first).contains("embedded PostgreSQL on 127.0.0.1").contains("Migrating schema \"public\" to version");
        assertThat(dataDir.resolve("pg/PG_VERSION")).exists();

        String second = runUntilReady(dataDir, () -> { });
        assertThat(second).contains("Current version of schema \"public\": ").doesNotContain("Migrating schema");
    }

    /** A check made against the running service. */
    private interface WhileRunning {
        void check() throws Exception;
    }

    /** The body of a GET that must answer 200. */
    private static String get(String path) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + PORT + path)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(200);
        return response.body();
    }

    /** Starts the jar, waits for readiness, runs {@code checks}, stops it, and returns what it logged. */
    private static String runUntilReady(Path dataDir, WhileRunning checks) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path log = Files.createTempFile(Path.of("target"), "service", ".log");
        ProcessBuilder builder = new ProcessBuilder(java, "-jar", "target/quarkus-app/quarkus-run.jar")
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("QUARKUS_HTTP_PORT", String.valueOf(PORT));
        builder.environment().put("ADMIRALTY_DATA_DIR", dataDir.toString());
        builder.environment().remove("QUARKUS_DATASOURCE_JDBC_URL");
        Process service = builder.start();
        try {
            HttpRequest ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + PORT + "/q/health/ready")).build();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (true) {
                try {
                    if (HTTP.send(ready, HttpResponse.BodyHandlers.ofString()).statusCode() == 200) {
                        break;
                    }
                } catch (java.io.IOException notYet) {
                    // not listening yet
                }
                assertThat(service.isAlive()).as("service exited early:%n%s", Files.readString(log)).isTrue();
                assertThat(System.nanoTime()).as("service not ready in 90 s:%n%s", Files.readString(log)).isLessThan(deadline);
                Thread.sleep(250);
            }
            checks.check();
        } finally {
            service.destroy();
            if (!service.waitFor(30, TimeUnit.SECONDS)) {
                service.destroyForcibly();
            }
        }
        return Files.readString(log);
    }
}
