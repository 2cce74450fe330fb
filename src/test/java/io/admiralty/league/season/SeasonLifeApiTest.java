package io.admiralty.league.season;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each state of a season's life refuses, asked as the organiser would: each refusal a 409 with its reason. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class SeasonLifeApiTest {

    @Test
    void aPausedSeasonQueuesNoRoundUntilItIsResumed() throws InterruptedException {
        long season = seasonOfTwo("paused", "{\"paused\":true}");
        LeagueApi.queueRound(season)
                .statusCode(409)
                .body("error", equalTo("season " + season + " is paused: it queues no round until it is resumed"));
        given().get("/api/seasons/{id}", season).then().body("rounds", equalTo(0));
        LeagueApi.patchSeason(season, "{\"paused\":false}").statusCode(200);
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);
    }

    @Test
    void aRoundWaitsForTheOneBeforeIt() throws IOException, InterruptedException {
        // a bot that takes connections and never answers holds its matchup until its first move times out
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String team = "Bearer " + LeagueApi.createTeam("silent-" + System.nanoTime());
            long bot = LeagueApi.registerHttpBot(team, "silent", "http://127.0.0.1:" + silent.getLocalPort() + "/");
            long season = LeagueApi.createSeason(
                    "{\"name\":\"overlap " + System.nanoTime() + "\",\"gamesPerMatchup\":1,\"moveTimeoutMs\":5000}");
            LeagueApi.enter(team, season, bot);
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
            LeagueApi.queueRound(season).statusCode(201);
            LeagueApi.queueRound(season)
                    .statusCode(409)
                    .body(
                            "error",
                            equalTo("season " + season + " is still playing its last round: rounds never overlap"));
            LeagueApi.patchSeason(season, "{\"closed\":true}").statusCode(200);
        }
    }

    @Test
    void aClosedSeasonTakesNoBotsAndShowsNoSchedule() {
        long season = seasonOfTwo("closed", "{\"schedule\":\"0 0 * * * ?\"}");
        given().get("/api/seasons/{id}", season).then().body("schedule", equalTo("0 0 * * * ?"));
        LeagueApi.patchSeason(season, "{\"closed\":true}").statusCode(200).body("schedule", nullValue());
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("botId", LeagueApi.builtinId("parity")))
                .post("/api/seasons/{id}/entries", season)
                .then()
                .statusCode(409)
                .body("error", equalTo("season " + season + " is closed: it takes no more bots"));
        given().get("/api/seasons/{id}", season)
                .then()
                .body("entries", equalTo(2))
                .body("schedule", nullValue())
                .body("nextRoundAt", nullValue());
        LeagueApi.queueRound(season)
                .statusCode(409)
                .body("error", equalTo("season " + season + " is closed: it plays no more rounds"));
    }

    private static long seasonOfTwo(String name, String change) {
        long season =
                LeagueApi.createSeason("{\"name\":\"" + name + " " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("sequential"));
        LeagueApi.patchSeason(season, change).statusCode(200);
        return season;
    }
}
