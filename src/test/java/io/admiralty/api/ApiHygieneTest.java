package io.admiralty.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The API's smaller holes, each tried as a stranger would: every refusal a 4xx with a JSON body that says why. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ApiHygieneTest {

    @ConfigProperty(name = "quarkus.http.test-port", defaultValue = "8081")
    int port;

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "GET|/api/seasons",
                "GET|/api/seasons/1",
                "GET|/api/seasons/1/leaderboard",
                "GET|/api/games",
                "GET|/api/bots",
                "GET|/api/bots/1",
                "GET|/api/bots/1/skill",
                "GET|/api/bots/1/defence",
                "GET|/api/skill/layouts",
                "GET|/graphql?query=%7Bseasons%7Bid%7D%7D",
                "POST|/graphql",
                "GET|/",
                "GET|/q/health/ready"
            })
    void anUnknownTokenOrAnotherSchemeIsRefusedEverywhere(String method, String path) {
        for (String authorization : List.of("Bearer not-a-token", "Basic dXNlcjpwYXNzd29yZA==", "Token abc")) {
            given().header("Authorization", authorization)
                    .contentType(ContentType.JSON)
                    .body("{\"query\":\"{ seasons { id } }\"}")
                    .request(method, path)
                    .then()
                    .statusCode(401)
                    .body("status", equalTo(401))
                    .body("error", notNullValue());
        }
    }

    @Test
    void anAnonymousUploadIsRefusedBeforeItsBodyIsSent() throws IOException {
        String answer = rawRequest(
                "POST /api/bots HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n"
                        + "Content-Length: 30000000\r\n\r\n");
        assertThat(answer).startsWith("HTTP/1.1 401").contains("\"status\":401");
        String team = LeagueApi.createTeam("uploader-" + System.nanoTime());
        String tooLarge = rawRequest("POST /api/bots HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + team
                + "\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 30000000\r\n\r\n");
        assertThat(tooLarge).startsWith("HTTP/1.1 413").contains("\"status\":413");
    }

    /** Sends only the request's head, never its body, and reads what the service answers within two seconds. */
    private String rawRequest(String head) throws IOException {
        return RawHttp.exchange(port, head, 2000);
    }

    @Test
    void aTruncatedMultipartBodyIsABadRequest() {
        String team = "Bearer " + LeagueApi.createTeam("truncated-" + System.nanoTime());
        String body =
                "--b\r\nContent-Disposition: form-data; name=\"definition\"\r\nContent-Type: application/json\r\n\r\n"
                        + "{\"name\":\"cut\",\"kind\":\"jvm\"}\r\n--b\r\nContent-Disposition: form-data; name=\"artifact\"; filename=\"a.jar\"\r\n"
                        + "Content-Type: application/java-archive\r\n\r\nPK\u0003\u0004 and then nothing";
        given().header("Authorization", team)
                .contentType("multipart/form-data; boundary=b")
                .body(body.getBytes(StandardCharsets.ISO_8859_1))
                .post("/api/bots")
                .then()
                .statusCode(400)
                .contentType(ContentType.JSON)
                .body("status", equalTo(400));
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/teams", "/api/seasons", "/api/bots"})
    void aJsonEndpointRefusesOtherContentTypes(String path) {
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.TEXT)
                .body("{\"name\":\"ct\"}")
                .post(path)
                .then()
                .statusCode(415)
                .body("status", equalTo(415))
                .body("error", containsString("application/json"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"name\":\"s\",\"gamesPerMatchup\":1.5}",
                "{\"name\":\"s\",\"moveTimeoutMs\":2000.5}",
                "{\"name\":\"s\",\"gamesPerMatchup\":\"ten\"}"
            })
    void numbersAreReadAsWritten(String body) {
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/seasons")
                .then()
                .statusCode(400)
                .body("status", equalTo(400));
    }

    @Test
    void seasonNamesAreUniqueWhateverTheirCase() {
        String name = "Autumn " + System.nanoTime();
        LeagueApi.createSeason("{\"name\":\"" + name + "\"}");
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name.toUpperCase()))
                .post("/api/seasons")
                .then()
                .statusCode(409)
                .body("error", containsString("exists already"));
    }

    @Test
    void aScheduleThatFiresTooOftenIsRefused() {
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "hammer " + System.nanoTime(), "schedule", "* * * * * ?"))
                .post("/api/seasons")
                .then()
                .statusCode(400)
                .body("error", containsString("rounds must be at least 2 s apart"));
        long season = LeagueApi.createSeason("{\"name\":\"patched " + System.nanoTime() + "\"}");
        patch(LeagueApi.ORGANISER, season, "{\"schedule\":\"0/1 * * * * ?\"}")
                .then()
                .statusCode(400)
                .body("error", containsString("at least 2 s"));
    }

    @Test
    void onlyTheOrganiserChangesASeasonAndOnlyItsSchedulePauseAndClosing() {
        long season = LeagueApi.createSeason("{\"name\":\"guarded " + System.nanoTime() + "\"}");
        given().contentType(ContentType.JSON)
                .body("{\"paused\":true}")
                .patch("/api/seasons/{id}", season)
                .then()
                .statusCode(401);
        String team = "Bearer " + LeagueApi.createTeam("patcher-" + System.nanoTime());
        patch(team, season, "{\"paused\":true}").then().statusCode(403);
        patch(LeagueApi.ORGANISER, season, "{\"gamesPerMatchup\":3}")
                .then()
                .statusCode(400)
                .body("error", containsString("unknown field 'gamesPerMatchup' in a season's changes"));
        patch(LeagueApi.ORGANISER, season, "{\"paused\":\"yes\"}")
                .then()
                .statusCode(400)
                .body("error", containsString("true or false"));
        patch(LeagueApi.ORGANISER, season, "{\"closed\":false}").then().statusCode(400);
        patch(LeagueApi.ORGANISER, season, "{}").then().statusCode(400);
        patch(LeagueApi.ORGANISER, 999_999, "{\"paused\":true}").then().statusCode(404);
    }

    @Test
    void aPausedSeasonStartsNoMatchupAndAClosedOnePlaysNoMoreRounds() throws InterruptedException {
        long season = LeagueApi.createSeason("{\"name\":\"pausable " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        for (String bot : List.of("random", "sequential")) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(bot));
        }
        patch(LeagueApi.ORGANISER, season, "{\"paused\":true,\"schedule\":\"*/2 * * * * ?\"}")
                .then()
                .statusCode(200)
                .body("paused", equalTo(true))
                .body("schedule", equalTo("*/2 * * * * ?"))
                .body("nextRoundAt", nullValue());
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(409)
                .body("error", containsString("paused"));
        // the schedule fires every 2 s: for over two fires, the season stays without a round
        await().during(Duration.ofMillis(4_500)).atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            JsonPath paused = LeagueApi.season(season);
            assertThat(paused.getInt("progress.queued"))
                    .as("the manual round is refused")
                    .isEqualTo(0);
            assertThat(paused.getInt("rounds"))
                    .as("no scheduled round while paused")
                    .isEqualTo(0);
        });

        patch(LeagueApi.ORGANISER, season, "{\"paused\":false,\"schedule\":null}")
                .then()
                .statusCode(200)
                .body("paused", equalTo(false))
                .body("schedule", nullValue());
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);

        patch(LeagueApi.ORGANISER, season, "{\"closed\":true}")
                .then()
                .statusCode(200)
                .body("closedAt", notNullValue());
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(409)
                .body("error", containsString("closed"));
        patch(LeagueApi.ORGANISER, season, "{\"paused\":true}").then().statusCode(409);
    }

    @Test
    void graphQLMirrorsTheSeasonChanges() {
        long season = LeagueApi.createSeason("{\"name\":\"mirrored " + System.nanoTime() + "\"}");
        String mutation = "mutation { updateSeason(id: \"" + season
                + "\", schedule: \"0 0 * * * ?\", paused: true) { id schedule paused closedAt } }";
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("query", mutation))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("data.updateSeason.schedule", equalTo("0 0 * * * ?"))
                .body("data.updateSeason.paused", equalTo(true));
        given().contentType(ContentType.JSON)
                .body(Map.of("query", mutation))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("errors[0].message", containsString("organiser"));
    }

    private static io.restassured.response.Response patch(String caller, long season, String body) {
        return given().header("Authorization", caller)
                .contentType(ContentType.JSON)
                .body(body)
                .patch("/api/seasons/{id}", season);
    }
}
