package io.admiralty.web;

import io.admiralty.league.LeagueApi;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The pages in a real browser: Debian's headless Chromium loads each page, runs its scripts against the
 * service, and gives back the DOM it built (and a screenshot under target/screenshots). Chromium and the npm
 * package that drives it (src/test/browser) are installed before the tests, from .ci/packages.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class WebPagesTest {

    private static long season;
    private static long density;

    @ConfigProperty(name = "quarkus.http.test-port", defaultValue = "8081")
    int port;

    /** Once for the class; the service is not listening yet in @BeforeAll. */
    @BeforeEach
    void playASeason() throws InterruptedException {
        if (season != 0) {
            return;
        }
        season = given().header("Authorization", LeagueApi.ORGANISER).contentType(ContentType.JSON)
                .body("{\"name\":\"browser season\",\"gamesPerMatchup\":4}").post("/api/seasons").then().statusCode(201)
                .extract().jsonPath().getLong("id");
        List<Map<String, Object>> bots = given().get("/api/bots").then().extract().jsonPath().getList("$");
        for (String name : List.of("density", "random", "parity")) {
            long id = bots.stream().filter(b -> b.get("name").equals(name)).map(b -> ((Number) b.get("id")).longValue()).findFirst().orElseThrow();
            if (name.equals("density")) {
                density = id;
            }
            given().header("Authorization", LeagueApi.ORGANISER).contentType(ContentType.JSON).body(Map.of("botId", id))
                    .post("/api/seasons/{id}/entries", season).then().statusCode(201);
        }
        given().header("Authorization", LeagueApi.ORGANISER).post("/api/seasons/{id}/rounds", season).then().statusCode(201);
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (given().get("/api/seasons/{id}", season).then().extract().jsonPath().getInt("progress.done") < 3) {
            assertThat(System.nanoTime()).isLessThan(deadline);
            Thread.sleep(100);
        }
    }

    @Test
    void theLeaderboardShowsItsRowsInOrder() throws Exception {
        String dom = browse("/", "leaderboard");
        String section = dom.substring(dom.indexOf("data-season=\"" + season + "\""));
        section = section.substring(0, section.indexOf("</section>"));
        List<String> shown = new ArrayList<>();
        Matcher bot = Pattern.compile("<a href=\"/bots/(\\d+)\">").matcher(section);
        while (bot.find()) {
            shown.add(bot.group(1));
        }
        JsonPath board = given().contentType(ContentType.JSON)
                .body(Map.of("query", "{ leaderboard(season: \"" + season + "\") { bot { id } } }")).post("/graphql")
                .then().extract().jsonPath();
        assertThat(shown).hasSize(3).isEqualTo(board.getList("data.leaderboard.bot.id", String.class));
        assertThat(section).contains("3 done").contains("12 games played").contains("MLE (95%)");
    }

    @Test
    void anAdaptiveSeasonShowsItsNextRoundsPairs() throws Exception {
        long adaptive = given().header("Authorization", LeagueApi.ORGANISER).contentType(ContentType.JSON)
                .body("{\"name\":\"browser adaptive\",\"pairing\":\"adaptive\",\"budget\":1}").post("/api/seasons").then().statusCode(201)
                .extract().jsonPath().getLong("id");
        for (String name : List.of("random", "hunter")) {
            given().header("Authorization", LeagueApi.ORGANISER).contentType(ContentType.JSON).body(Map.of("botId", LeagueApi.builtinId(name)))
                    .post("/api/seasons/{id}/entries", adaptive).then().statusCode(201);
        }
        String dom = browse("/", "leaderboard");
        String section = dom.substring(dom.indexOf("data-season=\"" + adaptive + "\""));
        section = section.substring(0, section.indexOf("</section>"));
        JsonPath plan = given().get("/api/seasons/{id}/next-round", adaptive).then().statusCode(200).extract().jsonPath();
        assertThat(section).contains("adaptive pairing, at most 1 matchup per bot a round")
                .contains("Next round, 1 matchup: " + plan.getString("pairs[0].botAName") + " v " + plan.getString("pairs[0].botBName"));
    }

    @Test
    void theReplayStepsThroughTheStrikes() throws Exception {
        JsonPath game = given().get("/api/games?season=" + season + "&first=1").then().extract().jsonPath();
        long id = game.getLong("games[0].id");
        int strikes = game.getInt("games[0].strikeCount");
        String atFive = browse("/games/" + id + "?step=5", "replay-step-5");
        assertThat(atFive).contains("strike 5 / " + strikes + ":");
        assertThat(count(atFive, "class=\"cell[^\"]*\\b(miss|hit|sunk)\\b")).isBetween(1, 5);
        assertThat(count(atFive, "class=\"cell[^\"]*\\blast\\b")).isBetween(1, 2);
        assertThat(count(atFive, "class=\"cell ship")).isEqualTo(2 * 17);
        String playing = browse("/games/" + id + "?play", "replay-playing");
        Matcher step = Pattern.compile("strike (\\d+) / " + strikes).matcher(playing);
        assertThat(step.find()).isTrue();
        assertThat(Integer.parseInt(step.group(1))).as("steps taken while playing").isGreaterThan(5);
        String end = browse("/games/" + id + "?step=" + strikes, "replay-end");
        assertThat(end).contains("strike " + strikes + " / " + strikes).contains("fleet_sunk");
    }

    @Test
    void theReplayControlsStepBackAndForthAndPlay() throws Exception {
        JsonPath game = given().get("/api/games?season=" + season + "&first=1").then().extract().jsonPath();
        int strikes = game.getInt("games[0].strikeCount");
        String clicks = Browser.playwright("replay-controls.mjs", "http://localhost:" + port + "/games/" + game.getLong("games[0].id"),
                Browser.screenshot("replay-clicked"));
        JsonPath seen = JsonPath.from(clicks);
        assertThat(seen.getString("opened")).startsWith("strike 0 / " + strikes + ": placements");
        assertThat(seen.getString("afterThreeSteps")).startsWith("strike 3 / " + strikes + ":");
        assertThat(seen.getString("afterStepBack")).startsWith("strike 2 / " + strikes + ":");
        assertThat(seen.getInt("markedCells")).isBetween(1, 2);
        assertThat(seen.getString("playButtonWhilePlaying")).isEqualTo("Pause");
        Matcher played = Pattern.compile("strike (\\d+) / ").matcher(seen.getString("afterPlayingASecond"));
        assertThat(played.find()).isTrue();
        assertThat(Integer.parseInt(played.group(1))).as("steps taken in a second of play").isGreaterThan(2);
        assertThat(seen.getString("atTheEnd")).startsWith("strike " + strikes + " / " + strikes + ":");
    }

    @Test
    void theBotPageDrawsItsRatingChart() throws Exception {
        String dom = browse("/bots/" + density, "bot");
        // density may have played other seasons of this test run; its chart for this one follows the season's heading
        String chart = dom.substring(dom.indexOf("browser season: Elo"));
        Matcher points = Pattern.compile("<polyline class=\"elo\"[^>]*points=\"([^\"]+)\"").matcher(chart);
        assertThat(points.find()).as(dom).isTrue();
        assertThat(points.group(1).trim().split(" ")).hasSize(8);
        assertThat(dom).contains("browser season: Elo").contains("Recent games");
    }

    @Test
    void theBotPageShowsItsVersionGates() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("gates-page-" + System.nanoTime());
        Map<String, String> files = Map.of("bot.py", Files.readString(Path.of("target/test-classes/bots/sequential_native.py")));
        long bot = LeagueApi.uploadProcessBot(team, "gated", "native", List.of("python3", "bot.py"), files);
        given().header("Authorization", team)
                .multiPart("definition", "{\"command\":[\"python3\",\"bot.py\"],\"gate\":{\"maxGames\":2}}", "application/json")
                .multiPart("artifact", LeagueApi.zip(files).toFile(), "application/zip")
                .post("/api/bots/{id}/versions", bot).then().statusCode(201);
        LeagueApi.awaitGate(bot, 2);
        String dom = browse("/bots/" + bot, "bot-gates");
        String table = dom.substring(dom.indexOf("<table id=\"gates\""));
        assertThat(table).contains("Version gates").contains("<td>capped</td>").contains("<td>2 / 2</td>").contains("0 · 0 · 1 · 0 · 0");
        assertThat(dom).contains("v2 against v1 (gate)");
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    /** The DOM after the page's scripts ran (in virtual time), and a screenshot of it. */
    private String browse(String path, String screenshot) throws IOException, InterruptedException {
        Path shots = Files.createDirectories(Path.of("target", "screenshots"));
        String url = "http://localhost:" + port + path;
        run(List.of("--screenshot=" + shots.resolve(screenshot + ".png").toAbsolutePath(), "--window-size=1280,1000", url));
        return run(List.of("--dump-dom", url));
    }

    private static String run(List<String> arguments) throws IOException, InterruptedException {
        Path chromium = Path.of("/usr/bin/chromium");
        assertThat(chromium).as("Debian's chromium package (apt-get install chromium)").exists();
        Path profile = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "chromium");
        // without the background services' flags Chromium reaches for Google's hosts, which a closed network refuses,
        // and has been seen to hang there
        List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--virtual-time-budget=3000"));
        command.addAll(arguments);
        Path out = Files.createTempFile(profile, "out", ".html");
        Process browser = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(out.toFile()).start();
        if (!browser.waitFor(120, TimeUnit.SECONDS)) {
            browser.descendants().forEach(ProcessHandle::destroyForcibly);
            browser.destroyForcibly();
            throw new AssertionError("chromium did not finish within 120 s: " + command);
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
