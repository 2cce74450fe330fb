package io.admiralty.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.admiralty.game.Coded;
import io.admiralty.game.Ruleset;
import io.admiralty.league.gate.Gates.GateSettings;
import io.admiralty.league.season.Change;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Requests are read as written. A field the request type does not have is an error naming it (a typo such as
 * {@code gatee} must not silently leave a version ungated), and so is a field named twice; {@code 1.5} for a whole
 * number is an error to report, not a 1 to guess, and so is a number where text was expected, text where a number
 * was, or a list where an object was. The league's own value types are read in their API forms: a ruleset by name or
 * as an object ({@link RulesetJson}), a coded enum by its word, a gate as {@code true} or an object of settings, and a
 * PATCH's fields as {@link Change}s, which keep "absent" apart from "null". What is wrong is said in the API's words
 * by {@link JsonWords}.
 */
@Singleton
class StrictJson implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        for (LogicalType numbers : new LogicalType[] {LogicalType.Integer, LogicalType.Float}) {
            mapper.coercionConfigFor(numbers)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Boolean)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        mapper.registerModule(leagueTypes());
    }

    static SimpleModule leagueTypes() {
        SimpleModule module = new SimpleModule("admiralty-requests") {
            @Override
            public void setupModule(SetupContext context) {
                super.setupModule(context);
                context.addDeserializers(new CodedEnums());
            }
        };
        module.addDeserializer(Ruleset.class, new RulesetJson());
        module.addDeserializer(Change.class, new ChangeJson(null));
        module.setDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyDeserializer(
                    DeserializationConfig config, BeanDescription description, JsonDeserializer<?> deserializer) {
                return description.getBeanClass() == GateSettings.class ? new GateJson(deserializer) : deserializer;
            }
        });
        return module;
    }

    /** Enums written as words ({@link Coded}), whatever their case. */
    private static final class CodedEnums extends Deserializers.Base {
        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public JsonDeserializer<?> findEnumDeserializer(
                Class<?> type, DeserializationConfig config, BeanDescription description) {
            return Coded.class.isAssignableFrom(type) ? new CodedJson(type) : null;
        }
    }

    private static final class CodedJson<E extends Enum<E> & Coded> extends StdDeserializer<E> {
        private final Class<E> type;

        CodedJson(Class<E> type) {
            super(type);
            this.type = type;
        }

        @Override
        public E deserialize(JsonParser p, DeserializationContext context) throws IOException {
            String words = Arrays.stream(type.getEnumConstants())
                    .map(value -> "\"" + value.code() + "\"")
                    .collect(Collectors.joining(" or "));
            if (!p.hasToken(JsonToken.VALUE_STRING)) {
                throw JsonWords.refusal(p, p.currentName() + " must be " + words);
            }
            String field = p.currentName();
            String text = p.getText();
            return Coded.find(type, text)
                    .orElseThrow(() -> JsonWords.refusal(
                            p, field + " must be " + words + ", was '" + JsonWords.shown(text) + "'"));
        }
    }

    /**
     * One field of a PATCH: absent, it is left as it is; {@code null} sets it to nothing; a value is read by the
     * field's own type.
     */
    private static final class ChangeJson extends JsonDeserializer<Change<?>> implements ContextualDeserializer {
        private final JsonDeserializer<Object> value;

        ChangeJson(JsonDeserializer<Object> value) {
            this.value = value;
        }

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property)
                throws JsonMappingException {
            JavaType type = context.getContextualType() != null ? context.getContextualType() : property.getType();
            return new ChangeJson(context.findContextualValueDeserializer(type.containedType(0), property));
        }

        @Override
        public Change<?> deserialize(JsonParser p, DeserializationContext context) throws IOException {
            return Change.to(value.deserialize(p, context));
        }

        @Override
        public Change<?> getNullValue(DeserializationContext context) {
            return Change.to(null);
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return Change.keep();
        }
    }

    /** A version's gate: {@code true} for the defaults, {@code false} or null for none, or an object of settings. */
    private static final class GateJson extends DelegatingDeserializer {
        GateJson(JsonDeserializer<?> settings) {
            super(settings);
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> settings) {
            return new GateJson(settings);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext context) throws IOException {
            if (p.hasToken(JsonToken.VALUE_TRUE)) {
                return GateSettings.DEFAULTS;
            }
            if (p.hasToken(JsonToken.VALUE_FALSE)) {
                return null;
            }
            if (!p.hasToken(JsonToken.START_OBJECT)) {
                throw JsonWords.refusal(
                        p,
                        "gate must be true, or an object with any of elo0, elo1, alpha, beta, maxGames, pool and ruleset");
            }
            return super.deserialize(p, context);
        }
    }
}
