package io.admiralty.league.challenge;

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
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Matches on request on the real service: challenges against a built-in and against another team's bot that takes
 * challenges, played on the work queue and shown to both teams; refusals (no consent, the team's limits, hostile
 * requests) with their status and body.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ChallengeTest {

    /** A native bot that never answers: its validation takes two move timeouts, and then it is refused. */
    private static final Map<String, String> SILENT = Map.of("silent.py", "import time\ntime.sleep(600)\n");

    @Test
    void aTeamChallengesABuiltInAndTheGamesChangeNoRating() throws Exception {
        String team = team("challenger");
        long bot = exampleBot(team, "scrimmager");
        long random = LeagueApi.builtinId("random");
        long season = LeagueApi.createSeason("{\"name\":\"challenge rating " + System.nanoTime() + "\"}");
        LeagueApi.enter(team, season, bot);

        JsonPath created = challenge(team, Map.of("bot", bot, "opponent", random, "games", 4))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertThat(created.getString("state")).isIn("queued", "running", "done");
        assertThat(created.getBoolean("rated")).isFalse();
        assertThat(created.getString("ruleset")).isEqualTo("classic");
        long id = created.getLong("id");

        JsonPath done = awaitEnd(id);
        assertThat(done.getString("state")).isEqualTo("done");
        assertThat(done.getInt("played")).isEqualTo(4);
        assertThat(done.getInt("wins") + done.getInt("losses") + done.getInt("draws"))
                .isEqualTo(4);
        assertThat(done.getInt("bot.version")).isEqualTo(1);
        List<Long> games = done.getList("gameIds", Long.class);
        assertThat(games).hasSize(4);
        given().get("/api/games/{id}", games.get(0))
                .then()
                .statusCode(200)
                .body("season", nullValue())
                .body("botA.id", equalTo((int) bot));
        // the bot is entered in a season: its challenge games are not the season's, and move no rating there
        JsonPath board = LeagueApi.leaderboard(season);
        assertThat(board.getInt("find { it.bot.id == " + bot + " }.games")).isZero();
        assertThat(board.getDouble("find { it.bot.id == " + bot + " }.elo")).isEqualTo(1500.0);

        assertThat(LeagueApi.read("/api/challenges?bot={bot}", bot).getList("id", Long.class))
                .contains(id);
        String graphql = "{ challenges(bot: \"" + bot + "\") { id state played rated opponent { name } } }";
        given().contentType(ContentType.JSON)
                .body(Map.of("query", graphql))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("data.challenges[0].id", equalTo(Long.toString(id)))
                .body("data.challenges[0].opponent.name", equalTo("random"))
                .body("data.challenges[0].rated", equalTo(false));
        given().contentType(ContentType.JSON)
                .body(Map.of("query", "{ challenge(id: \"" + id + "\") { state played gameIds } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("data.challenge.state", equalTo("done"))
                .body("data.challenge.gameIds.size()", equalTo(4));
        // the bot's page lists it
        assertThat(given().get("/bots/{id}", bot)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .contains("<h2 id=\"challenges-h\">Challenges</h2>")
                .contains("href=\"/api/challenges/" + id + "\"");
    }

    @Test
    void anotherTeamsBotIsChallengedOnlyOnceItsTeamLetsIt() throws Exception {
        String home = team("home");
        String away = team("away");
        long mine = exampleBot(home, "mine");
        long theirs = exampleBot(away, "theirs");

        challenge(home, Map.of("bot", mine, "opponent", theirs, "games", 2))
                .then()
                .statusCode(403)
                .body("error", containsString("does not take challenges"));
        given().header("Authorization", home)
                .contentType(ContentType.JSON)
                .body(Map.of("challengeable", true))
                .patch("/api/bots/{id}", theirs)
                .then()
                .statusCode(403);
        given().header("Authorization", away)
                .contentType(ContentType.JSON)
                .body(Map.of("challengeable", true))
                .patch("/api/bots/{id}", theirs)
                .then()
                .statusCode(200)
                .body("challengeable", equalTo(true));

        long id = challenge(home, Map.of("bot", mine, "opponent", theirs, "games", 2))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        JsonPath done = awaitEnd(id);
        assertThat(done.getString("state")).isEqualTo("done");
        assertThat(done.getLong("opponent.team")).isNotEqualTo(done.getLong("bot.team"));
        // both teams find it among their challenges
        for (JsonPath list :
                List.of(teamChallenges(done.getLong("bot.team")), teamChallenges(done.getLong("opponent.team")))) {
            assertThat(list.getList("id", Long.class)).contains(id);
        }
    }

    @Test
    void hostileChallengesAreRefusedWithWhatIsWrong() throws Exception {
        String team = team("hostile");
        String other = team("victim");
        long mine = exampleBot(team, "attacker");
        long theirs = exampleBot(other, "target");
        long random = LeagueApi.builtinId("random");

        // another team's bot as the challenger
        challenge(team, Map.of("bot", theirs, "opponent", random)).then().statusCode(403);
        // a built-in as the challenger
        challenge(team, Map.of("bot", random, "opponent", mine)).then().statusCode(403);
        // no token
        given().contentType(ContentType.JSON)
                .body(Map.of("bot", mine, "opponent", random))
                .post("/api/challenges")
                .then()
                .statusCode(401);
        challenge(team, Map.of("bot", mine, "opponent", random, "gamez", 2))
                .then()
                .statusCode(400)
                .body("error", containsString("gamez"));
        challenge(team, Map.of("bot", mine, "opponent", random, "games", 1_000_000))
                .then()
                .statusCode(400)
                .body("error", containsString("games must be 1..100"));
        challenge(team, Map.of("bot", mine, "opponent", random, "games", 0))
                .then()
                .statusCode(400);
        challenge(team, Map.of("bot", mine, "opponent", random, "games", "ten"))
                .then()
                .statusCode(400);
        challenge(team, Map.of("bot", mine, "opponent", random, "ruleset", "banana"))
                .then()
                .statusCode(400);
        challenge(team, Map.of("bot", mine)).then().statusCode(400).body("error", containsString("opponent"));
        challenge(team, Map.of("bot", mine, "opponent", 987654321L)).then().statusCode(404);
        given().get("/api/challenges/{id}", 987654321L).then().statusCode(404);
        given().get("/api/challenges").then().statusCode(400);
        given().get("/api/challenges?bot=1&first=100000").then().statusCode(400);
        given().get("/api/challenges?bot=x").then().statusCode(400);
        // a retired opponent, and a retired challenger
        given().header("Authorization", other)
                .delete("/api/bots/{id}", theirs)
                .then()
                .statusCode(200);
        challenge(team, Map.of("bot", mine, "opponent", theirs))
                .then()
                .statusCode(409)
                .body("error", containsString("retired"));
        given().header("Authorization", team)
                .delete("/api/bots/{id}", mine)
                .then()
                .statusCode(200);
        challenge(team, Map.of("bot", mine, "opponent", random)).then().statusCode(409);
    }

    @Test
    void pastTheHourlyLimitA429SaysWhichLimitWhatIsUsedAndWhenItFrees() throws Exception {
        String team = team("hourly");
        long silent = LeagueApi.uploadProcessBot(team, "silent", "native", List.of("python3", "silent.py"), SILENT);
        long random = LeagueApi.builtinId("random");
        challenge(team, Map.of("bot", silent, "opponent", random, "games", 100))
                .then()
                .statusCode(201);
        challenge(team, Map.of("bot", silent, "opponent", random, "games", 100))
                .then()
                .statusCode(201);
        Instant before = Instant.now();
        Response refused = challenge(team, Map.of("bot", silent, "opponent", random, "games", 1));
        refused.then()
                .statusCode(429)
                .contentType(ContentType.JSON)
                .body("limit", equalTo("challenge-games-per-hour"))
                .body("max", equalTo(200))
                .body("used", equalTo(200))
                .body("requested", equalTo(1));
        long retryAfter = Long.parseLong(refused.header("Retry-After"));
        assertThat(retryAfter).isBetween(3500L, 3600L);
        Instant freesAt = Instant.parse(refused.jsonPath().getString("freesAt"));
        assertThat(freesAt).isBetween(before.plusSeconds(3500), before.plusSeconds(3601));
        assertThat(refused.jsonPath().getLong("retryAfter")).isEqualTo(retryAfter);

        // GraphQL answers the same figures
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(
                        Map.of(
                                "query",
                                "mutation { challenge(bot: \"" + silent + "\", opponent: \"" + random
                                        + "\", games: 1) { challenge { id } limit { limit max used requested freesAt retryAfter } } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("data.challenge.challenge", nullValue())
                .body("data.challenge.limit.limit", equalTo("challenge-games-per-hour"))
                .body("data.challenge.limit.used", equalTo(200));

        // the silent bot forfeits its validation: its challenges are cancelled, not played
        JsonPath bot = Eventually.value(
                Duration.ofMinutes(2),
                () -> given().get("/api/bots/{id}", silent).then().extract().jsonPath(),
                b -> assertThat(b.getString("validation.state")).isEqualTo("refused"));
        assertThat(bot.getString("validation.detail")).contains("forfeit_timeout");
        long first = given().get("/api/challenges?bot={bot}", silent)
                .then()
                .extract()
                .jsonPath()
                .getLong("[1].id");
        JsonPath cancelled = awaitEnd(first);
        assertThat(cancelled.getString("state")).isEqualTo("cancelled");
        assertThat(cancelled.getString("detail")).contains("refused at validation");
        assertThat(cancelled.getInt("played")).isZero();
    }

    @Test
    void aFloodOfChallengesGetsTwoWaitingAndTheRestA429() throws Exception {
        String team = team("flood");
        long silent = LeagueApi.uploadProcessBot(team, "silent", "native", List.of("python3", "silent.py"), SILENT);
        long random = LeagueApi.builtinId("random");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Response>> answers = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                Callable<Response> ask = () -> challenge(team, Map.of("bot", silent, "opponent", random, "games", 1));
                answers.add(pool.submit(ask));
            }
            List<Integer> statuses = new ArrayList<>();
            for (Future<Response> answer : answers) {
                Response response = answer.get();
                statuses.add(response.statusCode());
                if (response.statusCode() == 429) {
                    assertThat(response.jsonPath().getString("limit")).isEqualTo("challenges-waiting");
                    assertThat(response.jsonPath().getInt("max")).isEqualTo(2);
                    assertThat(response.jsonPath().getString("freesAt")).isNull();
                    assertThat(response.header("Retry-After")).isEqualTo("10");
                }
            }
            assertThat(statuses).filteredOn(s -> s == 201).hasSize(2);
            assertThat(statuses).filteredOn(s -> s == 429).hasSize(6);
        } finally {
            pool.shutdownNow();
        }
        // another team's limits are its own
        String bystander = team("bystander");
        long own = exampleBot(bystander, "own");
        challenge(bystander, Map.of("bot", own, "opponent", random, "games", 1))
                .then()
                .statusCode(201);
    }

    private static String team(String name) {
        return "Bearer " + LeagueApi.createTeam(name + "-" + System.nanoTime());
    }

    private static long exampleBot(String team, String name) throws Exception {
        return LeagueApi.uploadProcessBot(team, name, LeagueApi.exampleZip(), "python3", "native_bot.py");
    }

    private static Response challenge(String team, Map<String, Object> body) {
        return given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/challenges");
    }

    private static JsonPath teamChallenges(long team) {
        return LeagueApi.read("/api/challenges?team={team}", team);
    }

    private static JsonPath awaitEnd(long id) {
        return Eventually.value(
                Duration.ofMinutes(3),
                () -> LeagueApi.read("/api/challenges/{id}", id),
                c -> assertThat(c.getString("state")).as("challenge %d", id).isIn("done", "cancelled"));
    }
}
