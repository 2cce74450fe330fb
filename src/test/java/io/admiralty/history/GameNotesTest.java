package io.admiralty.history;

import static io.admiralty.league.account.People.COOKIE;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.notNullValue;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.BotNotes;
import io.admiralty.json.GameRecordSchema;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * A bot's own tags and metrics (issue 46.3), from real process bots in the sandbox: one that says a few of each game,
 * one that floods them with thousands, names out of form, markup and control bytes. What is kept is bounded and in
 * form, and the games are stored as ever; the history download and GraphQL filter by tag; the bot's page draws its
 * metrics; another team sees none of it until the team makes its notes public, and the logs never.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class GameNotesTest {

    private static final String TAGGED = "{games(season:\"%d\",tag:\"%s\",first:10){games{id}}}";

    @Test
    void aBotsTagsAndMetricsAreKeptBoundedFilteredDrawnAndItsTeamsAloneUntilMadePublic() throws Exception {
        LeagueApi.NewTeam north = LeagueApi.newTeam("Notes North");
        LeagueApi.NewTeam south = LeagueApi.newTeam("Notes South");
        String northMember = People.member(north.id(), "notes-north@admiralty.test");
        long noter = LeagueApi.validatedScriptBot(north.bearer(), "noter", "notes_native.py");
        long flooder = LeagueApi.validatedScriptBot(south.bearer(), "flooder", "notes_native.py", "flood");
        long season = LeagueApi.playedSeason("notes", north, noter, south, flooder);

        // the noter's download: its tags and each metric's last value, game by game: the value of the last "admiralty
        // metric shots=" line its log kept (stderr is read on a thread of its own: a game's last lines may come after
        // the game is stored, for its log and its notes alike), a count of its moves
        List<JsonNode> own = Downloads.history(north.bearer(), noter, season, "&logs=true");
        assertThat(own).hasSize(2);
        for (JsonNode game : own) {
            assertThat(GameRecordSchema.errors(game.toString()))
                    .as(game.toString())
                    .isEmpty();
            assertThat(strings(game.get("tags"))).containsExactly("calm", "opening-corner", "rows:0-8");
            assertThat(game.at("/metrics/confidence").asDouble()).isEqualTo(0.82);
            long lastSaid = 0;
            for (JsonNode line : game.at("/logs/" + game.get("you").asText() + "/lines")) {
                String text = line.get("text").asText();
                lastSaid = text.startsWith("admiralty metric shots=") ? Long.parseLong(text.substring(23)) : lastSaid;
            }
            assertThat(lastSaid).isPositive();
            assertThat(game.at("/metrics/shots").asLong()).isEqualTo(lastSaid);
        }
        assertThat(Downloads.history(north.bearer(), noter, season, "&tag=rows:0-8"))
                .hasSize(2);
        assertThat(Downloads.history(north.bearer(), noter, season, "&tag=flood-0"))
                .isEmpty();
        for (String hostile : List.of("%3Cscript%3E", "two%20words", "x".repeat(33), "%1B%5B31m")) {
            given().header("Authorization", north.bearer())
                    .urlEncodingEnabled(false)
                    .get("/api/bots/{id}/history?tag=" + hostile, noter)
                    .then()
                    .statusCode(400)
                    .body("error", containsString("tag "));
        }

        // the flood: cut at the bound, nothing out of form kept, and both games stored and played out
        List<JsonNode> flooded = Downloads.history(south.bearer(), flooder, season, "");
        assertThat(flooded).hasSize(2).allSatisfy(game -> {
            assertThat(game.get("reason").asText()).isIn("fleet_sunk", "turn_cap");
            List<String> tags = strings(game.get("tags"));
            assertThat(tags)
                    .hasSize(BotNotes.MAX_TAGS)
                    .allMatch(tag -> BotNotes.NAME.matcher(tag).matches());
            assertThat(tags).contains("opening-corner", "rows:0-8", "flood-0").doesNotContain("red");
            assertThat(Downloads.fieldNames(game.get("metrics")))
                    .hasSize(BotNotes.MAX_METRICS)
                    .contains("confidence", "m0")
                    .doesNotContain("bad", "shots");
        });

        // GraphQL's tag filter: the noter's team sees its games; another team and anyone else none, until it is public
        assertThat(tagged(north.bearer(), season, "opening-corner")).hasSize(2);
        assertThat(tagged(LeagueApi.ORGANISER, season, "flood-0")).hasSize(2);
        // the very query the noter's team just asked, answered to another team and to anyone: theirs, never the
        // noter's (an answer with a tag is the caller's own, never one of the season views' answers kept for all)
        assertThat(tagged(north.bearer(), season, "calm")).hasSize(2);
        assertThat(tagged(south.bearer(), season, "calm")).isEmpty();
        assertThat(tagged(null, season, "calm")).isEmpty();
        assertThat(tagged(null, season, "rows:0-8")).isEmpty();
        assertThat(tagged(south.bearer(), season, "flood-0")).hasSize(2);
        assertThat(LeagueApi.graphQLAs(null, TAGGED.formatted(season, "<b>")).getList("errors.message"))
                .anySatisfy(message -> assertThat((String) message).contains("tag must be"));

        // the bot's page draws its metrics for its team, with the switch; nobody else sees them
        Document ownPage = People.page(northMember, "/bots/" + noter);
        assertThat(ownPage.select("#metrics svg.metric")).hasSize(2);
        assertThat(ownPage.select("#metrics svg.metric title").eachText())
                .anySatisfy(title -> assertThat(title).startsWith("confidence over the bot's last 4 games"));
        // its two validation games and its two season games, each with its two metrics
        assertThat(ownPage.select("#metrics table.metric-values tbody tr")).hasSize(8);
        assertThat(ownPage.select("#metrics form input[name=public]").attr("value"))
                .isEqualTo("true");
        assertThat(Jsoup.parse(given().get("/bots/{id}", noter).asString()).select("#metrics"))
                .isEmpty();
        long game = own.get(0).get("game").asLong();
        assertThat(Jsoup.parse(given().get("/games/{id}", game).asString()).select("p.notes"))
                .isEmpty();

        // the switch: another team may not touch it, hostile bodies are refused with a body, the team makes them public
        given().header("Authorization", south.bearer())
                .contentType(ContentType.JSON)
                .body(Map.of("notesPublic", true))
                .put("/api/teams/{id}/notes-visibility", north.id())
                .then()
                .statusCode(403);
        given().contentType(ContentType.JSON)
                .body(Map.of("notesPublic", true))
                .put("/api/teams/{id}/notes-visibility", north.id())
                .then()
                .statusCode(401);
        for (String body : List.of("{}", "{\"notesPublic\":\"yes\"}", "{\"notesPublic\":true,\"logs\":true}")) {
            given().header("Authorization", north.bearer())
                    .contentType(ContentType.JSON)
                    .body(body)
                    .put("/api/teams/{id}/notes-visibility", north.id())
                    .then()
                    .statusCode(400)
                    .body("error", notNullValue());
        }
        assertThat(tagged(south.bearer(), season, "calm")).isEmpty();
        People.fromOwnPage()
                .cookie(COOKIE, northMember)
                .contentType(ContentType.URLENC)
                .formParam("public", "true")
                .post("/bots/{id}/notes-visibility", noter)
                .then()
                .statusCode(303);
        given().header("Authorization", north.bearer())
                .get("/api/teams/{id}/notes-visibility", north.id())
                .then()
                .statusCode(200)
                .body("notesPublic", org.hamcrest.Matchers.equalTo(true));
        assertThat(tagged(south.bearer(), season, "calm")).hasSize(2);
        assertThat(tagged(null, season, "calm")).hasSize(2);
        Document publicPage = Jsoup.parse(given().get("/bots/{id}", noter).asString());
        assertThat(publicPage.select("#metrics svg.metric")).hasSize(2);
        assertThat(publicPage.select("#metrics form")).isEmpty();
        assertThat(Jsoup.parse(given().get("/games/{id}", game).asString())
                        .select("p.notes span.tag")
                        .eachText())
                .contains("calm", "opening-corner", "rows:0-8");
        // what the flooder printed stays its team's, escaped: markup as text, control bytes as escapes
        String southMember = People.member(south.id(), "notes-south@admiralty.test");
        String teamView = given().cookie(COOKIE, southMember)
                .get("/teams/{id}/games/{game}", south.id(), game)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(teamView).contains("&lt;b&gt;bold&lt;/b&gt;").doesNotContain("<b>bold", "\u001b", "\u0000");
        assertThat(Jsoup.parse(teamView).select("table.log code").eachText())
                .anySatisfy(line -> assertThat(line).contains("\\x1b[2J\\x00 after"));
        assertThat(given().get("/games/{id}", game).asString()).doesNotContain("bold&lt;", "\\x1b[2J");
    }

    private static List<String> tagged(String caller, long season, String tag) {
        return LeagueApi.graphQLAs(caller, TAGGED.formatted(season, tag)).getList("data.games.games.id");
    }

    private static List<String> strings(JsonNode array) {
        List<String> texts = new ArrayList<>();
        if (array != null) {
            array.forEach(item -> texts.add(item.asText()));
        }
        return texts;
    }
}
