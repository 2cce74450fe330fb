package io.admiralty.league.tournament;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Tournaments on the real service, through REST: a double elimination of five built-ins, best of 3, played to its end
 * on the work queue, its bracket checked against the games stored; and a hidden single elimination whose results no
 * anonymous reader or third team sees, through the tournament, its games or GraphQL, until each round is released.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentRunTest {

    private static final Duration PLAYED = Duration.ofMinutes(4);

    @Test
    void aDoubleEliminationOfFiveBuiltInsEndsWithABracketTheStoredGamesBearOut() {
        List<Long> bots = List.of("density", "hunter", "parity", "sequential", "random").stream()
                .map(LeagueApi::builtinId)
                .toList();
        JsonPath made =
                create(Map.of("name", "double " + System.nanoTime(), "format", "double", "bestOf", 3, "bots", bots));
        assertThat(made.getString("state")).isEqualTo("draft");
        assertThat(made.getList("entrants.bot", Long.class)).containsExactlyElementsOf(bots);
        assertThat(made.getList("entrants.seed", Integer.class)).containsExactly(1, 2, 3, 4, 5);
        long id = made.getLong("id");
        assertThat(start(id).getString("state")).isEqualTo("running");

        JsonPath over = over(id, null);
        List<Map<String, Object>> series = over.getList("series");
        Map<Long, Integer> losses = new HashMap<>();
        for (int i = 0; i < series.size(); i++) {
            String at = "series[" + i + "].";
            long first = over.getLong(at + "first");
            long second = over.getLong(at + "second");
            long winner = over.getLong(at + "winner");
            assertThat(winner).isIn(first, second);
            losses.merge(winner == first ? second : first, 1, Integer::sum);
            List<Long> games = over.getList(at + "games", Long.class);
            assertThat(games.size() % 2).as("games come in pairs").isZero();
            int firstWins = 0;
            int secondWins = 0;
            for (int g = 0; g < games.size(); g++) {
                JsonPath game = LeagueApi.read("/api/games/{id}", games.get(g));
                assertThat(game.getString("season")).as("no season rating").isNull();
                // the first of a pair has the series' first in seat A, the second has the seats swapped
                assertThat(game.getLong("botA.id")).isEqualTo(g % 2 == 0 ? first : second);
                assertThat(game.getLong("botB.id")).isEqualTo(g % 2 == 0 ? second : first);
                Object won = game.get("winnerBot");
                if (won != null && ((Number) won).longValue() == first) {
                    firstWins++;
                } else if (won != null) {
                    secondWins++;
                }
            }
            assertThat(over.getInt(at + "firstWins")).isEqualTo(firstWins);
            assertThat(over.getInt(at + "secondWins")).isEqualTo(secondWins);
            if (over.getString(at + "decidedBy").equals("points")) {
                assertThat(winner == first ? firstWins : secondWins)
                        .isGreaterThan(winner == first ? secondWins : firstWins)
                        .isGreaterThanOrEqualTo(2);
            }
        }
        long champion = over.getLong("placings.find { it.place == 1 }.bot");
        List<Map<String, Object>> grandFinals = over.getList("series.findAll { it.section == 'grand-final' }");
        long lastFinalWinner = ((Number) grandFinals.get(grandFinals.size() - 1).get("winner")).longValue();
        assertThat(champion).isEqualTo(lastFinalWinner);
        for (long bot : bots) {
            int lost = losses.getOrDefault(bot, 0);
            if (bot == champion) {
                assertThat(lost).as("the champion lost at most once").isLessThanOrEqualTo(1);
            } else {
                assertThat(lost)
                        .as("bot " + bot + " is out after two series lost")
                        .isEqualTo(2);
            }
        }
        assertThat(over.getList("placings")).hasSize(bots.size());
    }

    @Test
    void aHiddenTournamentShowsAnAnonymousReaderAndAThirdTeamNothingOfARoundUntilItIsReleased() {
        List<Long> bots = List.of("hunter", "sequential", "random").stream()
                .map(LeagueApi::builtinId)
                .toList();
        long id = create(Map.of(
                        "name",
                        "hidden " + System.nanoTime(),
                        "format",
                        "single",
                        "bestOf",
                        1,
                        "release",
                        "hidden",
                        "bots",
                        bots))
                .getLong("id");
        start(id);
        String thirdTeam = LeagueApi.newTeam("onlooker " + System.nanoTime()).bearer();
        JsonPath organiser = over(id, LeagueApi.ORGANISER);
        // seed 1 has the bye: round 1 is seeds 2 and 3, round 2 the final
        long roundOneGame = organiser.getLong("series.find { it.round == 1 }.games[0]");
        long finalGame = organiser.getLong("series.find { it.round == 2 }.games[0]");
        long roundOneWinner = organiser.getLong("series.find { it.round == 1 }.winner");

        for (String reader : new String[] {null, thirdTeam}) {
            JsonPath seen = read(id, reader);
            assertThat(seen.getString("state")).isEqualTo("running");
            assertThat(seen.getString("finishedAt")).isNull();
            assertThat(seen.getList("placings")).isNull();
            assertThat(seen.getList("series.round", Integer.class))
                    .as("round 2's pairing would tell round 1's winner")
                    .containsExactly(1);
            assertThat(seen.getString("series[0].sight")).isEqualTo("pairing");
            assertThat(seen.getList("series[0].games")).isNull();
            assertThat(seen.getString("series[0].winner")).isNull();
            assertThat(seen.getString("series[0].firstWins")).isNull();
            List<String> seriesCsv = csv(id, "series", reader);
            assertThat(seriesCsv).hasSize(2);
            assertThat(seriesCsv.get(1)).endsWith(",pairing,,,,,,");
            assertThat(csv(id, "standings", reader)).hasSize(1);
            gameStatus(roundOneGame, reader, 404);
            gameStatus(finalGame, reader, 404);
            assertThat(gameIdsOfBot(bots.get(0), reader)).doesNotContain(roundOneGame, finalGame);
            // the page, and its live part that the page's script fetches
            for (String page : List.of(page(id, reader), page(id + "/live", reader))) {
                assertThat(page)
                        .contains("Round 1, winners 2")
                        .doesNotContain(
                                "Round 2,", "/games/" + roundOneGame + "\"", "/games/" + finalGame + "\"", "(points)")
                        .contains("not shown yet");
            }
            JsonPath graphQL = graphQL(
                    reader,
                    "{ tournament(id: \"" + id + "\") { state placings { bot } series { winner games } }"
                            + " game(id: \"" + roundOneGame + "\") { id winner } }");
            assertThat(graphQL.getString("tournament.state")).isEqualTo("running");
            assertThat(graphQL.getList("tournament.placings")).isNull();
            assertThat(graphQL.getList("tournament.series.winner")).containsOnlyNulls();
            assertThat(graphQL.getString("game")).isNull();
        }
        gameStatus(roundOneGame, LeagueApi.ORGANISER, 200);
        // seed 1 had the bye: seed 2 played round 1, and its history download holds none of that round yet
        assertThat(downloadedGames(bots.get(1))).doesNotContain(roundOneGame);

        release(id, 1, "public");
        JsonPath afterOne = read(id, null);
        assertThat(afterOne.getLong("series.find { it.round == 1 }.winner")).isEqualTo(roundOneWinner);
        assertThat(afterOne.getString("series.find { it.round == 2 }.sight")).isEqualTo("pairing");
        assertThat(afterOne.getString("series.find { it.round == 2 }.winner")).isNull();
        assertThat(afterOne.getString("state")).isEqualTo("running");
        gameStatus(roundOneGame, thirdTeam, 200);
        for (String reader : new String[] {null, thirdTeam}) {
            for (String page : List.of(page(id, reader), page(id + "/live", reader))) {
                assertThat(page)
                        .contains("/games/" + roundOneGame + "\"", "Round 2, winners 1")
                        .doesNotContain("/games/" + finalGame + "\"");
            }
        }
        assertThat(downloadedGames(bots.get(1))).contains(roundOneGame);
        gameStatus(finalGame, thirdTeam, 404);

        release(id, 2, "public");
        JsonPath afterAll = read(id, null);
        assertThat(afterAll.getString("state")).isEqualTo("over");
        assertThat(afterAll.getList("placings")).hasSize(3);
        assertThat(afterAll.getLong("placings.find { it.place == 1 }.bot"))
                .isEqualTo(organiser.getLong("series.find { it.round == 2 }.winner"));
        gameStatus(finalGame, null, 200);
        assertThat(page(id, null))
                .contains("/games/" + finalGame + "\"", "Placings")
                .doesNotContain("not shown yet");
        List<String> standings = csv(id, "standings", null);
        assertThat(standings).hasSize(4);
        assertThat(standings.get(1)).startsWith("1," + organiser.getLong("series.find { it.round == 2 }.winner") + ",");
        assertThat(csv(id, "series", null)).hasSize(3).allMatch(row -> !row.contains("pairing"));
    }

    @Test
    void hostileRequestsAreRefusedWithWhatIsWrong() {
        long random = LeagueApi.builtinId("random");
        long hunter = LeagueApi.builtinId("hunter");
        Map<String, Object> good = Map.of("name", "abuse", "format", "single", "bots", List.of(random, hunter));
        given().contentType(ContentType.JSON)
                .body(good)
                .post("/api/tournaments")
                .then()
                .statusCode(401);
        given().header(
                        "Authorization",
                        LeagueApi.newTeam("hostile " + System.nanoTime()).bearer())
                .contentType(ContentType.JSON)
                .body(good)
                .post("/api/tournaments")
                .then()
                .statusCode(403);
        Map<String, Integer> refused = new java.util.LinkedHashMap<>();
        refused.put("{\"name\":\"x\",\"format\":\"single\",\"bots\":[" + random + "," + hunter + "],\"prize\":1}", 400);
        refused.put("{\"name\":\"x\",\"format\":\"knockout\",\"bots\":[" + random + "," + hunter + "]}", 400);
        refused.put(
                "{\"name\":\"x\",\"format\":\"single\",\"bestOf\":4,\"bots\":[" + random + "," + hunter + "]}", 400);
        refused.put(
                "{\"name\":\"x\",\"format\":\"single\",\"rounds\":3,\"bots\":[" + random + "," + hunter + "]}", 400);
        refused.put("{\"name\":\"x\",\"format\":\"swiss\",\"bots\":[" + random + "," + hunter + "]}", 400);
        refused.put("{\"name\":\"x\",\"format\":\"single\",\"top\":8}", 400);
        refused.put("{\"name\":\"x\",\"format\":\"single\",\"bots\":[" + random + "," + random + "]}", 400);
        refused.put("{\"name\":\"x\",\"format\":\"single\",\"bots\":[" + random + "]}", 400);
        refused.put("{\"name\":\"x\",\"format\":\"single\",\"bots\":[" + random + ",999999999]}", 404);
        refused.put("{\"name\":\"x\",\"format\":\"single\",\"season\":999999999,\"top\":4}", 404);
        refused.put("{\"name\":\" \",\"format\":\"single\",\"bots\":[" + random + "," + hunter + "]}", 400);
        refused.put(
                "{\"name\":\"x\",\"format\":\"single\",\"release\":\"sometimes\",\"bots\":[" + random + "," + hunter
                        + "]}",
                400);
        refused.put(
                "{\"name\":\"x\",\"format\":\"single\",\"ruleset\":\"0x0:banana\",\"bots\":[" + random + "," + hunter
                        + "]}",
                400);
        refused.put("[1,2]", 400);
        refused.forEach((body, status) -> {
            var answer = given().header("Authorization", LeagueApi.ORGANISER)
                    .contentType(ContentType.JSON)
                    .body(body)
                    .post("/api/tournaments");
            assertThat(answer.statusCode()).as(body).isEqualTo(status);
            assertThat(answer.jsonPath().getString("error")).as(body).isNotBlank();
        });

        long id = create(good).getLong("id");
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"pairs\":[[" + random + "," + hunter + "]]}")
                .put("/api/tournaments/{id}/forbidden-pairs", id)
                .then()
                .statusCode(400)
                .body("error", org.hamcrest.Matchers.containsString("only a Swiss"));
        for (String stage : new String[] {"{\"stage\":\"secret\"}", "{\"stage\":\"public\",\"when\":1}", "{}"}) {
            given().header("Authorization", LeagueApi.ORGANISER)
                    .contentType(ContentType.JSON)
                    .body(stage)
                    .put("/api/tournaments/{id}/rounds/1/release", id)
                    .then()
                    .statusCode(400)
                    .contentType(ContentType.JSON);
        }
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"stage\":\"public\"}")
                .put("/api/tournaments/{id}/rounds/0/release", id)
                .then()
                .statusCode(400);
        given().contentType(ContentType.JSON)
                .body("{\"stage\":\"public\"}")
                .put("/api/tournaments/{id}/rounds/1/release", id)
                .then()
                .statusCode(401);
        given().post("/api/tournaments/{id}/start", id).then().statusCode(401);
        start(id);
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/tournaments/{id}/start", id)
                .then()
                .statusCode(409)
                .contentType(ContentType.JSON);
        given().get("/api/tournaments/{id}", 999_999_999L)
                .then()
                .statusCode(404)
                .contentType(ContentType.JSON);
        for (String path : List.of("/tournaments/999999999", "/tournaments/999999999/live")) {
            given().get(path).then().statusCode(404).contentType(ContentType.HTML);
        }
        given().get("/tournaments/x/live").then().statusCode(404);
        given().get("/api/tournaments?first=0").then().statusCode(400).contentType(ContentType.JSON);
        given().get("/api/tournaments?first=x").then().statusCode(400).contentType(ContentType.JSON);
        assertThat(LeagueApi.read("/api/tournaments").getList("id", Long.class)).contains(id);
    }

    static void release(long id, int round, String stage) {
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("stage", stage))
                .put("/api/tournaments/{id}/rounds/{round}/release", id, round)
                .then()
                .statusCode(200);
    }

    /** The tournament's public page as {@code caller} reads it (null: anonymous). */
    static String page(long id, String caller) {
        return page(Long.toString(id), caller);
    }

    /** A tournament's page, {@code /tournaments/{path}}, as {@code caller} reads it (null: anonymous). */
    static String page(String path, String caller) {
        return as(caller)
                .get("/tournaments/" + path)
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .extract()
                .asString();
    }

    private static void gameStatus(long game, String caller, int status) {
        as(caller).get("/api/games/{id}", game).then().statusCode(status);
    }

    private static List<Long> gameIdsOfBot(long bot, String caller) {
        return as(caller)
                .get("/api/games?bot={bot}&first=100", bot)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games.id", Long.class);
    }

    /** The lines of the tournament's {@code what}.csv as {@code caller} reads it (null: anonymous). */
    static List<String> csv(long id, String what, String caller) {
        return as(caller)
                .get("/api/tournaments/{id}/" + what + ".csv", id)
                .then()
                .statusCode(200)
                .contentType("text/csv")
                .extract()
                .asString()
                .lines()
                .toList();
    }

    /** The games in the bot's history download of its tournament games (NDJSON, one game a line). */
    private static List<Long> downloadedGames(long bot) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/bots/{id}/history?kind=tournament", bot)
                .then()
                .statusCode(200)
                .extract()
                .asString()
                .lines()
                .map(line -> new JsonPath(line).getLong("game"))
                .toList();
    }

    private static JsonPath graphQL(String caller, String query) {
        return as(caller)
                .contentType(ContentType.JSON)
                .body(Map.of("query", query))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .setRootPath("data");
    }

    /** A request as {@code caller} (null: anonymous). */
    static RequestSpecification as(String caller) {
        RequestSpecification request = given();
        return caller == null ? request : request.header("Authorization", caller);
    }

    static JsonPath create(Map<String, Object> body) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    static JsonPath start(long id) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/tournaments/{id}/start", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** The tournament as {@code caller} reads it (null: anonymous) once it has been played to its end. */
    static JsonPath over(long id, String caller) {
        return Eventually.value(PLAYED, () -> read(id, caller), t -> assertThat(t.getString("state"))
                .isEqualTo("over"));
    }

    /** The tournament as {@code caller} reads it (null: anonymous). */
    static JsonPath read(long id, String caller) {
        return as(caller)
                .get("/api/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }
}
