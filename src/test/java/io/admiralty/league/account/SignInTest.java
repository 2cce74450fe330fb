package io.admiralty.league.account;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.ORGANISER_EMAIL;
import static io.admiralty.league.account.People.ORGANISER_PASSWORD;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.admiralty.league.account.People.session;
import static io.admiralty.league.account.People.signIn;
import static io.admiralty.league.account.People.signInFrom;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.web.Browser;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * Signing in and out with a password, as a browser does it (the form at /sign-in, a cookie), and the attacks on it:
 * guessing (throttled per account and per address), telling unknown accounts from wrong passwords, reading the
 * cookie, reusing it after sign-out, forging a sign-in from another site, passwords in the log.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class SignInTest {

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void theConfiguredOrganiserSignsInWithAnHttpOnlyLaxCookieAndOutAgain() {
        Response signedIn = signIn(ORGANISER_EMAIL, ORGANISER_PASSWORD);
        assertThat(signedIn.statusCode()).isEqualTo(302);
        assertThat(signedIn.header("Location")).endsWith("/sign-in");
        String setCookie = signedIn.header("Set-Cookie");
        assertThat(setCookie)
                .startsWith(COOKIE + "=")
                .containsIgnoringCase("HttpOnly")
                .contains("SameSite=Lax");
        assertThat(setCookie).doesNotContain("Secure");
        String cookie = signedIn.getCookie(COOKIE);

        given().cookie(COOKIE, cookie)
                .get("/api/me")
                .then()
                .statusCode(200)
                .body("email", equalTo(ORGANISER_EMAIL))
                .body("organiser", equalTo(true));
        given().cookie(COOKIE, cookie).get("/sign-in").then().statusCode(200).body(containsString("Sign out"));
        // the organiser's session does what the organiser's token does
        given().cookie(COOKIE, cookie).get("/api/teams").then().statusCode(200);

        fromOwnPage().cookie(COOKIE, cookie).post("/sign-out").then().statusCode(303);
        // the cookie, kept by an attacker who copied it, names a session that has ended
        given().cookie(COOKIE, cookie).get("/api/teams").then().statusCode(401);
        given().cookie(COOKIE, cookie)
                .get("/sign-in")
                .then()
                .statusCode(200)
                .body(containsString("action=\"/sign-in\""));
    }

    @Test
    void behindAnHttpsProxyTheCookieIsSecure() {
        Response signedIn = fromOwnPage()
                .header("X-Forwarded-Proto", "https")
                .contentType(ContentType.URLENC)
                .formParam("email", ORGANISER_EMAIL)
                .formParam("password", ORGANISER_PASSWORD)
                .post("/sign-in");
        assertThat(signedIn.statusCode()).isEqualTo(302);
        assertThat(signedIn.header("Set-Cookie")).contains("Secure").containsIgnoringCase("HttpOnly");
    }

    @Test
    void anUnknownAccountAndAWrongPasswordGetTheSameAnswerInComparableTime() {
        // an account and an address of its own: its eight failures count against no other test's sign-ins
        String address = "198.51.100.1";
        People.member(People.team("Timed"), "timed@admiralty.test");
        Response unknown = signInFrom(address, "nobody@admiralty.test", "some-password-1");
        Response wrong = signInFrom(address, "timed@admiralty.test", "some-password-1");
        for (Response response : List.of(unknown, wrong)) {
            assertThat(response.statusCode()).isEqualTo(302);
            assertThat(response.header("Location")).endsWith("/sign-in?failed=1");
            assertThat(response.getCookie(COOKIE)).isNull();
        }
        assertThat(unknown.asString()).isEqualTo(wrong.asString());
        // bcrypt takes tens of milliseconds: without checking a hash for an unknown account, it would answer many
        // times faster. Interleaved, so that the machine's load weighs on both alike.
        List<Long> unknownTimes = new ArrayList<>();
        List<Long> wrongTimes = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            unknownTimes.add(signInFrom(address, "nobody" + i + "@admiralty.test", "some-password-" + i)
                    .time());
            wrongTimes.add(signInFrom(address, "TIMED@admiralty.test", "some-password-" + i)
                    .time());
        }
        double ratio = (double) median(unknownTimes) / Math.max(1, median(wrongTimes));
        assertThat(ratio).isBetween(0.4, 2.5);
    }

    @Test
    void guessingOneAccountsPasswordIsStoppedAfterTenFailures() {
        long team = People.team("Guessed");
        String session = People.member(team, "guessed@admiralty.test");
        assertThat(session).isNotBlank();
        for (int i = 0; i < 10; i++) {
            assertThat(signInFrom("198.51.100.2", "Guessed@admiralty.test", "wrong-guess-" + i)
                            .header("Location"))
                    .endsWith("?failed=1");
        }
        // the right password now fails too, from any address, until the window passes
        assertThat(signInFrom("198.51.100.3", "guessed@admiralty.test", "guessed@admiralty.test-password")
                        .header("Location"))
                .endsWith("?failed=1");
    }

    @Test
    void oneAddressGuessingManyAccountsIsStoppedAfterThirtyFailures() {
        for (int i = 0; i < 30; i++) {
            Response failed = fromOwnPage()
                    .header("X-Forwarded-For", "203.0.113.7")
                    .contentType(ContentType.URLENC)
                    .formParams(Map.of("email", "victim" + i + "@admiralty.test", "password", "password-" + i))
                    .post("/sign-in");
            assertThat(failed.header("Location")).endsWith("?failed=1");
        }
        Response fromThere = fromOwnPage()
                .header("X-Forwarded-For", "203.0.113.7")
                .contentType(ContentType.URLENC)
                .formParams(Map.of("email", ORGANISER_EMAIL, "password", ORGANISER_PASSWORD))
                .post("/sign-in");
        assertThat(fromThere.header("Location")).endsWith("?failed=1");
        assertThat(session(ORGANISER_EMAIL, ORGANISER_PASSWORD)).isNotBlank();
    }

    @Test
    void anotherSiteCannotSignABrowserIn() {
        for (Map<String, String> headers : List.of(
                Map.of("Origin", "https://evil.example"),
                Map.of("Sec-Fetch-Site", "cross-site"),
                Map.<String, String>of())) {
            given().redirects()
                    .follow(false)
                    .headers(headers)
                    .contentType(ContentType.URLENC)
                    .formParams(Map.of("email", ORGANISER_EMAIL, "password", ORGANISER_PASSWORD))
                    .post("/sign-in")
                    .then()
                    .statusCode(403)
                    .header("Set-Cookie", (String) null);
        }
    }

    @Test
    void passwordsAndTokensNeverReachTheLog() {
        List<String> logged = Collections.synchronizedList(new ArrayList<>());
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                logged.add(String.valueOf(record.getMessage()) + " "
                        + String.valueOf(record.getParameters() == null ? "" : List.of(record.getParameters())) + " "
                        + record.getThrown());
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger.getLogger("").addHandler(capture);
        try {
            long team = People.team("Logged");
            signInFrom("198.51.100.4", ORGANISER_EMAIL, "a-wrong-password-to-log");
            String session = People.member(team, "logged@admiralty.test");
            String token = fromOwnPage()
                    .cookie(COOKIE, session)
                    .contentType(ContentType.JSON)
                    .body(Map.of("name", "ci"))
                    .post("/api/teams/{id}/tokens", team)
                    .then()
                    .statusCode(201)
                    .extract()
                    .path("token");
            given().header("Authorization", "Bearer " + token).get("/api/teams/{id}/tokens", team);
            given().header("Authorization", "Bearer " + token + "x").get("/api/teams/{id}/tokens", team);
            assertThat(String.join("\n", logged))
                    .doesNotContain("a-wrong-password-to-log")
                    .doesNotContain("logged@admiralty.test-password")
                    .doesNotContain(token)
                    .doesNotContain(session);
        } finally {
            Logger.getLogger("").removeHandler(capture);
        }
    }

    @Test
    void aNewcomerJoinsByInvitationSignsInAndOutInABrowser() throws Exception {
        long team = People.team("Browser Team");
        String token = People.invite(team, "{}");
        JsonPath seen = JsonPath.from(Browser.playwright(
                "sign-in.mjs",
                "http://localhost:" + port + "/invites/" + token,
                "browser@admiralty.test",
                "browser-password",
                Browser.screenshotFolder() + "/sign-in"));
        assertThat(seen.getString("invitation")).isEqualTo("Join Browser Team");
        // the invite's form signed the newcomer in: no second form
        assertThat(seen.getString("afterJoining"))
                .contains("browser@admiralty.test")
                .contains("Browser Team");
        for (int width : List.of(1280, 390)) {
            assertThat(seen.getString("signedIn" + width))
                    .contains("browser@admiralty.test")
                    .contains("Browser Team");
            assertThat(seen.getString("signedOut" + width)).contains("You are signed out");
        }
        assertThat(seen.getBoolean("scriptSeesCookie")).isFalse();
        assertThat(seen.getList("consoleErrors")).isEmpty();
        assertThat(io.admiralty.web.Browser.assertNoPageWiderThanItsViewport(seen))
                .containsKeys(390, 1280);
    }

    @Test
    void theOrganisersTokenKeepsWorkingBesideSessions() {
        given().header("Authorization", LeagueApi.ORGANISER)
                .get("/api/teams")
                .then()
                .statusCode(200);
        given().get("/api/teams").then().statusCode(401);
        given().header("Authorization", "Bearer nonsense")
                .get("/sign-in")
                .then()
                .statusCode(401);
    }

    private static long median(List<Long> times) {
        List<Long> sorted = new ArrayList<>(times);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
