package io.admiralty.api;

import graphql.ExecutionResult;
import graphql.GraphQLError;
import graphql.GraphqlErrorBuilder;
import io.smallrye.graphql.api.Context;
import io.smallrye.graphql.execution.context.SmallRyeContext;
import io.smallrye.graphql.spi.EventingService;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GraphQL's errors in the API's words, as REST's are. graphql-java words a query that does not fit the schema with
 * its own syntax tree ({@code 'StringValue{value='x'}' is not a valid 'Int'}) and a variable of the wrong type with
 * the Java class it was read as ({@code it was a 'LinkedHashMap'}); the answer says the value and the type as the
 * query wrote them. Runs once a query has run, before its answer is written: one of SmallRye GraphQL's eventing services
 * (found through {@code META-INF/services}, on while {@value #ON} is true), not an observer of its CDI events, which
 * would have SmallRye fire CDI events before and after every field of every query (a tenth of a leaderboard query's
 * cost in a recording, docs/benchmarks/concurrency.md) for this one use.
 */
public class GraphQLErrors implements EventingService {

    /** The setting that turns the wording on (application.properties). */
    static final String ON = "smallrye.graphql.admiralty.worded-errors";

    /** {@code Validation error (WrongType@[leaderboard]) : } before what is wrong, and SmallRye's code after it. */
    private static final Pattern VALIDATION = Pattern.compile(
            "^Validation error \\((\\w+)(?:@\\[[^]]*])?\\) : (.*?)( - SRGQL\\d+: .*)?$", Pattern.DOTALL);

    private static final Pattern SYNTAX_TREE = Pattern.compile(
            "(StringValue|IntValue|FloatValue|BooleanValue|EnumValue|NullValue|ArrayValue|ObjectValue|VariableReference)\\{([^{}]*)}");
    /** How graphql-java and SmallRye say what a value was read as: a Java class, or a syntax-tree node's name. */
    private static final Pattern READ_AS = Pattern.compile("(it was an?|but was) (?:'(\\w+)'|\\[(\\w+)])");
    /** A syntax tree's type name where a GraphQL type is meant: {@code an AST type of 'IntValue'}. */
    private static final Pattern AST_TYPE = Pattern.compile("(?:an AST type of )?'(\\w+)Value'");

    private static final Pattern CODE = Pattern.compile("SRGQL\\d+: ");
    /** A Java class's full name, which no answer should carry. */
    private static final Pattern JAVA_NAME = Pattern.compile(
            "\\b(?:java|javax|jakarta|graphql|io\\.(?:quarkus|smallrye|vertx|netty|admiralty)|com\\.fasterxml"
                    + "|org\\.(?:hibernate|jboss|eclipse|postgresql))\\.\\w+|\\b\\w+Exception\\b");

    private static final Map<String, String> JAVA_TYPES = Map.ofEntries(
            Map.entry("LinkedHashMap", "an object"),
            Map.entry("HashMap", "an object"),
            Map.entry("ArrayList", "a list"),
            Map.entry("String", "text"),
            Map.entry("Integer", "a whole number"),
            Map.entry("Long", "a whole number"),
            Map.entry("BigInteger", "a whole number"),
            Map.entry("BigDecimal", "a number"),
            Map.entry("Double", "a number"),
            Map.entry("Boolean", "true or false"),
            Map.entry("ArrayValue", "a list"),
            Map.entry("ObjectValue", "an object"));

    @Override
    public String getConfigKey() {
        return ON;
    }

    @Override
    public void afterExecute(Context context) {
        ExecutionResult result = context.unwrap(ExecutionResult.class);
        if (result == null || result.getErrors().isEmpty() || !(context instanceof SmallRyeContext smallrye)) {
            return;
        }
        List<GraphQLError> worded =
                result.getErrors().stream().map(GraphQLErrors::worded).toList();
        smallrye.setExecutionResult(result.transform(answer -> answer.errors(worded)));
    }

    private static GraphQLError worded(GraphQLError error) {
        GraphqlErrorBuilder<?> builder = GraphqlErrorBuilder.newError()
                .message(message(error.getMessage()))
                .errorType(error.getErrorType())
                .locations(error.getLocations())
                .extensions(error.getExtensions());
        return error.getPath() == null
                ? builder.build()
                : builder.path(error.getPath()).build();
    }

    /** The message without graphql-java's syntax tree, SmallRye's codes or Java's type names. */
    static String message(String message) {
        if (message == null) {
            return "the query could not be run";
        }
        String said = message;
        Matcher validation = VALIDATION.matcher(said);
        if (validation.matches()) {
            said = validation.group(2);
        }
        // innermost values first: a list's picture holds its items' pictures
        for (String before = null; !said.equals(before); ) {
            before = said;
            said = replace(SYNTAX_TREE, said, GraphQLErrors::value);
        }
        said = replace(
                READ_AS,
                said,
                m -> (m.group(1).startsWith("it") ? "it was " : "but was ")
                        + JAVA_TYPES.getOrDefault(m.group(2) != null ? m.group(2) : m.group(3), "something else"));
        said = replace(AST_TYPE, said, m -> "'" + m.group(1) + "'");
        said = CODE.matcher(said).replaceAll("");
        return JAVA_NAME.matcher(said).find() ? "the query could not be run as written" : said;
    }

    /** A value as the query wrote it, from graphql-java's picture of it. */
    private static String value(Matcher node) {
        String inside = node.group(2);
        return switch (node.group(1)) {
            case "StringValue" -> "\"" + between(inside, "value='", "'") + "\"";
            case "EnumValue" -> between(inside, "name='", "'");
            case "VariableReference" -> "$" + between(inside, "name='", "'");
            case "NullValue" -> "null";
            case "ArrayValue" -> "a list";
            case "ObjectValue" -> "an object";
            default -> between(inside, "value=", "");
        };
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        if (from < 0) {
            return text;
        }
        from += start.length();
        int to = end.isEmpty() ? text.length() : text.lastIndexOf(end);
        return to > from ? JsonWords.shown(text.substring(from, to)) : JsonWords.shown(text.substring(from));
    }

    private static String replace(Pattern pattern, String text, Function<Matcher, String> with) {
        Matcher matcher = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(out, Matcher.quoteReplacement(with.apply(matcher)));
        }
        return matcher.appendTail(out).toString();
    }
}
