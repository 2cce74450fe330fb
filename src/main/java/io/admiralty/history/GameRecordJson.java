package io.admiralty.history;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.admiralty.game.GameRecord;
import java.io.UncheckedIOException;

/**
 * The JSON form of a {@link GameRecord}: its record components as fields, enums by their lower-case codes
 * ({@code "miss"}, {@code "across"}, {@code "salvo"}, ...), so a record written by {@code play --log} or a
 * history download reads back to an equal record.
 */
public final class GameRecordJson {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
            .enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING)
            .visibility(PropertyAccessor.IS_GETTER, JsonAutoDetect.Visibility.NONE)
            .build();

    private GameRecordJson() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static String write(GameRecord game) {
        try {
            return MAPPER.writeValueAsString(game);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static GameRecord read(String json) {
        try {
            return MAPPER.readValue(json, GameRecord.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a game record: " + e.getOriginalMessage(), e);
        }
    }
}
