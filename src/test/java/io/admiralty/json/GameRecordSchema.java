package io.admiralty.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The repository's game-record schema (docs/game-record.schema.json), formats asserted, for tests of its producers. */
public final class GameRecordSchema {

    private static final JsonSchema SCHEMA = load();

    private GameRecordSchema() {}

    /** What is wrong with one line of a game log or history download; empty when it is a valid game record. */
    public static List<String> errors(String line) {
        try {
            return SCHEMA.validate(GameRecordJson.mapper().readTree(line)).stream()
                    .map(ValidationMessage::getMessage)
                    .sorted()
                    .toList();
        } catch (JsonProcessingException e) {
            return List.of("not JSON: " + e.getOriginalMessage());
        }
    }

    private static JsonSchema load() {
        try (InputStream in = Files.newInputStream(Path.of("docs/game-record.schema.json"))) {
            SchemaValidatorsConfig config = SchemaValidatorsConfig.builder()
                    .formatAssertionsEnabled(true)
                    .build();
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(in, config);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
