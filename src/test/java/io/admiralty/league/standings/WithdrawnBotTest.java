package io.admiralty.league.standings;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * A bot withdrawn from an open season leaves its leaderboard (REST, GraphQL and the season's page alike) and its next
 * rounds, as a team withdrawn from a Kaggle competition leaves the table; the games it played stay in the head-to-head,
 * the crosstable and its history; a closed season's table stays as it closed.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class WithdrawnBotTest {

    private static final int GAMES = 2;

    @Test
    void aWithdrawnBotLeavesTheTableAndTheRoundsWhileItsGamesStay() {
        long season = LeagueApi.createSeason(
                "{\"name\":\"withdrawn " + System.nanoTime() + "\",\"gamesPerMatchup\":" + GAMES + "}");
        long random = LeagueApi.builtinId("random");
        long hunter = LeagueApi.builtinId("hunter");
        long sequential = LeagueApi.builtinId("sequential");
        for (long bot : List.of(random, hunter, sequential)) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, bot);
        }
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 3);
        assertThat(restBoard(season)).containsExactlyInAnyOrder(random, hunter, sequential);

        given().header("Authorization", LeagueApi.ORGANISER)
                .delete("/api/seasons/{id}/entries/{bot}", season, random)
                .then()
                .statusCode(204);

        List<Long> board = restBoard(season);
        assertThat(board).containsExactlyInAnyOrder(hunter, sequential);
        assertThat(given().get("/api/seasons/{id}/leaderboard", season)
                        .then()
                        .extract()
                        .jsonPath()
                        .getList("rank", Integer.class))
                .containsExactly(1, 2);
        JsonPath graph = LeagueApi.graphQL("{ leaderboard(season: \"" + season
                + "\") { rank bot { id } } headToHead(season: \""
                + season + "\") { bot opponent wins losses draws } games(season: \"" + season + "\", bot: \"" + random
                + "\") { games { id } } }");
        assertThat(graph.getList("leaderboard.bot.id", Long.class)).isEqualTo(board);
        // its games were played: they stay in the head-to-head and its history
        assertThat(graph.getList("headToHead.bot", Long.class)).hasSize(6).contains(random);
        assertThat(graph.getList("games.games")).hasSize(2 * GAMES);
        // and it is in no round from now on
        JsonPath next = LeagueApi.nextRound(season);
        assertThat(next.getInt("matchups")).isEqualTo(1);
        assertThat(next.getList("pairs.botA", Long.class)).doesNotContain(random);
        assertThat(next.getList("pairs.botB", Long.class)).doesNotContain(random);

        Document page = seasonPage(season);
        assertThat(page.select("table.leaderboard a[href]").eachAttr("href"))
                .containsExactly("/bots/" + board.get(0), "/bots/" + board.get(1));
        assertThat(page.select("p.withdrawn a[href]").eachAttr("href")).containsExactly("/bots/" + random);
        // the crosstable: the two ranked bots, then the withdrawn one with the games it played against each
        assertThat(page.select("table.crosstable tbody th").eachText())
                .containsExactly("1. " + name(board.get(0)), "2. " + name(board.get(1)), "–. random (withdrawn)");
        assertThat(page.select("table.crosstable tr.withdrawn td strong + small")
                        .text())
                .isEqualTo("/" + 2 * GAMES);

        // closed, the table stays as it was and no one withdraws any more
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"closed\":true}")
                .patch("/api/seasons/{id}", season)
                .then()
                .statusCode(200);
        given().header("Authorization", LeagueApi.ORGANISER)
                .delete("/api/seasons/{id}/entries/{bot}", season, hunter)
                .then()
                .statusCode(409);
        assertThat(restBoard(season)).isEqualTo(board);
        assertThat(seasonPage(season).select("table.leaderboard a[href]").eachAttr("href"))
                .containsExactly("/bots/" + board.get(0), "/bots/" + board.get(1));
    }

    private static List<Long> restBoard(long season) {
        return LeagueApi.leaderboard(season).getList("bot.id", Long.class);
    }

    private static String name(long bot) {
        return given().get("/api/bots/{id}", bot).then().extract().path("name");
    }

    private static Document seasonPage(long season) {
        return Jsoup.parse(given().accept(ContentType.HTML)
                .get("/seasons/{id}", season)
                .then()
                .statusCode(200)
                .extract()
                .asString());
    }
}
