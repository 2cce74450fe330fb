package io.admiralty;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Every @QuarkusTest runs on a fresh real PostgreSQL of its own, in a temporary folder under target/. */
public class EmbeddedDatabaseTestResource implements QuarkusTestResourceLifecycleManager {

    private EmbeddedDatabase database;

    @Override
    public Map<String, String> start() {
        try {
            Files.createDirectories(Path.of("target"));
            database = EmbeddedDatabase.start(Files.createTempDirectory(Path.of("target"), "test-pg"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return database.datasourceConfig();
    }

    @Override
    public void stop() {
        if (database != null) {
            database.close();
        }
    }
}
