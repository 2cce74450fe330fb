package io.admiralty.api;

import graphql.ExecutionResult;
import graphql.GraphQL;
import graphql.execution.AsyncExecutionStrategy;
import graphql.execution.ExecutionContext;
import graphql.execution.ExecutionStrategy;
import graphql.execution.ExecutionStrategyParameters;
import graphql.execution.FieldCollectorParameters;
import graphql.execution.MergedField;
import graphql.language.Argument;
import graphql.language.IntValue;
import graphql.language.NullValue;
import graphql.language.StringValue;
import graphql.language.Value;
import graphql.language.VariableReference;
import graphql.schema.GraphQLEnumType;
import graphql.schema.GraphQLFieldDefinition;
import graphql.schema.GraphQLObjectType;
import graphql.schema.GraphQLScalarType;
import graphql.schema.GraphQLType;
import graphql.schema.GraphQLTypeUtil;
import io.admiralty.views.SeasonViews;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.arc.Arc;
import io.smallrye.graphql.execution.datafetcher.FieldDataFetcher;
import io.smallrye.graphql.execution.error.ExceptionHandler;
import io.smallrye.graphql.spi.EventingService;
import java.lang.reflect.Constructor;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A GraphQL query that reads only what a season's kept views hold (its leaderboard, head-to-head and newest games,
 * {@link SeasonViews}) is worked out once per change of the season: its result is kept beside the views and dropped
 * with them, so the readers of a busy season cost one execution per change rather than one per request. Executing a
 * fifty-row leaderboard query was two thirds of its CPU in a recording (SmallRye builds a context for every field of
 * every row), docs/benchmarks.md.
 * <p>
 * A query is answered from what is kept when it is a query (not a mutation), every field it asks at the top is one of
 * {@link #VIEW_FIELDS} of one and the same season ({@code games} without {@code bot} or {@code after}: the first
 * page), and every field below them is a plain property of what the view holds (no field that runs code of its own,
 * such as a bot's rating history, and no interface or union). Those fields read the anonymous views whoever asks,
 * so one answer serves every caller. Its key is the query's text, operation name and variables; an answer with errors
 * is not kept. One of SmallRye GraphQL's eventing services ({@code META-INF/services}, on while {@value #ON} is true):
 * it gives graphql-java the query strategy below, graphql-java's own with SmallRye's exception handler, as SmallRye
 * would have.
 */
public class GraphQLViewAnswers implements EventingService {

    /** The setting that turns it on (application.properties). */
    static final String ON = "smallrye.graphql.admiralty.view-answers";

    /** The queries that read a season's kept views alone, and nothing of the caller's. */
    private static final Set<String> VIEW_FIELDS = Set.of("leaderboard", "headToHead", "games");

    /** The metric: queries answered from what was kept ({@code kept}) or worked out ({@code worked}). */
    static final String METRIC = "admiralty.graphql.view.answers";

    /** What a kept answer answers: equal questions share it. */
    record Question(String query, String operation, Map<String, Object> variables) {}

    @Override
    public String getConfigKey() {
        return ON;
    }

    @Override
    public GraphQL.Builder beforeGraphQLBuild(GraphQL.Builder builder) {
        return builder.queryExecutionStrategy(strategy());
    }

    /**
     * The strategy, of the classes of the service being started. SmallRye finds its eventing services once for the
     * JVM's life; a JVM that starts the service more than once (the tests' does, each start with a class loader of its
     * own) would otherwise give every start a strategy of the first start's classes, which look up the first start's
     * beans, long stopped.
     */
    private static ExecutionStrategy strategy() {
        try {
            Constructor<?> made = Class.forName(
                            KeptAnswers.class.getName(),
                            true,
                            Thread.currentThread().getContextClassLoader())
                    .getDeclaredConstructor();
            made.setAccessible(true);
            return (ExecutionStrategy) made.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("GraphQL's query strategy could not be made", e);
        }
    }

    private static final class KeptAnswers extends AsyncExecutionStrategy {

        KeptAnswers() {
            super(new ExceptionHandler());
        }

        @Override
        public CompletableFuture<ExecutionResult> execute(
                ExecutionContext context, ExecutionStrategyParameters parameters) {
            Optional<Long> season = season(context, parameters);
            if (season.isEmpty()) {
                return super.execute(context, parameters);
            }
            Question question = new Question(
                    context.getExecutionInput().getQuery(),
                    context.getExecutionInput().getOperationName(),
                    context.getCoercedVariables().toMap());
            SeasonViews views = Arc.container().instance(SeasonViews.class).get();
            AtomicBoolean worked = new AtomicBoolean();
            return views.answer(season.get(), question, GraphQLViewAnswers::bytes, () -> {
                        worked.set(true);
                        return super.execute(context, parameters);
                    })
                    .thenApply(result -> {
                        if (!result.getErrors().isEmpty()) {
                            views.forget(season.get(), question);
                        }
                        answered(worked.get() ? "worked" : "kept").increment();
                        return result;
                    });
        }

        /** The season the query reads the kept views of, when it reads nothing else. */
        private Optional<Long> season(ExecutionContext context, ExecutionStrategyParameters parameters) {
            Long season = null;
            GraphQLObjectType query = context.getGraphQLSchema().getQueryType();
            for (MergedField field : parameters.getFields().getSubFieldsList()) {
                if (field.getName().equals("__typename")) {
                    continue;
                }
                if (!VIEW_FIELDS.contains(field.getName()) || field.isDeferred()) {
                    return Optional.empty();
                }
                Optional<Object> named = argument(context, field, "season");
                if (field.getName().equals("games")
                        && (!argument(context, field, "bot").equals(Optional.of(NONE))
                                || !argument(context, field, "after").equals(Optional.of(NONE)))) {
                    return Optional.empty();
                }
                Optional<Long> id = named.flatMap(GraphQLViewAnswers::id);
                if (id.isEmpty() || (season != null && !season.equals(id.get()))) {
                    return Optional.empty();
                }
                season = id.get();
                if (!plain(context, query.getFieldDefinition(field.getName()).getType(), field)) {
                    return Optional.empty();
                }
            }
            return Optional.ofNullable(season);
        }

        /** Whether everything the query asks below the field is a plain property of the field's value. */
        private boolean plain(ExecutionContext context, GraphQLType type, MergedField field) {
            GraphQLType named = GraphQLTypeUtil.unwrapAll(type);
            if (named instanceof GraphQLScalarType || named instanceof GraphQLEnumType) {
                return true;
            }
            if (!(named instanceof GraphQLObjectType object)) {
                return false;
            }
            FieldCollectorParameters below = FieldCollectorParameters.newParameters()
                    .schema(context.getGraphQLSchema())
                    .objectType(object)
                    .fragments(context.getFragmentsByName())
                    .variables(context.getCoercedVariables().toMap())
                    .graphQLContext(context.getGraphQLContext())
                    .build();
            for (MergedField asked : fieldCollector.collectFields(below, field).getSubFieldsList()) {
                if (asked.getName().equals("__typename")) {
                    continue;
                }
                GraphQLFieldDefinition definition = object.getFieldDefinition(asked.getName());
                if (definition == null
                        || asked.isDeferred()
                        || !(context.getGraphQLSchema().getCodeRegistry().getDataFetcher(object, definition)
                                instanceof FieldDataFetcher<?>)
                        || !plain(context, definition.getType(), asked)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** An argument left out or null. */
    private static final Object NONE = new Object();

    /**
     * The argument's value as written or as its variable holds it ({@link #NONE} when left out or null); empty when
     * written as anything else than text, a whole number or a variable.
     */
    private static Optional<Object> argument(ExecutionContext context, MergedField field, String name) {
        for (Argument argument : field.getArguments()) {
            if (argument.getName().equals(name)) {
                Value<?> value = argument.getValue();
                if (value instanceof VariableReference variable) {
                    Object held = context.getCoercedVariables().get(variable.getName());
                    return Optional.of(held == null ? NONE : held);
                }
                if (value instanceof StringValue text) {
                    return Optional.of(text.getValue());
                }
                if (value instanceof IntValue number) {
                    return Optional.of(number.getValue().toString());
                }
                return value instanceof NullValue ? Optional.of(NONE) : Optional.empty();
            }
        }
        return Optional.of(NONE);
    }

    /**
     * About how many bytes a result holds in memory: a map's or a list's entries and a leaf each take a few references
     * and a header, text two bytes a character besides.
     */
    static long bytes(ExecutionResult result) {
        return bytesOf(result.getData());
    }

    private static long bytesOf(Object value) {
        if (value instanceof Map<?, ?> map) {
            long bytes = 64;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                bytes += 32 + bytesOf(entry.getKey()) + bytesOf(entry.getValue());
            }
            return bytes;
        }
        if (value instanceof Iterable<?> list) {
            long bytes = 48;
            for (Object item : list) {
                bytes += 8 + bytesOf(item);
            }
            return bytes;
        }
        return value instanceof CharSequence text ? 48 + 2L * text.length() : 24;
    }

    /** A season's id as the query gave it; a malformed one is left to the query itself to refuse. */
    private static Optional<Long> id(Object value) {
        try {
            return value instanceof String text ? Optional.of(Long.parseLong(text)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static Counter answered(String how) {
        return Counter.builder(METRIC)
                .description("GraphQL queries of a season's kept views: answered from a kept answer, or worked out")
                .tag("answer", how)
                .register(Arc.container().instance(MeterRegistry.class).get());
    }
}
