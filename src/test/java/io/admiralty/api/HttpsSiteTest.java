package io.admiralty.api;

import static io.admiralty.league.account.People.ORGANISER_EMAIL;
import static io.admiralty.league.account.People.ORGANISER_PASSWORD;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A service whose public URL is https, behind a proxy that says so (X-Forwarded-Proto): its session cookie is
 * {@code __Host-admiralty-session}, which another origin of the host cannot set; a plain {@code admiralty-session}
 * (only another port's page can have set it) is not taken; links and the cross-site check follow the configured
 * origin, scheme included, whatever the request's Host header says.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
@TestProfile(HttpsSiteTest.Https.class)
class HttpsSiteTest {

    static final String SITE = "https://league.admiralty.test";

    public static class Https implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("admiralty.http.public-url", SITE + "/");
        }
    }

    private static Response signIn() {
        return fromOwnPage()
                .header("X-Forwarded-Proto", "https")
                .contentType(ContentType.URLENC)
                .formParam("email", ORGANISER_EMAIL)
                .formParam("password", ORGANISER_PASSWORD)
                .post("/sign-in");
    }

    @Test
    void theSessionCookieIsAHostCookieAndAPlainOneIsNotTaken() {
        Response signedIn = signIn();
        assertThat(signedIn.statusCode()).isEqualTo(302);
        String cookie = signedIn.header("Set-Cookie");
        assertThat(cookie)
                .startsWith(PublicSite.SECURE_SESSION_COOKIE + "=")
                .contains("Secure")
                .contains("Path=/")
                .doesNotContainIgnoringCase("Domain=");
        String session = signedIn.getCookie(PublicSite.SECURE_SESSION_COOKIE);
        given().cookie(PublicSite.SECURE_SESSION_COOKIE, session)
                .get("/api/me")
                .then()
                .statusCode(200)
                .body("email", containsString(ORGANISER_EMAIL));
        // the same valid session under the name a page of another port can set: not taken, and expired
        Response tossed = given().cookie(PublicSite.SESSION_COOKIE, session).get("/api/me");
        assertThat(tossed.statusCode()).isEqualTo(401);
        assertThat(tossed.headers().getValues("Set-Cookie"))
                .contains(PublicSite.SESSION_COOKIE
                        + "=; Path=/api/me; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly");
        // beside the real one, the plain one goes and the real one stays
        given().header("Cookie", PublicSite.SESSION_COOKIE + "=x; " + PublicSite.SECURE_SESSION_COOKIE + "=" + session)
                .get("/api/me")
                .then()
                .statusCode(200);
    }

    @Test
    void invitesLeadToThePublicUrlAndWritesMustComeFromItsOriginSchemeIncluded() {
        LeagueApi.NewTeam team = LeagueApi.newTeam("Https " + System.nanoTime());
        String url = given().header("Authorization", LeagueApi.ORGANISER)
                .header("Host", "evil.example")
                .contentType(ContentType.JSON)
                .body("{}")
                .post("/api/teams/{id}/invites", team.id())
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("url");
        assertThat(url).startsWith(SITE + "/invites/adm");

        String session = signIn().getCookie(PublicSite.SECURE_SESSION_COOKIE);
        // the request's own Host counts for nothing once the site is configured: only its origin passes
        for (String origin : List.of(
                "http://league.admiralty.test",
                "https://league.admiralty.test:8443",
                "https://evil.example",
                "http://localhost:" + io.restassured.RestAssured.port)) {
            given().header("Origin", origin)
                    .header("X-Forwarded-Proto", "https")
                    .cookie(PublicSite.SECURE_SESSION_COOKIE, session)
                    .contentType(ContentType.JSON)
                    .body(Map.of("name", "Renamed by " + origin))
                    .patch("/api/teams/{id}", team.id())
                    .then()
                    .statusCode(403)
                    .body("error", containsString("own pages"));
        }
        given().header("Origin", SITE)
                .header("X-Forwarded-Proto", "https")
                .cookie(PublicSite.SECURE_SESSION_COOKIE, session)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Renamed from the site " + System.nanoTime()))
                .patch("/api/teams/{id}", team.id())
                .then()
                .statusCode(200);
    }
}
