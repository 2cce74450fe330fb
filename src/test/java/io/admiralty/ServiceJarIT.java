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
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The packaged service with no database configured runs its own PostgreSQL, and its data and sessions survive a
 * restart, whose stop logs no errors; in production as in dev mode it documents itself: Swagger UI, GraphiQL, and
 * GraphQL queries by GET.
 */
class ServiceJarIT {

    private static final int PORT = 18383;
    private static final String ORGANISER_EMAIL = "organiser@jar.test";
    private static final String ORGANISER_PASSWORD = "a jar's own organiser password";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

    @Test
    void embeddedDatabaseKeepsItsDataAndItsSessionsAcrossRestarts() throws Exception {
        Path dataDir = Files.createTempDirectory(Path.of("target"), "it-data");
        String[] session = new String[1];
        String first = runUntilReady(dataDir, () -> {
            assertThat(get("/q/swagger-ui/")).contains("swagger-ui");
            assertThat(get("/q/openapi?format=json")).contains("\"bearer\"").contains("Admiralty league API");
            assertThat(get("/q/graphql-ui/")).contains("graphiql.min.js");
            assertThat(get("/graphql?query=" + URLEncoder.encode("{ seasons { id name } }", StandardCharsets.UTF_8)))
                    .isEqualTo("{\"data\":{\"seasons\":[]}}");
            theDownloadedPlayJarPlays();
            session[0] = signIn();
            assertThat(me(session[0]).statusCode()).isEqualTo(200);
        });
        assertThat(first)
                // the sign-in cookie's key, made by the service when none is configured, is never written out
                .doesNotContain("Encryption key was not specified")
                .contains("embedded PostgreSQL on 127.0.0.1")
                .contains("Migrating schema \"public\" to version");
        assertThat(dataDir.resolve("pg/PG_VERSION")).exists();
        assertThat(Files.getPosixFilePermissions(dataDir.resolve("session-key")))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

        String second = runUntilReady(dataDir, () -> {
            // the key was kept in the data folder: the cookie made before the restart still signs its holder in
            HttpResponse<String> me = me(session[0]);
            assertThat(me.statusCode()).as(me.body()).isEqualTo(200);
            assertThat(me.body()).contains(ORGANISER_EMAIL);
        });
        assertThat(second).contains("Current version of schema \"public\": ").doesNotContain("Migrating schema");
        // a stop as an operator makes it (SIGTERM) is a clean one: the database stops after the service
        for (String log : List.of(first, second)) {
            assertThat(log).doesNotContain(" ERROR ").doesNotContain("terminating connection");
        }
    }

    /** Signs the organiser in through the form; the session cookie's value. */
    private static String signIn() throws Exception {
        HttpResponse<String> answer = HTTP.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + PORT + "/sign-in"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header("Sec-Fetch-Site", "same-origin")
                        .POST(HttpRequest.BodyPublishers.ofString("email="
                                + URLEncoder.encode(ORGANISER_EMAIL, StandardCharsets.UTF_8) + "&password="
                                + URLEncoder.encode(ORGANISER_PASSWORD, StandardCharsets.UTF_8)))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isEqualTo(302);
        assertThat(answer.headers().firstValue("Location").orElseThrow()).doesNotContain("failed");
        return answer.headers().allValues("Set-Cookie").stream()
                .filter(cookie -> cookie.startsWith("admiralty-session="))
                .map(cookie -> cookie.substring("admiralty-session=".length(), cookie.indexOf(';')))
                .findFirst()
                .orElseThrow();
    }

    private static HttpResponse<String> me(String session) throws Exception {
        return HTTP.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + PORT + "/api/me"))
                        .header("Cookie", "admiralty-session=" + session)
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The downloads page offers the play jar; as downloaded, it plays; nothing else of the folder is served. */
    private static void theDownloadedPlayJarPlays() throws Exception {
        String page = get("/downloads");
        assertThat(page).contains("admiralty-starter-kits.zip").contains("-bot-api.jar");
        String name = page.replaceAll("(?s).*href=\"/downloads/(admiralty-[^\"]*-play\\.jar)\".*", "$1");
        Path jar = Files.createTempFile(Path.of("target"), "downloaded", ".jar");
        HttpResponse<Path> download = HTTP.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + PORT + "/downloads/" + name))
                        .build(),
                HttpResponse.BodyHandlers.ofFile(jar));
        assertThat(download.statusCode()).isEqualTo(200);
        assertThat(download.headers().firstValue("content-disposition"))
                .hasValue("attachment; filename=\"" + name + "\"");
        Process play = new ProcessBuilder(
                        "java",
                        "-jar",
                        jar.toString(),
                        "--games",
                        "2",
                        "--seed",
                        "1",
                        "builtin:density",
                        "builtin:random")
                .redirectErrorStream(true)
                .start();
        String output = new String(play.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(play.waitFor()).as(output).isZero();
        assertThat(output).contains("builtin:density", "2      0");
        Files.delete(jar);
        for (String path : List.of(
                "/downloads/application.properties", "/downloads/..%2Fquarkus-run.jar", "/downloads/quarkus-run.jar")) {
            HttpResponse<String> refused = HTTP.send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + PORT + path))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(refused.statusCode()).as(path).isEqualTo(404);
        }
    }

    /** A check made against the running service. */
    private interface WhileRunning {
        void check() throws Exception;
    }

    /** The body of a GET that must answer 200. */
    private static String get(String path) throws Exception {
        HttpResponse<String> response = HTTP.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + PORT + path))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(200);
        return response.body();
    }

    /** Starts the jar on its embedded database, runs {@code checks}, stops it, and returns what it logged. */
    private static String runUntilReady(Path dataDir, WhileRunning checks) throws Exception {
        try (ServiceJar service = ServiceJar.start(
                PORT,
                Map.of(
                        "ADMIRALTY_DATA_DIR",
                        dataDir.toString(),
                        "QUARKUS_DATASOURCE_JDBC_URL",
                        "",
                        "ADMIRALTY_ACCOUNTS_ORGANISER_EMAIL",
                        ORGANISER_EMAIL,
                        "ADMIRALTY_ACCOUNTS_ORGANISER_PASSWORD",
                        ORGANISER_PASSWORD))) {
            checks.check();
            service.stop(30);
            return service.log();
        }
    }
}
