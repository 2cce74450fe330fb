package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.http.ExampleHttpBot;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The whole league through HTTP on a real PostgreSQL: a team uploads a process bot (an example from examples/),
 * an HTTP bot (the example server, started here) and a jar bot (built here), enters two built-ins, and the
 * organiser runs a round robin.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LeagueFlowTest {

    private static final int GAMES = 4;
    private static ExampleHttpBot httpBot;

    @Inject
    AgroalDataSource dataSource;

    @BeforeAll
    static void startTheExampleHttpBot() throws IOException {
        httpBot = ExampleHttpBot.start();
    }

    @AfterAll
    static void stopTheExampleHttpBot() throws InterruptedException {
        httpBot.close();
    }

    @Test
    void aRoundRobinOfEveryKindOfBotIsPlayedStoredRatedAndDownloadable() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("fleet-" + System.nanoTime());
        String otherTeam = "Bearer " + LeagueApi.createTeam("rivals-" + System.nanoTime());

        long process = given().header("Authorization", team)
                .multiPart(
                        "definition",
                        "{\"name\":\"python-native\",\"kind\":\"process\",\"dialect\":\"native\",\"command\":[\"python3\",\"native_bot.py\"]}",
                        "application/json")
                .multiPart("artifact", LeagueApi.exampleZip().toFile(), "application/zip")
                .post("/api/bots")
                .then()
                .statusCode(201)
                .body("version", equalTo(1))
                .body("runs.artifact", notNullValue())
                .extract()
                .jsonPath()
                .getLong("id");
        long http = given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "python-arena", "kind", "http", "dialect", "arena-json", "url", httpBot.url()))
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        long jvm = LeagueApi.uploadExampleJar(team);
        long density = LeagueApi.builtinId("density");
        long random = LeagueApi.builtinId("random");

        long season = LeagueApi.createSeason(
                "{\"name\":\"spring\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + ",\"kFactor\":16}");
        for (long bot : List.of(process, http, jvm)) {
            LeagueApi.enter(team, season, bot);
        }
        LeagueApi.enter(LeagueApi.ORGANISER, season, density);
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(201)
                .body("number", equalTo(1))
                .body("matchups", equalTo(10));
        JsonPath done = LeagueApi.awaitRound(season, 10);
        assertThat(done.getLong("progress.games")).isEqualTo(10L * GAMES);

        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            assertThat(count(s, "select count(*) from game where season_id = " + season))
                    .isEqualTo(10L * GAMES);
            // first moves alternate inside every matchup
            assertThat(count(
                            s,
                            "select count(*) from (select matchup_id from game where season_id = " + season
                                    + " group by matchup_id having sum((first_mover = 'A')::int) <> " + GAMES / 2
                                    + ") m"))
                    .isZero();
            assertThat(count(
                            s,
                            "select count(*) from (select matchup_id from game where season_id = " + season
                                    + " group by matchup_id having count(distinct game_index) <> " + GAMES + ") m"))
                    .isZero();
            // Elo is conserved: the sum stays 1500 per bot
            ResultSet sum = s.executeQuery(
                    "select sum(elo), count(*), count(mle) from season_entry where season_id = " + season);
            sum.next();
            assertThat(sum.getDouble(1)).isCloseTo(1500.0 * 5, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(sum.getInt(3))
                    .as("maximum-likelihood ratings after the round")
                    .isEqualTo(5);
            // every example bot played cleanly: its games ended by sinking, not by forfeit
            assertThat(count(
                            s, "select count(*) from game where season_id = " + season + " and reason like 'forfeit%'"))
                    .as(forfeits(s, season))
                    .isZero();
            assertThat(count(s, "select count(*) from rating_history where season_id = " + season))
                    .isEqualTo(2L * 10 * GAMES);
        }

        List<Map<String, Object>> board = LeagueApi.leaderboard(season).getList("$");
        List<Long> order = board.stream()
                .map(row -> ((Number) ((Map<?, ?>) row.get("bot")).get("id")).longValue())
                .toList();
        assertThat(order).contains(density, random);
        assertThat(order.indexOf(density)).as("density ranks above random").isLessThan(order.indexOf(random));

        // the history download holds exactly the strikes in the database, as CSV and as NDJSON, plain and gzipped
        long stored = strikesOf(process);
        String csv = given().header("Authorization", team)
                .get("/api/bots/{id}/history?format=csv", process)
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .extract()
                .asString();
        assertThat(csv.lines().count() - 1).isEqualTo(stored);
        byte[] zipped = given().header("Authorization", team)
                .header("Accept-Encoding", "gzip")
                .config(io.restassured.RestAssured.config()
                        .decoderConfig(io.restassured.config.DecoderConfig.decoderConfig()
                                .noContentDecoders()))
                .get("/api/bots/{id}/history?format=ndjson&season=" + season, process)
                .then()
                .statusCode(200)
                .header("Content-Encoding", "gzip")
                .extract()
                .asByteArray();
        List<String> lines = new String(
                        new GZIPInputStream(new ByteArrayInputStream(zipped)).readAllBytes(), StandardCharsets.UTF_8)
                .lines()
                .toList();
        assertThat(lines).hasSize(4 * GAMES);
        long ndjsonStrikes = lines.stream()
                .mapToLong(l -> JsonPath.from(l).getList("strikes").size())
                .sum();
        assertThat(ndjsonStrikes).isEqualTo(stored);
        JsonPath firstGame = JsonPath.from(lines.get(0));
        assertThat(firstGame.getString("side")).isIn("A", "B");
        assertThat(firstGame.getList("placementA.ships")).hasSize(5);
        assertThat(firstGame.getString("reason")).isEqualTo("fleet_sunk");

        // a finished game is public, whole
        long gameId = firstGame.getLong("game");
        JsonPath whole = given().get("/api/games/{id}", gameId)
                .then()
                .statusCode(200)
                .body("placementA.size()", equalTo(5))
                .body("reason", equalTo("fleet_sunk"))
                .extract()
                .jsonPath();
        // the game's strikes through /api/games, the download and SQL (the strike view over the packed log) agree
        // strike by strike
        assertThat(whole.getList("strikes"))
                .isEqualTo(firstGame.getList("strikes").stream()
                        .map(s -> {
                            Map<String, Object> strike = new java.util.LinkedHashMap<>((Map<String, Object>) s);
                            strike.putIfAbsent("sunkShip", null);
                            strike.putIfAbsent("sunkLength", null);
                            return strike;
                        })
                        .toList());
        assertThat(whole.getList("strikes.result")).contains("miss", "hit", "sunk");
        assertThat(whole.getList("strikes.shooter")).contains("A", "B");
        assertThat(sqlStrikes("select * from strike where game_id = " + gameId + " order by seq"))
                .isEqualTo(whole.getList("strikes"));
        assertThat(sqlStrikes("select * from strikes(" + gameId + ")")).isEqualTo(whole.getList("strikes"));

        // another team may neither download nor retire these bots; nobody anonymous either
        given().header("Authorization", otherTeam)
                .get("/api/bots/{id}/history", process)
                .then()
                .statusCode(403)
                .body("error", containsString("another team"));
        given().get("/api/bots/{id}/history", process).then().statusCode(401);
        given().header("Authorization", otherTeam)
                .delete("/api/bots/{id}", process)
                .then()
                .statusCode(403);
        given().header("Authorization", otherTeam)
                .get("/api/bots/{id}", process)
                .then()
                .statusCode(200)
                .body("runs", org.hamcrest.Matchers.nullValue());
    }

    private long strikesOf(long bot) throws SQLException {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            return count(
                    s,
                    "select count(*) from strike st join game g on g.id = st.game_id where g.season_id is not null"
                            + " and (g.bot_a = " + bot + " or g.bot_b = " + bot + ")");
        }
    }

    /** Strikes as SQL returns them, in the API's field names. */
    private List<Map<String, Object>> sqlStrikes(String sql) throws SQLException {
        List<Map<String, Object>> strikes = new java.util.ArrayList<>();
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement();
                ResultSet row = s.executeQuery(sql)) {
            while (row.next()) {
                Map<String, Object> strike = new java.util.LinkedHashMap<>();
                strike.put("seq", row.getInt("seq"));
                strike.put("shooter", row.getString("shooter"));
                strike.put("x", row.getInt("x"));
                strike.put("y", row.getInt("y"));
                strike.put("result", row.getString("result"));
                strike.put("sunkShip", row.getObject("sunk_ship", Integer.class));
                strike.put("sunkLength", row.getObject("sunk_length", Integer.class));
                strikes.add(strike);
            }
        }
        return strikes;
    }

    private static String forfeits(Statement s, long season) throws SQLException {
        StringBuilder text = new StringBuilder();
        try (ResultSet row = s.executeQuery(
                "select name_a, name_b, reason, detail, transcript_a, transcript_b from game where season_id = "
                        + season + " and reason like 'forfeit%' limit 3")) {
            while (row.next()) {
                text.append(row.getString(1))
                        .append(" vs ")
                        .append(row.getString(2))
                        .append(": ")
                        .append(row.getString(3))
                        .append(' ')
                        .append(row.getString(4))
                        .append('\n')
                        .append(row.getString(5))
                        .append('\n')
                        .append(row.getString(6))
                        .append('\n');
            }
        }
        return text.toString();
    }

    static long count(Statement s, String sql) throws SQLException {
        try (ResultSet row = s.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }
}
