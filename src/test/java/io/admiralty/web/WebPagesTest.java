package io.admiralty.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The pages, first as a reader without JavaScript gets them (plain HTTP: the server renders their data), then in
 * Debian's headless Chromium driven by the Playwright scripts in src/test/browser: every page at a desktop and a phone
 * size (screenshots under target/screenshots), the replay's controls and keys, and a season page following a round
 * live, over its event stream and, when the stream fails, by polling. A team that names its bot and itself in HTML
 * gets its names shown as text everywhere.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class WebPagesTest {

    static final String HOSTILE_BOT = "<img src=x onerror=alert(1)>";
    static final String HOSTILE_TEAM = "<script>alert(2)</script>";

    private static long season;
    private static long density;
    private static long hostile;
    private static long hostileSeason;

    @ConfigProperty(name = "quarkus.http.test-port", defaultValue = "8081")
    int port;

    /** Once for the class (the service is not listening yet in @BeforeAll): two rounds of three built-ins, and a hostile team's bot. */
    @BeforeEach
    void playSeasons() throws InterruptedException {
        if (season != 0) {
            return;
        }
        season = LeagueApi.createSeason("{\"name\":\"browser season\",\"gamesPerMatchup\":4}");
        density = LeagueApi.builtinId("density");
        for (String name : List.of("density", "random", "parity")) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(name));
        }
        for (int round = 1; round <= 2; round++) {
            LeagueApi.queueRound(season).statusCode(201);
            LeagueApi.awaitRound(season, 3 * round);
        }
        // an HTTP bot whose address refuses connections: it forfeits both games of its validation, so its page has
        // forfeits to show, and it plays no season game (its matchup is cancelled if the round was queued before the
        // verdict, and it is paired into none after); the two built-ins beside it give the round a matchup either way
        String team = "Bearer " + LeagueApi.createTeam(HOSTILE_TEAM);
        hostile = given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name", HOSTILE_BOT, "kind", "http", "dialect", "arena-json", "url", "http://127.0.0.1:9/"))
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        hostileSeason = LeagueApi.createSeason("{\"name\":\"<b>bold</b> season\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team, hostileSeason, hostile);
        LeagueApi.enter(LeagueApi.ORGANISER, hostileSeason, LeagueApi.builtinId("random"));
        LeagueApi.enter(LeagueApi.ORGANISER, hostileSeason, LeagueApi.builtinId("parity"));
        LeagueApi.queueRound(hostileSeason).statusCode(201);
        LeagueApi.awaitIdle(hostileSeason);
    }

    @Test
    void withoutJavaScriptTheSeasonListAndTheSeasonPageHoldTheirData() {
        String list = html("/");
        assertThat(list)
                .contains("<a href=\"/seasons/" + season + "\">browser season</a>")
                .contains("6 of 6 matchups done");
        JsonPath board = LeagueApi.leaderboard(season);
        String leader = board.getString("[0].bot.name");
        assertThat(section(list, "data-season=\"" + season + "\"", "</tr>")).contains(">" + leader + "</a>");

        String page = html("/seasons/" + season);
        String leaderboard = section(page, "<table class=\"leaderboard\">", "</table>");
        List<String> shown = new ArrayList<>();
        Matcher bot = Pattern.compile("<a href=\"/bots/(\\d+)\">").matcher(leaderboard);
        while (bot.find()) {
            shown.add(bot.group(1));
        }
        assertThat(shown).isEqualTo(board.getList("bot.id", String.class));
        assertThat(leaderboard)
                .contains("places moved since the table before the latest refit")
                .contains("class=\"mle-bar\"");
        // the second round's refit moved or kept each bot's place: every row says which
        assertThat(count(leaderboard, "<td class=\"move\">")).isEqualTo(3);
        // a bot whose 95% interval overlaps the one above's is marked tied, in words, and no other
        List<Boolean> tied = Jsoup.parse(page).select("table.leaderboard tbody tr").stream()
                .map(row -> row.select("td abbr.tier").text().equals("tied"))
                .toList();
        List<Boolean> overlapping = new ArrayList<>();
        for (int i = 0; i < shown.size(); i++) {
            overlapping.add(i > 0
                    && board.getDouble("[" + i + "].mleLow") <= board.getDouble("[" + (i - 1) + "].mleHigh")
                    && board.getDouble("[" + (i - 1) + "].mleLow") <= board.getDouble("[" + i + "].mleHigh"));
        }
        assertThat(tied).isEqualTo(overlapping);
        // the template breaks its lines where the HTML has a space: a run of white space reads as one
        assertThat(page.replaceAll("\\s+", " "))
                .contains("6 of 6 matchups done")
                .contains("24 games played")
                .contains("No schedule")
                .contains("2 rounds so far");
        // the crosstable: each of 3 bots met each other in 8 games, and each row's total is out of 16
        String crosstable = section(page, "<table class=\"crosstable\">", "</table>");
        assertThat(count(crosstable, "<small>/8</small>")).isEqualTo(6);
        assertThat(count(crosstable, "<small>/16</small>")).isEqualTo(3);
        JsonPath games = given().get("/api/games?season=" + season + "&first=10")
                .then()
                .extract()
                .jsonPath();
        assertThat(section(page, "<table class=\"games\">", "</table>"))
                .contains("<a href=\"/games/" + games.getLong("games[0].id") + "\">");
    }

    @Test
    void anAdaptiveSeasonShowsItsNextRoundsPairs() {
        long adaptive = LeagueApi.createSeason("{\"name\":\"browser adaptive\",\"pairing\":\"adaptive\",\"budget\":1}");
        for (String name : List.of("random", "hunter")) {
            LeagueApi.enter(LeagueApi.ORGANISER, adaptive, LeagueApi.builtinId(name));
        }
        JsonPath plan = LeagueApi.nextRound(adaptive);
        assertThat(html("/seasons/" + adaptive))
                .contains("adaptive pairing, at most 1 matchup per bot a round")
                .contains("Next round, 1 matchup: " + plan.getString("pairs[0].botAName") + " v "
                        + plan.getString("pairs[0].botBName"));
    }

    @Test
    void withoutJavaScriptTheBotPageHoldsItsChartRecordAndVersions() {
        String page = html("/bots/" + density);
        String chart = section(page, ">browser season</a>: Elo", "</svg>");
        Matcher points =
                Pattern.compile("<polyline class=\"elo\" points=\"([^\"]+)\"").matcher(chart);
        assertThat(points.find()).as(chart).isTrue();
        assertThat(points.group(1).split(" ")).hasSize(16);
        assertThat(chart)
                .contains("games played in the season")
                .contains(">Elo</text>")
                .contains("class=\"mle-band\"");
        assertThat(section(page, "<table class=\"versions\">", "</table>"))
                .containsPattern("<td class=\"num\">1</td>\\s*<td><time datetime=\"20\\d\\d-");
        // density met random and parity in 8 games each in this season, perhaps more in other tests' seasons
        String opponents = section(page, "<table class=\"opponents\">", "</table>");
        assertThat(opponents).contains(">random</a>").contains(">parity</a>");

        String forfeits = section(html("/bots/" + hostile), "<table class=\"forfeits\">", "</table>");
        assertThat(forfeits).contains("<th scope=\"row\">http error</th><td class=\"num\">2</td>");
    }

    @Test
    void withoutJavaScriptTheReplayShowsTheBoardsAtTheAskedStrike() {
        JsonPath game = given().get("/api/games?season=" + season + "&first=1")
                .then()
                .extract()
                .jsonPath();
        long id = game.getLong("games[0].id");
        int strikes = game.getInt("games[0].strikeCount");
        String atFive = html("/games/" + id + "?step=5");
        assertThat(atFive)
                .contains("strike 5 / " + strikes + ":")
                .contains("<code id=\"seed\">" + game.getString("games[0].seed") + "</code>");
        assertThat(count(atFive, "class=\"cell[^\"]*\\b(miss|hit)\\b")).isEqualTo(5);
        assertThat(count(atFive, "class=\"cell[^\"]*\\blast\\b")).isBetween(1, 2);
        assertThat(count(atFive, "class=\"cell ship")).isEqualTo(2 * 17);
        // coordinates in every notation: columns by letter and x, each cell named both ways
        assertThat(atFive).contains("<th scope=\"col\">J<small>9</small></th>").contains("title=\"C4 · x 2, y 4");
        assertThat(count(atFive, "<a href=\"\\?step=\\d+\" data-step")).isEqualTo(strikes + 1);
        String end = html("/games/" + id + "?step=" + strikes);
        String loser = "A".equals(game.getString("games[0].winner")) ? "B" : "A";
        assertThat(count(section(end, "data-side=\"" + loser + "\"", "</table>"), "class=\"cell ship sunk"))
                .isEqualTo(17);
        assertThat(end).contains("strike " + strikes + " / " + strikes).contains("fleet_sunk");

        // what a reader takes away: the move's own link, and the game's record as the API serves it
        Document page = Jsoup.parse(atFive);
        assertThat(page.selectFirst("#move-link").attr("href")).isEqualTo("?step=5");
        Element record = page.selectFirst("#record");
        assertThat(record.attr("download")).isEqualTo("game-" + id + ".json");
        JsonPath downloaded = given().get(record.attr("href"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(downloaded.getLong("id")).isEqualTo(id);
        assertThat(downloaded.getList("strikes")).hasSize(strikes);
    }

    @Test
    void hostileNamesAreTextOnEveryPage() {
        JsonPath game = given().get("/api/games?bot=" + hostile + "&first=1")
                .then()
                .extract()
                .jsonPath();
        assertThat(html("/")).doesNotContain("<b>bold</b>").contains("&lt;b&gt;bold&lt;/b&gt; season");
        for (String path :
                List.of("/seasons/" + hostileSeason, "/bots/" + hostile, "/games/" + game.getLong("games[0].id"))) {
            String page = html(path);
            assertThat(page)
                    .as(path)
                    .doesNotContain(HOSTILE_BOT)
                    .doesNotContain("<b>bold</b>")
                    .doesNotContain("<img src=x")
                    .doesNotContain(HOSTILE_TEAM)
                    .contains("&lt;img src=x onerror=alert(1)&gt;");
        }
        assertThat(html("/bots/" + hostile)).contains("Team &lt;script&gt;alert(2)&lt;/script&gt;");
    }

    @Test
    void aSeedAbove2To53IsSentAsAStringThatKeepsEveryDigit() {
        long id = given().get("/api/games?season=" + season + "&first=1")
                .then()
                .extract()
                .jsonPath()
                .getLong("games[0].id");
        String rest = given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        Matcher seed = Pattern.compile("\"seed\":\"(-?\\d+)\"").matcher(rest);
        assertThat(seed.find()).as(rest).isTrue();
        String graphQL = given().contentType(ContentType.JSON)
                .body(Map.of("query", "{ game(id: \"" + id + "\") { seed } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(graphQL).contains("\"seed\":\"" + seed.group(1) + "\"");
        // seeds are drawn from all 64 bits: most are beyond 2^53, where a JSON number read as a double loses digits
        List<String> seeds = given().get("/api/games?season=" + season + "&first=24")
                .then()
                .extract()
                .jsonPath()
                .getList("games.seed", String.class);
        String large = seeds.stream()
                .filter(s -> Math.abs(Long.parseLong(s)) > (1L << 53))
                .findFirst()
                .orElseThrow();
        assertThat(Long.parseLong(large)).isNotEqualTo((long) Double.parseDouble(large));
        long gameWithLarge = given().get("/api/games?season=" + season + "&first=24")
                .then()
                .extract()
                .jsonPath()
                .getLong("games.find { it.seed == '" + large + "' }.id");
        assertThat(html("/games/" + gameWithLarge)).contains("<code id=\"seed\">" + large + "</code>");
    }

    @Test
    void unknownPagesAre404s() {
        given().get("/seasons/999999").then().statusCode(404).contentType(ContentType.HTML);
        given().get("/bots/999999").then().statusCode(404).contentType(ContentType.HTML);
        given().get("/games/999999").then().statusCode(404).contentType(ContentType.HTML);
        given().get("/games/not-a-number").then().statusCode(404);
    }

    @Test
    void everyPageLooksRightAtADesktopAndAPhoneSize() throws Exception {
        JsonPath game = given().get("/api/games?season=" + season + "&first=1")
                .then()
                .extract()
                .jsonPath();
        long id = game.getLong("games[0].id");
        long forfeit = given().get("/api/games?bot=" + hostile + "&first=1")
                .then()
                .extract()
                .jsonPath()
                .getLong("games[0].id");
        String seen = Browser.playwright(
                "pages.mjs",
                "http://localhost:" + port,
                Browser.screenshotFolder(),
                "index=/",
                "season=/seasons/" + season,
                "bot=/bots/" + density,
                "game=/games/" + id + "?step=" + game.getInt("games[0].strikeCount") / 2,
                "hostile-season=/seasons/" + hostileSeason,
                "hostile-bot=/bots/" + hostile,
                "forfeit=/games/" + forfeit);
        List<Map<String, Object>> reports = JsonPath.from(seen).getList("$");
        assertThat(reports).hasSize(14);
        for (Map<String, Object> report : reports) {
            String what = report.get("name") + " at " + report.get("size");
            assertThat(report.get("status")).as(what).isEqualTo(200);
            assertThat((Integer) report.get("overflow"))
                    .as(what + ": wider than the screen by")
                    .isLessThanOrEqualTo(0);
            assertThat((List<?>) report.get("dialogs"))
                    .as(what + ": a team's name ran as a script")
                    .isEmpty();
            assertThat(report.get("injectedImages"))
                    .as(what + ": a team's name became an image")
                    .isEqualTo(0);
            assertThat((List<?>) report.get("errors"))
                    .as(what + ": console errors")
                    .isEmpty();
        }
        assertThat(reports.stream()
                        .filter(r -> r.get("name").equals("hostile-bot"))
                        .map(r -> (String) r.get("text")))
                .allMatch(text -> text.contains(HOSTILE_BOT) && text.contains(HOSTILE_TEAM));
    }

    @Test
    void theReplayControlsAndKeysStepBackAndForthAndPlay() throws Exception {
        JsonPath game = given().get("/api/games?season=" + season + "&first=1")
                .then()
                .extract()
                .jsonPath();
        int strikes = game.getInt("games[0].strikeCount");
        String clicks = Browser.playwright(
                "replay-controls.mjs",
                "http://localhost:" + port + "/games/" + game.getLong("games[0].id"),
                Browser.screenshot("replay-clicked"));
        JsonPath seen = JsonPath.from(clicks);
        assertThat(seen.getString("opened")).startsWith("strike 0 / " + strikes + ": placements");
        assertThat(seen.getString("afterThreeSteps")).startsWith("strike 3 / " + strikes + ":");
        assertThat(seen.getString("afterStepBack")).startsWith("strike 2 / " + strikes + ":");
        assertThat(seen.getInt("markedCells")).isEqualTo(2);
        assertThat(seen.getString("playButtonWhilePlaying")).isEqualTo("Pause");
        assertThat(stepOf(seen.getString("afterPlayingASecond")))
                .as("steps taken in a second of play")
                .isGreaterThan(2);
        assertThat(seen.getString("afterTwoRightArrows")).startsWith("strike 2 / ");
        assertThat(seen.getString("afterLeftArrow")).startsWith("strike 1 / ");
        assertThat(stepOf(seen.getString("afterSpaceTwice")))
                .as("space played, then paused")
                .isGreaterThan(1)
                .isLessThan(strikes);
        assertThat(seen.getInt("scrolledBySpace"))
                .as("space plays rather than scrolls")
                .isZero();
        assertThat(seen.getString("afterClickingStrike7")).startsWith("strike 7 / ");
        assertThat(seen.getString("address")).endsWith("?step=7");
        assertThat(seen.getString("copiedLink"))
                .as("the link copied is the whole address of the move shown")
                .isEqualTo(seen.getString("address"));
        assertThat(seen.getString("moveLink")).endsWith("?step=7");
        assertThat(seen.getString("atTheEnd")).startsWith("strike " + strikes + " / " + strikes + ":");
        String loser = "A".equals(game.getString("games[0].winner")) ? "B" : "A";
        assertThat(seen.getInt("sunkCells." + loser))
                .as("the loser's whole fleet is marked sunk")
                .isEqualTo(17);
        assertThat(seen.getString("marks.miss")).as("a miss's mark").isNotIn("none", "normal", "");
        assertThat(seen.getString("marks.hit"))
                .as("a hit's mark, other than a miss's: colour is not the only sign")
                .isNotIn("none", "normal", "")
                .isNotEqualTo(seen.getString("marks.miss"));
        assertThat(seen.getString("focus.element")).as("Tab moves the focus").isNotEqualTo("BODY");
        assertThat(seen.getString("focus.outline"))
                .as("the focus is visible")
                .doesNotStartWith("none")
                .doesNotEndWith(" 0px");
    }

    @Test
    void theSeasonPageFollowsARoundOverItsEventStream() throws Exception {
        long live = liveSeason("browser live");
        JsonPath seen = JsonPath.from(Browser.playwright(
                "live-season.mjs",
                "http://localhost:" + port + "/seasons/" + live,
                LeagueApi.ORGANISER.substring("Bearer ".length()),
                "stream",
                Browser.screenshot("season-live")));
        assertThat(seen.getInt("queued")).isEqualTo(201);
        assertThat(seen.getString("before")).contains("0 of 0 matchups done");
        assertThat(seen.getString("after")).contains("1 of 1 matchup done").contains("6 games played");
        assertThat(seen.getString("mode")).isEqualTo("live");
        assertThat(seen.getInt("loads")).as("the page was not reloaded").isZero();
        assertThat(seen.getInt("requests.events"))
                .as("one stream, never dropped")
                .isEqualTo(1);
    }

    @Test
    void whenTheStreamFailsTheSeasonPagePolls() throws Exception {
        long live = liveSeason("browser polled");
        JsonPath seen = JsonPath.from(Browser.playwright(
                "live-season.mjs",
                "http://localhost:" + port + "/seasons/" + live,
                LeagueApi.ORGANISER.substring("Bearer ".length()),
                "fallback",
                Browser.screenshot("season-polled")));
        assertThat(seen.getString("after")).contains("1 of 1 matchup done").contains("6 games played");
        assertThat(seen.getString("mode")).isEqualTo("polling");
        assertThat(seen.getInt("loads")).isZero();
    }

    @Test
    void theEventStreamSendsTheSeasonAtOnceAndAnUnknownSeasonIsA404() throws Exception {
        HttpURLConnection stream =
                (HttpURLConnection) URI.create("http://localhost:" + port + "/api/seasons/" + season + "/events")
                        .toURL()
                        .openConnection();
        stream.setReadTimeout(10_000);
        try (BufferedReader events =
                new BufferedReader(new InputStreamReader(stream.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(stream.getContentType()).startsWith("text/event-stream");
            String line = events.readLine();
            while (line != null && !line.startsWith("data:")) {
                line = events.readLine();
            }
            assertThat(line).isNotNull();
            JsonPath update = JsonPath.from(line.substring("data:".length()));
            assertThat(update.getLong("season.id")).isEqualTo(season);
            assertThat(update.getInt("season.progress.done")).isEqualTo(6);
            assertThat(update.getList("leaderboard")).hasSize(3);
        } finally {
            stream.disconnect();
        }
        given().get("/api/seasons/999999/events").then().statusCode(404).contentType(ContentType.JSON);
    }

    private static long liveSeason(String name) {
        long live =
                LeagueApi.createSeason("{\"name\":\"" + name + " " + System.nanoTime() + "\",\"gamesPerMatchup\":6}");
        LeagueApi.enter(LeagueApi.ORGANISER, live, LeagueApi.builtinId("hunter"));
        LeagueApi.enter(LeagueApi.ORGANISER, live, LeagueApi.builtinId("random"));
        return live;
    }

    private static int stepOf(String line) {
        Matcher step = Pattern.compile("strike (\\d+) / ").matcher(line);
        assertThat(step.find()).as(line).isTrue();
        return Integer.parseInt(step.group(1));
    }

    /** The page as plain HTTP gives it: what a reader without JavaScript, or a search engine, sees. */
    private static String html(String path) {
        String page = given().accept(ContentType.HTML)
                .get(path)
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .extract()
                .asString();
        // what Qute writes for a value it could not resolve (a template extension called with the wrong types)
        assertThat(page).as(path).doesNotContain("NOT_FOUND");
        return page;
    }

    private static String section(String text, String from, String to) {
        int start = text.indexOf(from);
        assertThat(start).as("'%s' in %s", from, text).isNotNegative();
        int end = text.indexOf(to, start);
        return text.substring(start, end < 0 ? text.length() : end + to.length());
    }

    @Test
    void theBotPageShowsItsVersionGatesLiveWhileOneRuns() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("gates-page-" + System.nanoTime());
        Map<String, String> files =
                Map.of("bot.py", Files.readString(Path.of("target/test-classes/bots/sequential_native.py")));
        long bot = LeagueApi.uploadProcessBot(team, "gated", "native", List.of("python3", "bot.py"), files);
        // identical versions under bounds symmetric about 0 never decide: the gate runs until the bot is retired
        given().header("Authorization", team)
                .multiPart(
                        "definition",
                        "{\"command\":[\"python3\",\"bot.py\"],\"gate\":{\"elo0\":-1,\"elo1\":1,\"maxGames\":20000}}",
                        "application/json")
                .multiPart("artifact", LeagueApi.zip(files).toFile(), "application/zip")
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(201);
        String running = html("/bots/" + bot);
        assertThat(section(running, "<section id=\"gates\"", "</section>"))
                .contains("data-running")
                .contains("<strong>running</strong>: being tested: it passes once the games show it 1 Elo better")
                .contains("Version gates");
        assertThat(running).contains("<script type=\"module\" src=\"/bot.js\">");
        // the gate's first games (they follow the new version's validation) before the bot is retired
        Eventually.value(
                Duration.ofMinutes(2),
                () -> given().get("/api/bots/{id}/gates", bot)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath(),
                gates -> assertThat(gates.getInt("[0].games")).isPositive());

        given().header("Authorization", team)
                .delete("/api/bots/{id}", bot)
                .then()
                .statusCode(200);
        LeagueApi.awaitGate(bot, 2);
        String over = html("/bots/" + bot);
        String gates = section(over, "<section id=\"gates\"", "</section>");
        assertThat(gates)
                .doesNotContain("data-running")
                .contains("<strong>cancelled</strong>: no conclusion")
                .contains("(-2.94, 2.94)")
                .contains("fails at −1, passes at +1 Elo; α 0.05, β 0.05, classic");
        // the gate's games are its team's (issue 44.6): on the page its team sees, not on the public one
        assertThat(over).doesNotContain("/bot.js").doesNotContain(" (gate)</td>");
        assertThat(given().header("Authorization", team)
                        .accept(ContentType.HTML)
                        .get("/bots/{id}", bot)
                        .then()
                        .statusCode(200)
                        .header("Cache-Control", "private, no-store")
                        .extract()
                        .asString())
                .contains(" (gate)</td>");
        // results by opponent leave the bot's games against itself out
        assertThat(section(over, "<section aria-labelledby=\"opponents-h\"", "</section>"))
                .contains("No games yet.");
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
