package io.admiralty.api;

import graphql.schema.DataFetcher;
import graphql.schema.FieldCoordinates;
import graphql.schema.GraphQLCodeRegistry;
import graphql.schema.GraphQLFieldDefinition;
import graphql.schema.GraphQLNonNull;
import graphql.schema.GraphQLObjectType;
import graphql.schema.GraphQLOutputType;
import graphql.schema.GraphQLScalarType;
import graphql.schema.GraphQLSchema;
import graphql.schema.GraphQLSchemaElement;
import graphql.schema.GraphQLTypeUtil;
import graphql.schema.GraphQLTypeVisitorStub;
import graphql.schema.SchemaTransformer;
import graphql.util.TraversalControl;
import graphql.util.TraverserContext;
import graphql.util.TreeTransformerUtil;
import io.smallrye.graphql.spi.EventingService;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The GraphQL schema's ids and names where the league's views leave them to the edge. The views are plain records
 * that REST writes as they are and GraphQL as types; the domain knows no GraphQL, so SmallRye would type a
 * {@code long} id as a BigInteger and name a season's final by its Java component. Before the schema is built, each
 * field {@link #IDS} names becomes GraphQL's {@code ID}, as the arguments that take those ids are (nullable as it
 * was: {@code long} is {@code ID!}, {@code Long} is {@code ID}); and a season's {@code finalPlan} is {@code final}, as
 * in REST ({@link WireNames}). A view that gains an id field adds it here.
 * <p>
 * One of SmallRye GraphQL's eventing services ({@code META-INF/services}), always on: the schema without it is not
 * the API's. A field named here that the schema lacks stops the start, saying which, so that a renamed view cannot
 * quietly turn an id into a number.
 */
public class GraphQLViewFields implements EventingService {

    /** The id fields of each type the views are shown as. */
    private static final Map<String, List<String>> IDS = Map.ofEntries(
            Map.entry("BenchView", List.of("season")),
            Map.entry("BotView", List.of("id")),
            Map.entry("ChallengeBot", List.of("id", "team")),
            Map.entry("ChallengeView", List.of("id")),
            Map.entry("EntrantView", List.of("bot", "team")),
            Map.entry("FinalResult", List.of("season")),
            Map.entry("FinalRow", List.of("botId", "teamId")),
            Map.entry("FrozenEntry", List.of("bot", "season")),
            Map.entry("GameView", List.of("id", "season", "matchup", "winnerBot")),
            Map.entry("GateView", List.of("id", "bot")),
            Map.entry("HeadToHead", List.of("bot", "opponent")),
            Map.entry("NextRound", List.of("season")),
            Map.entry("PlannedPair", List.of("botA", "botB")),
            Map.entry("PlacingView", List.of("bot")),
            Map.entry("PlayerRef", List.of("id")),
            Map.entry("RankedBot", List.of("id")),
            Map.entry("RatingPoint", List.of("game")),
            Map.entry("RoundView", List.of("id", "season")),
            Map.entry("RulesetCheck", List.of("id")),
            Map.entry("SeasonView", List.of("id")),
            Map.entry("SeriesView", List.of("first", "second", "winner")),
            Map.entry("SkillView", List.of("job")),
            Map.entry("StandingView", List.of("bot")),
            Map.entry("TeamName", List.of("id")),
            Map.entry("TeamRef", List.of("id")),
            Map.entry("TournamentView", List.of("id", "season")),
            Map.entry("ValidationView", List.of("id")));

    /** The type whose {@link WireNames#COMPONENT} GraphQL names {@link WireNames#FINAL}. */
    private static final String SEASON = "SeasonView";

    @Override
    public String getConfigKey() {
        return null;
    }

    @Override
    public GraphQLSchema.Builder beforeSchemaBuild(GraphQLSchema.Builder builder) {
        GraphQLSchema schema = builder.build();
        Shaping shaping = new Shaping((GraphQLScalarType) schema.getType("ID"));
        GraphQLSchema shaped = SchemaTransformer.transformSchema(schema, shaping);
        Set<String> missing = named();
        missing.removeAll(shaping.shaped);
        if (!missing.isEmpty()) {
            throw new IllegalStateException(
                    "GraphQLViewFields names fields the GraphQL schema does not have: " + String.join(", ", missing));
        }
        return GraphQLSchema.newSchema(shaped);
    }

    /** Every field this names, as {@code Type.field}. */
    private static Set<String> named() {
        Set<String> named = IDS.entrySet().stream()
                .flatMap(type -> type.getValue().stream().map(field -> type.getKey() + "." + field))
                .collect(Collectors.toCollection(TreeSet::new));
        named.add(SEASON + "." + WireNames.COMPONENT);
        return named;
    }

    private static final class Shaping extends GraphQLTypeVisitorStub {
        private final GraphQLScalarType id;
        private final Set<String> shaped = new HashSet<>();

        Shaping(GraphQLScalarType id) {
            this.id = id;
        }

        @Override
        public TraversalControl visitGraphQLFieldDefinition(
                GraphQLFieldDefinition field, TraverserContext<GraphQLSchemaElement> context) {
            if (!(context.getParentNode() instanceof GraphQLObjectType type)) {
                return TraversalControl.CONTINUE;
            }
            if (IDS.getOrDefault(type.getName(), List.of()).contains(field.getName())) {
                shaped.add(type.getName() + "." + field.getName());
                GraphQLOutputType typed = GraphQLTypeUtil.isNonNull(field.getType()) ? GraphQLNonNull.nonNull(id) : id;
                return TreeTransformerUtil.changeNode(context, field.transform(f -> f.type(typed)));
            }
            if (type.getName().equals(SEASON) && field.getName().equals(WireNames.COMPONENT)) {
                shaped.add(type.getName() + "." + field.getName());
                // the data fetcher is found by the field's name: the renamed field keeps the one that reads finalPlan
                GraphQLCodeRegistry.Builder registry = context.getVarFromParents(GraphQLCodeRegistry.Builder.class);
                DataFetcher<?> reads = registry.getDataFetcher(FieldCoordinates.coordinates(type, field), field);
                registry.dataFetcher(FieldCoordinates.coordinates(type.getName(), WireNames.FINAL), reads);
                return TreeTransformerUtil.changeNode(context, field.transform(f -> f.name(WireNames.FINAL)));
            }
            return TraversalControl.CONTINUE;
        }
    }
}
