package io.admiralty.league.season;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.MovableClock;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A season's contest phases over the API: the deadline freezes entries and versions (for that season only), a final
 * plays once and its table is kept and exported, and only the organiser starts one. Built-in bots and few games.
 * Deadlines are set an hour ahead and passed by moving the league's clock ({@link MovableClock}), not waited for.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ContestPhasesTest {

    private static final Duration HOUR = Duration.ofHours(1);

    @Test
    void aDeadlineFreezesTheSeasonsEntriesAndVersionsButNotTheBotsOtherSeasons() throws IOException {
        MovableClock clock = MovableClock.install();
        String team = LeagueApi.newTeam("frozen-" + System.nanoTime()).bearer();
        Map<String, String> files =
                Map.of("bot.py", Files.readString(Path.of("target/test-classes/bots/sequential_native.py")));
        long bot = LeagueApi.uploadProcessBot(team, "frozen", "native", List.of("python3", "bot.py"), files);
        LeagueApi.awaitValidation(bot);
        long contest = LeagueApi.createSeason("{\"name\":\"contest " + System.nanoTime() + "\",\"gamesPerMatchup\":1}");
        long open = LeagueApi.createSeason("{\"name\":\"open " + System.nanoTime() + "\",\"gamesPerMatchup\":1}");
        LeagueApi.enter(team, contest, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, contest, LeagueApi.builtinId("random"));
        LeagueApi.enter(team, open, bot);
        Instant deadline = clock.instant().plus(HOUR);
        LeagueApi.patchSeason(contest, "{\"deadline\":\"" + deadline + "\"}").statusCode(200);
        clock.advance(HOUR);

        Eventually.value(Duration.ofSeconds(30), () -> LeagueApi.season(contest), s -> assertThat(s.getString("phase"))
                .isEqualTo("frozen"));
        String frozen = "season " + contest + " is past its submission deadline: its entries are frozen";
        enter(LeagueApi.ORGANISER, contest, LeagueApi.builtinId("parity"))
                .statusCode(409)
                .body("error", equalTo(frozen));
        given().header("Authorization", team)
                .delete("/api/seasons/{id}/entries/{bot}", contest, bot)
                .then()
                .statusCode(409)
                .body("error", equalTo(frozen));
        LeagueApi.patchSeason(contest, "{\"deadline\":\"" + clock.instant().plus(HOUR) + "\"}")
                .statusCode(409)
                .body(
                        "error",
                        equalTo("season " + contest + " is past its submission deadline: the deadline cannot move"));

        // the upload succeeds, and says the frozen season keeps version 1; the open season takes version 2
        JsonPath uploaded = given().header("Authorization", team)
                .multiPart("definition", "{\"command\":[\"python3\",\"bot.py\"]}", "application/json")
                .multiPart("artifact", LeagueApi.zip(files).toFile(), "application/zip")
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertThat(uploaded.getInt("version")).isEqualTo(2);
        assertThat(uploaded.getList("frozen.season", Long.class)).containsExactly(contest);
        assertThat(uploaded.getInt("frozen[0].version")).isEqualTo(1);
        assertThat(uploaded.getString("frozen[0].reason"))
                .isEqualTo("its submissions closed at " + deadline.truncatedTo(java.time.temporal.ChronoUnit.MICROS)
                        + ": it plays version 1 there, whatever is uploaded since");
        enter(LeagueApi.ORGANISER, open, LeagueApi.builtinId("parity")).statusCode(201);

        // the organiser may still queue rounds by hand; the frozen season plays version 1, the open one version 2
        LeagueApi.queueRound(contest).statusCode(201);
        LeagueApi.queueRound(open).statusCode(201);
        LeagueApi.awaitRound(contest, 1);
        LeagueApi.awaitRound(open, 1);
        assertThat(versionsOf(contest, bot)).containsOnly(1);
        assertThat(versionsOf(open, bot)).containsOnly(2);
        given().header("Authorization", team)
                .delete("/api/bots/{id}", bot)
                .then()
                .statusCode(200);
    }

    @Test
    void aFinalAtTheDeadlinePlaysOnceAndItsTableIsKeptShownAndExported() {
        MovableClock clock = MovableClock.install();
        long season = LeagueApi.createSeason("{\"name\":\"final " + System.nanoTime() + "\",\"gamesPerMatchup\":1}");
        for (String builtin : List.of("random", "sequential", "parity")) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(builtin));
        }
        assertThat(LeagueApi.patchSeason(
                                season,
                                "{\"deadline\":\"" + clock.instant().plus(HOUR)
                                        + "\",\"final\":{\"gamesPerMatchup\":2,\"at\":\"deadline\"}}")
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getMap("final"))
                .containsEntry("gamesPerMatchup", 2)
                .containsEntry("at", "deadline")
                .containsEntry("state", "planned");
        given().get("/api/seasons/{id}/final", season)
                .then()
                .statusCode(404)
                .body("error", equalTo("season " + season + " has no final table: its final has not been played"));

        clock.advance(HOUR);
        JsonPath decided = Eventually.value(
                Duration.ofMinutes(2), () -> LeagueApi.season(season), s -> assertThat(s.getString("phase"))
                        .isEqualTo("decided"));
        assertThat(decided.getString("final.state")).isEqualTo("kept");
        assertThat(decided.getString("closedAt")).isNotNull();
        assertThat(decided.getInt("rounds")).isEqualTo(1);

        JsonPath result = given().get("/api/seasons/{id}/final", season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(result.getInt("gamesPerMatchup")).isEqualTo(2);
        List<Map<String, Object>> table = result.getList("table");
        assertThat(table).hasSize(3);
        // a round robin of three bots, two games a matchup: four games each, a point a win, half a draw
        assertThat(result.getList("table.games", Integer.class)).containsOnly(4);
        assertThat(result.getList("table.points", Double.class).stream()
                        .mapToDouble(Double::doubleValue)
                        .sum())
                .isEqualTo(6.0);
        assertThat(result.getList("table.points", Double.class)).isSortedAccordingTo((a, b) -> Double.compare(b, a));
        assertThat(result.getInt("table[0].place")).isEqualTo(1);

        String csv = given().get("/api/seasons/{id}/final.csv", season)
                .then()
                .statusCode(200)
                .contentType(startsWith("text/csv"))
                .header("Content-Disposition", containsString("season-" + season + "-final.csv"))
                .extract()
                .asString();
        List<String> lines = csv.lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0))
                .isEqualTo("place,bot_id,bot,team_id,team,version,games,wins,losses,draws,forfeits,points,not_played");
        assertThat(lines.get(1))
                .startsWith(
                        "1," + result.getLong("table[0].botId") + ",\"" + result.getString("table[0].botName") + "\"");

        // played once: the season is closed, and the page shows the kept table as its result
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/final", season)
                .then()
                .statusCode(409)
                .body("error", equalTo("season " + season + " is closed: it plays no more rounds"));
        assertThat(given().get("/seasons/{id}", season)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .contains("<h2 id=\"final-h\">Final</h2>")
                .contains("/api/seasons/" + season + "/final.csv");
        assertThat(given().get("/api/seasons/{id}/final", season)
                        .then()
                        .extract()
                        .jsonPath()
                        .getList("table"))
                .isEqualTo(table);
        // GraphQL shows the same result, and the season's phase and final
        JsonPath graphQL = given().contentType(ContentType.JSON)
                .body(Map.of(
                        "query",
                        "{ finalTable(season: \"" + season
                                + "\") { gamesPerMatchup table { place botName points } } season(id: \"" + season
                                + "\") { phase final { state gamesPerMatchup at } } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(graphQL.getList("data.finalTable.table.botName")).isEqualTo(result.getList("table.botName"));
        assertThat(graphQL.getString("data.season.phase")).isEqualTo("decided");
        assertThat(graphQL.getString("data.season.final.state")).isEqualTo("kept");
    }

    @Test
    void onlyTheOrganiserStartsAFinalAndWhileItPlaysNothingElseIsQueued() throws IOException {
        // a bot that takes connections and never answers holds the final's matchup until its first move times out
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            LeagueApi.NewTeam team = LeagueApi.newTeam("finalist-" + System.nanoTime());
            long bot = LeagueApi.registerHttpBot(
                    team.bearer(), "silent", "http://127.0.0.1:" + silent.getLocalPort() + "/");
            long season = LeagueApi.createSeason(
                    "{\"name\":\"asked " + System.nanoTime() + "\",\"gamesPerMatchup\":1,\"moveTimeoutMs\":5000}");
            LeagueApi.enter(team.bearer(), season, bot);
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
            given().post("/api/seasons/{id}/final", season).then().statusCode(401);
            given().header("Authorization", team.bearer())
                    .post("/api/seasons/{id}/final", season)
                    .then()
                    .statusCode(403);
            given().header("Authorization", LeagueApi.ORGANISER)
                    .post("/api/seasons/{id}/final", season)
                    .then()
                    .statusCode(201)
                    .body("trigger", equalTo("final"))
                    .body("matchups", equalTo(1));
            assertThat(LeagueApi.season(season).getString("phase")).isEqualTo("final");
            given().header("Authorization", LeagueApi.ORGANISER)
                    .post("/api/seasons/{id}/final", season)
                    .then()
                    .statusCode(409)
                    .body("error", equalTo("season " + season + " has started its final already"));
            LeagueApi.queueRound(season)
                    .statusCode(409)
                    .body("error", equalTo("season " + season + " is playing its final: it queues no other round"));
            enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("parity"))
                    .statusCode(409)
                    .body("error", equalTo("season " + season + " is playing its final: its entries are frozen"));
            LeagueApi.patchSeason(season, "{\"closed\":true}").statusCode(200);
        }
    }

    @Test
    void aDeadlineMustBeAFutureTimeAndAFinalAtTheDeadlineNeedsOne() {
        String name = "\"name\":\"refused " + System.nanoTime() + "\"";
        create("{" + name + ",\"deadline\":\"2020-01-01T00:00:00Z\"}")
                .statusCode(400)
                .body("error", startsWith("deadline must be in the future"));
        // the check reads the league's clock: an hour ahead of the system's is past once that clock moved two hours
        MovableClock clock = MovableClock.install();
        Instant inAnHour = Instant.now().plus(HOUR);
        clock.advance(HOUR.multipliedBy(2));
        create("{" + name + ",\"deadline\":\"" + inAnHour + "\"}")
                .statusCode(400)
                .body("error", startsWith("deadline must be in the future"));
        create("{" + name + ",\"deadline\":\"soon\"}")
                .statusCode(400)
                .body("error", containsString("deadline must be a time such as"));
        create("{" + name + ",\"final\":{\"at\":\"deadline\"}}")
                .statusCode(400)
                .body("error", startsWith("a final \"at\": \"deadline\" needs the season's deadline"));
        create("{" + name + ",\"final\":{\"gamesPerMatchup\":0}}")
                .statusCode(400)
                .body("error", startsWith("final.gamesPerMatchup must be 1..10000, was 0"));
        create("{" + name + ",\"final\":{\"rounds\":3}}")
                .statusCode(400)
                .body("error", containsString("unknown field 'rounds' in final"));
        create("{" + name + ",\"final\":{\"at\":\"midnight\"}}").statusCode(400);
    }

    private static List<Integer> versionsOf(long season, long bot) {
        JsonPath games = given().get("/api/games?season=" + season + "&first=100")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<Integer> versions = new java.util.ArrayList<>();
        for (int i = 0; i < games.getList("games").size(); i++) {
            for (String seat : List.of("botA", "botB")) {
                if (games.getLong("games[" + i + "]." + seat + ".id") == bot) {
                    versions.add(games.getInt("games[" + i + "]." + seat + ".version"));
                }
            }
        }
        assertThat(versions).isNotEmpty();
        return versions;
    }

    private static ValidatableResponse create(String json) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(json)
                .post("/api/seasons")
                .then();
    }

    private static ValidatableResponse enter(String caller, long season, long bot) {
        return given().header("Authorization", caller)
                .contentType(ContentType.JSON)
                .body(Map.of("botId", bot))
                .post("/api/seasons/{id}/entries", season)
                .then();
    }
}
