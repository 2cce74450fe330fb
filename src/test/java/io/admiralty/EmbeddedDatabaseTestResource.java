package io.admiralty;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Every @QuarkusTest run gets a fresh real PostgreSQL of its own, in a temporary folder under target/, and a fresh
 * data folder beside it: bot ids start again with each database, so their data folders must too.
 */
public class EmbeddedDatabaseTestResource implements QuarkusTestResourceLifecycleManager {

    private EmbeddedDatabase database;

    @Override
    public Map<String, String> start() {
        Path data;
        try {
            Files.createDirectories(Path.of("target"));
            database = EmbeddedDatabase.start(Files.createTempDirectory(Path.of("target"), "test-pg"));
            data = Files.createTempDirectory(Path.of("target"), "test-data");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> config = new HashMap<>(database.datasourceConfig());
        config.put("admiralty.data-dir", data.toString());
        return config;
    }

    @Override
    public void stop() {
        if (database != null) {
            database.close();
        }
    }
}
