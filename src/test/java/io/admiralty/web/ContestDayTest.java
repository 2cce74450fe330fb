package io.admiralty.web;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.ORGANISER_EMAIL;
import static io.admiralty.league.account.People.ORGANISER_PASSWORD;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * Issue 49: what an organiser and two students tripped on in a real contest's day, in Chromium, signed in, at 1280 and
 * 390 wide (screenshots under target/screenshots/day-*): the organiser reads the benches and a transcript from the
 * console, queues a round and can reload, makes teams and invites; the students upload versions with the form
 * holding their command, read a refusal in the bots table, ask for a challenge and register a webhook without curl,
 * read their transcript on the replay without a token. No page either visits is wider than its viewport. Then the new
 * forms' abuse: another team's, a forged cross-site post, bad input answered beside the field.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ContestDayTest {

    /** A student's bot as README's protocol describes it: places the fleet it is told, fires in reading order. */
    private static final String BOT =
            """
            import json, sys

            shot = 0
            for line in sys.stdin:
                message = json.loads(line)
                if message["type"] == "hello":
                    print('{"type":"hello","protocol":1}', flush=True)
                elif message["type"] == "newGame":
                    rules = message["ruleset"]
                    ships = [{"x": 0, "y": row, "length": n, "orientation": "across"}
                             for row, n in enumerate(rules["fleet"])]
                    print(json.dumps({"type": "placement", "ships": ships}), flush=True)
                elif message["type"] == "turn":
                    cells = [{"x": (shot + i) % 10, "y": (shot + i) // 10 % 10} for i in range(message["shots"])]
                    shot += message["shots"]
                    print(json.dumps({"type": "shots", "shots": cells}), flush=True)
                elif message["type"] == "bye":
                    break
            """;

    /** The same file broken: it fails before it answers anything, with a traceback naming its own file. */
    private static final String BROKEN =
            """
            import json


            def start():
                raise RuntimeError("a typo in the new version")


            start()
            """;

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void theOrganisersDay() throws Exception {
        // the practice league: a bot that crashes in its season's games (its validation, on the season's classic
        // ruleset, passes: the hostile bot fires at a 10x10 board) is benched at once
        LeagueApi.NewTeam lovelace = LeagueApi.newTeam("Lovelace contest day");
        long crasher = LeagueApi.uploadProcessBot(
                lovelace.bearer(), "wobbly", LeagueApi.hostileZip(), "python3", "hostile.py", "exit-when-told");
        Files.writeString(Files.createDirectories(LeagueApi.dataFolder(crasher)).resolve("exit-at-start"), "broken");
        long practice = LeagueApi.createSeason("{\"name\":\"Practice league\",\"gamesPerMatchup\":2,\"benchAfter\":1}");
        LeagueApi.enter(LeagueApi.ORGANISER, practice, LeagueApi.builtinId("random"));
        LeagueApi.enter(lovelace.bearer(), practice, crasher);
        LeagueApi.queueRound(practice).statusCode(201);
        // its validation first, then the round: a bound for a loaded machine, not a wait
        Eventually.value(Duration.ofMinutes(6), () -> LeagueApi.read("/api/bots/{id}", crasher), bot -> assertThat(
                        bot.getString("benched.reason"))
                .isNotNull());
        // the contest the organiser queues a round of, and a ladder of more games than a page shows
        long contest = LeagueApi.createSeason("{\"name\":\"Contest day final\",\"gamesPerMatchup\":2,\"kFactor\":16}");
        long ladder = LeagueApi.createSeason(
                "{\"name\":\"Long ladder\",\"gamesPerMatchup\":" + (SeasonPage.GAMES_A_PAGE + 6) + "}");
        for (long season : List.of(contest, ladder)) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("sequential"));
        }
        LeagueApi.queueRound(ladder).statusCode(201);
        LeagueApi.awaitRound(ladder, 1);
        LeagueApi.newTeam("Turing");

        JsonPath seen = JsonPath.from(Browser.playwright(
                Duration.ofMinutes(10),
                "organiser-day.mjs",
                "http://localhost:" + port,
                People.session(ORGANISER_EMAIL, ORGANISER_PASSWORD),
                Long.toString(contest),
                Long.toString(practice),
                Long.toString(ladder),
                "Turing",
                "wobbly",
                Browser.screenshotFolder() + "/day-organiser"));

        assertThat(seen.getString("benches"))
                .contains("Practice league", "after 1 matchup in a row of nothing but forfeits")
                .contains("wobbly v1", "Lovelace contest day", "it forfeited all 2 games");
        assertThat(seen.getString("transcriptAt")).startsWith("/games/");
        assertThat(seen.getString("transcript")).contains("Transcript of wobbly v1");
        assertThat(seen.getBoolean("asksForToken")).isFalse();

        assertThat(seen.getString("seasonMeta")).contains(" · K 16").doesNotContain("16.0");
        assertThat(seen.getString("queuedAt")).isEqualTo("/admin/seasons/" + contest + "?done=queued&round=1");
        assertThat(seen.getString("queued")).contains("Round 1 is queued");
        assertThat(seen.getInt("reloadStatus")).isEqualTo(200);
        assertThat(seen.getString("reloadType")).startsWith("text/html");
        assertThat(seen.getString("closeRefusal")).startsWith("tick the box");
        assertThat(seen.getString("refusedAt")).isEqualTo("/admin/seasons/" + contest);

        assertThat(seen.getString("made")).isEqualTo("Team Hopper is made");
        assertThat(seen.getString("madeAt")).isEqualTo("/admin/teams");
        assertThat(seen.getString("invite"))
                .contains("Invite link for Turing", "joins Turing")
                .containsPattern("until \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC");
        assertThat(seen.getString("unbenched")).contains("The bot is put back");
        // other tests' bots may be on the bench of this application's leagues: this one's is gone from it
        assertThat(seen.getString("benchesAfter")).doesNotContain("wobbly");
        assertThat(LeagueApi.read("/api/bots/{id}", crasher).getString("benched"))
                .isNull();

        assertThat(seen.getString("homeHeader")).contains("Leader").doesNotContain("Leader (Elo)");
        assertThat(seen.getInt("firstPage")).isEqualTo(SeasonPage.GAMES_A_PAGE);
        assertThat(seen.getInt("secondPage")).isEqualTo(6);
        assertThat(seen.getString("secondPageNav")).contains("Newest games").doesNotContain("Older games");

        assertNoPageWiderThanItsViewport(seen, 10);
        Browser.assertNoSeriousAccessibilityViolation(seen);
        assertThat(seen.getList("consoleErrors")).isEmpty();
    }

    @Test
    void theStudentsDay() throws Exception {
        LeagueApi.NewTeam turing = LeagueApi.newTeam("Team Turing");
        String session = People.member(turing.id(), "ada@students.test");
        long bot = LeagueApi.uploadProcessBot(
                turing.bearer(),
                "turing-bot",
                "native",
                List.of("python3", "turing_bot.py"),
                Map.of("turing_bot.py", BOT));
        assertThat(LeagueApi.awaitValidation(bot).getString("validation.state")).isEqualTo("passed");
        Path zip = LeagueApi.zip(Map.of("turing_bot.py", BOT));
        Path broken = LeagueApi.zip(Map.of("turing_bot.py", BROKEN));

        JsonPath seen = JsonPath.from(Browser.playwright(
                Duration.ofMinutes(10),
                "students-day.mjs",
                "http://localhost:" + port,
                session,
                Long.toString(turing.id()),
                "turing-bot",
                zip.toAbsolutePath().toString(),
                broken.toAbsolutePath().toString(),
                "http://127.0.0.1:" + port + "/hook",
                "http://127.0.0.1:9/hook",
                Browser.screenshotFolder() + "/day-students"));

        // item 5: the form held the command; the upload said what became of it; the refusal is in the table
        assertThat(seen.getString("commandShown")).isEqualTo("python3 turing_bot.py");
        assertThat(seen.getString("speaks")).contains("process bot speaking native");
        assertThat(seen.getString("uploaded")).startsWith("Version 2 of turing-bot is uploaded");
        assertThat(seen.getString("uploadedAt")).isEqualTo("?done=version&bot=" + bot);
        assertThat(seen.getString("brokenUploaded")).startsWith("Version 3 of turing-bot is uploaded");
        assertThat(seen.getString("refusedState"))
                .startsWith("playing v2")
                .contains("v3 refused")
                .contains("forfeit_crash");
        JsonPath after = LeagueApi.read("/api/bots/{id}", bot);
        assertThat(after.getInt("version")).isEqualTo(2);
        assertThat(after.getString("validation.state")).isEqualTo("refused");

        // item 3: a challenge and a webhook through forms
        assertThat(seen.getString("rulesetRefusal")).startsWith("ruleset: ");
        assertThat(seen.getString("keptGames")).isEqualTo("2");
        assertThat(seen.getString("challenged")).contains("is queued: turing-bot against random, 2 games of classic");
        assertThat(seen.getString("challengedAt")).startsWith("?done=challenge&challenge=");
        assertThat(seen.getString("challenges")).contains("random");
        assertThat(seen.getString("urlRefusal"))
                .startsWith("url: ")
                .contains("the league's own service, which webhooks may never use");
        assertThat(seen.getString("secret")).hasSizeGreaterThan(20);
        assertThat(seen.getString("webhooks")).contains("http://127.0.0.1:9/hook", "gate.decided", ", on");
        assertThat(seen.getString("webhooks")).doesNotContain("version.refused");
        assertThat(seen.getString("switchedOff")).contains("switched off");
        assertThat(seen.getString("webhooksAfter")).contains("switched off");
        List<Map<String, Object>> hooks = given().header("Authorization", turing.bearer())
                .get("/api/teams/{id}/webhooks", turing.id())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
        assertThat(hooks).singleElement().satisfies(hook -> assertThat(hook.get("enabled"))
                .isEqualTo(false));
        assertThat(given().header("Authorization", turing.bearer())
                        .get(
                                "/api/challenges/{id}",
                                seen.getString("challengedAt").replaceAll("\\D+", ""))
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getString("ruleset"))
                .isEqualTo("classic");

        // the replay, signed in: the transcript with the bot's own file name, no token asked for
        assertThat(seen.getString("teamGamePage")).startsWith("/teams/" + turing.id() + "/games/");
        assertThat(seen.getString("replayTranscript"))
                .contains("Transcript of turing-bot v3")
                .contains("File \"turing_bot.py\"")
                .contains("a typo in the new version")
                .doesNotContain("artifacts");
        assertThat(seen.getBoolean("asksForToken")).isFalse();
        assertThat(seen.getString("ownPageLink")).isEqualTo(seen.getString("teamGamePage"));

        // item 8: the account's teams are links, the notices name the team, the guide is a page and tells of both
        assertThat(seen.getString("accountTeamLink")).isEqualTo("/teams/" + turing.id());
        assertThat(seen.getString("noticesHeading")).isEqualTo("Notices of Team Turing");
        assertThat(seen.getString("guideHeading")).startsWith("For teams");
        assertThat(seen.getString("guide")).contains("Challenges", "Webhooks", "Admiralty-Signature");

        assertNoPageWiderThanItsViewport(seen, 7);
        Browser.assertNoSeriousAccessibilityViolation(seen);
        assertThat(seen.getList("consoleErrors")).isEmpty();
    }

    /**
     * The new forms as a hostile student would post them (docs/security.md, "The team page's challenges and
     * webhooks"): another team's page, another team's bot on one's own, a forged cross-site post, and input the league
     * refuses, answered beside its field with what was typed; nothing made.
     */
    @Test
    void theNewFormsRefuseAnotherTeamAForgedPostAndBadInputBesideTheField() throws Exception {
        LeagueApi.NewTeam home = LeagueApi.newTeam("Form Home");
        LeagueApi.NewTeam away = LeagueApi.newTeam("Form Away");
        String member = People.member(home.id(), "home@forms.test");
        String stranger = People.member(away.id(), "away@forms.test");
        long own = LeagueApi.uploadProcessBot(
                home.bearer(), "home-bot", "native", List.of("python3", "bot.py"), Map.of("bot.py", BOT));
        long theirs = LeagueApi.uploadProcessBot(
                away.bearer(), "away-bot", "native", List.of("python3", "bot.py"), Map.of("bot.py", BOT));
        long random = LeagueApi.builtinId("random");
        LeagueApi.awaitValidation(own);
        LeagueApi.awaitValidation(theirs);
        Map<String, Object> challenge = Map.of("bot", own, "opponent", random, "games", 2, "ruleset", "classic");

        // another team's page: its forms are refused before anything is made
        assertThat(post(stranger, "/teams/" + home.id() + "/challenges", challenge)
                        .statusCode())
                .isEqualTo(403);
        assertThat(post(
                                stranger,
                                "/teams/" + home.id() + "/webhooks",
                                Map.of("url", "http://127.0.0.1:9/", "events", "gate.decided"))
                        .statusCode())
                .isEqualTo(403);
        assertThat(post(stranger, "/teams/" + home.id() + "/bots/" + own + "/challengeable", Map.of("value", "true"))
                        .statusCode())
                .isEqualTo(403);
        // another team's bot on one's own page, as the challenger: refused beside the bot
        Document foreign = Jsoup.parse(post(
                        stranger,
                        "/teams/" + away.id() + "/challenges",
                        Map.of("bot", own, "opponent", random, "games", 2, "ruleset", "classic"))
                .asString());
        assertThat(refusal(foreign, "challenge", "bot")).isEqualTo("bot " + own + " is not one of this team's bots");
        // another team's bot that takes no challenges, as the opponent: refused beside the opponent
        Document unwilling = Jsoup.parse(post(
                        member,
                        "/teams/" + home.id() + "/challenges",
                        Map.of("bot", own, "opponent", theirs, "games", 2, "ruleset", "classic"))
                .asString());
        assertThat(refusal(unwilling, "challenge", "opponent")).contains("does not take challenges from other teams");
        assertThat(challenges(home)).isEmpty();

        // bad input: beside its field, what was typed kept
        Response zero = post(
                member,
                "/teams/" + home.id() + "/challenges",
                Map.of("bot", own, "opponent", random, "games", 0, "ruleset", "classic"));
        assertThat(zero.statusCode()).isEqualTo(400);
        Document zeroPage = Jsoup.parse(zero.asString());
        assertThat(refusal(zeroPage, "challenge", "games")).startsWith("games must be 1..");
        assertThat(zeroPage.select("form[data-form=challenge] input[name=ruleset]")
                        .val())
                .isEqualTo("classic");
        assertThat(refusal(
                        Jsoup.parse(post(
                                        member,
                                        "/teams/" + home.id() + "/challenges",
                                        Map.of("bot", own, "opponent", random, "games", 2, "ruleset", "<b>huge</b>"))
                                .asString()),
                        "challenge",
                        "ruleset"))
                .startsWith("ruleset: ");
        Document badUrl = Jsoup.parse(post(
                        member,
                        "/teams/" + home.id() + "/webhooks",
                        Map.of("url", "ftp://example.org/hook", "events", "gate.decided"))
                .asString());
        assertThat(refusal(badUrl, "webhook", "url")).startsWith("url");
        assertThat(badUrl.select("form[data-form=webhook] input[name=url]").val())
                .isEqualTo("ftp://example.org/hook");
        Document noEvents =
                Jsoup.parse(post(member, "/teams/" + home.id() + "/webhooks", Map.of("url", "http://127.0.0.1:9/hook"))
                        .asString());
        assertThat(refusal(noEvents, "webhook", "events")).startsWith("events must name at least one of");
        Document unknownEvent = Jsoup.parse(post(
                        member,
                        "/teams/" + home.id() + "/webhooks",
                        Map.of("url", "http://127.0.0.1:9/hook", "events", "<script>"))
                .asString());
        assertThat(refusal(unknownEvent, "webhook", "events")).startsWith("events: '<script>' is not one of");
        assertThat(unknownEvent.html()).doesNotContain("'<script>'");
        assertThat(webhooks(home)).isEmpty();

        // a forged cross-site post with the member's own session: refused before it is read
        for (String form : List.of("challenges", "webhooks")) {
            given().redirects()
                    .follow(false)
                    .header("Origin", "https://evil.example")
                    .header("Sec-Fetch-Site", "cross-site")
                    .cookie(COOKIE, member)
                    .contentType(ContentType.URLENC)
                    .formParams(
                            form.equals("challenges")
                                    ? challenge
                                    : Map.of("url", "http://127.0.0.1:9/", "events", "gate.decided"))
                    .post("/teams/{id}/" + form, home.id())
                    .then()
                    .statusCode(403);
        }
        assertThat(challenges(home)).isEmpty();
        assertThat(webhooks(home)).isEmpty();

        // the same forms done: made, and switched and removed by the team alone
        Response made = post(member, "/teams/" + home.id() + "/challenges", challenge);
        assertThat(made.statusCode()).isEqualTo(303);
        assertThat(made.header("Location")).contains("?done=challenge&challenge=");
        assertThat(challenges(home)).hasSize(1);
        Response hook = post(
                member,
                "/teams/" + home.id() + "/webhooks",
                Map.of("url", "http://127.0.0.1:9/hook", "events", "gate.decided"));
        assertThat(hook.statusCode()).isEqualTo(201);
        long id = ((Number) webhooks(home).get(0).get("id")).longValue();
        assertThat(post(stranger, "/teams/" + home.id() + "/webhooks/" + id + "/remove", Map.of())
                        .statusCode())
                .isEqualTo(403);
        assertThat(post(stranger, "/teams/" + away.id() + "/webhooks/" + id + "/remove", Map.of())
                        .statusCode())
                .isEqualTo(404);
        assertThat(webhooks(home)).hasSize(1);
        assertThat(post(member, "/teams/" + home.id() + "/webhooks/" + id + "/remove", Map.of())
                        .statusCode())
                .isEqualTo(303);
        assertThat(webhooks(home)).isEmpty();
        // letting others challenge a bot is its team's to say
        assertThat(post(member, "/teams/" + home.id() + "/bots/" + own + "/challengeable", Map.of("value", "true"))
                        .statusCode())
                .isEqualTo(303);
        assertThat(LeagueApi.read("/api/bots/{id}", own).getBoolean("challengeable"))
                .isTrue();
        assertThat(post(member, "/teams/" + home.id() + "/bots/" + theirs + "/challengeable", Map.of("value", "true"))
                        .statusCode())
                .isEqualTo(403);
        assertThat(LeagueApi.read("/api/bots/{id}", theirs).getBoolean("challengeable"))
                .isFalse();
    }

    /** Every page measured was exactly as wide as its viewport, and at least {@code pages} pages at each width. */
    private static void assertNoPageWiderThanItsViewport(JsonPath seen, int pages) {
        assertThat(Browser.assertNoPageWiderThanItsViewport(seen))
                .as("pages measured at each width")
                .hasEntrySatisfying(390, n -> assertThat(n).isGreaterThanOrEqualTo(pages))
                .hasEntrySatisfying(1280, n -> assertThat(n).isGreaterThanOrEqualTo(pages));
    }

    private static Response post(String session, String path, Map<String, ?> form) {
        return fromOwnPage()
                .cookie(COOKIE, session)
                .contentType(ContentType.URLENC)
                .formParams(form.isEmpty() ? Map.of("_", "") : form)
                .post(path);
    }

    private static String refusal(Document page, String form, String field) {
        return page.select("form[data-form=" + form + "] .refusal[data-for=" + field + "]:not([hidden])")
                .text();
    }

    private static List<Map<String, Object>> challenges(LeagueApi.NewTeam team) {
        return LeagueApi.read("/api/challenges?team={id}", team.id()).getList("$");
    }

    private static List<Map<String, Object>> webhooks(LeagueApi.NewTeam team) {
        return given().header("Authorization", team.bearer())
                .get("/api/teams/{id}/webhooks", team.id())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
    }
}
