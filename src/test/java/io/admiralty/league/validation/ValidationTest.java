package io.admiralty.league.validation;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A new bot or version proves it runs before it plays, on the real service: a bot whose command crashes is refused
 * with the reason, its transcript shown to its team only, and plays no season matchup; a refused new version leaves
 * the bot on its last good one; a command naming a file the archive lacks is refused at upload.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ValidationTest {

    private static final String SECRET = "validation-secret-" + System.nanoTime();
    private static final Map<String, String> CRASHING = Map.of(
            "crash.py", "import sys\nprint('cannot start: %s', file=sys.stderr)\nsys.exit(3)\n".formatted(SECRET));

    @Test
    void aBotWhoseCommandCrashesIsRefusedWithItsTranscriptForItsTeamAndPlaysNoSeason() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("crashers-" + System.nanoTime());
        Response uploaded = given().header("Authorization", team)
                .multiPart(
                        "definition",
                        "{\"name\":\"crasher\",\"kind\":\"process\",\"dialect\":\"native\",\"command\":[\"python3\",\"crash.py\"]}",
                        "application/json")
                .multiPart("artifact", LeagueApi.zip(CRASHING).toFile(), "application/zip")
                .post("/api/bots");
        uploaded.then().statusCode(201).body("validation.version", equalTo(1));
        assertThat(uploaded.jsonPath().getString("validation.state")).isIn("validating", "refused");
        long bot = uploaded.jsonPath().getLong("id");
        long season =
                LeagueApi.createSeason("{\"name\":\"validation " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team, season, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("sequential"));
        // queued while the bot validates (or, on a quick verdict, after it): the built-ins' matchup, and the bot's two
        int firstRound = given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(201)
                .extract()
                .path("matchups");

        JsonPath refused = Eventually.value(
                Duration.ofMinutes(2),
                () -> given().get("/api/bots/{id}", bot).then().extract().jsonPath(),
                b -> assertThat(b.getString("validation.state")).isEqualTo("refused"));
        assertThat(refused.getString("validation.detail"))
                .contains("forfeited every validation game against random")
                .contains("forfeit_crash");
        assertThat(refused.getString("validation.opponent")).isEqualTo("random");
        List<Long> games = refused.getList("validation.games", Long.class);
        assertThat(games).hasSize(2);
        // the transcript is the team's: it shows what the bot said as it crashed
        given().header("Authorization", team)
                .get("/api/games/{id}", games.get(0))
                .then()
                .statusCode(200)
                .body("reason", equalTo("forfeit_crash"))
                .body("transcriptA", containsString(SECRET));
        given().get("/api/games/{id}", games.get(0)).then().statusCode(200).body("transcriptA", nullValue());
        // the bot's matchups queued before the verdict are cancelled with the reason, not played as forfeits
        LeagueApi.awaitIdle(season);
        assertThat(firstRound).isIn(1, 3);
        assertThat(LeagueApi.season(season).getInt("progress.cancelled")).isEqualTo(firstRound - 1);
        assertThat(given().get("/api/games?season={s}&bot={b}", season, bot)
                        .then()
                        .extract()
                        .jsonPath()
                        .getList("games"))
                .isEmpty();
        // refused with no version to fall back on, it is paired into no round at all
        JsonPath next = LeagueApi.nextRound(season);
        assertThat(next.getInt("matchups")).isEqualTo(1);
        assertThat(next.getList("pairs.botA", Long.class)).doesNotContain(bot);
        assertThat(next.getList("pairs.botB", Long.class)).doesNotContain(bot);
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(201)
                .body("matchups", equalTo(1));
    }

    @Test
    void aRefusedVersionLeavesTheBotOnItsLastGoodVersion() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("fallback-" + System.nanoTime());
        long bot = LeagueApi.uploadProcessBot(team, "steady", LeagueApi.exampleZip(), "python3", "native_bot.py");
        Eventually.value(
                Duration.ofMinutes(2),
                () -> given().get("/api/bots/{id}", bot).then().extract().jsonPath(),
                b -> assertThat(b.getString("validation.state")).isEqualTo("passed"));
        given().header("Authorization", team)
                .multiPart("definition", "{\"command\":[\"python3\",\"crash.py\"]}", "application/json")
                .multiPart("artifact", LeagueApi.zip(CRASHING).toFile(), "application/zip")
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(201)
                .body("version", equalTo(2))
                .body("validation.version", equalTo(2));
        Eventually.value(
                Duration.ofMinutes(2),
                () -> given().get("/api/bots/{id}", bot).then().extract().jsonPath(),
                b -> assertThat(b.getString("validation.state")).isEqualTo("refused"));
        // read again once the refusal is seen: the read that saw it may have read the bot's row (a statement of its
        // own) just before the refusal's commit, which moves the bot back in the same transaction
        JsonPath after = given().get("/api/bots/{id}", bot).then().extract().jsonPath();
        assertThat(after.getString("validation.state")).isEqualTo("refused");
        assertThat(after.getInt("version")).as("back on its last good version").isEqualTo(1);
        assertThat(after.getInt("validation.version")).isEqualTo(2);
    }

    @Test
    void aCommandNamingAFileTheArchiveLacksIsRefusedAtUpload() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("typo-" + System.nanoTime());
        given().header("Authorization", team)
                .multiPart(
                        "definition",
                        "{\"name\":\"typo\",\"kind\":\"process\",\"dialect\":\"native\",\"command\":[\"python3\",\"bott.py\"]}",
                        "application/json")
                .multiPart("artifact", LeagueApi.exampleZip().toFile(), "application/zip")
                .post("/api/bots")
                .then()
                .statusCode(400)
                .body("error", containsString("command[1] names 'bott.py', which the archive does not hold"))
                .body("error", containsString("native_bot.py"));
    }
}
