package io.admiralty;

import io.quarkus.runtime.Application;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * A real PostgreSQL server (binaries from the package registry) that the service runs itself when no external
 * database is configured. Its data folder is kept, so a league survives restarts.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class);
    static final String URL_PROPERTY = "quarkus.datasource.jdbc.url";

    private final EmbeddedPostgres server;

    private EmbeddedDatabase(EmbeddedPostgres server) {
        this.server = server;
    }

    /**
     * Starts (or restarts, keeping its data) a server whose data lives in {@code dataFolder}, on a free local port; it
     * stops when the JVM does, if it was not closed before.
     */
    public static EmbeddedDatabase start(Path dataFolder) {
        return start(dataFolder, true);
    }

    private static EmbeddedDatabase start(Path dataFolder, boolean stopWithTheJvm) {
        try {
            Files.createDirectories(dataFolder);
            EmbeddedPostgres server = EmbeddedPostgres.builder()
                    .setDataDirectory(dataFolder)
                    .setCleanDataDirectory(false)
                    .setRegisterShutdownHook(stopWithTheJvm)
                    .start();
            LOG.infof("embedded PostgreSQL on 127.0.0.1:%d, data in %s", server.getPort(), dataFolder.toAbsolutePath());
            return new EmbeddedDatabase(server);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataFolder, e);
        }
    }

    /** The Quarkus datasource settings that point at this server. */
    public Map<String, String> datasourceConfig() {
        return Map.of(
                URL_PROPERTY,
                "jdbc:postgresql://127.0.0.1:" + server.getPort() + "/postgres",
                "quarkus.datasource.username",
                "postgres",
                "quarkus.datasource.password",
                "postgres");
    }

    /**
     * For the service's main: unless a datasource URL is given (environment or system property), starts the
     * embedded server in {@code <admiralty.data-dir>/pg} and points the datasource at it through system
     * properties. Dev mode calls main again on a hot reload; the URL is set by then, so nothing starts twice.
     */
    static void startUnlessConfigured() {
        if (System.getenv("QUARKUS_DATASOURCE_JDBC_URL") != null || System.getProperty(URL_PROPERTY) != null) {
            return;
        }
        String dataDir =
                System.getProperty("admiralty.data-dir", System.getenv().getOrDefault("ADMIRALTY_DATA_DIR", "./data"));
        // not stopped by the embedded server's own shutdown hook, which would run beside the service's stop
        EmbeddedDatabase database = start(Path.of(dataDir, "pg"), false);
        database.datasourceConfig().forEach(System::setProperty);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> closeAfter(database), "embedded-postgresql-stop"));
    }

    /**
     * Stops the server once the service has stopped: Quarkus stops the service in a shutdown hook of its own, which
     * runs beside this one, and a server stopped first ends the connections that its workers, scheduler and pool are
     * still using (errors logged with their stack traces on every stop).
     */
    private static void closeAfter(EmbeddedDatabase database) {
        Application service = Application.currentApplication();
        if (service != null) {
            service.awaitShutdown();
        }
        database.close();
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            LOG.warn("embedded PostgreSQL did not stop cleanly", e);
        }
    }
}
