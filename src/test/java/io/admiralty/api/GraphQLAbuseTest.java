package io.admiralty.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Anonymous GraphQL requests cannot make the service work for minutes or fill its memory. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class GraphQLAbuseTest {

    /** The query that once took 101 s and 25.8 MB: 500 aliases of a 500-game page. */
    private static String fiveHundredAliases() {
        StringBuilder query = new StringBuilder("{");
        for (int i = 0; i < 500; i++) {
            query.append(" g")
                    .append(i)
                    .append(": games(first: 500) { games { id botA { name } botB { name } winner reason detail } }");
        }
        return query.append(" }").toString();
    }

    @Test
    void fourAmplifiedQueriesAtOnceAreRefusedByTheLimitsWhileTheServiceAnswers() throws Exception {
        String query = fiveHundredAliases();
        ExecutorService pool = Executors.newFixedThreadPool(5);
        try {
            List<Future<Response>> attacks = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                attacks.add(pool.submit(() -> {
                    Response refused = given().contentType(ContentType.JSON)
                            .body(Map.of("query", query))
                            .post("/graphql");
                    return refused;
                }));
            }
            // the service answers others meanwhile (no time is asserted: how long depends on the machine's load, and
            // the refusal below says it was the limits, read before any game, that answered)
            CompletableFuture<Void> probes = CompletableFuture.runAsync(
                    () -> {
                        for (int i = 0; i < 20; i++) {
                            given().get("/q/health/ready").then().statusCode(200);
                        }
                    },
                    pool);
            for (Future<Response> attack : attacks) {
                Response refused = attack.get();
                assertThat(refused.statusCode()).as("status").isEqualTo(400);
                assertThat(refused.jsonPath().getString("errors[0].message"))
                        .as("the limit that refused it")
                        .contains("the query is longer than");
            }
            probes.get();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void refusalsSayWhichLimitInTheGraphQLErrorFormat() {
        given().contentType(ContentType.JSON)
                .body(Map.of("query", "{ games(first: 500) { games { id } } }"))
                .post("/graphql")
                .then()
                .statusCode(400)
                .body("errors[0].message", containsString("games(first: 500) asks for more than 100"));
        given().queryParam("query", "{ games(first: 500) { games { id } } }")
                .get("/graphql")
                .then()
                .statusCode(400)
                .body("errors[0].message", containsString("more than 100"));
        given().contentType(ContentType.JSON)
                .body("{\"query\": \"" + "{ seasons { id } } ".repeat(4000) + "\"}")
                .post("/graphql")
                .then()
                .statusCode(413)
                .body("status", equalTo(413))
                .body("errors[0].message", containsString("at most 65536"));
        given().contentType(ContentType.JSON)
                .body("[1, 2]")
                .post("/graphql")
                .then()
                .statusCode(400);
    }

    @Test
    void ordinaryQueriesStillRunByPostAndByGet() {
        given().contentType(ContentType.JSON)
                .body(Map.of("query", "{ seasons { id name } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("data.seasons", org.hamcrest.Matchers.notNullValue());
        given().queryParam("query", "{ games(first: 5) { hasNextPage } }")
                .get("/graphql")
                .then()
                .statusCode(200)
                .body("data.games.hasNextPage", org.hamcrest.Matchers.notNullValue());
    }
}
