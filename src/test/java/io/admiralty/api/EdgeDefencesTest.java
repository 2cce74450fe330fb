package io.admiralty.api;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.admiralty.web.Browser;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * Issue 44's attacks on the edge, through the real service: a GraphQL mutation in a link's address with the
 * organiser's cookie, a write whose Origin differs only in its scheme, an invite link built from a forged Host header,
 * a session cookie tossed beside the victim's, and (in Chromium) a team page framed by a page on another port of the
 * same host and a cookie tossed by it. Every answer carries the browser defences.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class EdgeDefencesTest {

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void aMutationInTheAddressIsRefusedWithTheOrganisersCookieAndAQueryThereStillWorks() {
        long season = LeagueApi.createSeason("{\"name\":\"not to be paused " + System.nanoTime() + "\"}");
        String organiser = People.session(People.ORGANISER_EMAIL, People.ORGANISER_PASSWORD);
        String pause = "mutation{updateSeason(id:\"" + season + "\",paused:true){id paused}}";
        // the link another site makes the organiser's browser follow (a top-level navigation sends a Lax cookie),
        // and the same from the league's own page, and by a script with the organiser's token
        for (Map<String, String> headers : List.of(
                Map.of("Sec-Fetch-Site", "cross-site", "Sec-Fetch-Mode", "navigate"),
                Map.of("Sec-Fetch-Site", "same-origin"),
                Map.<String, String>of())) {
            given().headers(headers)
                    .cookie(COOKIE, organiser)
                    .queryParam("query", pause)
                    .get("/graphql")
                    .then()
                    .statusCode(405)
                    .header("Allow", "POST")
                    .contentType(ContentType.JSON)
                    .body("status", equalTo(405))
                    .body("error", containsString("takes queries only"));
        }
        given().header("Authorization", LeagueApi.ORGANISER)
                .queryParam("query", pause)
                .get("/graphql")
                .then()
                .statusCode(405);
        // an operation named to hide the mutation behind a query, and HEAD, which Vert.x routes as it routes GET
        given().cookie(COOKIE, organiser)
                .queryParam("query", "query Q { seasons { id } } " + pause.replace("mutation", "mutation M"))
                .queryParam("operationName", "M")
                .get("/graphql")
                .then()
                .statusCode(405);
        given().cookie(COOKIE, organiser)
                .queryParam("query", pause)
                .head("/graphql")
                .then()
                .statusCode(405);
        // any other method is a write to the cross-site check, then refused by GraphQL itself
        given().cookie(COOKIE, organiser)
                .contentType(ContentType.JSON)
                .body(Map.of("query", pause))
                .put("/graphql")
                .then()
                .statusCode(403)
                .body("error", containsString("own pages"));
        fromOwnPage()
                .cookie(COOKIE, organiser)
                .contentType(ContentType.JSON)
                .body(Map.of("query", pause))
                .put("/graphql")
                .then()
                .statusCode(405)
                .body("error", containsString("GET (queries) and POST"));
        // a cross-site POST of the mutation: the cross-site check of every write
        given().header("Sec-Fetch-Site", "cross-site")
                .cookie(COOKIE, organiser)
                .contentType(ContentType.JSON)
                .body(Map.of("query", pause))
                .post("/graphql")
                .then()
                .statusCode(403)
                .body("error", containsString("own pages"));
        assertThat(LeagueApi.season(season).getBoolean("paused")).isFalse();

        given().cookie(COOKIE, organiser)
                .queryParam("query", "{season(id:\"" + season + "\"){id paused}}")
                .get("/graphql")
                .then()
                .statusCode(200)
                .body("data.season.paused", equalTo(false));
        // the organiser's own page pauses it, by POST
        fromOwnPage()
                .cookie(COOKIE, organiser)
                .contentType(ContentType.JSON)
                .body(Map.of("query", pause))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("data.updateSeason.paused", equalTo(true));
    }

    @Test
    void anOriginThatDiffersOnlyInItsSchemeIsAnotherSite() {
        long team = People.team("Schemes " + System.nanoTime());
        String session = People.member(team, "schemes-" + System.nanoTime() + "@admiralty.test");
        for (String origin : List.of(
                "https://localhost:" + port,
                "ws://localhost:" + port,
                "http://localhost:" + (port + 1),
                "http://localhost")) {
            given().header("Origin", origin)
                    .cookie(COOKIE, session)
                    .contentType(ContentType.JSON)
                    .body(Map.of("name", "over " + origin))
                    .post("/api/teams/{id}/tokens", team)
                    .then()
                    .statusCode(403)
                    .body("error", containsString("own pages"));
        }
        given().header("Origin", "http://localhost:" + port)
                .cookie(COOKIE, session)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "from the page"))
                .post("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(201);
        given().cookie(COOKIE, session)
                .get("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(200)
                .body("name", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(containsString("over"))));
    }

    @Test
    void anInviteLinkIsBuiltFromThePublicUrlNotFromTheHostHeader() {
        long team = People.team("Hosts " + System.nanoTime());
        String api = given().header("Authorization", LeagueApi.ORGANISER)
                .header("Host", "evil.example")
                .header("X-Forwarded-Host", "evil.example")
                .contentType(ContentType.JSON)
                .body("{}")
                .post("/api/teams/{id}/invites", team)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("url");
        // unset in the tests, the public URL is the development default: localhost at the port the service listens on
        assertThat(api).startsWith("http://localhost:" + port + "/invites/").doesNotContain("evil");
        String organiser = People.session(People.ORGANISER_EMAIL, People.ORGANISER_PASSWORD);
        String page = fromOwnPage()
                .header("Host", "evil.example")
                .cookie(COOKIE, organiser)
                .contentType(ContentType.URLENC)
                .formParam("uses", "1")
                .post("/admin/teams/{id}/invites", team)
                .then()
                .statusCode(201)
                .extract()
                .asString();
        assertThat(page).contains("http://localhost:" + port + "/invites/").doesNotContain("evil.example");
    }

    @Test
    void aSessionCookieTossedBesideTheVictimsIsNotTakenAndIsExpired() {
        long victims = People.team("Victims " + System.nanoTime());
        long attackers = People.team("Attackers " + System.nanoTime());
        String victim = People.member(victims, "victim-" + System.nanoTime() + "@admiralty.test");
        String attacker = People.member(attackers, "attacker-" + System.nanoTime() + "@admiralty.test");
        // the browser sends the cookie with the longer path first: the attacker's, set for /teams from another port
        Response answer = given().redirects()
                .follow(false)
                .header("Cookie", COOKIE + "=" + attacker + "; " + COOKIE + "=" + victim + "; theme=dark")
                .get("/teams/{id}", attackers);
        // taken as neither person: the attackers' public page, offering a way to sign in, none of their own page's
        // parts
        Document page = Jsoup.parse(answer.asString());
        assertThat(page.select("main a[href=/sign-in]")).as(answer.asString()).hasSize(1);
        assertThat(page.select("form, #tokens, #members")).isEmpty();
        assertThat(answer.headers().getValues("Set-Cookie"))
                .contains(
                        COOKIE + "=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly",
                        COOKIE + "=; Path=/teams; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly",
                        COOKIE + "=; Path=/teams/" + attackers
                                + "; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly");
        given().header("Cookie", COOKIE + "=" + attacker + "; " + COOKIE + "=" + victim)
                .get("/api/me")
                .then()
                .statusCode(401);
        // and a write with both: anonymous, so refused before anything is made
        fromOwnPage()
                .header("Cookie", COOKIE + "=" + attacker + "; " + COOKIE + "=" + victim)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "tossed"))
                .post("/api/teams/{id}/tokens", victims)
                .then()
                .statusCode(401);
        // each alone is who it is, and other cookies pass untouched
        given().header("Cookie", "theme=dark; " + COOKIE + "=" + victim)
                .get("/api/me")
                .then()
                .statusCode(200)
                .body("email", containsString("victim-"));
    }

    @Test
    void everyAnswerTellsTheBrowserItsDefences() {
        String organiser = People.session(People.ORGANISER_EMAIL, People.ORGANISER_PASSWORD);
        List<Response> answers = List.of(
                given().get("/"),
                given().get("/sign-in"),
                given().redirects().follow(false).get("/admin"),
                given().cookie(COOKIE, organiser).get("/admin"),
                given().get("/no-such-page"),
                given().get("/style.css"),
                given().get("/app.js"),
                given().get("/api/bots"),
                given().get("/api/games/987654321"),
                given().header("Authorization", "Basic eDp5").get("/api/bots"),
                given().get("/api/bots?x=" + "y".repeat(5000)),
                given().contentType(ContentType.JSON).body("{\"name\":\"x\"}").post("/api/teams"),
                given().queryParam("query", "{seasons{id}}").get("/graphql"),
                given().get("/graphql/schema.graphql"),
                given().get("/q/openapi"),
                given().get("/q/health/live"));
        for (Response answer : answers) {
            assertThat(answer.header("Content-Security-Policy"))
                    .as("%d %s", answer.statusCode(), answer.contentType())
                    .contains("script-src 'self'")
                    .contains("frame-ancestors 'none'")
                    .doesNotContain("unsafe-eval");
            assertThat(answer.header("X-Frame-Options")).isEqualTo("DENY");
            assertThat(answer.header("X-Content-Type-Options")).isEqualTo("nosniff");
            assertThat(answer.header("Referrer-Policy")).isEqualTo("strict-origin-when-cross-origin");
        }
        assertThat(answers.get(0).header("Content-Security-Policy"))
                .doesNotContain("script-src 'self' 'unsafe-inline'");
    }

    /**
     * In Chromium: a page on another port of this host frames a signed-in member's team page (which must not load)
     * beside a page of its own (which does, so framing is possible here), then tosses the attacker's own session
     * cookie for the team pages' path and sends the member there: they are signed in as nobody (shown the team's public
     * page), never as the attacker, and both cookies are gone.
     */
    @Test
    void aPageOnAnotherPortCannotFrameATeamPageNorSignTheMemberInAsTheAttacker() throws Exception {
        String name = "Framed " + System.nanoTime();
        long team = People.team(name);
        String email = "framed-" + System.nanoTime() + "@admiralty.test";
        People.member(team, email);
        String attacker = People.member(People.team("Framers " + System.nanoTime()), "framer-" + email);
        JsonPath seen = JsonPath.from(Browser.playwright(
                "framing.mjs",
                "http://127.0.0.1:" + port,
                "/teams/" + team,
                name,
                email,
                email + "-password",
                attacker));
        assertThat(seen.getString("teamPageAlone")).as(seen.prettify()).contains(name);
        List<Map<String, Object>> frames = seen.getList("frames");
        assertThat(frames).as(seen.prettify()).hasSize(2);
        assertThat(frames)
                .as("the attacker's own frame loads")
                .anySatisfy(frame -> assertThat((String) frame.get("text")).contains("the attacker's own frame"));
        assertThat(frames).as("no frame shows the team page").noneMatch(frame -> (Boolean) frame.get("showsTeam"));
        assertThat(seen.getList("console", String.class))
                .as("Chromium says why")
                .anyMatch(line -> line.contains("frame-ancestors"));

        assertThat(seen.getList("cookiesAfterTossing", String.class)).containsExactlyInAnyOrder("/", "/teams");
        // signed in as nobody, never as the attacker: the team's public page, which offers a way to sign in
        assertThat(seen.getString("afterTossing.url")).as(seen.prettify()).endsWith("/teams/" + team);
        assertThat(seen.getString("afterTossing.heading")).isEqualTo(name);
        assertThat(seen.getBoolean("afterTossing.offersSignIn"))
                .as(seen.prettify())
                .isTrue();
        assertThat(seen.getList("cookiesAfterTheAnswer")).isEmpty();
    }
}
