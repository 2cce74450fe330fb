package io.admiralty.web;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.ORGANISER_EMAIL;
import static io.admiralty.league.account.People.ORGANISER_PASSWORD;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.admiralty.league.account.People.session;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The organiser's console at /admin, as a browser uses it: its forms call the services the API calls, refusals come
 * back beside their fields with what was typed, and only a signed-in organiser gets in (the attacks: a visitor, a
 * team's member, a forged cross-site post with the organiser's session). Journey (a) runs in a real browser.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class AdminConsoleTest {

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    private String organiser;

    @BeforeEach
    void signIn() {
        organiser = session(ORGANISER_EMAIL, ORGANISER_PASSWORD);
    }

    @Test
    void aVisitorIsSentToSignInAndChangesNothing() {
        for (String page : List.of("/admin", "/admin/teams", "/admin/seasons/new")) {
            Response answer = given().redirects().follow(false).get(page);
            assertThat(answer.statusCode()).as(page).isEqualTo(302);
            assertThat(answer.header("Location")).as(page).endsWith("/sign-in");
        }
        Response posted = fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParam("name", "Visitors")
                .post("/admin/teams");
        assertThat(posted.statusCode()).isEqualTo(302);
        assertThat(teamNames()).doesNotContain("Visitors");
    }

    @Test
    void aTeamsMemberIsRefusedEveryPageAndForm() {
        long team = People.team("Console Members");
        String member = People.member(team, "member@console.test");
        for (String page : List.of("/admin", "/admin/teams", "/admin/seasons", "/admin/seasons/new")) {
            given().cookie(COOKIE, member)
                    .redirects()
                    .follow(false)
                    .get(page)
                    .then()
                    .statusCode(403)
                    .contentType(ContentType.HTML)
                    .body(containsString("Organisers only"));
        }
        fromOwnPage()
                .cookie(COOKIE, member)
                .contentType(ContentType.URLENC)
                .formParam("name", "Made By A Member")
                .post("/admin/teams")
                .then()
                .statusCode(403);
        fromOwnPage()
                .cookie(COOKIE, member)
                .post("/admin/teams/{id}/disable", team)
                .then()
                .statusCode(403);
        assertThat(teamNames()).doesNotContain("Made By A Member");
        assertThat(team(team).get("disabled")).isEqualTo(false);
    }

    @Test
    void aForgedCrossSitePostWithTheOrganisersSessionIsRefused() {
        long team = People.team("Forged At");
        for (Map<String, String> headers : List.of(
                Map.of("Origin", "https://evil.example"),
                Map.of("Sec-Fetch-Site", "cross-site"),
                Map.of("Sec-Fetch-Site", "same-site"),
                Map.<String, String>of())) {
            given().redirects()
                    .follow(false)
                    .headers(headers)
                    .cookie(COOKIE, organiser)
                    .contentType(ContentType.URLENC)
                    .formParam("name", "Forged Team")
                    .post("/admin/teams")
                    .then()
                    .statusCode(403);
            given().redirects()
                    .follow(false)
                    .headers(headers)
                    .cookie(COOKIE, organiser)
                    .post("/admin/teams/{id}/disable", team)
                    .then()
                    .statusCode(403);
        }
        assertThat(teamNames()).doesNotContain("Forged Team");
        assertThat(team(team).get("disabled")).isEqualTo(false);
    }

    @Test
    void theOrganiserMakesATeamWhoseTokenWorksInvitesRenamesAndResetsIt() {
        String made = post("/admin/teams", Map.of("name", "Console Made"), 201);
        String token = secret(made);
        long id = teamId("Console Made");
        given().header("Authorization", "Bearer " + token)
                .get("/api/teams/{id}/tokens", id)
                .then()
                .statusCode(200);

        // the same name whatever its case: refused beside the field, the name still typed there
        String taken = post("/admin/teams", Map.of("name", "console MADE"), 409);
        assertThat(taken)
                .contains(
                        "id=\"new-team-name-problem\" role=\"alert\">a team named &#39;console MADE&#39; exists already")
                .contains("value=\"console MADE\"");

        String invited = post("/admin/teams/" + id + "/invites", Map.of("uses", "2", "hours", "24"), 201);
        String link = secret(invited);
        assertThat(link).startsWith("http://localhost:" + port + "/invites/");
        given().get(link.substring(link.indexOf("/invites/")))
                .then()
                .statusCode(200)
                .body(containsString("Join Console Made"));
        String refusedInvite = post("/admin/teams/" + id + "/invites", Map.of("uses", "0"), 400);
        assertThat(refusedInvite).contains("No invite made").contains("uses");

        assertThat(post("/admin/teams/" + id + "/name", Map.of("name", "Console Renamed"), 303))
                .isEmpty();
        assertThat(team(id).get("name")).isEqualTo("Console Renamed");
        String tooLong = post("/admin/teams/" + id + "/name", Map.of("name", "x".repeat(65)), 400);
        assertThat(tooLong).contains("id=\"team-" + id + "-name-problem\" role=\"alert\">team name is longer than 64");

        String marked = post("/admin/teams", Map.of("name", "<i>Italic</i> & co"), 201);
        assertThat(marked).contains("&lt;i&gt;Italic&lt;/i&gt; &amp; co").doesNotContain("<i>Italic");

        String reset = secret(post("/admin/teams/" + id + "/token", Map.of(), 201));
        assertThat(reset).isNotEqualTo(token);
        given().header("Authorization", "Bearer " + token)
                .get("/api/teams/{id}/tokens", id)
                .then()
                .statusCode(401);
        given().header("Authorization", "Bearer " + reset)
                .get("/api/teams/{id}/tokens", id)
                .then()
                .statusCode(200);
    }

    @Test
    void aTeamDisabledFromTheConsoleStopsPlayingAndItsTokensAndSessionsStopWorking() {
        String made = post("/admin/teams", Map.of("name", "Console Disabled"), 201);
        String token = "Bearer " + secret(made);
        long id = teamId("Console Disabled");
        String member = People.member(id, "disabled@console.test");
        long bot = LeagueApi.registerHttpBot(token, "soon-retired", "http://127.0.0.1:9/");
        long season = LeagueApi.createSeason("{\"name\": \"Console Disabled Season\"}");
        LeagueApi.enter(token, season, bot);

        post("/admin/teams/" + id + "/disable", Map.of(), 303);

        given().header("Authorization", token)
                .get("/api/teams/{id}/tokens", id)
                .then()
                .statusCode(401);
        given().cookie(COOKIE, member).get("/api/me").then().statusCode(401);
        assertThat(given().get("/api/bots/{id}", bot).jsonPath().getBoolean("retired"))
                .isTrue();
        assertThat(page("/admin/teams")).contains("Console Disabled <small>(disabled)</small>");
        // the season plays on without it: one bot left, so no round
        given().cookie(COOKIE, organiser)
                .header("Sec-Fetch-Site", "same-origin")
                .post("/admin/seasons/{id}/rounds", season)
                .then()
                .statusCode(409)
                .body(containsString("needs at least two entered bots"));
    }

    @Test
    void aRefusedSeasonComesBackWithEachReasonBesideItsFieldAndEverythingTyped() {
        Map<String, String> typed = new HashMap<>(Map.of(
                "name", "Refused Season",
                "ruleset", "custom",
                "width", "4",
                "height", "4",
                "firing", "salvo",
                "ships5", "3",
                "gamesPerMatchup", "0",
                "schedule", "* * * * * ?",
                "pairing", "round-robin",
                "moveTimeoutMs", "2000"));
        String refused = post("/admin/seasons", typed, 400);
        assertThat(problem(refused, "fleet")).startsWith("fleet [5, 5, 5] cannot be placed on a 4x4 board");
        assertThat(refused).contains("value=\"Refused Season\"").contains("value=\"* * * * * ?\"");
        assertThat(refused)
                .contains("<option value=\"custom\" selected>")
                .contains("<option value=\"salvo\" selected>");

        typed.putAll(Map.of("width", "12", "height", "8", "ships5", "1", "ships3", "2", "budget", "4"));
        refused = post("/admin/seasons", typed, 400);
        assertThat(problem(refused, "gamesPerMatchup")).isEqualTo("must be 1..10000, was 0");
        assertThat(refused).contains("Ruleset <code>12x8:5,3,3:salvo</code>");

        typed.put("gamesPerMatchup", "four");
        assertThat(problem(post("/admin/seasons", typed, 400), "gamesPerMatchup"))
                .isEqualTo("must be a whole number, was &#39;four&#39;");

        typed.put("gamesPerMatchup", "4");
        refused = post("/admin/seasons", typed, 400);
        assertThat(problem(refused, "schedule")).contains("rounds must be at least 2 s apart");

        typed.put("schedule", "0 0 * * * ?");
        assertThat(problem(post("/admin/seasons", typed, 400), "budget"))
                .startsWith("budget applies to adaptive pairing only");

        typed.remove("budget");
        String made = post("/admin/seasons", typed, 303);
        assertThat(made).isEmpty();
        JsonPath season = given().get("/api/seasons").jsonPath();
        assertThat(season.getString("find { it.name == 'Refused Season' }.ruleset"))
                .isEqualTo("12x8:5,3,3:salvo");
        assertThat(season.getString("find { it.name == 'Refused Season' }.schedule"))
                .isEqualTo("0 0 * * * ?");

        assertThat(problem(post("/admin/seasons", typed, 400), "name"))
                .startsWith("a season named &#39;Refused Season&#39; exists already");
    }

    @Test
    void theOrganiserRunsASeasonFromItsPage() {
        long season = LeagueApi.createSeason("{\"name\": \"Console Run\", \"gamesPerMatchup\": 2}");
        String at = "/admin/seasons/" + season;
        long random = LeagueApi.builtinId("random");
        long sequential = LeagueApi.builtinId("sequential");
        post(at + "/entries", Map.of("botId", Long.toString(random)), 303);
        post(at + "/entries", Map.of("botId", Long.toString(sequential)), 303);
        assertThat(problem(post(at + "/entries", Map.of("botId", Long.toString(random)), 409), "botId"))
                .contains("is in season " + season + " already");
        assertThat(problem(post(at + "/entries", Map.of("botId", "x"), 400), "botId"))
                .isEqualTo("must be a whole number, was &#39;x&#39;");

        String schedule = post(at + "/schedule", Map.of("schedule", "0 0 12 * * ?"), 303);
        assertThat(schedule).isEmpty();
        String page = page(at + "?done=scheduled");
        assertThat(page)
                .contains("The schedule is changed.")
                .contains("at 12:00 (UTC)")
                .contains("Next rounds:");
        assertThat(problem(post(at + "/schedule", Map.of("schedule", "0 0 25 * * ?"), 400), "schedule"))
                .startsWith("schedule &#39;0 0 25 * * ?&#39; is not a cron expression");

        post(at + "/pause", Map.of(), 303);
        assertThat(LeagueApi.season(season).getBoolean("paused")).isTrue();
        assertThat(post(at + "/rounds", Map.of(), 409)).contains("is paused: it queues no round until it is resumed");
        post(at + "/resume", Map.of(), 303);

        // post/redirect/get: the round is queued, the browser is sent to the season's page, which says so
        Response queued = fromOwnPage()
                .cookie(People.COOKIE, organiser)
                .contentType(ContentType.URLENC)
                .post(at + "/rounds");
        assertThat(queued.statusCode()).isEqualTo(303);
        assertThat(queued.header("Location")).endsWith(at + "?done=queued&round=1");
        assertThat(page(at + "?done=queued&round=1"))
                .contains("Round 1 is queued")
                .contains("its matchups wait for the workers");
        // the form's own address, read as a reload or a bookmark would: the season's page, not a 405
        Response reread = given().cookie(People.COOKIE, organiser)
                .redirects()
                .follow(false)
                .get(at + "/rounds");
        assertThat(reread.statusCode()).isEqualTo(303);
        assertThat(reread.header("Location")).endsWith(at);
        LeagueApi.awaitRound(season, 1);

        String outsider = "Bearer " + LeagueApi.createTeam("Console Outsider");
        given().header("Authorization", outsider)
                .delete("/api/seasons/{id}/entries/{bot}", season, sequential)
                .then()
                .statusCode(403);
        post(at + "/entries/" + sequential + "/withdraw", Map.of(), 303);
        given().header("Authorization", LeagueApi.ORGANISER)
                .delete("/api/seasons/{id}/entries/{bot}", season, sequential)
                .then()
                .statusCode(404);
        assertThat(page(at)).contains("withdrawn <time");
        assertThat(post(at + "/rounds", Map.of(), 409)).contains("needs at least two entered bots for a round, has 1");
        post(at + "/entries", Map.of("botId", Long.toString(sequential)), 303);

        assertThat(problem(post(at + "/close", Map.of(), 400), "confirm")).startsWith("tick the box");
        post(at + "/close", Map.of("confirm", "yes"), 303);
        assertThat(LeagueApi.season(season).getString("closedAt")).isNotNull();
        assertThat(page(at)).doesNotContain("Queue a round now").contains("closed");
        fromOwnPage()
                .cookie(COOKIE, organiser)
                .post(at + "/entries/" + sequential + "/withdraw")
                .then()
                .statusCode(409);
    }

    @Test
    void whatIsGoingWrongNamesABotThatForfeitedEveryGameWithItsTranscripts() throws Exception {
        String token = "Bearer " + LeagueApi.createTeam("Console Broken");
        long broken = LeagueApi.registerGoneAfterValidation(token, "unreachable");
        // many forfeits, so that the bot is among the most forfeiting of the last hour whatever other tests left there
        long season = LeagueApi.createSeason("{\"name\": \"Console Trouble\", \"gamesPerMatchup\": 30}");
        LeagueApi.enter(token, season, broken);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        post("/admin/seasons/" + season + "/rounds", Map.of(), 303);
        LeagueApi.awaitRound(season, 1);

        String page = page("/admin");
        int section = page.indexOf("forfeited every game of their last matchup");
        assertThat(section).isPositive();
        String brokenRows = page.substring(section);
        assertThat(brokenRows).contains("<a href=\"/bots/" + broken + "\">unreachable</a>");
        Matcher transcript = Pattern.compile("<a href=\"/games/(\\d+)#forfeit-h\">transcript</a>")
                .matcher(brokenRows);
        assertThat(transcript.find()).isTrue();
        // the link leads the organiser (signed in) to a page with the forfeiting bot's transcript, not to JSON
        String replay = given().cookie(COOKIE, organiser)
                .get("/games/{id}", transcript.group(1))
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .extract()
                .asString();
        assertThat(Jsoup.parse(replay).select("#transcripts h3").text()).startsWith("Transcript of unreachable");
        assertThat(Jsoup.parse(replay).select("#token")).isEmpty();
        JsonPath game = given().cookie(COOKIE, organiser)
                .get("/api/games/{id}", transcript.group(1))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(game.getString("reason")).startsWith("forfeit_");
        String recent = page.substring(page.indexOf("Forfeits of the last hour"), section);
        assertThat(recent).contains(game.getString("reason")).contains("unreachable");
    }

    @Test
    void thePreviewsSayWhatTheLeagueWouldDo() {
        assertThat(preview("schedule", Map.of("schedule", "0 0 18 ? * MON-FRI")))
                .contains("at 18:00 every day between Monday and Friday (UTC)")
                .contains("T18:00:00Z");
        assertThat(preview("schedule", Map.of("schedule", "nonsense")))
                .contains("Refused: schedule &#39;nonsense&#39; is not a cron expression");
        assertThat(preview("schedule", Map.of("schedule", ""))).contains("no schedule");
        assertThat(preview(
                        "ruleset",
                        Map.of(
                                "ruleset", "custom", "width", "6", "height", "5", "firing", "single", "ships3", "2",
                                "ships2", "1")))
                .contains("Ruleset <code>6x5:3,3,2</code>")
                .contains("aria-label=\"A 6 by 5 board with the fleet laid out on it\"");
        assertThat(preview(
                        "ruleset",
                        Map.of("ruleset", "custom", "width", "2", "height", "2", "firing", "single", "ships6", "1")))
                .contains("Not playable: fleet [6] cannot be placed on a 2x2 board");
        assertThat(preview("ruleset", Map.of("ruleset", "custom", "width", "8", "height", "8", "ships2", "1")))
                .contains("Not playable: unknown firing mode");
        given().redirects().follow(false).get("/admin/preview/schedule").then().statusCode(302);
    }

    /** Journey (a): an organiser signs in, makes a team and an invite, and a season through the form, in Chromium. */
    @Test
    void journeyAnOrganiserSetsUpALeagueInABrowser() throws Exception {
        JsonPath seen = JsonPath.from(Browser.playwright(
                "admin.mjs",
                "http://localhost:" + port,
                ORGANISER_EMAIL,
                ORGANISER_PASSWORD,
                Browser.screenshotFolder() + "/admin"));
        assertThat(seen.getString("failure")).isNull();
        assertThat(seen.getString("token")).hasSizeGreaterThan(20);
        assertThat(seen.getString("invite")).startsWith("http://localhost:" + port + "/invites/");
        assertThat(seen.getString("rulesetPreview")).contains("9x7:4,3,3,2,2:salvo");
        assertThat(seen.getString("schedulePreview")).contains("every 6 hours").contains("Next rounds");
        assertThat(seen.getString("refusal")).contains("must be 1..10000, was 0");
        assertThat(seen.getString("keptName")).isEqualTo("Browser Cup");
        assertThat(seen.getString("made")).contains("The season is made");
        assertThat(seen.getString("console")).contains("What is going wrong");
        assertThat(seen.getList("consoleErrors")).isEmpty();
        // the new-season form among them, which was 594 px wide on a phone before issue 49
        assertThat(Browser.assertNoPageWiderThanItsViewport(seen)).containsKeys(390, 1280);
        Browser.assertNoSeriousAccessibilityViolation(seen);
        JsonPath cup = given().get("/api/seasons").jsonPath();
        assertThat(cup.getString("find { it.name == 'Browser Cup' }.ruleset")).isEqualTo("9x7:4,3,3,2,2:salvo");
        assertThat(cup.getString("find { it.name == 'Browser Cup' }.schedule")).isEqualTo("0 0 */6 * * ?");
        assertThat(cup.getInt("find { it.name == 'Browser Cup' }.gamesPerMatchup"))
                .isEqualTo(6);
        assertThat(teamNames()).contains("Browser Team Console");
    }

    /** Posts a form from the console's own page with the organiser's session; returns the page it answers. */
    private String post(String path, Map<String, String> form, int status) {
        Response answer = fromOwnPage()
                .cookie(COOKIE, organiser)
                .contentType(ContentType.URLENC)
                .formParams(form.isEmpty() ? Map.of("_", "") : form)
                .post(path);
        assertThat(answer.statusCode()).as(path + "\n" + answer.asString()).isEqualTo(status);
        return answer.asString();
    }

    private String preview(String what, Map<String, String> query) {
        return given().cookie(COOKIE, organiser)
                .redirects()
                .follow(false)
                .queryParams(query)
                .get("/admin/preview/" + what)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    private String page(String path) {
        return given().cookie(COOKIE, organiser)
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    /** The refusal shown beside the season form's field (or another form's field of that name). */
    private static String problem(String page, String field) {
        Matcher shown = Pattern.compile("id=\"[a-z0-9-]+-" + field + "-problem\" role=\"alert\">([^<]*)</p>")
                .matcher(page);
        assertThat(shown.find())
                .as("a refusal beside " + field + " in\n" + page)
                .isTrue();
        return shown.group(1);
    }

    /** What the page shows once: a token, a link. */
    private static String secret(String page) {
        Matcher shown = Pattern.compile("<input class=\"secret\" readonly aria-label=\"[^\"]*\" value=\"([^\"]+)\"")
                .matcher(page);
        assertThat(shown.find()).as("a secret shown in\n" + page).isTrue();
        return shown.group(1).replace("&amp;", "&");
    }

    private static List<String> teamNames() {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/teams")
                .jsonPath()
                .getList("name");
    }

    private static long teamId(String name) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/teams")
                .jsonPath()
                .getLong("find { it.name == '" + name + "' }.id");
    }

    private static Map<String, Object> team(long id) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/teams")
                .jsonPath()
                .getMap("find { it.id == " + id + " }");
    }
}
