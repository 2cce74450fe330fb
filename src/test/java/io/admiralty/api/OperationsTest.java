package io.admiralty.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /**
     * The counters move when what they count happens: a season's two games between built-ins are counted as played,
     * and every strike of theirs is timed under the built-ins' dialect. Other classes of the suite may have games of
     * their own still finishing, so each count must grow by at least what this season did.
     */
    @Test
    void countersCountTheGamesPlayedAndTheirMoves() {
        long season = LeagueApi.createSeason("{\"name\":\"metrics " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        for (String builtin : List.of("random", "sequential")) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(builtin));
        }
        double gamesBefore = metric("admiralty_games_played_total");
        double movesBefore = metric("admiralty_bot_move_seconds_count{dialect=\"builtin\"}");

        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);

        List<Long> games = LeagueApi.read("/api/games?season={id}", season).getList("games.id", Long.class);
        assertThat(games).hasSize(2);
        int strikes = 0;
        for (long game : games) {
            strikes +=
                    LeagueApi.read("/api/games/{id}", game).getList("strikes").size();
        }
        assertThat(metric("admiralty_games_played_total")).isGreaterThanOrEqualTo(gamesBefore + 2);
        assertThat(metric("admiralty_bot_move_seconds_count{dialect=\"builtin\"}"))
                .as("every strike of the two games timed (besides their placements)")
                .isGreaterThanOrEqualTo(movesBefore + strikes);
    }

    /**
     * The queue's depth counts a matchup that waits: a season of a bot that never answers (its validation holds the
     * matchup back, since a version being validated plays nothing else) is paused as soon as its round is queued, so
     * its matchup waits, and the depth (which is 0 when nothing waits) counts it.
     */
    @Test
    void theQueuesDepthCountsAMatchupThatWaits() throws IOException {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String team = "Bearer " + LeagueApi.createTeam("depth-" + System.nanoTime());
            long bot = LeagueApi.registerHttpBot(team, "silent", "http://127.0.0.1:" + silent.getLocalPort() + "/");
            long season = LeagueApi.createSeason(
                    "{\"name\":\"depth " + System.nanoTime() + "\",\"gamesPerMatchup\":1,\"moveTimeoutMs\":5000}");
            LeagueApi.enter(team, season, bot);
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
            LeagueApi.queueRound(season).statusCode(201);
            LeagueApi.patchSeason(season, "{\"paused\":true}").statusCode(200);
            assertThat(LeagueApi.season(season).getInt("progress.queued"))
                    .as("the matchup waits")
                    .isEqualTo(1);
            assertThat(metric("admiralty_queue_depth"))
                    .as("the waiting matchup is in the depth")
                    .isGreaterThanOrEqualTo(1);
            given().header("Authorization", team)
                    .delete("/api/bots/{id}", bot)
                    .then()
                    .statusCode(200);
        }
    }

    /** A sample's value in /q/metrics (Prometheus text), 0 when it is not there yet. */
    private static double metric(String sample) {
        String text = given().get("/q/metrics").then().statusCode(200).extract().asString();
        Matcher line = Pattern.compile("(?m)^" + Pattern.quote(sample) + " ([0-9.eE+-]+)$")
                .matcher(text);
        return line.find() ? Double.parseDouble(line.group(1)) : 0;
    }
}
