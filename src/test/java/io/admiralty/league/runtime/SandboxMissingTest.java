package io.admiralty.league.runtime;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.not;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.http.ExampleHttpBot;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.sandbox.Sandbox;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A league machine where bubblewrap does not work: process and jar bots are refused with the reason and the
 * command that installs it, matchups queued with them before are cancelled without a game (no bot forfeits for
 * the machine's set-up), and built-in and HTTP bots play on.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class SandboxMissingTest {

    private static final String ORGANISER = LeagueApi.ORGANISER;

    @Inject
    MatchupRepository matchups;

    /** This machine has bubblewrap; the league is shown one where it does not work. */
    private static void bubblewrapStopsWorking() {
        QuarkusMock.installMockForType(new BotSandbox(Sandbox.bubblewrap(), () -> false), BotSandbox.class);
    }

    @Test
    void processAndJarBotsAreRefusedAtRegistrationSayingWhatInstallsBubblewrap() {
        bubblewrapStopsWorking();
        String team = "Bearer " + LeagueApi.createTeam("no-sandbox-" + System.nanoTime());
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(
                        "{\"name\":\"py\",\"kind\":\"process\",\"dialect\":\"native\",\"command\":[\"python3\",\"bot.py\"]}")
                .post("/api/bots")
                .then()
                .statusCode(409)
                .body("status", equalTo(409))
                .body("error", containsString("process bots are refused until bubblewrap"))
                .body("error", containsString("apt-get install bubblewrap"));
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body("{\"name\":\"jar\",\"kind\":\"jvm\"}")
                .post("/api/bots")
                .then()
                .statusCode(409)
                .body("error", containsString("jar bots are refused until bubblewrap"));
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body("{\"name\":\"remote\",\"kind\":\"http\",\"dialect\":\"arena\",\"url\":\"http://127.0.0.1:1/\"}")
                .post("/api/bots")
                .then()
                .statusCode(201);
        given().get("/api/bots").then().statusCode(200).body("name", not(hasItems("py", "jar")));
    }

    @Test
    void botsRegisteredBeforeAreRefusedAtEntryTheirQueuedMatchupsCancelledAndBuiltinAndHttpBotsPlay() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("lost-sandbox-" + System.nanoTime());
        long process = given().header("Authorization", team)
                .multiPart(
                        "definition",
                        "{\"name\":\"python-native\",\"kind\":\"process\",\"dialect\":\"native\",\"command\":[\"python3\",\"native_bot.py\"]}",
                        "application/json")
                .multiPart("artifact", LeagueApi.exampleZip().toFile(), "application/zip")
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        long random = LeagueApi.builtinId("random");
        long before = LeagueApi.createSeason("{\"name\":\"before\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team, before, process);
        LeagueApi.enter(ORGANISER, before, random);

        bubblewrapStopsWorking();
        LeagueApi.queueRound(before).statusCode(201);
        JsonPath cancelled = LeagueApi.awaitIdle(before);
        assertThat(cancelled.getInt("progress.cancelled")).isEqualTo(1);
        assertThat(cancelled.getLong("progress.games")).isZero();
        assertThat(matchupDetail(before))
                .startsWith("bot " + process + ": process bots are refused until bubblewrap")
                .contains("apt-get install bubblewrap");

        long after = LeagueApi.createSeason("{\"name\":\"after\",\"gamesPerMatchup\":2}");
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of("botId", process))
                .post("/api/seasons/{id}/entries", after)
                .then()
                .statusCode(409)
                .body("error", containsString("process bots are refused until bubblewrap"));
        try (ExampleHttpBot example = ExampleHttpBot.start()) {
            long http = given().header("Authorization", team)
                    .contentType(ContentType.JSON)
                    .body(Map.of("name", "python-arena", "kind", "http", "dialect", "arena-json", "url", example.url()))
                    .post("/api/bots")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            LeagueApi.enter(team, after, http);
            LeagueApi.enter(ORGANISER, after, random);
            LeagueApi.queueRound(after).statusCode(201);
            assertThat(LeagueApi.awaitRound(after, 1).getLong("progress.games")).isEqualTo(2);
        }
    }

    private String matchupDetail(long season) {
        return QuarkusTransaction.requiringNew()
                .call(() -> matchups.find("seasonId", season).singleResult().detail);
    }
}
