package io.admiralty.league.account;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What acts for a team, tried through the REST API and the pages: the organiser's team management (names unique
 * whatever their case, rename, token reset, disable), members' API tokens, captains' invites, and the attacks: a
 * forged cross-site write with a valid cookie, team A looking at team B, links used after expiry, revocation or use,
 * sessions outliving their account or team.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TeamAccessTest {

    @Inject
    InviteRepository invites;

    @Test
    void theOrganiserListsRenamesAndResetsTeamsWhoseNamesAreUniqueWhateverTheirCase() {
        String firstToken = LeagueApi.createTeam("Harbour Lights");
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "HARBOUR lights"))
                .post("/api/teams")
                .then()
                .statusCode(409)
                .body("error", containsString("whatever their case"));
        JsonPath teams = given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/teams")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        long id = teams.getLong("find { it.name == 'Harbour Lights' }.id");
        assertThat(teams.getInt("find { it.name == 'Harbour Lights' }.tokens")).isEqualTo(1);
        long other = People.team("Lighthouse");

        patch(other, Map.of("name", "harbour LIGHTS")).statusCode(409);
        patch(id, Map.of("name", "Harbour Lights II")).statusCode(200).body("name", equalTo("Harbour Lights II"));
        patch(id, Map.of("name", "<b>x</b>\u0007")).statusCode(400);
        patch(id, Map.of("nmae", "typo")).statusCode(400).body("error", containsString("nmae"));
        patch(404_404, Map.of("name", "nobody")).statusCode(404);

        // the team's token works until the organiser resets it; then only the new one does
        given().header("Authorization", "Bearer " + firstToken)
                .get("/api/teams/{id}/tokens", id)
                .then()
                .statusCode(200);
        String newToken = given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/teams/{id}/reset-token", id)
                .then()
                .statusCode(201)
                .extract()
                .path("token");
        given().header("Authorization", "Bearer " + firstToken)
                .get("/api/teams/{id}/tokens", id)
                .then()
                .statusCode(401);
        given().header("Authorization", "Bearer " + newToken)
                .get("/api/teams/{id}/tokens", id)
                .then()
                .statusCode(200)
                .body("name", equalTo(List.of("team token")));

        // a team's token manages nothing of the league's
        given().header("Authorization", "Bearer " + newToken)
                .get("/api/teams")
                .then()
                .statusCode(403);
        given().header("Authorization", "Bearer " + newToken)
                .contentType(ContentType.JSON)
                .body(Map.of("disabled", true))
                .patch("/api/teams/{id}", id)
                .then()
                .statusCode(403);
    }

    @Test
    void aMemberMakesNamedTokensShownOnceThatTheTeamSeesAndRevokes() {
        long team = People.team("Tokens Team");
        String session = People.member(team, "tokens@admiralty.test");
        JsonPath made = fromOwnPage()
                .cookie(COOKIE, session)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "github actions"))
                .post("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String token = made.getString("token");
        long tokenId = made.getLong("id");
        given().header("Authorization", "Bearer " + token)
                .get("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(200)
                .body("find { it.id == " + tokenId + " }.name", equalTo("github actions"))
                .body("find { it.id == " + tokenId + " }.createdBy", equalTo("Person tokens@admiralty.test"))
                .body("find { it.id == " + tokenId + " }.lastUsedAt", notNullValue())
                .body("find { it.id == " + tokenId + " }", not(hasKey("token")))
                .body("find { it.id == " + tokenId + " }", not(hasKey("tokenHash")));
        // a token makes no tokens: only a signed-in person does
        given().header("Authorization", "Bearer " + token)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "more"))
                .post("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(403);
        fromOwnPage()
                .cookie(COOKIE, session)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "x".repeat(65)))
                .post("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(400);
        fromOwnPage()
                .cookie(COOKIE, session)
                .delete("/api/teams/{id}/tokens/{token}", team, tokenId)
                .then()
                .statusCode(204);
        given().header("Authorization", "Bearer " + token)
                .get("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(401);
    }

    @Test
    void aForgedCrossSiteWriteWithAValidCookieIsRefused() {
        long team = People.team("Forged");
        String session = People.member(team, "forged@admiralty.test");
        for (Map<String, String> headers : List.of(
                Map.of("Origin", "https://evil.example"),
                Map.of("Origin", "null"),
                Map.of("Sec-Fetch-Site", "cross-site"),
                Map.of("Sec-Fetch-Site", "same-site"),
                Map.of("Origin", "https://evil.example", "Referer", "http://localhost/"),
                Map.<String, String>of())) {
            given().headers(headers)
                    .cookie(COOKIE, session)
                    .contentType(ContentType.JSON)
                    .body(Map.of("name", "stolen"))
                    .post("/api/teams/{id}/tokens", team)
                    .then()
                    .statusCode(403)
                    .body("error", containsString("own pages"));
        }
        given().cookie(COOKIE, session)
                .get("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(200)
                .body("name", not(hasItem("stolen")));
        // the same write from the league's own page, as Origin says it
        given().header("Origin", "http://localhost:" + io.restassured.RestAssured.port)
                .cookie(COOKIE, session)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "mine"))
                .post("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(201);
    }

    @Test
    void teamAsMembersSeeNothingOfTeamBsTokensInvitesOrMembers() {
        long a = People.team("Team A");
        long b = People.team("Team B");
        String memberOfA = People.member(a, "a@admiralty.test");
        String tokenOfA = LeagueApi.createTeam("Team A2");
        People.member(b, "b@admiralty.test");
        for (String what : List.of("tokens", "invites", "members")) {
            given().cookie(COOKIE, memberOfA)
                    .get("/api/teams/{id}/" + what, b)
                    .then()
                    .statusCode(403);
            given().header("Authorization", "Bearer " + tokenOfA)
                    .get("/api/teams/{id}/" + what, b)
                    .then()
                    .statusCode(403);
            given().get("/api/teams/{id}/" + what, b).then().statusCode(401);
            given().cookie(COOKIE, memberOfA)
                    .get("/api/teams/{id}/" + what, a)
                    .then()
                    .statusCode(200);
        }
        fromOwnPage()
                .cookie(COOKIE, memberOfA)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "into b"))
                .post("/api/teams/{id}/tokens", b)
                .then()
                .statusCode(403);
        fromOwnPage()
                .cookie(COOKIE, memberOfA)
                .contentType(ContentType.JSON)
                .body("{}")
                .post("/api/teams/{id}/invites", b)
                .then()
                .statusCode(403);
        given().cookie(COOKIE, memberOfA).get("/api/accounts").then().statusCode(403);
    }

    @Test
    void anInviteLetsOnePersonInAndNobodyAfterItIsUsedRevokedOrExpired() {
        long team = People.team("Invited");
        String token = People.invite(team, "{}");
        given().get("/invites/{token}", token).then().statusCode(200).body(containsString("Join Invited"));
        Map<String, String> form =
                Map.of("name", "Grace", "email", "grace@admiralty.test", "password", "grace-password");
        // the form is sent on to the sign-in as it was posted (307: method and body kept), as a browser does
        String signIn = People.fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParams(form)
                .post("/invites/{token}", token)
                .then()
                .statusCode(307)
                .header("Location", endsWith("/sign-in"))
                .extract()
                .header("Location");
        String grace = People.fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParams(form)
                .post(signIn)
                .then()
                .statusCode(302)
                .header("Location", not(containsString("failed")))
                .extract()
                .cookie(COOKIE);
        given().cookie(COOKIE, grace)
                .get("/api/me")
                .then()
                .statusCode(200)
                .body("teams[0].team", equalTo((int) team))
                .body("teams[0].role", equalTo("captain"));
        // used up
        given().get("/invites/{token}", token).then().statusCode(404);
        joinAs(token, "late@admiralty.test").statusCode(404);

        // revoked by the captain
        String revoked = given().cookie(COOKIE, grace)
                .header("Sec-Fetch-Site", "same-origin")
                .contentType(ContentType.JSON)
                .body(Map.of("uses", 5, "hours", 1))
                .post("/api/teams/{id}/invites", team)
                .then()
                .statusCode(201)
                .body("uses", equalTo(5))
                .body("expiresAt", notNullValue())
                .extract()
                .path("url");
        long revokedId = given().cookie(COOKIE, grace)
                .get("/api/teams/{id}/invites", team)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("[0].id");
        fromOwnPage()
                .cookie(COOKIE, grace)
                .delete("/api/teams/{id}/invites/{invite}", team, revokedId)
                .then()
                .statusCode(204);
        joinAs(revoked.substring(revoked.lastIndexOf('/') + 1), "late@admiralty.test")
                .statusCode(404);

        // expired: its time is moved back, as an hour passing would
        String expired = People.invite(team, "{\"hours\": 1}");
        QuarkusTransaction.requiringNew()
                .run(() -> invites.byTokenHash(Identities.hash(expired)).orElseThrow().expiresAt =
                        Instant.now().minusSeconds(1));
        joinAs(expired, "late@admiralty.test").statusCode(404);
        given().cookie(COOKIE, grace)
                .get("/api/teams/{id}/members", team)
                .then()
                .body("name", equalTo(List.of("Grace")));

        // a member (not the captain) makes no invites; bad settings are refused
        String member = People.member(team, "member@admiralty.test");
        fromOwnPage()
                .cookie(COOKIE, member)
                .contentType(ContentType.JSON)
                .body("{}")
                .post("/api/teams/{id}/invites", team)
                .then()
                .statusCode(403);
        for (String bad : List.of("{\"uses\": 0}", "{\"hours\": 721}", "{\"uses\": 1.5}", "{\"usse\": 2}")) {
            given().header("Authorization", LeagueApi.ORGANISER)
                    .contentType(ContentType.JSON)
                    .body(bad)
                    .post("/api/teams/{id}/invites", team)
                    .then()
                    .statusCode(400);
        }
    }

    @Test
    void aRefusedInvitationFormKeepsWhatWasTypedButThePassword() {
        long team = People.team("Typed");
        String token = People.invite(team, "{}");
        fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParams(Map.of("name", "<i>Kit</i>", "email", "kit@admiralty.test", "password", "short"))
                .post("/invites/{token}", token)
                .then()
                .statusCode(400)
                .body(containsString("at least 10 characters"))
                .body(containsString("value=\"kit@admiralty.test\""))
                .body(containsString("&lt;i&gt;Kit&lt;/i&gt;"))
                .body(not(containsString("value=\"short\"")));
        // the link was not used up by the refusal
        given().get("/invites/{token}", token).then().statusCode(200);
    }

    @Test
    void disablingATeamEndsItsTokensAndSessionsAndRemovingAnAccountEndsItsSessions() {
        long team = People.team("Disabled");
        String token = given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/teams/{id}/reset-token", team)
                .then()
                .extract()
                .path("token");
        String session = People.member(team, "disabled@admiralty.test");
        long bot = LeagueApi.registerHttpBot("Bearer " + token, "to be retired", "http://127.0.0.1:9/");
        patch(team, Map.of("disabled", true)).statusCode(200).body("disabled", equalTo(true));
        given().header("Authorization", "Bearer " + token)
                .get("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(401);
        given().cookie(COOKIE, session).get("/api/me").then().statusCode(401);
        given().get("/api/bots/{id}", bot).then().statusCode(200).body("retired", equalTo(true));
        // signing in again gives a person without the team
        String again = People.session("disabled@admiralty.test", "disabled@admiralty.test-password");
        given().cookie(COOKIE, again).get("/api/me").then().body("teams", equalTo(List.of()));
        given().cookie(COOKIE, again).get("/api/teams/{id}/tokens", team).then().statusCode(403);

        long account = given().cookie(COOKIE, again)
                .get("/api/me")
                .then()
                .extract()
                .jsonPath()
                .getLong("id");
        given().header("Authorization", LeagueApi.ORGANISER)
                .delete("/api/accounts/{id}", account)
                .then()
                .statusCode(204);
        given().cookie(COOKIE, again).get("/api/me").then().statusCode(401);
        assertThat(People.signIn("disabled@admiralty.test", "disabled@admiralty.test-password")
                        .header("Location"))
                .endsWith("?failed=1");
        given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/accounts")
                .then()
                .body("find { it.id == " + account + " }", nullValue());
    }

    @Test
    void selfRegistrationIsClosedUnlessTheOrganiserOpensIt() {
        given().get("/sign-up").then().statusCode(404).body(containsString("ask the organiser"));
        fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParams(Map.of(
                        "team", "Gatecrashers", "name", "G", "email", "g@admiralty.test", "password", "gate-password"))
                .post("/sign-up")
                .then()
                .statusCode(404);
        given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/teams")
                .then()
                .body("name", not(hasItem("Gatecrashers")));
    }

    private static io.restassured.response.ValidatableResponse joinAs(String token, String email) {
        return fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParams(Map.of("name", "Late", "email", email, "password", "late-password"))
                .post("/invites/{token}", token)
                .then();
    }

    private static io.restassured.response.ValidatableResponse patch(long team, Map<String, Object> body) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(body)
                .patch("/api/teams/{id}", team)
                .then();
    }

    private static org.hamcrest.Matcher<Map<? extends String, ?>> hasKey(String key) {
        return org.hamcrest.Matchers.hasKey(key);
    }
}
