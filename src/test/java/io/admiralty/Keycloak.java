package io.admiralty;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Keycloak's server, unpacked from Maven Central into target/keycloak by the build, run on loopback in its development
 * mode with the realm of src/test/resources/oidc (client {@code admiralty}, user {@code ada}). Keycloak 26 needs Java
 * 21 or later: {@code -Dkeycloak.java-home} (default: Temurin 25 where Debian puts it, else this JVM's). With
 * {@code -Dkeycloak.url=http://...} an instance already running with that realm is used instead, for trying the test
 * again quickly.
 */
final class Keycloak implements AutoCloseable {

    static final String REALM = "admiralty";
    static final String CLIENT = "admiralty";
    static final String SECRET = "admiralty-test-secret";

    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private final Process process;
    private final String base;
    private final Path log;

    private Keycloak(Process process, String base, Path log) {
        this.process = process;
        this.base = base;
        this.log = log;
    }

    static Keycloak start(int port) throws IOException {
        Optional<String> running = Optional.ofNullable(System.getProperty("keycloak.url"));
        if (running.isPresent()) {
            return new Keycloak(null, running.get(), null);
        }
        Path home;
        try (var dists = Files.list(Path.of("target/keycloak"))) {
            home = dists.filter(p -> p.getFileName().toString().startsWith("keycloak-"))
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no Keycloak under target/keycloak: run mvn verify"));
        }
        Path imports = Files.createDirectories(home.resolve("data/import"));
        Files.copy(
                Path.of("src/test/resources/oidc/admiralty-realm.json"),
                imports.resolve("admiralty-realm.json"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Path log = Files.createTempFile(Path.of("target"), "keycloak-", ".log");
        ProcessBuilder builder = new ProcessBuilder(
                        home.resolve("bin/kc.sh").toString(),
                        "start-dev",
                        "--http-host=127.0.0.1",
                        "--http-port=" + port,
                        "--http-management-port=" + (port + 1),
                        "--import-realm")
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("JAVA_HOME", javaHome());
        Keycloak keycloak = new Keycloak(builder.start(), "http://127.0.0.1:" + port, log);
        try {
            keycloak.awaitRealm();
        } catch (RuntimeException | Error e) {
            keycloak.close();
            throw new IllegalStateException("Keycloak did not start:\n" + Files.readString(log), e);
        }
        return keycloak;
    }

    /** The realm's address, as the service's {@code quarkus.oidc.auth-server-url}. */
    String realm() {
        return base + "/realms/" + REALM;
    }

    private void awaitRealm() {
        HttpRequest discovery = HttpRequest.newBuilder(URI.create(realm() + "/.well-known/openid-configuration"))
                .build();
        // its first start builds the server, several minutes on a loaded machine; later starts take seconds
        await().atMost(10, TimeUnit.MINUTES)
                .pollInterval(Duration.ofSeconds(1))
                .ignoreExceptionsInstanceOf(IOException.class)
                .until(() -> {
                    if (process != null && !process.isAlive()) {
                        throw new IllegalStateException("Keycloak exited");
                    }
                    return HTTP.send(discovery, HttpResponse.BodyHandlers.discarding())
                                    .statusCode()
                            == 200;
                });
    }

    private static String javaHome() {
        String configured = System.getProperty("keycloak.java-home");
        if (configured != null) {
            return configured;
        }
        Path temurin = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");
        return Files.isDirectory(temurin) ? temurin.toString() : System.getProperty("java.home");
    }

    @Override
    public void close() {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
        }
    }
}
