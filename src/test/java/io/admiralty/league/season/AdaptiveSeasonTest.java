package io.admiralty.league.season;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Adaptive seasons on the real queue and the real database: pairing and budget validated wherever they are set, and a
 * season of the five built-ins and the example process bot paired by {@code AdaptivePairing} round after round by its
 * cron, until its table orders the built-ins as their strength does.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class AdaptiveSeasonTest {

    private static final int GAMES = 10;
    private static final int BUDGET = 8;
    private static final int ROUNDS = 6;
    private static final List<String> WEAKEST_FIRST = List.of("random", "sequential", "hunter", "parity", "density");

    @Inject
    AgroalDataSource dataSource;

    @Test
    void pairingAndBudgetAreCheckedWhereverTheyAreSet() {
        String name = "pairing checks " + System.nanoTime();
        for (String bad : List.of(
                "{\"pairing\":\"swiss\"}",
                "{\"pairing\":5}",
                "{\"pairing\":\"adaptive\",\"budget\":0}",
                "{\"pairing\":\"adaptive\",\"budget\":101}",
                "{\"pairing\":\"adaptive\",\"budget\":1.5}",
                "{\"pairing\":\"adaptive\",\"budget\":\"eight\"}",
                "{\"budget\":4}",
                "{\"pairing\":\"round-robin\",\"budget\":4}",
                "{\"pairing\":[\"adaptive\"]}")) {
            String body = bad.replace("{", "{\"name\":\"" + name + "\",");
            given().header("Authorization", LeagueApi.ORGANISER)
                    .contentType(ContentType.JSON)
                    .body(body)
                    .post("/api/seasons")
                    .then()
                    .statusCode(400)
                    .body("status", equalTo(400))
                    .body("error", org.hamcrest.Matchers.not(org.hamcrest.Matchers.emptyString()));
        }
        long season = LeagueApi.createSeason("{\"name\":\"" + name + "\",\"pairing\":\"Adaptive\"}");
        given().get("/api/seasons/{id}", season)
                .then()
                .statusCode(200)
                .body("pairing", equalTo("adaptive"))
                .body("budget", equalTo(16));

        for (String bad : List.of(
                "{\"pairing\":\"swiss\"}",
                "{\"pairing\":null}",
                "{\"pairing\":true}",
                "{\"budget\":0}",
                "{\"budget\":null}",
                "{\"budget\":2.5}",
                "{\"budget\":99999999999}",
                "{\"pairing\":\"round-robin\",\"budget\":3}",
                "{\"pairs\":3}")) {
            patch(LeagueApi.ORGANISER, season, bad).then().statusCode(400).body("status", equalTo(400));
        }
        patch(LeagueApi.ORGANISER, season, "{\"budget\":3}")
                .then()
                .statusCode(200)
                .body("budget", equalTo(3));
        patch(LeagueApi.ORGANISER, season, "{\"pairing\":\"round-robin\"}")
                .then()
                .statusCode(200)
                .body("pairing", equalTo("round-robin"))
                .body("budget", nullValue());
        patch(LeagueApi.ORGANISER, season, "{\"budget\":3}")
                .then()
                .statusCode(400)
                .body("error", containsString("adaptive"));
        patch(LeagueApi.ORGANISER, season, "{\"pairing\":\"adaptive\"}")
                .then()
                .statusCode(200)
                .body("budget", equalTo(16));
        String team = "Bearer " + LeagueApi.createTeam("pairing-team-" + System.nanoTime());
        patch(team, season, "{\"budget\":2}").then().statusCode(403).body("status", equalTo(403));
        given().contentType(ContentType.JSON)
                .body("{\"budget\":2}")
                .patch("/api/seasons/{id}", season)
                .then()
                .statusCode(401);
        patch(LeagueApi.ORGANISER, 999_999_999L, "{\"budget\":2}")
                .then()
                .statusCode(404)
                .body("status", equalTo(404));

        // GraphQL's mutation says the same
        String mutation = "mutation { updateSeason(id: \"" + season
                + "\", pairing: \"adaptive\", budget: %d) { pairing budget } }";
        graphQL(LeagueApi.ORGANISER, mutation.formatted(0))
                .then()
                .statusCode(200)
                .body("errors[0].message", containsString("budget"));
        graphQL(LeagueApi.ORGANISER, mutation.formatted(5))
                .then()
                .statusCode(200)
                .body("data.updateSeason.budget", equalTo(5));
        given().get("/api/seasons/{id}", season).then().body("budget", equalTo(5));

        // the preview's page is bounded
        given().get("/api/seasons/{id}/next-round?first=0", season)
                .then()
                .statusCode(400)
                .body("status", equalTo(400));
        given().get("/api/seasons/{id}/next-round?first=x", season).then().statusCode(400);
        given().get("/api/seasons/999999999/next-round").then().statusCode(404);
        graphQL(null, "{ nextRound(season: \"" + season + "\", first: 100000) { matchups } }")
                .then()
                .statusCode(400);
    }

    @Test
    void twoBotsAreHeldByThePriorExactlyWhileOneOfThemHasTakenNoPointsFromTheOther() throws InterruptedException {
        long season = LeagueApi.createSeason("{\"name\":\"prior " + System.nanoTime()
                + "\",\"pairing\":\"adaptive\",\"budget\":1,\"gamesPerMatchup\":" + GAMES + "}");
        long random = LeagueApi.builtinId("random");
        long density = LeagueApi.builtinId("density");
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        LeagueApi.enter(LeagueApi.ORGANISER, season, density);
        JsonPath preview = LeagueApi.nextRound(season);
        assertThat(preview.getInt("matchups")).isEqualTo(1);
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(201)
                .body("matchups", equalTo(1));
        LeagueApi.awaitRound(season, 1);
        List<Map<String, Object>> rows = LeagueApi.leaderboard(season).getList("$");
        // with two bots the games decide both ratings exactly when each took points from the other
        boolean bothScored = rows.stream().allMatch(r -> (int) r.get("wins") + (int) r.get("draws") > 0);
        for (Map<String, Object> row : rows) {
            assertThat(row.get("mleRegularised")).as("row %s", row).isEqualTo(!bothScored);
        }
    }

    @Test
    void anAdaptiveSeasonPlaysByItsCronWithinItsBudgetAndOrdersTheBuiltIns() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("adaptive-" + System.nanoTime());
        long example =
                LeagueApi.uploadProcessBot(team, "python-native", LeagueApi.exampleZip(), "python3", "native_bot.py");
        Map<String, Long> builtins = new HashMap<>();
        for (String name : WEAKEST_FIRST) {
            builtins.put(name, LeagueApi.builtinId(name));
        }
        long season = LeagueApi.createSeason(
                "{\"name\":\"adaptive " + System.nanoTime() + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES
                        + ",\"pairing\":\"adaptive\",\"budget\":" + BUDGET + "}");
        for (long bot : builtins.values()) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, bot);
        }
        LeagueApi.enter(team, season, example);

        // before the first round: every bot in the plan, new and alike, none over the budget
        JsonPath first = LeagueApi.nextRound(season);
        assertThat(first.getInt("number")).isEqualTo(1);
        assertThat(first.getString("pairing")).isEqualTo("adaptive");
        Map<Long, Integer> planned = new HashMap<>();
        for (Map<String, Object> pair : first.<Map<String, Object>>getList("pairs")) {
            planned.merge(((Number) pair.get("botA")).longValue(), 1, Integer::sum);
            planned.merge(((Number) pair.get("botB")).longValue(), 1, Integer::sum);
            assertThat(pair.get("games")).isEqualTo(GAMES);
            assertThat(pair.get("botAName")).isNotNull();
        }
        assertThat(planned.keySet())
                .containsExactlyInAnyOrderElementsOf(List.of(
                        example,
                        builtins.get("random"),
                        builtins.get("sequential"),
                        builtins.get("hunter"),
                        builtins.get("parity"),
                        builtins.get("density")));
        assertThat(planned.values()).allMatch(n -> n <= BUDGET);

        patch(LeagueApi.ORGANISER, season, "{\"schedule\":\"*/2 * * * * ?\"}")
                .then()
                .statusCode(200);
        awaitRounds(season, ROUNDS);
        patch(LeagueApi.ORGANISER, season, "{\"schedule\":null}").then().statusCode(200);
        JsonPath done = LeagueApi.awaitIdle(season);
        int rounds = done.getInt("rounds");
        assertThat(rounds).isGreaterThanOrEqualTo(ROUNDS);

        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            // every bot played in every round, none in more matchups than the budget
            ResultSet perRound = s.executeQuery(
                    """
                    select r.number, e.bot_id, count(m.id) from round r cross join season_entry e
                      left join matchup m on m.round_id = r.id and e.bot_id in (m.bot_a, m.bot_b)
                    where r.season_id = %d and e.season_id = %d group by r.number, e.bot_id"""
                            .formatted(season, season));
            int rows = 0;
            while (perRound.next()) {
                rows++;
                assertThat(perRound.getInt(3))
                        .as("matchups of bot %d in round %d", perRound.getLong(2), perRound.getInt(1))
                        .isBetween(1, BUDGET);
            }
            assertThat(rows).isEqualTo(rounds * 6);
            // every matchup played whole, the first move alternating inside it, nobody forfeiting
            assertThat(count(
                            s,
                            "select count(*) from matchup join work using (id) where season_id = " + season
                                    + " and (status <> 'done' or games <> " + GAMES + ")"))
                    .isZero();
            assertThat(count(
                            s,
                            "select count(*) from (select matchup_id from game where season_id = " + season
                                    + " group by matchup_id having sum((first_mover = 'A')::int) <> " + GAMES / 2
                                    + " or count(*) <> " + GAMES + ") m"))
                    .isZero();
            assertThat(count(
                            s, "select count(*) from game where season_id = " + season + " and reason like 'forfeit%'"))
                    .isZero();
            // adaptive, not a round robin: fewer matchups a round than the 15 pairs
            assertThat(count(s, "select count(*) from matchup where season_id = " + season))
                    .isLessThan(15L * rounds);
        }

        // the table's maximum-likelihood ratings order the built-ins as their strength does
        JsonPath board = graphQL(
                        null,
                        "{ leaderboard(season: \"" + season
                                + "\") { mle mleLow mleHigh mleRegularised games bot { id name } } }")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<Map<String, Object>> table = new ArrayList<>(board.getList("data.leaderboard"));
        for (Map<String, Object> row : table) {
            assertThat((int) row.get("games")).isPositive();
            assertThat(((Number) row.get("mleLow")).doubleValue()).isLessThan(((Number) row.get("mle")).doubleValue());
            assertThat(((Number) row.get("mleHigh")).doubleValue())
                    .isGreaterThan(((Number) row.get("mle")).doubleValue());
        }
        table.sort(Comparator.comparingDouble(row -> ((Number) row.get("mle")).doubleValue()));
        List<String> builtinOrder = table.stream()
                .map(row -> (String) ((Map<?, ?>) row.get("bot")).get("name"))
                .filter(WEAKEST_FIRST::contains)
                .toList();
        assertThat(builtinOrder)
                .as("the built-ins by MLE, weakest first: %s", table)
                .isEqualTo(WEAKEST_FIRST);

        // the organiser sees the next round's plan over GraphQL too
        JsonPath next = graphQL(
                        null,
                        "{ nextRound(season: \"" + season
                                + "\", first: 50) { number pairing budget matchups pairs { botA botAName botB botBName games } } }")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(next.getInt("data.nextRound.number")).isEqualTo(rounds + 1);
        assertThat(next.getInt("data.nextRound.budget")).isEqualTo(BUDGET);
        assertThat(next.getList("data.nextRound.pairs"))
                .hasSize(next.getInt("data.nextRound.matchups"))
                .isNotEmpty();
    }

    /** Waits until the season has queued {@code rounds} rounds (its cron skips fires while a round runs). */
    private static void awaitRounds(long season, int rounds) {
        Eventually.value(Duration.ofMinutes(8), () -> LeagueApi.season(season), s -> assertThat(s.getInt("rounds"))
                .as("season %d's rounds", season)
                .isGreaterThanOrEqualTo(rounds));
    }

    private static Response patch(String caller, long season, String body) {
        return given().header("Authorization", caller)
                .contentType(ContentType.JSON)
                .body(body)
                .patch("/api/seasons/{id}", season);
    }

    private static Response graphQL(String caller, String query) {
        var request = given().contentType(ContentType.JSON).body(Map.of("query", query));
        return caller == null
                ? request.post("/graphql")
                : request.header("Authorization", caller).post("/graphql");
    }

    private static long count(Statement s, String sql) throws SQLException {
        try (ResultSet row = s.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }
}
