package io.admiralty.history;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.bot.http.ExampleHttpBot;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * An HTTP bot's own tags and metrics (issue 46.3), from the Admiralty-Tags / Admiralty-Metrics headers of a real server
 * on loopback, through a league game and a version gate: its team reads them (download, REST's and GraphQL's tag
 * filters, the replay, the bot's page), another team and anyone else do not; the chart has one value a game, a gate's game (the
 * bot against itself) drawn with the candidate's.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class HttpBotNotesTest {

    private static final String TAGGED = "{games(season:\"%d\",tag:\"%s\",first:10){games{id}}}";

    @Test
    void anHttpBotsHeadersAreItsTeamsTagsAndMetricsOneValueAGame() throws Exception {
        try (ExampleHttpBot noting = ExampleHttpBot.noting();
                ExampleHttpBot plain = ExampleHttpBot.start()) {
            long stamp = System.nanoTime();
            LeagueApi.NewTeam north = LeagueApi.newTeam("Headers North " + stamp);
            LeagueApi.NewTeam south = LeagueApi.newTeam("Headers South " + stamp);
            String northMember = People.member(north.id(), "headers-north-" + stamp + "@admiralty.test");
            String southMember = People.member(south.id(), "headers-south-" + stamp + "@admiralty.test");
            long noter = LeagueApi.registerHttpBot(north.bearer(), "header-noter", noting.url());
            long silent = LeagueApi.registerHttpBot(south.bearer(), "header-silent", plain.url());
            assertThat(LeagueApi.awaitValidation(noter).getString("validation.state"))
                    .isEqualTo("passed");
            assertThat(LeagueApi.awaitValidation(silent).getString("validation.state"))
                    .isEqualTo("passed");
            long season = LeagueApi.playedSeason("headers", north, noter, south, silent);

            // its team's download: the headers' tag and metric on each league game
            List<JsonNode> own = Downloads.history(north.bearer(), noter, season, "");
            assertThat(own).hasSize(2).allSatisfy(game -> {
                assertThat(game.get("tags").toString()).isEqualTo("[\"http-said\"]");
                assertThat(game.at("/metrics/version").asDouble()).isEqualTo(1.0);
            });
            assertThat(Downloads.history(north.bearer(), noter, season, "&tag=http-said"))
                    .hasSize(2);
            // the other team's download of its own bot in the same games: none of the noter's
            assertThat(Downloads.history(south.bearer(), silent, season, ""))
                    .hasSize(2)
                    .allSatisfy(game -> {
                        assertThat(game.has("tags")).as(game.toString()).isFalse();
                        assertThat(game.has("metrics")).as(game.toString()).isFalse();
                    });
            assertThat(Downloads.history(south.bearer(), silent, season, "&tag=http-said"))
                    .isEmpty();
            assertThat(tagged(north.bearer(), season)).hasSize(2);
            assertThat(tagged(LeagueApi.ORGANISER, season)).hasSize(2);
            assertThat(tagged(south.bearer(), season)).isEmpty();
            assertThat(tagged(null, season)).isEmpty();
            // REST's tag filter: the same, and a tag out of form a 400 with what is wrong
            assertThat(restTagged(north.bearer(), season, "http-said")).hasSize(2);
            assertThat(restTagged(north.bearer(), season, "other-word")).isEmpty();
            assertThat(restTagged(south.bearer(), season, "http-said")).isEmpty();
            assertThat(restTagged(null, season, "http-said")).isEmpty();
            for (String hostile : List.of("%3Cscript%3E", "two%20words", "x".repeat(33), "%1B%5B31m")) {
                given().header("Authorization", north.bearer())
                        .urlEncodingEnabled(false)
                        .get("/api/games?season=" + season + "&tag=" + hostile)
                        .then()
                        .statusCode(400)
                        .contentType(ContentType.JSON)
                        .body("error", org.hamcrest.Matchers.startsWith("tag "));
            }
            long game = own.get(0).get("game").asLong();
            assertThat(People.page(northMember, "/games/" + game)
                            .select("p.notes span.tag")
                            .eachText())
                    .contains("http-said");
            assertThat(People.page(southMember, "/games/" + game).select("p.notes"))
                    .isEmpty();
            assertThat(Jsoup.parse(given().get("/games/{id}", game).asString()).select("p.notes"))
                    .isEmpty();
            assertThat(People.page(southMember, "/bots/" + noter).select("#metrics"))
                    .isEmpty();

            // a version gate: its head-to-head games have the bot in both seats, each seat with its version's metric
            given().header("Authorization", north.bearer())
                    .contentType(ContentType.JSON)
                    .body(Map.of("url", noting.url() + "v2", "gate", Map.of("maxGames", 2)))
                    .post("/api/bots/{id}/versions", noter)
                    .then()
                    .statusCode(201);
            LeagueApi.awaitGate(noter, 2);
            List<Long> gateGames = Eventually.value(
                    Duration.ofMinutes(1),
                    () -> given().header("Authorization", north.bearer())
                            .get("/api/games?bot={bot}&first=100", noter)
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath()
                            .getList("games.findAll { it.botA.id == it.botB.id }.id", Long.class),
                    games -> assertThat(games).isNotEmpty());

            // the bot's page: one value a game; a gate's game the candidate's (2), never also its baseline's (1)
            Document page = People.page(northMember, "/bots/" + noter);
            List<String> rows = page.select("#metrics table.metric-values tbody tr td:first-child")
                    .eachText();
            assertThat(rows).doesNotHaveDuplicates().contains(String.valueOf(game));
            for (long gateGame : gateGames) {
                assertThat(page.select("#metrics table.metric-values tbody tr:has(a[href=/games/" + gateGame
                                        + "]) td:last-child")
                                .eachText())
                        .containsExactly("2");
            }
        }
    }

    private static List<Long> restTagged(String caller, long season, String tag) {
        var request = caller == null ? given() : given().header("Authorization", caller);
        return request.get("/api/games?season={season}&tag={tag}", season, tag)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games.id", Long.class);
    }

    private static List<String> tagged(String caller, long season) {
        return LeagueApi.graphQLAs(caller, TAGGED.formatted(season, "http-said"))
                .getList("data.games.games.id");
    }
}
