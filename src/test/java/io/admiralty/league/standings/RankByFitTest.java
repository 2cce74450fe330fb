package io.admiralty.league.standings;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.season.Ratings;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * The leaderboard ranks by the season's maximum-likelihood fit, in REST, GraphQL, the season page and its crosstable:
 * in the issue's adaptive season (five built-ins, a budget of 2 matchups of 10 games, six rounds), where Elo depends
 * on whom each bot was paired with, and in a season whose Elo is made to disagree with its fit, where a bot the fit
 * has not seen yet is placed by its Elo and marked.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class RankByFitTest {

    private static final Logger LOG = Logger.getLogger(RankByFitTest.class);
    private static final List<String> BUILTINS = List.of("random", "sequential", "hunter", "parity", "density");

    @Inject
    AgroalDataSource dataSource;

    @Inject
    Ratings ratings;

    @Inject
    Event<PublicChanges.Changed> changed;

    @Test
    void theIssuesAdaptiveSeasonRanksAsItsFitDoes() {
        long season = LeagueApi.createSeason("{\"name\":\"rank by fit " + System.nanoTime()
                + "\",\"gamesPerMatchup\":10,\"pairing\":\"adaptive\",\"budget\":2}");
        for (String name : BUILTINS) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(name));
        }
        for (int round = 1; round <= 6; round++) {
            LeagueApi.queueRound(season).statusCode(201);
            LeagueApi.awaitIdle(season);
        }
        List<Map<String, Object>> board = rest(season);
        LOG.infof(
                "six-round adaptive season %d: by MLE %s; by Elo %s",
                season,
                board.stream().map(r -> name(r) + " " + round(r.get("mle"))).toList(),
                board.stream()
                        .sorted(Comparator.comparingDouble(r -> -number(r.get("elo"))))
                        .map(r -> name(r) + " " + round(r.get("elo")))
                        .toList());
        assertThat(board).hasSize(5).allSatisfy(r -> assertThat(r.get("rankedBy"))
                .isEqualTo("mle"));
        assertRankedByFit(season, board);
        assertThat(name(board.get(0))).isEqualTo("density");
    }

    @Test
    void whereEloAndTheFitDisagreeTheFitRanksAndANewcomerIsPlacedByItsEloUntilTheNextRefit() throws SQLException {
        long season =
                LeagueApi.createSeason("{\"name\":\"elo v fit " + System.nanoTime() + "\",\"gamesPerMatchup\":4}");
        Map<String, Long> ids = new HashMap<>();
        for (String name : List.of("random", "hunter", "density", "parity")) {
            ids.put(name, LeagueApi.builtinId(name));
        }
        for (String name : List.of("random", "hunter", "density")) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, ids.get(name));
        }
        // before the first refit there is no fit: Elo ranks, no movement column, no mark
        given().get("/api/seasons/{id}/leaderboard", season)
                .then()
                .statusCode(200)
                .body("rankedBy", org.hamcrest.Matchers.everyItem(org.hamcrest.Matchers.equalTo("elo")))
                .body("previousRank", org.hamcrest.Matchers.everyItem(org.hamcrest.Matchers.nullValue()));
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 3);
        // the refit follows the round's last matchup in the worker that stored it: wait until the table shows it
        Eventually.value(Duration.ofMinutes(1), () -> rest(season), rows -> assertThat(rows)
                .allSatisfy(r -> assertThat(r.get("rankedBy")).isEqualTo("mle")));

        // Elo made to say the opposite of the fit: the bot the fit rates lowest gets the highest Elo
        List<Map<String, Object>> fitted = rest(season);
        long lowest = id(fitted.get(2));
        long highest = id(fitted.get(0));
        sql("update season_entry set elo = 1900 where season_id = " + season + " and bot_id = " + lowest);
        sql("update season_entry set elo = 1100 where season_id = " + season + " and bot_id = " + highest);
        List<Map<String, Object>> board = rest(season);
        assertThat(board.stream().map(RankByFitTest::id).toList())
                .isEqualTo(fitted.stream().map(RankByFitTest::id).toList());
        assertThat(number(board.get(2).get("elo"))).isEqualTo(1900);
        assertRankedByFit(season, board);

        // a bot entered since the refit has no fitted rating: its Elo places it among the fitted ones, marked
        LeagueApi.enter(LeagueApi.ORGANISER, season, ids.get("parity"));
        double top = number(board.get(0).get("mle"));
        sql("update season_entry set elo = " + (top + 1) + " where season_id = " + season + " and bot_id = "
                + ids.get("parity"));
        board = rest(season);
        assertThat(id(board.get(0))).isEqualTo(ids.get("parity"));
        assertThat(board.get(0).get("rankedBy")).isEqualTo("elo");
        assertThat(board.get(0).get("mle")).isNull();
        assertThat(board.subList(1, 4))
                .allSatisfy(r -> assertThat(r.get("rankedBy")).isEqualTo("mle"));
        String page = html("/seasons/" + season);
        String firstRow = section(section(page, "<table class=\"leaderboard\">", "</table>"), "<tbody>", "</tr>");
        assertThat(firstRow).contains("class=\"by-elo\"").contains(">parity</a>");

        // the refit keeps the table as it stood: every bot's previous rank is its rank just before, and parity,
        // without games then, is new
        Map<Long, Integer> before = new HashMap<>();
        board.forEach(r -> before.put(id(r), ((Number) r.get("rank")).intValue()));
        ratings.refit(season);
        board = rest(season);
        for (Map<String, Object> row : board) {
            Integer previous = (Integer) row.get("previousRank");
            if (id(row) == ids.get("parity")) {
                assertThat(previous).isNull();
            } else {
                assertThat(previous).as("row %s", row).isEqualTo(before.get(id(row)));
            }
            assertThat(row.get("rankedBy")).isEqualTo("mle");
        }
        assertRankedByFit(season, board);
        String moves = section(html("/seasons/" + season), "<table class=\"leaderboard\">", "</table>");
        assertThat(moves).contains("<span class=\"new\">new</span>").doesNotContain("class=\"by-elo\"");
        int parityRank = board.stream()
                .filter(r -> id(r) == ids.get("parity"))
                .findFirst()
                .map(r -> ((Number) r.get("rank")).intValue())
                .orElseThrow();
        // parity, with no games, sits at the mean by the prior: it dropped from first, and someone rose past it
        assertThat(parityRank).isGreaterThan(1);
        assertThat(moves).contains("class=\"up\"");
    }

    /** REST, GraphQL, the page's leaderboard and its crosstable all list the bots by {@code mle}, best first. */
    private static void assertRankedByFit(long season, List<Map<String, Object>> board) {
        List<Long> byFit = board.stream()
                .filter(r -> r.get("mle") != null)
                .sorted(Comparator.comparingDouble(r -> -number(r.get("mle"))))
                .map(RankByFitTest::id)
                .toList();
        List<Long> shown = board.stream().map(RankByFitTest::id).toList();
        assertThat(shown.stream().filter(byFit::contains).toList()).isEqualTo(byFit);
        for (int i = 0; i < board.size(); i++) {
            assertThat(board.get(i).get("rank")).isEqualTo(i + 1);
        }
        JsonPath graph = given().contentType(ContentType.JSON)
                .body(Map.of(
                        "query",
                        "{ leaderboard(season: \"" + season
                                + "\") { rank rankedBy previousRank elo mle bot { id } } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(graph.getList("data.leaderboard.bot.id", String.class))
                .isEqualTo(shown.stream().map(String::valueOf).toList());
        assertThat(graph.getList("data.leaderboard.rankedBy", String.class))
                .isEqualTo(board.stream().map(r -> r.get("rankedBy")).toList());
        String page = html("/seasons/" + season);
        assertThat(botLinks(section(page, "<table class=\"leaderboard\">", "</table>")))
                .isEqualTo(shown);
        String crosstable = section(page, "<table class=\"crosstable\">", "</table>");
        List<String> rows = new ArrayList<>();
        Matcher row =
                Pattern.compile("<tr><th scope=\"row\">(\\d+)\\. ([^<]+)</th>").matcher(crosstable);
        while (row.find()) {
            rows.add(row.group(1) + ". " + row.group(2));
        }
        assertThat(rows)
                .isEqualTo(board.stream()
                        .limit(rows.size())
                        .map(r -> r.get("rank") + ". " + name(r))
                        .toList())
                .hasSizeGreaterThan(1);
    }

    private static List<Map<String, Object>> rest(long season) {
        return LeagueApi.leaderboard(season).getList("$");
    }

    /**
     * Changes one row behind the league's back, and announces it as the league announces its own changes, so that the
     * season's views kept in memory are read again.
     */
    private void sql(String statement) throws SQLException {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            assertThat(s.executeUpdate(statement)).isEqualTo(1);
        }
        changed.fire(new PublicChanges.Changed(PublicChanges.Changed.EVERY_SEASON));
    }

    private static List<Long> botLinks(String html) {
        List<Long> ids = new ArrayList<>();
        Matcher bot = Pattern.compile("<a href=\"/bots/(\\d+)\">").matcher(html);
        while (bot.find()) {
            ids.add(Long.parseLong(bot.group(1)));
        }
        return ids;
    }

    private static String html(String path) {
        return given().accept(ContentType.HTML)
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    private static String section(String text, String from, String to) {
        int start = text.indexOf(from);
        assertThat(start).as("'%s' in %s", from, text).isNotNegative();
        int end = text.indexOf(to, start);
        return text.substring(start, end < 0 ? text.length() : end + to.length());
    }

    private static long id(Map<String, Object> row) {
        return ((Number) ((Map<?, ?>) row.get("bot")).get("id")).longValue();
    }

    private static String name(Map<String, Object> row) {
        return (String) ((Map<?, ?>) row.get("bot")).get("name");
    }

    private static double number(Object value) {
        return ((Number) value).doubleValue();
    }

    private static long round(Object value) {
        return Math.round(number(value));
    }
}
