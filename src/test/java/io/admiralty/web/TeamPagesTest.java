package io.admiralty.web;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * A team's page and its forms as a browser without scripts uses them (the browser journeys are TeamJourneyTest's):
 * every form does what the API does, through the same services, and a refusal comes back beside its field with what
 * was typed; a member of one team can see and do nothing on another team's page, its transcripts, tokens or invites;
 * un-retiring and withdrawing through the API; a person in two teams chooses the team of a new bot; no one registers
 * a bot for a disabled team.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TeamPagesTest {

    @Test
    void theFormsDoWhatTheApiDoesAndARefusalComesBackBesideItsField() throws Exception {
        long team = People.team("Form Team");
        String session = People.member(team, "forms@admiralty.test");
        long season = LeagueApi.createSeason("{\"name\":\"form season\",\"gamesPerMatchup\":2}");

        // a file that is no archive: refused beside the file picker, what was typed kept
        Response refused = registerForm(session, team, "form-bot", "python3 native_bot.py", "not a zip".getBytes());
        assertThat(refused.statusCode()).isEqualTo(400);
        Document page = Jsoup.parse(refused.asString());
        assertThat(page.select("form[data-form=register] .refusal[data-for=artifact]:not([hidden])")
                        .text())
                .isEqualTo("the artifact is neither a zip nor a tar.gz archive");
        assertThat(page.select("form[data-form=register] input[name=name]").val())
                .isEqualTo("form-bot");
        assertThat(page.select("form[data-form=register] input[name=command]").val())
                .isEqualTo("python3 native_bot.py");
        assertThat(page.select("form[data-form=register] select[name=dialect] option[selected]")
                        .text())
                .isEqualTo("native");

        // posted by the page's script: the same page, as 200 with the refusal's status beside it
        Response inPage = fromOwnPage()
                .cookie(COOKIE, session)
                .header("X-Admiralty-Form", "in-page")
                .multiPart("name", "form-bot")
                .multiPart("kind", "process")
                .multiPart("dialect", "native")
                .multiPart("command", "python3 native_bot.py")
                .multiPart("artifact", "bot.zip", "not a zip".getBytes(), "application/zip")
                .post("/teams/{id}/bots", team);
        assertThat(inPage.statusCode()).isEqualTo(200);
        assertThat(inPage.header("X-Admiralty-Refused")).isEqualTo("400");
        assertThat(Jsoup.parse(inPage.asString())
                        .select("form[data-form=register] .refusal[data-for=artifact]")
                        .text())
                .isEqualTo("the artifact is neither a zip nor a tar.gz archive");

        Response registered = registerForm(
                session, team, "form-bot", "python3 native_bot.py", Files.readAllBytes(LeagueApi.exampleZip()));
        assertThat(registered.statusCode()).isEqualTo(303);
        assertThat(registered.header("Location")).contains("/teams/" + team + "?done=registered&bot=");
        long bot = given().cookie(COOKIE, session)
                .get("/api/bots?team={team}", team)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("find { it.name == 'form-bot' }.id");

        // the same name again: the API's conflict, beside the name
        Document taken = Jsoup.parse(registerForm(
                        session, team, "form-bot", "python3 native_bot.py", Files.readAllBytes(LeagueApi.exampleZip()))
                .asString());
        assertThat(taken.select("form[data-form=register] .refusal[data-for=name]")
                        .text())
                .startsWith("your team has a bot named 'form-bot' already");

        post(session, "/teams/{id}/entries", team, Map.of("bot", bot, "season", season))
                .then()
                .statusCode(303);
        assertThat(LeagueApi.season(season).getInt("entries")).isEqualTo(1);
        Document entered = page(session, team);
        assertThat(entered.select("#entries").text()).contains("form season").contains("form-bot");
        // entering twice: the API's conflict, beside the season
        Document twice = Jsoup.parse(post(session, "/teams/{id}/entries", team, Map.of("bot", bot, "season", season))
                .asString());
        assertThat(twice.select("form[data-form=enter] .refusal[data-for=season]")
                        .text())
                .isEqualTo("bot " + bot + " is in season " + season + " already");

        post(session, "/teams/" + team + "/seasons/" + season + "/bots/" + bot + "/withdraw", team, Map.of())
                .then()
                .statusCode(303);
        assertThat(page(session, team).select("#entries").text()).contains("withdrawn");
        post(session, "/teams/" + team + "/bots/" + bot + "/retire", team, Map.of())
                .then()
                .statusCode(303);
        assertThat(page(session, team).select("tr[data-bot=" + bot + "] .state").text())
                .isEqualTo("retired");
        post(session, "/teams/" + team + "/bots/" + bot + "/unretire", team, Map.of())
                .then()
                .statusCode(303);
        assertThat(page(session, team).select("tr[data-bot=" + bot + "] .state").text())
                .startsWith("playing v1");

        // a gated new version: the bot shows its gate
        Response gated = fromOwnPage()
                .cookie(COOKIE, session)
                .multiPart("bot", Long.toString(bot))
                .multiPart("command", "python3 native_bot.py")
                .multiPart("gate", "true")
                .multiPart("artifact", "bot.zip", Files.readAllBytes(LeagueApi.exampleZip()), "application/zip")
                .post("/teams/{id}/versions", team);
        assertThat(gated.statusCode()).isEqualTo(303);
        assertThat(page(session, team).select("tr[data-bot=" + bot + "] .state").text())
                .startsWith("gating v2 against v1")
                .containsPattern(
                        "^gating v2 against v1: \\d+ games?, LLR -?\\d+\\.\\d\\d in \\[-\\d+\\.\\d\\d, \\d+\\.\\d\\d]");
        // a second upload while the gate runs: the API's conflict, beside the gate box
        Response again = fromOwnPage()
                .cookie(COOKIE, session)
                .multiPart("bot", Long.toString(bot))
                .multiPart("command", "python3 native_bot.py")
                .multiPart("artifact", "bot.zip", Files.readAllBytes(LeagueApi.exampleZip()), "application/zip")
                .post("/teams/{id}/versions", team);
        assertThat(again.statusCode()).isEqualTo(409);
        assertThat(Jsoup.parse(again.asString())
                        .select("form[data-form=version] .refusal[data-for=gate]")
                        .text())
                .contains("has a gate running");

        // a token, shown once, that works as the API's bearer token
        Document made = Jsoup.parse(post(session, "/teams/{id}/tokens", team, Map.of("name", "ci"))
                .then()
                .statusCode(201)
                .extract()
                .asString());
        String token = made.select("#tokens code[data-secret]").text();
        given().header("Authorization", "Bearer " + token)
                .get("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(200);
        assertThat(page(session, team).html()).doesNotContain(token);
        // the first to join is the captain: an invite link for two, shown once, that opens the invitation
        Document invited = Jsoup.parse(post(session, "/teams/{id}/invites", team, Map.of("uses", "2", "hours", ""))
                .then()
                .statusCode(201)
                .extract()
                .asString());
        String link = invited.select("#members code[data-secret]").text();
        assertThat(link).contains("/invites/");
        given().get(link.substring(link.indexOf("/invites/"))).then().statusCode(200);
        assertThat(invited.select("#members .invites").text()).contains("2 uses left");
        // out of range: the refusal beside the field, what was typed kept
        Document tooMany = Jsoup.parse(post(session, "/teams/{id}/invites", team, Map.of("uses", "101"))
                .then()
                .statusCode(400)
                .extract()
                .asString());
        assertThat(tooMany.select("form[data-form=invite] .refusal[data-for=uses]")
                        .text())
                .isEqualTo("uses must be 1..100, was 101");
        assertThat(tooMany.select("form[data-form=invite] input[name=uses]").val())
                .isEqualTo("101");
    }

    @Test
    void aMemberOfOneTeamCanSeeAndDoNothingOnAnothersPage() throws Exception {
        long teamA = People.team("Page Team A");
        long teamB = People.team("Page Team B");
        String a = People.member(teamA, "page-a@admiralty.test");
        String b = People.member(teamB, "page-b@admiralty.test");
        String tokenB = People.fromOwnPage()
                .cookie(COOKIE, b)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "b-token"))
                .post("/api/teams/{id}/tokens", teamB)
                .then()
                .statusCode(201)
                .extract()
                .path("token");
        // B's bot passes its validation, then forfeits every game (nothing listens at its address any more): its games
        // have B's transcripts
        long botB = LeagueApi.registerGoneAfterValidation("Bearer " + tokenB, "refused-b");
        long season = LeagueApi.createSeason("{\"name\":\"page season\",\"gamesPerMatchup\":2}");
        LeagueApi.enter("Bearer " + tokenB, season, botB);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);
        long game = given().get("/api/games?bot={bot}", botB)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("games[0].id");

        Document own = Jsoup.parse(given().cookie(COOKIE, b)
                .get("/teams/{id}", teamB)
                .then()
                .statusCode(200)
                .extract()
                .asString());
        assertThat(own.select("#games a.transcript").attr("href")).isEqualTo("/teams/" + teamB + "/games/" + game);
        assertThat(given().cookie(COOKIE, b)
                        .get("/teams/{id}/games/{game}", teamB, game)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .contains("Transcript of refused-b");

        // A sees B's public page alone: its name, its bot and season, none of its forms, games, tokens or members, and
        // no member's name until they choose to show it, never an e-mail address
        Document publicPage = page(a, teamB);
        assertThat(publicPage.select("h1").text()).isEqualTo("Page Team B");
        assertThat(publicPage.select("#bots a[href=/bots/" + botB + "]").text()).isEqualTo("refused-b");
        assertThat(publicPage.select("#bots a[href=/seasons/" + season + "]").text())
                .isEqualTo("page season");
        assertThat(publicPage.select("form, #tokens, #games, #members, a.transcript"))
                .isEmpty();
        assertThat(publicPage.select("p.members").text()).isEqualTo("1 member.");
        assertThat(publicPage.html()).doesNotContain("page-b@admiralty.test").doesNotContain("b-token");
        // anonymous readers see the same, and are offered a way to sign in
        Document anonymous = Jsoup.parse(given().get("/teams/{id}", teamB)
                .then()
                .statusCode(200)
                .extract()
                .asString());
        assertThat(anonymous.select("#bots a[href=/bots/" + botB + "]").text()).isEqualTo("refused-b");
        assertThat(anonymous.select("main a[href=/sign-in]")).hasSize(1);
        assertThat(anonymous.html()).doesNotContain("page-b@admiralty.test");
        // B chooses to show a name of their own on the team's pages: A sees it, still never B's address
        assertThat(post(b, "/account/name", teamB, Map.of("name", "Bea of B", "shown", "yes"))
                        .then()
                        .extract()
                        .statusCode())
                .isEqualTo(303);
        Document named = page(a, teamB);
        assertThat(named.select("p.members").text()).isEqualTo("1 member: Bea of B.");
        assertThat(named.html()).doesNotContain("page-b@admiralty.test");
        // and hides it again
        post(b, "/account/name", teamB, Map.of("name", "Bea of B")).then().statusCode(303);
        assertThat(page(a, teamB).select("p.members").text()).isEqualTo("1 member.");
        // a name that is no name is refused beside its field, and changes nothing
        Document refusedName = Jsoup.parse(post(b, "/account/name", teamB, Map.of("name", " ", "shown", "yes"))
                .then()
                .statusCode(400)
                .extract()
                .asString());
        assertThat(refusedName
                        .select("form[action=/account/name] .refusal[data-for=name]")
                        .text())
                .isNotEmpty();
        assertThat(page(a, teamB).select("p.members").text()).isEqualTo("1 member.");

        // none of B's own parts: the game's transcript (by B's page or its own), tokens, invites, members
        for (String path : List.of(
                "/teams/" + teamB + "/games/" + game,
                "/api/teams/" + teamB + "/tokens",
                "/api/teams/" + teamB + "/invites",
                "/api/teams/" + teamB + "/members")) {
            given().cookie(COOKIE, a).redirects().follow(false).get(path).then().statusCode(403);
        }
        assertThat(given().cookie(COOKIE, a)
                        .get("/teams/{id}/games/{game}", teamA, game)
                        .then()
                        .statusCode(404)
                        .extract()
                        .asString())
                .doesNotContain("Transcript");
        // nor does any of B's forms work for A (each refused before anything changes)
        for (Map.Entry<String, Map<String, Object>> form : Map.<String, Map<String, Object>>of(
                        "/teams/" + teamB + "/tokens", Map.of("name", "stolen"),
                        "/teams/" + teamB + "/invites", Map.of("uses", "5"),
                        "/teams/" + teamB + "/entries", Map.of("bot", botB, "season", season),
                        "/teams/" + teamB + "/bots/" + botB + "/retire", Map.of(),
                        "/teams/" + teamA + "/bots/" + botB + "/retire", Map.of(),
                        "/teams/" + teamB + "/seasons/" + season + "/bots/" + botB + "/withdraw", Map.of())
                .entrySet()) {
            assertThat(post(a, form.getKey(), teamB, form.getValue()).statusCode())
                    .as(form.getKey())
                    .isEqualTo(403);
        }
        assertThat(given().header("Authorization", "Bearer " + tokenB)
                        .get("/api/teams/{id}/tokens", teamB)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("name"))
                .containsExactly("team token", "b-token");
        assertThat(given().get("/api/bots/{id}", botB)
                        .then()
                        .extract()
                        .jsonPath()
                        .getBoolean("retired"))
                .isFalse();
        assertThat(LeagueApi.season(season).getInt("entries")).isEqualTo(2);

        // nobody signed in sees A's public page alone, without a form; another site cannot post A's forms with A's
        // cookie
        assertThat(Jsoup.parse(given().redirects()
                                .follow(false)
                                .get("/teams/{id}", teamA)
                                .then()
                                .statusCode(200)
                                .extract()
                                .asString())
                        .select("form, #tokens"))
                .isEmpty();
        given().redirects()
                .follow(false)
                .get("/teams/{id}/games/{game}", teamB, game)
                .then()
                .statusCode(401);
        given().redirects()
                .follow(false)
                .cookie(COOKIE, a)
                .header("Origin", "https://evil.example")
                .contentType(ContentType.URLENC)
                .formParam("name", "forged")
                .post("/teams/{id}/tokens", teamA)
                .then()
                .statusCode(403);
        assertThat(page(a, teamA).select("#tokens").text()).doesNotContain("forged");
    }

    @Test
    void retiredBotsComeBackAndEntriesAreWithdrawnThroughTheApi() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("Api Back Team");
        String other = "Bearer " + LeagueApi.createTeam("Api Other Team");
        long bot = LeagueApi.registerGoneAfterValidation(team, "comeback");
        long season = LeagueApi.createSeason("{\"name\":\"withdraw season\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team, season, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));

        given().header("Authorization", other)
                .delete("/api/seasons/{s}/entries/{b}", season, bot)
                .then()
                .statusCode(403);
        given().header("Authorization", team)
                .delete("/api/seasons/{s}/entries/{b}", season, bot)
                .then()
                .statusCode(204);
        given().header("Authorization", team)
                .delete("/api/seasons/{s}/entries/{b}", season, bot)
                .then()
                .statusCode(404);
        // withdrawn, the bot is in no round: one bot is left, too few
        LeagueApi.queueRound(season).statusCode(409);
        LeagueApi.enter(team, season, bot);
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"closed\":true}")
                .patch("/api/seasons/{id}", season)
                .then()
                .statusCode(200);
        given().header("Authorization", team)
                .delete("/api/seasons/{s}/entries/{b}", season, bot)
                .then()
                .statusCode(409);

        given().header("Authorization", team)
                .delete("/api/bots/{id}", bot)
                .then()
                .statusCode(200);
        for (String stranger : List.of(other, "")) {
            given().header("Authorization", stranger)
                    .contentType(ContentType.JSON)
                    .body("{\"retired\":false}")
                    .patch("/api/bots/{id}", bot)
                    .then()
                    .statusCode(stranger.isEmpty() ? 401 : 403);
        }
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body("{\"retired\":\"maybe\"}")
                .patch("/api/bots/{id}", bot)
                .then()
                .statusCode(400);
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body("{\"retired\":false}")
                .patch("/api/bots/{id}", bot)
                .then()
                .statusCode(200)
                .body("retired", equalTo(false));
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"retired\":true}")
                .patch("/api/bots/{id}", bot)
                .then()
                .statusCode(200)
                .body("retired", equalTo(true));
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"retired\":false}")
                .patch("/api/bots/{id}", LeagueApi.builtinId("random"))
                .then()
                .statusCode(403);
    }

    @Test
    void aPersonInTwoTeamsChoosesTheTeamAndNoOneRegistersForADisabledTeam() {
        long first = People.team("Two Teams First");
        long second = People.team("Two Teams Second");
        String session = People.member(first, "two-teams@admiralty.test");
        String token = People.invite(second, "{}");
        fromOwnPage()
                .cookie(COOKIE, session)
                .post("/invites/{token}", token)
                .then()
                .statusCode(303);
        session = People.session("two-teams@admiralty.test", "two-teams@admiralty.test-password");

        Map<String, Object> bot =
                Map.of("name", "chosen", "kind", "http", "dialect", "arena-json", "url", "http://127.0.0.1:9/");
        assertThat(fromOwnPage()
                        .cookie(COOKIE, session)
                        .contentType(ContentType.JSON)
                        .body(bot)
                        .post("/api/bots")
                        .then()
                        .statusCode(400)
                        .extract()
                        .path("error")
                        .toString())
                .contains("you are in 2 teams");
        fromOwnPage()
                .cookie(COOKIE, session)
                .contentType(ContentType.JSON)
                .body(with(bot, "team", second))
                .post("/api/bots")
                .then()
                .statusCode(201)
                .body("team.id", equalTo((int) second));
        // the page's form: the team chosen in it
        Document form = page(session, first);
        assertThat(form.select("form[data-form=register] select[name=team] option")
                        .eachText())
                .containsExactly("Two Teams First", "Two Teams Second");
        Response chosen = fromOwnPage()
                .cookie(COOKIE, session)
                .multiPart("team", Long.toString(second))
                .multiPart("name", "chosen-by-form")
                .multiPart("kind", "http")
                .multiPart("dialect", "arena-json")
                .multiPart("url", "http://127.0.0.1:9/")
                .post("/teams/{id}/bots", first);
        assertThat(chosen.statusCode()).isEqualTo(303);
        assertThat(chosen.header("Location")).contains("/teams/" + second + "?done=registered&bot=");

        long disabled = People.team("Disabled Team");
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(with(bot, "team", disabled))
                .post("/api/bots")
                .then()
                .statusCode(201);
        long retiredBot = given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/bots?team={id}", disabled)
                .then()
                .extract()
                .jsonPath()
                .getLong("[0].id");
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"disabled\":true}")
                .patch("/api/teams/{id}", disabled)
                .then()
                .statusCode(200);
        assertThat(given().header("Authorization", LeagueApi.ORGANISER)
                        .contentType(ContentType.JSON)
                        .body(with(bot, "team", disabled))
                        .post("/api/bots")
                        .then()
                        .statusCode(409)
                        .extract()
                        .path("error")
                        .toString())
                .contains("is disabled");
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"retired\":false}")
                .patch("/api/bots/{id}", retiredBot)
                .then()
                .statusCode(409);
    }

    private static Map<String, Object> with(Map<String, Object> map, String key, Object value) {
        Map<String, Object> copy = new HashMap<>(map);
        copy.put(key, value);
        return copy;
    }

    private static Response registerForm(String session, long team, String name, String command, byte[] file) {
        return fromOwnPage()
                .cookie(COOKIE, session)
                .multiPart("name", name)
                .multiPart("kind", "process")
                .multiPart("dialect", "native")
                .multiPart("command", command)
                .multiPart("artifact", "bot.zip", file, "application/zip")
                .post("/teams/{id}/bots", team);
    }

    private static Response post(String session, String path, long team, Map<String, Object> form) {
        return fromOwnPage()
                .cookie(COOKIE, session)
                .contentType(ContentType.URLENC.withCharset(StandardCharsets.UTF_8))
                .formParams(form)
                .post(path.replace("{id}", Long.toString(team)));
    }

    private static Document page(String session, long team) {
        return Jsoup.parse(given().cookie(COOKIE, session)
                .get("/teams/{id}", team)
                .then()
                .statusCode(200)
                .extract()
                .asString());
    }
}
