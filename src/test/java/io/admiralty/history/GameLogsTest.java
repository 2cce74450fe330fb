package io.admiralty.history;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.notNullValue;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.json.GameRecordSchema;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A game's stderr logs (issue 46.2) as {@code GET /api/games/{id}/logs} shows them: to the bot's team its own seat,
 * line by line with each line's move, to the organiser both, to a third team and to an anonymous reader nothing; and
 * as the history download's {@code logs=true} holds them.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class GameLogsTest {

    @Test
    void aBotsStderrInAGameIsItsTeamsAndTheOrganisersAndNoOneElses() throws Exception {
        LeagueApi.NewTeam talkers = LeagueApi.newTeam("Talkers");
        LeagueApi.NewTeam strangers = LeagueApi.newTeam("Log Strangers");
        Map<String, String> files =
                Map.of("chatty_native.py", Files.readString(Path.of("target/test-classes/bots/chatty_native.py")));
        long bot = LeagueApi.uploadProcessBot(
                talkers.bearer(), "chatty", "native", List.of("python3", "chatty_native.py"), files);
        JsonPath validated = LeagueApi.awaitValidation(bot);
        assertThat(validated.getString("validation.state")).isEqualTo("passed");
        long game = validated.getList("validation.games", Long.class).get(0);
        String seat = given().get("/api/games/{id}", game)
                        .then()
                        .extract()
                        .path("botA.id")
                        .equals((int) bot)
                ? "A"
                : "B";

        // its team: its own seat only (the built-in opposite wrote nothing), each line after the move it came in
        JsonPath own = logs(talkers.bearer(), game, 200);
        assertThat(own.getLong("game")).isEqualTo(game);
        assertThat(own.getList("seats.seat")).containsExactly(seat);
        List<Map<String, Object>> lines = own.getList("seats[0].lines");
        // the bot's own lines, not the sandbox's, the first from its placement (its move mark may come late, as stderr
        // is read on a thread of its own, but never before an earlier line's)
        assertThat(lines.get(0)).containsEntry("text", "placing in rows 0-8");
        assertThat(lines.get(1)).containsEntry("text", "move 1: firing at 0,0");
        assertThat(lines.stream().map(l -> (int) l.get("move")).toList()).isSorted();
        // each line with the think time of the move it is marked with (none while placing; a late mark takes the later
        // move's)
        for (Map<String, Object> line : lines) {
            if ((int) line.get("move") == 0) {
                assertThat(line.get("thinkMicros")).as("%s", line).isNull();
            } else {
                assertThat((Integer) line.get("thinkMicros")).as("%s", line).isPositive();
            }
        }
        assertThat(lines.size()).isGreaterThan(10);
        assertThat(own.getLong("seats[0].cutBytes")).isZero();

        // the organiser reads it too; a third team and an anonymous reader are refused, with a body saying why
        assertThat(logs(LeagueApi.ORGANISER, game, 200).getList("seats.seat")).containsExactly(seat);
        given().header("Authorization", strangers.bearer())
                .get("/api/games/{id}/logs", game)
                .then()
                .statusCode(403)
                .body("error", containsString("no bot of your team"));
        given().get("/api/games/{id}/logs", game).then().statusCode(401).body("error", notNullValue());
        given().header("Authorization", talkers.bearer())
                .get("/api/games/{id}/logs", Long.MAX_VALUE)
                .then()
                .statusCode(404)
                .body("error", containsString("no game"));
        // and the game itself, which anyone may read, carries none of it
        assertThat(given().get("/api/games/{id}", game).asString()).doesNotContain("firing at");
    }

    @Test
    void aHistoryDownloadWithLogsHoldsTheCallersOwnSeatsLinesAndTheOrganisersBoth() throws Exception {
        LeagueApi.NewTeam north = LeagueApi.newTeam("Log North");
        LeagueApi.NewTeam south = LeagueApi.newTeam("Log South");
        long northBot = LeagueApi.validatedScriptBot(north.bearer(), "north-chatty", "chatty_native.py");
        long southBot = LeagueApi.validatedScriptBot(south.bearer(), "south-chatty", "chatty_native.py");
        long season = LeagueApi.playedSeason("logs", north, northBot, south, southBot);

        // the team's download: its own bot's lines in every game, never the opponent's, though both wrote some
        List<JsonNode> own = Downloads.history(north.bearer(), northBot, season, "&logs=true");
        assertThat(own).hasSize(2);
        for (JsonNode game : own) {
            assertThat(GameRecordSchema.errors(game.toString()))
                    .as(game.toString())
                    .isEmpty();
            String you = game.get("you").asText();
            assertThat(Downloads.fieldNames(game.get("logs"))).containsExactly(you);
            JsonNode lines = game.at("/logs/" + you + "/lines");
            assertThat(lines.get(0).get("text").asText()).isEqualTo("placing in rows 0-8");
            assertThat(lines.get(1).get("text").asText()).isEqualTo("move 1: firing at 0,0");
            assertThat(lines.get(1).get("move").asInt()).isPositive();
            assertThat(game.at("/logs/" + you + "/cutBytes").asLong()).isZero();
        }
        // the organiser's holds both seats; without logs=true nobody's download has any
        for (JsonNode game : Downloads.history(LeagueApi.ORGANISER, northBot, season, "&logs=true")) {
            assertThat(Downloads.fieldNames(game.get("logs"))).containsExactly("A", "B");
        }
        assertThat(Downloads.history(north.bearer(), northBot, season, "&logs=false"))
                .allSatisfy(game -> assertThat(game.has("logs")).isFalse());
        // the other team cannot download this bot's history at all, and hostile values are refused with a body
        given().header("Authorization", south.bearer())
                .get("/api/bots/{id}/history?logs=true", northBot)
                .then()
                .statusCode(403);
        for (String query : List.of("logs=yes", "logs=true&format=csv", "logs=true&format=placements-csv")) {
            given().header("Authorization", north.bearer())
                    .get("/api/bots/{id}/history?" + query, northBot)
                    .then()
                    .statusCode(400)
                    .body("error", containsString("logs"));
        }
    }

    private static JsonPath logs(String caller, long game, int status) {
        return given().header("Authorization", caller)
                .get("/api/games/{id}/logs", game)
                .then()
                .statusCode(status)
                .extract()
                .jsonPath();
    }
}
