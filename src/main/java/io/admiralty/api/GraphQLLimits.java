package io.admiralty.api;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import graphql.language.Argument;
import graphql.language.Definition;
import graphql.language.Document;
import graphql.language.Field;
import graphql.language.FragmentDefinition;
import graphql.language.FragmentSpread;
import graphql.language.InlineFragment;
import graphql.language.IntValue;
import graphql.language.OperationDefinition;
import graphql.language.Selection;
import graphql.language.SelectionSet;
import graphql.language.VariableReference;
import graphql.parser.InvalidSyntaxException;
import graphql.parser.Parser;
import graphql.parser.ParserEnvironment;
import graphql.parser.ParserOptions;
import graphql.parser.exceptions.ParseCancelledException;
import io.admiralty.Refusal;
import io.admiralty.history.GameQueries;
import io.admiralty.league.season.Rounds;
import io.admiralty.league.standings.Standings;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * What one anonymous GraphQL request may ask for, checked on the query's text before it runs: anyone can post a
 * query, so one must not be able to make the service page through thousands of games for it. A query is
 * refused when it is too long, too deep, names too many fields (aliases and fragments counted as often as they
 * are used), asks for a page larger than its field allows, or would cost too much in all: each field costs one,
 * times the page sizes of the lists it sits in.
 */
final class GraphQLLimits {

    static final int MAX_DEPTH = 10;
    static final int MAX_FIELDS = 200;
    static final long MAX_COST = 20_000;
    private static final int MAX_TOKENS = 5_000;

    /** How many items a list field may return, and how many it returns when not told: its cost multiplier. */
    private record Page(int max, int fallback) {}

    private static final Map<String, Page> PAGES = Map.of(
            "games", new Page(GameQueries.MAX_PAGE, 20),
            "leaderboard", new Page(Standings.MAX_ROWS, 50),
            "nextRound", new Page(Rounds.MAX_SHOWN, 100),
            "challenges", new Page(ChallengeResource.MAX_LIST, 20));
    /** Lists without a page argument, weighed by how long they typically are. */
    private static final Map<String, Integer> LIST_WEIGHTS = Map.of(
            "seasons",
            100,
            "headToHead",
            100,
            "ratingHistory",
            200,
            "strikes",
            200,
            "placementA",
            10,
            "placementB",
            10,
            "skill",
            5,
            "skillHistory",
            50,
            "defence",
            5,
            "heat",
            10);

    private static final ParserOptions OPTIONS = ParserOptions.newParserOptions()
            .maxTokens(MAX_TOKENS)
            .maxWhitespaceTokens(MAX_TOKENS * 4)
            .maxRuleDepth(MAX_DEPTH * 4)
            .captureSourceLocation(false)
            .captureIgnoredChars(false)
            .captureLineComments(false)
            .build();

    /**
     * Query texts that passed, the most asked ones kept: parsing is most of what the check costs, and a client asks the
     * same few queries again and again. Bounded in count and in each text's length, so odd queries cannot fill it.
     */
    private static final Cache<String, Boolean> PASSED =
            Caffeine.newBuilder().maximumSize(1_000).build();

    private static final int MAX_REMEMBERED_LENGTH = 4_096;

    private GraphQLLimits() {}

    /** Refuses the query with a 400 saying which limit it breaks; {@code variables} may be empty. */
    static void check(String query, Map<String, Object> variables) {
        if (query == null || query.isBlank()) {
            throw Refusal.invalid("the request has no GraphQL query");
        }
        // a query without variables passes or not by its text alone: the ones that passed are not parsed again
        boolean byText = variables.isEmpty() && query.length() <= MAX_REMEMBERED_LENGTH;
        if (byText && PASSED.getIfPresent(query) != null) {
            return;
        }
        tally(query, variables);
        if (byText) {
            PASSED.put(query, Boolean.TRUE);
        }
    }

    /**
     * Whether every operation of the document (one that {@link #check} passed) is a query: no mutation, and no
     * subscription, which this service does not serve.
     */
    static boolean readsOnly(String query) {
        return parse(query).getDefinitions().stream()
                .filter(OperationDefinition.class::isInstance)
                .map(definition -> ((OperationDefinition) definition).getOperation())
                .allMatch(operation -> operation == OperationDefinition.Operation.QUERY);
    }

    private static Document parse(String query) {
        try {
            return Parser.parse(ParserEnvironment.newParserEnvironment()
                    .document(query)
                    .parserOptions(OPTIONS)
                    .build());
        } catch (ParseCancelledException e) {
            throw Refusal.invalid("the query is longer than " + MAX_TOKENS + " tokens");
        } catch (InvalidSyntaxException e) {
            throw Refusal.invalid("the query is not valid GraphQL: " + e.getMessage());
        }
    }

    private static void tally(String query, Map<String, Object> variables) {
        Document document = parse(query);
        Map<String, FragmentDefinition> fragments = new HashMap<>();
        for (Definition<?> definition : document.getDefinitions()) {
            if (definition instanceof FragmentDefinition fragment) {
                fragments.put(fragment.getName(), fragment);
            }
        }
        Tally tally = new Tally(fragments, variables);
        for (Definition<?> definition : document.getDefinitions()) {
            if (definition instanceof OperationDefinition operation) {
                tally.add(operation.getSelectionSet(), 1, 1, new HashSet<>());
            }
        }
    }

    private static final class Tally {
        private final Map<String, FragmentDefinition> fragments;
        private final Map<String, Object> variables;
        private int fields;
        private long cost;

        Tally(Map<String, FragmentDefinition> fragments, Map<String, Object> variables) {
            this.fragments = fragments;
            this.variables = variables;
        }

        void add(SelectionSet selections, int depth, long multiplier, Set<String> fragmentsOpen) {
            if (selections == null) {
                return;
            }
            if (depth > MAX_DEPTH) {
                throw Refusal.invalid("the query is nested deeper than " + MAX_DEPTH + " levels");
            }
            for (Selection<?> selection : selections.getSelections()) {
                if (selection instanceof Field field) {
                    if (++fields > MAX_FIELDS) {
                        throw Refusal.invalid("the query asks for more than " + MAX_FIELDS
                                + " fields (aliases and fragments count each time they are used)");
                    }
                    cost += multiplier;
                    if (cost > MAX_COST) {
                        throw Refusal.invalid(
                                "the query would cost more than " + MAX_COST
                                        + " (each field costs one, times the page sizes of the lists around it): ask for fewer fields or smaller pages");
                    }
                    add(field.getSelectionSet(), depth + 1, multiplier * size(field), fragmentsOpen);
                } else if (selection instanceof InlineFragment inline) {
                    add(inline.getSelectionSet(), depth, multiplier, fragmentsOpen);
                } else if (selection instanceof FragmentSpread spread) {
                    FragmentDefinition fragment = fragments.get(spread.getName());
                    if (fragment == null) {
                        throw Refusal.invalid(
                                "the query uses fragment '" + spread.getName() + "', which it does not define");
                    }
                    if (!fragmentsOpen.add(spread.getName())) {
                        throw Refusal.invalid("fragment '" + spread.getName() + "' spreads itself");
                    }
                    add(fragment.getSelectionSet(), depth, multiplier, fragmentsOpen);
                    fragmentsOpen.remove(spread.getName());
                }
            }
        }

        /** How many items the field returns at most: its page size, its typical length, or one. */
        private long size(Field field) {
            Page page = PAGES.get(field.getName());
            if (page == null) {
                return LIST_WEIGHTS.getOrDefault(field.getName(), 1);
            }
            long first = page.fallback();
            for (Argument argument : field.getArguments()) {
                if (argument.getName().equals("first")) {
                    first = first(argument, page.fallback());
                }
            }
            if (first > page.max()) {
                throw Refusal.invalid(
                        field.getName() + "(first: " + first + ") asks for more than " + page.max() + " items a page");
            }
            return Math.max(first, 1);
        }

        private long first(Argument argument, int fallback) {
            if (argument.getValue() instanceof IntValue literal) {
                return literal.getValue()
                        .min(BigInteger.valueOf(Long.MAX_VALUE))
                        .longValue();
            }
            if (argument.getValue() instanceof VariableReference reference) {
                Object value = variables.get(reference.getName());
                return value instanceof Number number ? number.longValue() : fallback;
            }
            return fallback;
        }
    }
}
