package io.admiralty.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** OpenAPI with Swagger UI, health, and the league's metrics in Prometheus format. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class OperationsTest {

    @Test
    void openApiDescribesTheRestApiAndSwaggerUiServesIt() {
        given().get("/q/openapi")
                .then()
                .statusCode(200)
                .body(containsString("/api/seasons/{id}/rounds"))
                .body(containsString("/api/bots/{id}/history"))
                .body(containsString("Admiralty league API"));
        given().get("/q/swagger-ui/").then().statusCode(200).body(containsString("swagger"));
    }

    @Test
    void livenessAndReadiness() {
        given().get("/q/health/live").then().statusCode(200);
        given().get("/q/health/started").then().statusCode(200);
        given().get("/q/health/ready").then().statusCode(200).body(containsString("Database connections health check"));
    }

    @Test
    void metricsCountGamesAndTimeMovesByDialect() throws InterruptedException {
        long season = LeagueApi.createSeason("{\"name\":\"metrics\",\"gamesPerMatchup\":2}");
        for (long bot : new long[] {1, 2}) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, bot);
        }
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);
        given().get("/q/metrics")
                .then()
                .statusCode(200)
                .body(containsString("admiralty_games_played_total"))
                .body(containsString("admiralty_bot_move_seconds_count{dialect=\"builtin\"}"))
                .body(containsString("admiralty_queue_depth"))
                .body(containsString("admiralty_matchups_running"));
    }
}
