package io.admiralty.api;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.admiralty.league.gate.Gates.GateSettings;
import io.admiralty.league.profile.BotProfiles.Submission;
import io.admiralty.league.season.Seasons;
import io.admiralty.league.season.Seasons.SeasonPatch;
import io.admiralty.league.season.Seasons.SeasonRequest;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What is wrong with a request's JSON, in the API's words: the field by its path ({@code gate.maxGames},
 * {@code command[2]}) and what it must be ("a whole number", "true or false"), never Jackson's sentence, which names
 * Java types and the mapper's settings.
 */
final class JsonWords {

    /** The longest piece of a request quoted back in a refusal. */
    private static final int SHOWN = 40;

    /** What the request bodies are, as a refusal names them. */
    private static final Map<Class<?>, String> BODIES = Map.of(
            Submission.class, "a bot definition",
            SeasonRequest.class, "a season",
            SeasonPatch.class, "a season's changes",
            Seasons.FinalSettings.class, "final",
            GateSettings.class, "gate",
            TeamResource.NewTeam.class, "a team",
            SeasonResource.Entry.class, "an entry");

    private JsonWords() {}

    /** A refusal of the value {@code p} is at, in a sentence of the API's own (it names its field). */
    static JsonMappingException refusal(JsonParser p, String sentence) {
        return new Worded(p, sentence);
    }

    /** The text, shortened and without control characters, as a refusal may quote it. */
    static String shown(String text) {
        String clean = text.codePoints()
                .map(c -> Character.isISOControl(c) ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
                .toString();
        return clean.length() <= SHOWN ? clean : clean.substring(0, SHOWN) + "...";
    }

    /**
     * What is wrong with {@code what} ("the body", "the 'definition' part"), from what the JSON reader found: a
     * sentence for the client that names the field and never a Java type.
     */
    static String problem(String what, JacksonException e) {
        return what + " is not the JSON expected: " + detail(e);
    }

    private static String detail(JacksonException e) {
        if (e instanceof Worded worded) {
            return worded.sentence;
        }
        if (e instanceof UnrecognizedPropertyException unknown) {
            String where = BODIES.getOrDefault(unknown.getReferringClass(), "this object");
            return "unknown field '" + shown(unknown.getPropertyName()) + "' in " + where + ": it takes "
                    + known(unknown.getKnownPropertyIds());
        }
        String field = e instanceof JsonMappingException mapping ? path(mapping) : "";
        String subject = field.isEmpty() ? "it" : field;
        if (e instanceof InputCoercionException || e.getCause() instanceof InputCoercionException) {
            return (field.isEmpty() ? "a number" : field) + " is out of range";
        }
        if (e instanceof MismatchedInputException mismatch) {
            // the reader's own sentence names the mapper's setting; this is all it says
            if (String.valueOf(mismatch.getOriginalMessage()).startsWith("Trailing token")) {
                return "more follows the JSON value";
            }
            return subject + " must be " + expected(mismatch.getTargetType()) + was(mismatch);
        }
        if (e instanceof JsonMappingException) {
            return subject + " cannot be read";
        }
        if (e instanceof StreamReadException syntax) {
            JsonLocation at = syntax.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            return "it is not valid JSON" + where + ": " + shown(Objects.toString(syntax.getOriginalMessage(), ""));
        }
        return "it cannot be read";
    }

    /** The field's path in the request: {@code gate.maxGames}, {@code command[1]}; empty for the whole body. */
    private static String path(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference step : e.getPath()) {
            if (step.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(shown(step.getFieldName()));
            } else if (step.getIndex() >= 0) {
                path.append('[').append(step.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    /** What a value of the Java type is in the API's words. */
    private static String expected(Class<?> type) {
        if (type == null) {
            return "something else";
        }
        if (type == Integer.class
                || type == int.class
                || type == Long.class
                || type == long.class
                || type == Short.class
                || type == short.class
                || type == BigInteger.class) {
            return "a whole number";
        }
        if (type == Double.class
                || type == double.class
                || type == Float.class
                || type == float.class
                || type == BigDecimal.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "text";
        }
        if (type == Instant.class) {
            return "a time such as \"2030-06-01T18:00:00Z\"";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "a list";
        }
        return "an object";
    }

    /** The value that was sent, quoted back when the reader kept it. */
    private static String was(MismatchedInputException e) {
        if (!(e instanceof InvalidFormatException format) || format.getValue() == null) {
            return "";
        }
        Object value = format.getValue();
        return ", was " + (value instanceof String text ? "\"" + shown(text) + "\"" : shown(String.valueOf(value)));
    }

    private static String known(Collection<Object> fields) {
        return fields.stream().map(String::valueOf).sorted().collect(Collectors.joining(", "));
    }

    /** A refusal written by one of the league's own readers ({@link RulesetJson}, the coded words, the gate). */
    private static final class Worded extends MismatchedInputException {
        private final String sentence;

        Worded(JsonParser p, String sentence) {
            super(p, sentence);
            this.sentence = sentence;
        }
    }
}
