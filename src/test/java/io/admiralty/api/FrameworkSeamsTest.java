package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.smallrye.graphql.execution.error.ExceptionHandler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Where the service still leans on a framework's own classes, beyond its public API, because the framework offers no
 * public way to do the same: each is pinned here to the version it was read against, so that an upgrade fails here
 * first, saying what to read in the framework's sources at its new version, rather than somewhere users would meet it.
 * Once checked (and the behaviour tests named pass), the version here is set to the new one.
 */
@Execution(ExecutionMode.CONCURRENT)
class FrameworkSeamsTest {

    /** The SmallRye GraphQL version the seams below were read against. */
    private static final String SMALLRYE_GRAPHQL = "2.17.0";

    @Test
    void smallRyeGraphQLIsTheVersionItsSeamsWereReadAgainst() {
        assertThat(ExceptionHandler.class.getPackage().getImplementationVersion())
                .as("SmallRye GraphQL is no longer " + SMALLRYE_GRAPHQL + ". In its sources at the new version, check"
                        + " (1) that ExecutionService still builds graphql-java with"
                        + " defaultDataFetcherExceptionHandler(new ExceptionHandler()), since GraphQLViewAnswers.KeptAnswers"
                        + " makes graphql-java's query strategy with that handler itself (it keeps every"
                        + " exception's message but a Refusal's from the answer);"
                        + " (2) that EventEmitter still finds the META-INF/services EventingServices and calls their"
                        + " beforeSchemaBuild, beforeGraphQLBuild and afterExecute (GraphQLViewFields,"
                        + " GraphQLViewAnswers, GraphQLErrors; LeagueGraphQLTest, GraphQLViewAnswersTest,"
                        + " GraphQLErrorsTest);"
                        + " (3) that SmallRyeContext.setExecutionResult still replaces the answer written after"
                        + " afterExecute (GraphQLErrors; GraphQLErrorsTest);"
                        + " then set SMALLRYE_GRAPHQL here to the new version")
                .isEqualTo(SMALLRYE_GRAPHQL);
    }
}
