package io.admiralty.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * GraphQL queries of a season's kept views are answered from a kept answer until the season changes
 * ({@link GraphQLViewAnswers}), as its metric counts; every other query is worked out each time. What a kept answer
 * says is checked against the REST leaderboard, which reads the views past GraphQL.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class GraphQLViewAnswersTest {

    @Inject
    MeterRegistry metrics;

    @TestHTTPResource("/graphql")
    URI graphql;

    @Test
    void aQueryOfTheViewsIsWorkedOutOnceAndKeptUntilItsSeasonChanges() {
        long season = season("kept");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        String query = "{ leaderboard(season: \"" + season + "\") { rank bot { id name team { name } } } "
                + "headToHead(season: \"" + season + "\") { bot opponent wins } "
                + "games(season: \"" + season + "\", first: 5) { games { id } hasNextPage } }";

        Answers before = answers();
        JsonPath first = LeagueApi.graphQL(query);
        JsonPath again = LeagueApi.graphQLAs(LeagueApi.ORGANISER, query).setRootPath("data");
        assertThat(answers().since(before)).isEqualTo(new Answers(1, 1));
        assertThat(again.prettify()).isEqualTo(first.prettify());
        assertThat(first.getList("leaderboard.bot.id", Long.class)).containsExactly(LeagueApi.builtinId("random"));

        // an entry changes the season: the next answer is worked out again and shows it, as REST does
        long hunter = LeagueApi.builtinId("hunter");
        LeagueApi.enter(LeagueApi.ORGANISER, season, hunter);
        Answers entered = answers();
        JsonPath after = LeagueApi.graphQL(query);
        assertThat(answers().since(entered)).isEqualTo(new Answers(0, 1));
        assertThat(after.getList("leaderboard.bot.id", Long.class))
                .containsExactlyInAnyOrderElementsOf(
                        LeagueApi.leaderboard(season).getList("bot.id", Long.class))
                .contains(hunter);
    }

    @Test
    void aQueryOfTheViewsThroughFragmentsAndVariablesIsKeptToo() {
        long season = season("fragments");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        String query = "query Board($season: ID!) { leaderboard(season: $season) { ...row } } "
                + "fragment row on Standing { rank ... on Standing { elo } }";

        Answers before = answers();
        for (int i = 0; i < 3; i++) {
            assertThat(LeagueApi.graphQLWith(query, "season", Long.toString(season))
                            .getList("leaderboard.rank", Integer.class))
                    .containsExactly(1);
        }
        assertThat(answers().since(before)).isEqualTo(new Answers(2, 1));
    }

    @Test
    void queriesThatReadMoreThanOneSeasonsViewsAreWorkedOutEachTime() {
        long season = season("not kept");
        long other = season("not kept either");
        long random = LeagueApi.builtinId("random");
        List<String> queries = List.of(
                // beside the views: the seasons themselves, read for each request
                "{ leaderboard(season: \"" + season + "\") { rank } seasons { id } }",
                // a bot's games, or a page past the first, are read past the views
                "{ games(season: \"" + season + "\", bot: \"" + random + "\") { games { id } } }",
                "{ games(season: \"" + season + "\", after: \"x\") { games { id } } }",
                // a field below the views that runs code of its own (a bot's skill scores, read for each request)
                "{ leaderboard(season: \"" + season + "\") { bot { skillHistory { __typename } } } }",
                // two seasons' views in one answer
                "{ leaderboard(season: \"" + season + "\") { rank } headToHead(season: \"" + other + "\") { wins } }");

        Answers before = answers();
        for (String query : queries) {
            // answered (a cursor no page gave is refused, as it should be), but never from what is kept
            LeagueApi.graphQLAs(null, query);
            LeagueApi.graphQLAs(null, query);
        }
        assertThat(answers().since(before)).isEqualTo(new Answers(0, 0));
    }

    @Test
    void anAnswerWithErrorsIsNotKept() {
        long season = season("refused");
        String query = "{ leaderboard(season: \"" + season + "\", first: 0) { rank } }";

        Answers before = answers();
        for (int i = 0; i < 2; i++) {
            assertThat(LeagueApi.graphQLAs(null, query).getString("errors[0].message"))
                    .contains("first must be");
        }
        assertThat(answers().since(before)).isEqualTo(new Answers(0, 2));
    }

    @Test
    void manyDifferentQuestionsPushOutOnlyOneAnotherNeverAView() throws Exception {
        long season = season("flood");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.leaderboard(season);
        long computed = leaderboardsComputed();

        // more different questions than views are kept (400), eight at a time
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        ExecutorService askers = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> asked = askers.invokeAll(IntStream.range(0, 450)
                    .<Callable<String>>mapToObj(i -> () -> client.send(
                                    HttpRequest.newBuilder(graphql)
                                            .header("Content-Type", "application/json")
                                            .POST(HttpRequest.BodyPublishers.ofString("{\"query\":\"{ q" + i
                                                    + ": leaderboard(season: \\\"" + season + "\\\") { rank } }\"}"))
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString())
                            .body())
                    .toList());
            for (Future<String> answer : asked) {
                assertThat(answer.get()).contains("[{\"rank\":1}]");
            }
        } finally {
            askers.shutdown();
        }
        LeagueApi.leaderboard(season);
        assertThat(leaderboardsComputed()).isEqualTo(computed);
    }

    private long leaderboardsComputed() {
        return metrics.find("admiralty.views.computed")
                .tag("view", "leaderboard")
                .timer()
                .count();
    }

    private static long season(String name) {
        return LeagueApi.createSeason("{\"name\":\"answers " + name + " " + System.nanoTime() + "\"}");
    }

    /** Queries answered from a kept answer, and worked out. */
    record Answers(long kept, long worked) {
        Answers since(Answers before) {
            return new Answers(kept - before.kept, worked - before.worked);
        }
    }

    private Answers answers() {
        return new Answers(count("kept"), count("worked"));
    }

    private long count(String answer) {
        var counter =
                metrics.find(GraphQLViewAnswers.METRIC).tag("answer", answer).counter();
        return counter == null ? 0 : (long) counter.count();
    }
}
