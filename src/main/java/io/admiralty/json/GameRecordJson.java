package io.admiralty.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.UncheckedIOException;

/**
 * The project's JSON form of the engine's values, shared by the wire protocols, the game log of {@code play} and
 * the league's stored games: record components as fields, enums by their lower-case codes ({@code "miss"},
 * {@code "across"}, {@code "salvo"}, ...), so a value written reads back to an equal value.
 */
public final class GameRecordJson {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
            .enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING)
            .disable(MapperFeature.AUTO_DETECT_IS_GETTERS)
            .build();

    private GameRecordJson() {}

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Any of the engine's values (a ruleset, a placement, ...) as JSON. */
    public static String json(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A value written by {@link #json}, read back; the text is the service's own, so a failure is a bug. */
    public static <T> T stored(String json, Class<T> type) {
        try {
            return MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored " + type.getSimpleName() + " is not readable", e);
        }
    }
}
