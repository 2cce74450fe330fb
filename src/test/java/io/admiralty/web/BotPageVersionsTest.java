package io.admiralty.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/**
 * The bot's page says which version played each of its games (issue 48.3): a mark on its season's rating chart where
 * each version began, in the chart's text alternative too, and its results against each opponent by the versions
 * that met.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class BotPageVersionsTest {

    private static final String SCRIPT = "sequential_native.py";

    @Test
    void aSecondVersionMidSeasonIsMarkedOnTheChartAndSplitsTheResultsByOpponent() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("two versions " + System.nanoTime());
        long bot = LeagueApi.validatedScriptBot(team, "two-versions-" + System.nanoTime(), SCRIPT);
        String name = "versions season " + System.nanoTime();
        long season = LeagueApi.createSeason("{\"name\":\"" + name + "\",\"gamesPerMatchup\":2}");
        long random = LeagueApi.builtinId("random");
        long sequential = LeagueApi.builtinId("sequential");
        LeagueApi.enter(team, season, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        LeagueApi.enter(LeagueApi.ORGANISER, season, sequential);
        int randomVersion = LeagueApi.read("/api/bots/{id}", random).getInt("version");
        int sequentialVersion = LeagueApi.read("/api/bots/{id}", sequential).getInt("version");

        // a round of three matchups of two games: the bot's games 1 to 4 at version 1
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 3);
        given().header("Authorization", team)
                .multiPart("definition", "{\"command\":[\"python3\",\"" + SCRIPT + "\"]}", "application/json")
                .multiPart(
                        "artifact",
                        LeagueApi.zip(Path.of("target/test-classes/bots", SCRIPT))
                                .toFile(),
                        "application/zip")
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(201);
        assertThat(LeagueApi.awaitValidation(bot).getString("validation.state")).isEqualTo("passed");
        assertThat(LeagueApi.read("/api/bots/{id}", bot).getInt("version")).isEqualTo(2);
        // and its games 5 to 8 at version 2
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 6);

        Document page = Jsoup.parse(given().accept(ContentType.HTML)
                .get("/bots/{id}", bot)
                .then()
                .statusCode(200)
                .extract()
                .asString());
        Element figure = page.selectFirst("section[aria-labelledby=ratings-h] figure.chart-figure");
        assertThat(figure).isNotNull();
        // the chart's heading and text alternative name its season: Elo starts again in each
        assertThat(page.select("section[aria-labelledby=ratings-h] h3").text()).startsWith(name + ": Elo");
        String versions = "v1: games 1–4, v2: games 5–8";
        Element svg = figure.selectFirst("svg.chart");
        assertThat(svg.attr("aria-label")).contains(" in " + name + " ").endsWith("; " + versions);
        assertThat(svg.selectFirst("title").text()).isEqualTo(svg.attr("aria-label"));
        assertThat(figure.selectFirst("figcaption").text()).contains("where each version began (" + versions + ")");
        // each version's mark where its first game's stretch of the line begins: 0 and 4 games of 8 along the plot
        assertThat(svg.select("text.version-label").eachText()).containsExactly("v1", "v2");
        assertThat(svg.select("line.version-mark").eachAttr("x1")).containsExactly("68.0", "346.0");
        assertThat(svg.selectFirst("polyline.elo").attr("points").split(" ")).hasSize(8);

        // each opponent: two games a round, one round at each version
        for (long opponent : List.of(random, sequential)) {
            int theirs = opponent == random ? randomVersion : sequentialVersion;
            Element rows = page.selectFirst("table.opponents tbody[data-opponent=" + opponent + "]");
            assertThat(rows).as("opponent %d", opponent).isNotNull();
            assertThat(rows.select("th").eachText())
                    .containsExactly(
                            opponent == random ? "random" : "sequential",
                            "v1 against v" + theirs,
                            "v2 against v" + theirs);
            assertThat(rows.select("tr").stream().map(r -> cells(r).get(0)).toList())
                    .containsExactly(4, 2, 2);
            List<Integer> total = cells(rows.selectFirst("tr"));
            List<Integer> first = cells(rows.select("tr.versions-met").get(0));
            List<Integer> second = cells(rows.select("tr.versions-met").get(1));
            for (List<Integer> row : List.of(total, first, second)) {
                assertThat(row.get(1) + row.get(2) + row.get(3))
                        .as("won, lost, drawn of %s", row)
                        .isEqualTo(row.get(0));
            }
            for (int column = 1; column <= 3; column++) {
                assertThat(first.get(column) + second.get(column)).isEqualTo(total.get(column));
            }
        }
    }

    /** A row's games, won, lost and drawn. */
    private static List<Integer> cells(Element row) {
        return row.select("td.num").eachText().stream()
                .limit(4)
                .map(Integer::valueOf)
                .toList();
    }
}
