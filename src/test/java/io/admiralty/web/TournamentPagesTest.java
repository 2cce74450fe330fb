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
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * The tournaments' pages: the console's forms (refusals beside their fields with what was typed, post/redirect/get,
 * organisers only, no write from another site), the public page's escaping and its 404; and issue 47's journey in
 * Chromium: a hidden double elimination of a season's top 6 made, run and released round by round on the console while
 * an anonymous reader sees each round only after its release.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentPagesTest {

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void theConsolesFormsRefuseBesideTheFieldAndRedirectOnceDone() {
        String organiser = session(ORGANISER_EMAIL, ORGANISER_PASSWORD);
        long season = seasonOf(List.of("hunter", "random"));
        Map<String, String> form = new LinkedHashMap<>(Map.of(
                "name",
                "<i>Cup</i>",
                "season",
                Long.toString(season),
                "top",
                "2",
                "format",
                "single",
                "bestOf",
                "4",
                "release",
                "hidden"));
        Document refused =
                Jsoup.parse(post(organiser, "/admin/tournaments", form, 400).asString());
        assertThat(refused.select("#tournament-bestOf-problem").text()).contains("bestOf must be odd");
        assertThat(refused.select("#tournament-name").val()).isEqualTo("<i>Cup</i>");
        form.put("bestOf", "1");
        form.put("top", "x");
        refused = Jsoup.parse(post(organiser, "/admin/tournaments", form, 400).asString());
        assertThat(refused.select("#tournament-top-problem").text()).contains("must be a whole number");
        form.put("top", "2");
        form.put("format", "knockout");
        refused = Jsoup.parse(post(organiser, "/admin/tournaments", form, 400).asString());
        assertThat(refused.select("#tournament-format-problem").text()).contains("format must be");
        form.put("format", "single");

        Response made = post(organiser, "/admin/tournaments", form, 303);
        assertThat(made.header("Location")).matches(".*/admin/tournaments/\\d+\\?done=made$");
        long id = Long.parseLong(made.header("Location").replaceAll(".*/tournaments/(\\d+)\\?.*", "$1"));
        String page = given().cookie(COOKIE, organiser)
                .get("/admin/tournaments/{id}?done=made", id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(page)
                .contains("The tournament is made")
                .contains("&lt;i&gt;Cup&lt;/i&gt;")
                .doesNotContain("<i>Cup");

        Document round = Jsoup.parse(
                post(organiser, "/admin/tournaments/" + id + "/release", Map.of("round", "0", "stage", "public"), 400)
                        .asString());
        assertThat(round.select("#release-round-problem").text()).contains("round must be 1..");
        Document stage = Jsoup.parse(
                post(organiser, "/admin/tournaments/" + id + "/release", Map.of("round", "1", "stage", "secret"), 400)
                        .asString());
        assertThat(stage.select("#release-stage-problem").text()).contains("a stage is hidden, participants or public");
        Document pair = Jsoup.parse(
                post(organiser, "/admin/tournaments/" + id + "/forbid", Map.of("first", "1", "second", "2"), 400)
                        .asString());
        assertThat(pair.select("[role=alert]").text()).contains("only a Swiss");
        assertThat(post(organiser, "/admin/tournaments/" + id + "/start", Map.of(), 303)
                        .header("Location"))
                .endsWith("?done=started");
        Document twice = Jsoup.parse(post(organiser, "/admin/tournaments/" + id + "/start", Map.of(), 409)
                .asString());
        assertThat(twice.select("[role=alert]").text()).contains("has started already");
        assertThat(post(
                                organiser,
                                "/admin/tournaments/" + id + "/release",
                                Map.of("round", "1", "stage", "public"),
                                303)
                        .header("Location"))
                .endsWith("?done=released");

        String shown = given().get("/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .extract()
                .asString();
        assertThat(shown).contains("&lt;i&gt;Cup&lt;/i&gt;").doesNotContain("<i>Cup");
        given().get("/tournaments").then().statusCode(200).body(containsString("/tournaments/" + id + "\""));
        given().get("/tournaments/{id}", 999_999_999L).then().statusCode(404).contentType(ContentType.HTML);
        given().get("/tournaments/x").then().statusCode(404);
    }

    @Test
    void onlyAnOrganiserGetsInAndNoOtherSiteWrites() {
        String organiser = session(ORGANISER_EMAIL, ORGANISER_PASSWORD);
        Response visitor = given().redirects().follow(false).get("/admin/tournaments");
        assertThat(visitor.statusCode()).isEqualTo(302);
        assertThat(visitor.header("Location")).endsWith("/sign-in");
        String member = People.member(
                People.team("Tournament Members " + System.nanoTime()),
                "member" + System.nanoTime() + "@tournaments.test");
        given().cookie(COOKIE, member)
                .redirects()
                .follow(false)
                .get("/admin/tournaments")
                .then()
                .statusCode(403)
                .body(containsString("Organisers only"));
        int before = LeagueApi.read("/api/tournaments?first=100").getList("id").size();
        fromOwnPage()
                .cookie(COOKIE, member)
                .contentType(ContentType.URLENC)
                .formParams(Map.of("name", "Members", "format", "single", "bestOf", "1"))
                .post("/admin/tournaments")
                .then()
                .statusCode(403);
        given().redirects()
                .follow(false)
                .header("Sec-Fetch-Site", "cross-site")
                .cookie(COOKIE, organiser)
                .contentType(ContentType.URLENC)
                .formParams(Map.of("name", "Forged", "format", "single", "bestOf", "1"))
                .post("/admin/tournaments")
                .then()
                .statusCode(403);
        assertThat(LeagueApi.read("/api/tournaments?first=100").getList("id")).hasSize(before);
    }

    @Test
    void journeyAHiddenDoubleEliminationIsReleasedRoundByRoundOnTheConsole() throws Exception {
        long season = seasonOf(List.of("density", "hunter", "parity", "sequential", "random", "expert"));
        JsonPath seen = JsonPath.from(Browser.playwright(
                Duration.ofMinutes(6),
                "tournament-day.mjs",
                "http://localhost:" + port,
                ORGANISER_EMAIL,
                ORGANISER_PASSWORD,
                Long.toString(season),
                Browser.screenshotFolder() + "/tournament"));
        assertThat(seen.getString("failure")).isNull();
        assertThat(seen.getString("made")).contains("The tournament is made");
        assertThat(seen.getString("started")).contains("started");
        JsonPath tournament = LeagueApi.read("/api/tournaments/{id}", seen.getLong("id"));
        assertThat(tournament.getList("entrants")).hasSize(6);
        assertThat(tournament.getString("format")).isEqualTo("double");
        int rounds = seen.getInt("roundCount");
        assertThat(rounds).isGreaterThanOrEqualTo(5);
        assertThat(seen.getInt("before.games")).as("nothing of a hidden round").isZero();
        assertThat(seen.getString("before.text")).contains("not shown yet").doesNotContain("Placings");
        List<Map<String, Object>> released = seen.getList("rounds");
        assertThat(seen.getInt("live.games"))
                .as("round 1's games on the page loaded before its release, not reloaded")
                .isPositive()
                .isEqualTo(released.get(0).get("games"));
        assertThat(seen.getInt("live.refreshes")).isPositive();
        assertThat(seen.getString("live.status")).isEqualTo("live");
        assertThat(released).hasSize(rounds);
        int games = 0;
        for (Map<String, Object> one : released) {
            int round = (Integer) one.get("released");
            assertThat(one.get("shown")).as("round " + round).isEqualTo(round);
            assertThat((Integer) one.get("games")).as("round " + round).isGreaterThan(games);
            games = (Integer) one.get("games");
            assertThat(one.get("placings")).as("round " + round).isEqualTo(round == rounds);
        }
        assertThat(games).isEqualTo(seen.getInt("organiserGames"));
        assertThat(seen.getList("brackets", String.class))
                .containsExactly("Winners' bracket", "Losers' bracket", "Grand final");
        assertThat(seen.getString("replay")).matches(".*/games/\\d+$");
        assertThat(seen.getList("consoleErrors")).isEmpty();
        assertThat(Browser.assertNoPageWiderThanItsViewport(seen)).containsKeys(390, 1280);
    }

    /** A season with these built-ins entered. */
    private static long seasonOf(List<String> builtins) {
        long season = LeagueApi.createSeason(
                "{\"name\":\"tournament pages " + System.nanoTime() + "\",\"ruleset\":\"classic\"}");
        builtins.forEach(name -> LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(name)));
        return season;
    }

    private static Response post(String organiser, String path, Map<String, String> form, int status) {
        Response answer = fromOwnPage()
                .cookie(COOKIE, organiser)
                .contentType(ContentType.URLENC)
                .formParams(form)
                .post(path);
        assertThat(answer.statusCode())
                .as(path + " " + form + ": " + answer.asString())
                .isEqualTo(status);
        return answer;
    }
}
