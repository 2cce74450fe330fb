package io.admiralty.api;

import graphql.ExecutionResult;
import graphql.GraphQL;
import graphql.TrivialDataFetcher;
import graphql.execution.AsyncExecutionStrategy;
import graphql.execution.ExecutionContext;
import graphql.execution.ExecutionStrategy;
import graphql.execution.ExecutionStrategyParameters;
import graphql.execution.MergedField;
import graphql.normalized.ExecutableNormalizedField;
import graphql.schema.FieldCoordinates;
import graphql.schema.GraphQLEnumType;
import graphql.schema.GraphQLFieldDefinition;
import graphql.schema.GraphQLObjectType;
import graphql.schema.GraphQLScalarType;
import graphql.schema.GraphQLSchema;
import graphql.schema.GraphQLType;
import graphql.schema.GraphQLTypeUtil;
import io.admiralty.views.SeasonViews;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.arc.Unremovable;
import io.smallrye.common.annotation.Identifier;
import io.smallrye.graphql.execution.error.ExceptionHandler;
import io.smallrye.graphql.spi.EventingService;
import jakarta.enterprise.inject.spi.CDI;
import jakarta.inject.Singleton;
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
 * every row), docs/benchmarks/concurrency.md.
 * <p>
 * A query is answered from what is kept when it is a query (not a mutation), every field it asks at the top is one of
 * {@link #VIEW_FIELDS} of one and the same season ({@code games} without {@code bot}, {@code after} or {@code tag}:
 * the first page), and every field below them is a plain property of what the view holds (graphql-java's
 * {@link TrivialDataFetcher}: no field that runs code of its own, such as a bot's rating history, and no interface or
 * union). Those fields read the anonymous views whoever asks, so one answer serves every caller. Its key is the
 * query's text, operation name and variables; an answer with errors is not kept.
 * <p>
 * How it takes part: one of SmallRye GraphQL's eventing services ({@code META-INF/services}, on while {@value #ON} is
 * true), which hands graphql-java the query strategy {@link KeptAnswers}, graphql-java's own with SmallRye's exception
 * handler, as SmallRye would have made it. SmallRye's exception handler is the one class of SmallRye's own that this
 * names: graphql-java takes the handler when the strategy is made, and SmallRye offers no other way to reach its
 * own; {@code FrameworkSeamsTest} fails when SmallRye GraphQL's version changes, saying what to check.
 */
public class GraphQLViewAnswers implements EventingService {

    /** The setting that turns it on (application.properties). */
    static final String ON = "smallrye.graphql.admiralty.view-answers";

    /** The queries that read a season's kept views alone, and nothing of the caller's. */
    private static final Set<String> VIEW_FIELDS = Set.of("leaderboard", "headToHead", "games");

    private static final String TYPENAME = "__typename";

    /** The metric: queries answered from what was kept ({@code kept}) or worked out ({@code worked}). */
    static final String METRIC = "admiralty.graphql.view.answers";

    /** The name the query strategy is found by among the running service's beans. */
    static final String STRATEGY = "admiralty-view-answers";

    /** What a kept answer answers: equal questions share it. */
    record Question(String query, String operation, Map<String, Object> variables) {}

    @Override
    public String getConfigKey() {
        return ON;
    }

    /**
     * The strategy is the running service's bean, found by graphql-java's type and a name: SmallRye finds its eventing
     * services once for the JVM's life, so in a JVM that starts the service more than once (the tests' does, each
     * start with classes of its own) this object is the first start's, and a strategy of its own classes would read
     * the first start's beans, long stopped.
     */
    @Override
    public GraphQL.Builder beforeGraphQLBuild(GraphQL.Builder builder) {
        return builder.queryExecutionStrategy(CDI.current()
                .select(ExecutionStrategy.class, Identifier.Literal.of(STRATEGY))
                .get());
    }

    /** graphql-java's query strategy, which answers a query of the kept views from what is kept. */
    @Singleton
    @Identifier(STRATEGY)
    @Unremovable
    static class KeptAnswers extends AsyncExecutionStrategy {

        private final SeasonViews views;
        private final Counter kept;
        private final Counter worked;

        KeptAnswers(SeasonViews views, MeterRegistry registry) {
            super(new ExceptionHandler());
            this.views = views;
            this.kept = answered(registry, "kept");
            this.worked = answered(registry, "worked");
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
            AtomicBoolean workedOut = new AtomicBoolean();
            return views.answer(season.get(), question, GraphQLViewAnswers::bytes, () -> {
                        workedOut.set(true);
                        return super.execute(context, parameters);
                    })
                    .thenApply(result -> {
                        if (!result.getErrors().isEmpty()) {
                            views.forget(season.get(), question);
                        }
                        (workedOut.get() ? worked : kept).increment();
                        return result;
                    });
        }

        /**
         * The season the query reads the kept views of, when it reads nothing else. The names at the top are looked at
         * first, so that any other query costs nothing more; then the query as graphql-java normalises it (fragments
         * merged, variables and defaults resolved).
         */
        private static Optional<Long> season(ExecutionContext context, ExecutionStrategyParameters parameters) {
            for (MergedField field : parameters.getFields().getSubFieldsList()) {
                if (!VIEW_FIELDS.contains(field.getName()) && !field.getName().equals(TYPENAME)) {
                    return Optional.empty();
                }
            }
            GraphQLSchema schema = context.getGraphQLSchema();
            Long season = null;
            for (ExecutableNormalizedField field :
                    context.getNormalizedQueryTree().get().getTopLevelFields()) {
                if (field.getName().equals(TYPENAME)) {
                    continue;
                }
                Map<String, Object> arguments = field.getResolvedArguments();
                if (!field.getDeferredExecutions().isEmpty()
                        || (field.getName().equals("games")
                                && (arguments.get("bot") != null
                                        || arguments.get("after") != null
                                        // the tags a caller sees are theirs: such an answer is no one else's
                                        || arguments.get("tag") != null))) {
                    return Optional.empty();
                }
                Optional<Long> id = id(arguments.get("season"));
                if (id.isEmpty() || (season != null && !season.equals(id.get())) || !plain(schema, field)) {
                    return Optional.empty();
                }
                season = id.get();
            }
            return Optional.ofNullable(season);
        }

        /** Whether everything the query asks below the field is a plain property of the field's value. */
        private static boolean plain(GraphQLSchema schema, ExecutableNormalizedField field) {
            GraphQLType type = GraphQLTypeUtil.unwrapAll(field.getType(schema));
            if (type instanceof GraphQLScalarType || type instanceof GraphQLEnumType) {
                return true;
            }
            if (!(type instanceof GraphQLObjectType object)) {
                return false;
            }
            for (ExecutableNormalizedField asked : field.getChildren()) {
                if (asked.getName().equals(TYPENAME)) {
                    continue;
                }
                GraphQLFieldDefinition definition = object.getFieldDefinition(asked.getName());
                if (definition == null
                        || !asked.getDeferredExecutions().isEmpty()
                        || !(schema.getCodeRegistry()
                                        .getDataFetcher(FieldCoordinates.coordinates(object, definition), definition)
                                instanceof TrivialDataFetcher<?>)
                        || !plain(schema, asked)) {
                    return false;
                }
            }
            return true;
        }
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

    /** A season's id as the query gave it (an {@code ID}, text); a malformed one is left to the query to refuse. */
    private static Optional<Long> id(Object value) {
        try {
            return value instanceof String text ? Optional.of(Long.parseLong(text)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static Counter answered(MeterRegistry registry, String how) {
        return Counter.builder(METRIC)
                .description("GraphQL queries of a season's kept views: answered from a kept answer, or worked out")
                .tag("answer", how)
                .register(registry);
    }
}
