package io.admiralty.league.account;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.Attempt.Kind;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * The account attacks of issue 44, each made through the service's pages and REST API: eighty simultaneous
 * guesses at one account, telling which email addresses have accounts from the invite form's answers, weak
 * passwords, a removed member's tokens, and the password change and reset that a person needs instead.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class AccountAttacksTest {

    /** The failed sign-ins allowed per account within the window (admiralty.accounts.sign-in.*). */
    private static final int LIMIT = 10;

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Inject
    AttemptRepository attempts;

    @Inject
    PasswordResetRepository resets;

    @Test
    void eightySimultaneousGuessesTakeNoMoreThanTheLimitAndThenTheRightPasswordFails() throws Exception {
        String email = "besieged@admiralty.test";
        String password = "a quiet harbour at dawn";
        String token = People.invite(People.team("Besieged"), "{}");
        join(token, "Besieged", email, password).statusCode(307);

        // 76 wrong guesses and 4 right ones, all let go at once, each from an address of its own
        List<Boolean> right = new ArrayList<>();
        for (int i = 0; i < 80; i++) {
            right.add(i % 20 == 7);
        }
        List<Boolean> signedIn = guessAtOnce(email, right, password);
        long failures = failuresRecorded(email);
        assertThat(failures)
                .as("attempts recorded (id, at): %s; signed in: %s", recorded(email), signedIn)
                .isPositive()
                .isLessThanOrEqualTo(LIMIT);
        // a right guess gives its attempt back (it is no failure), so wrong guesses heard can reach the limit beside
        // right ones that signed in: what the attack must not get is more wrong guesses heard, nor a wrong one let in
        for (int i = 0; i < right.size(); i++) {
            if (signedIn.get(i)) {
                assertThat(right.get(i)).as("guess %d signed in", i).isTrue();
            }
        }

        // forty more wrong ones at once: exactly the limit is recorded, and then the right password fails too
        guessAtOnce(email, Collections.nCopies(40, false), password);
        assertThat(failuresRecorded(email)).isEqualTo(LIMIT);
        assertThat(People.signInFrom("192.0.2.250", email, password).header("Location"))
                .endsWith("?failed=1");
    }

    @Test
    void theInviteFormAnswersAlikeForAnEmailWithAnAccountAndOneWithoutAndIsThrottled() {
        long team = People.team("Probed");
        String owner = "owner@admiralty.test";
        People.member(team, owner);
        String unknown = "stranger@admiralty.test";

        // the probe of issue 44: only an email address; then a whole form with a bad name, then a good form
        for (Map<String, String> probe : List.of(
                Map.of("email", "%s"),
                Map.of("email", "%s", "name", "Probe\u202E", "password", "a long enough secret"),
                Map.of("email", "%s", "name", "Probe", "password", "a long enough secret"))) {
            String token = People.invite(team, "{\"uses\": 5}");
            Response known = newcomerForm(token, probe, owner, "192.0.2.1");
            Response stranger = newcomerForm(token, probe, unknown, "192.0.2.2");
            assertThat(known.statusCode()).as("%s", probe).isEqualTo(stranger.statusCode());
            assertThat(known.header("Location")).isEqualTo(stranger.header("Location"));
            assertThat(shape(known.asString(), owner)).isEqualTo(shape(stranger.asString(), unknown));
        }
        // the owner's account is as it was: the form changed nothing for it
        People.session(owner, People.password(owner));

        // thirty refused posts from one address within the window; the thirty-first is refused unread, alike
        String token = People.invite(team, "{\"uses\": 5}");
        for (int i = 0; i < 30; i++) {
            newcomerForm(token, Map.of("email", "%s"), "probe" + i + "@admiralty.test", "192.0.2.3")
                    .then()
                    .statusCode(400);
        }
        Response known = newcomerForm(token, Map.of("email", "%s"), owner, "192.0.2.3");
        Response stranger = newcomerForm(token, Map.of("email", "%s"), unknown, "192.0.2.3");
        assertThat(known.statusCode()).isEqualTo(429);
        assertThat(stranger.statusCode()).isEqualTo(429);
        assertThat(shape(known.asString(), owner)).isEqualTo(shape(stranger.asString(), unknown));
    }

    @Test
    void weakPasswordsAreRefusedBesideThePasswordField() {
        long team = People.team("Weakly Guarded");
        String token = People.invite(team, "{}");
        String email = "weak@admiralty.test";
        Map<String, String> weak = Map.of(
                "          ",
                "only spaces",
                "aaaaaaaaaa",
                "repeated or consecutive",
                "1234567890",
                "repeated or consecutive",
                email,
                "besides your email address",
                "weak@admiralty.test1",
                "besides your email address",
                "weakly guarded 1",
                "besides your email address, your name, your team's name",
                "admiralty 2025",
                "besides your email address",
                "password1234",
                "most common passwords",
                "short",
                "at least 10 characters");
        weak.forEach((password, problem) -> {
            Document page = Jsoup.parse(join(token, "Weak Person", email, password)
                    .statusCode(400)
                    .extract()
                    .asString());
            assertThat(page.select("[data-for=password]").text())
                    .as("'%s'", password)
                    .startsWith("password")
                    .contains(problem);
            assertThat(page.select("input[name=password]").attr("aria-invalid")).isEqualTo("true");
            assertThat(page.select("input[name=password]").attr("value")).isEmpty();
        });
        // none of them used the link up; a good one makes the account
        join(token, "Weak Person", email, "long walks by the harbour").statusCode(307);
        People.session(email, "long walks by the harbour");
    }

    @Test
    void aPersonChangesTheirPasswordOnThePageAndThroughTheApiAndTheirOtherSessionsEnd() {
        long team = People.team("Changers");
        String email = "changer@admiralty.test";
        String first = People.member(team, email);
        String other = People.session(email, People.password(email));

        // the page's form: the current password first, then a new one checked like any
        given().cookie(COOKIE, first).get("/sign-in").then().body(containsString("action=\"/account/password\""));
        Document refused = Jsoup.parse(fromOwnPage()
                .cookie(COOKIE, first)
                .contentType(ContentType.URLENC)
                .formParams(Map.of("current", "not my password", "password", "a brand new secret"))
                .post("/account/password")
                .then()
                .statusCode(400)
                .extract()
                .asString());
        assertThat(refused.select("[data-for=current]").text()).startsWith("current password is not");
        Document weak = Jsoup.parse(fromOwnPage()
                .cookie(COOKIE, first)
                .contentType(ContentType.URLENC)
                .formParams(Map.of("current", People.password(email), "password", "changers 2025"))
                .post("/account/password")
                .then()
                .statusCode(400)
                .extract()
                .asString());
        assertThat(weak.select("[data-for=password]").text()).contains("your team's name");
        fromOwnPage()
                .cookie(COOKIE, first)
                .contentType(ContentType.URLENC)
                .formParams(Map.of("current", People.password(email), "password", "a brand new secret"))
                .post("/account/password")
                .then()
                .statusCode(303)
                .header("Location", containsString("/sign-in?password=set"));
        given().cookie(COOKIE, first).get("/api/me").then().statusCode(200);
        given().cookie(COOKIE, other).get("/api/me").then().statusCode(401);
        assertThat(People.signInFrom("192.0.2.251", email, People.password(email))
                        .header("Location"))
                .endsWith("?failed=1");

        // the API: the same rules, in JSON
        changeByApi(first, Map.of("current", "a brand new secret", "password", "1234567890"))
                .statusCode(400)
                .body("error", containsString("repeated or consecutive"));
        changeByApi(first, Map.of("current", "a brand new secret", "password", "another fresh secret", "x", "y"))
                .statusCode(400)
                .body("error", containsString("'x'"));
        changeByApi(first, Map.of("current", "a brand new secret", "password", "another fresh secret"))
                .statusCode(204);
        People.session(email, "another fresh secret");
        // a team's token is nobody: it has no password
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("current", "x", "password", "another fresh secret"))
                .put("/api/me/password")
                .then()
                .statusCode(403);
    }

    @Test
    void aResetLinkSetsThePasswordOnceAndNotAfterItExpires() {
        long team = People.team("Forgetful");
        String email = "forgetful@admiralty.test";
        String session = People.member(team, email);
        long account = given().cookie(COOKIE, session)
                .get("/api/me")
                .then()
                .extract()
                .jsonPath()
                .getLong("id");

        // only the organiser makes one
        fromOwnPage()
                .cookie(COOKIE, session)
                .post("/api/accounts/{id}/password-reset", account)
                .then()
                .statusCode(403);
        String url = given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/accounts/{id}/password-reset", account)
                .then()
                .statusCode(201)
                .body("mailed", equalTo(false))
                .extract()
                .path("url");
        String token = url.substring(url.lastIndexOf('/') + 1);
        given().get("/password-reset/{token}", token).then().statusCode(200).body(containsString(email));

        // a weak password is refused and the link still works; a good one is set, once
        assertThat(Jsoup.parse(resetWith(token, "forgetful1")
                                .statusCode(400)
                                .extract()
                                .asString())
                        .select("[data-for=password]")
                        .text())
                .contains("besides your email address");
        resetWith(token, "remembered at last")
                .statusCode(303)
                .header("Location", containsString("/sign-in?password=set"));
        given().cookie(COOKIE, session).get("/api/me").then().statusCode(401);
        People.session(email, "remembered at last");
        resetWith(token, "and once again please").statusCode(404);
        given().get("/password-reset/{token}", token).then().statusCode(404);
        assertThat(People.signInFrom("192.0.2.252", email, "and once again please")
                        .header("Location"))
                .endsWith("?failed=1");

        // a link whose hour has passed sets nothing; a newer link ends the one before
        String late = tokenOf(given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/accounts/{id}/password-reset", account)
                .then()
                .extract()
                .path("url"));
        QuarkusTransaction.requiringNew()
                .run(() -> resets.byTokenHash(Identities.hash(late)).orElseThrow().expiresAt =
                        Instant.now().minusSeconds(1));
        resetWith(late, "too late for this one").statusCode(404);
        String older = tokenOf(given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/accounts/{id}/password-reset", account)
                .then()
                .extract()
                .path("url"));
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/accounts/{id}/password-reset", account)
                .then()
                .statusCode(201);
        resetWith(older, "replaced by a newer one").statusCode(404);
        People.session(email, "remembered at last");
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/accounts/{id}/password-reset", 404_404)
                .then()
                .statusCode(404);
    }

    @Test
    void aRemovedMembersTokensNoLongerActForTheTeam() {
        long team = People.team("Departed");
        String captain = People.member(team, "departed-captain@admiralty.test");
        String leaver = People.member(team, "leaver@admiralty.test");
        String keeper = makeToken(captain, team, "captain's");
        String kept = makeToken(leaver, team, "leaver's");
        long bot = LeagueApi.registerHttpBot("Bearer " + kept, "leaver-bot", "http://127.0.0.1:9/");
        given().header("Authorization", "Bearer " + kept)
                .get("/api/bots/{id}/history", bot)
                .then()
                .statusCode(200);
        long account = given().cookie(COOKIE, leaver)
                .get("/api/me")
                .then()
                .extract()
                .jsonPath()
                .getLong("id");
        String teamPage = given().cookie(COOKIE, captain)
                .get("/teams/{id}", team)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        // read as the page's text, since the template may break a sentence over lines
        assertThat(Jsoup.parse(teamPage).select("#removal").text())
                .contains("tokens and invite links they made for the team are revoked");

        fromOwnPage()
                .cookie(COOKIE, captain)
                .delete("/api/teams/{id}/members/{account}", team, account)
                .then()
                .statusCode(204);
        given().header("Authorization", "Bearer " + kept)
                .get("/api/bots/{id}/history", bot)
                .then()
                .statusCode(401);
        given().header("Authorization", "Bearer " + kept)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "after-removal", "kind", "http", "dialect", "arena", "url", "http://127.0.0.1:9/"))
                .post("/api/bots")
                .then()
                .statusCode(401);
        // the captain's own token still acts for the team
        given().header("Authorization", "Bearer " + keeper)
                .get("/api/bots/{id}/history", bot)
                .then()
                .statusCode(200);
        given().cookie(COOKIE, captain)
                .get("/api/teams/{id}/tokens", team)
                .then()
                .body("name", hasItem("captain's"))
                .body("name", not(hasItem("leaver's")));
    }

    /** Signs in at once with each guess (true: the right password), each from an address of its own. */
    private List<Boolean> guessAtOnce(String email, List<Boolean> right, String password) throws Exception {
        HttpClient client = HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(30))
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        ExecutorService threads = Executors.newFixedThreadPool(right.size());
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Boolean>> answers = new ArrayList<>();
            for (int i = 0; i < right.size(); i++) {
                String guess = right.get(i) ? password : "wrong guess " + i;
                String address = "198.18." + (i / 250) + "." + (1 + i % 250);
                answers.add(threads.submit(() -> {
                    HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/sign-in"))
                            .header("Content-Type", "application/x-www-form-urlencoded")
                            .header("Sec-Fetch-Site", "same-origin")
                            .header("X-Forwarded-For", address)
                            .timeout(Duration.ofMinutes(3))
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    "email=" + encode(email) + "&password=" + encode(guess)))
                            .build();
                    go.await();
                    HttpResponse<String> answer = client.send(request, HttpResponse.BodyHandlers.ofString());
                    assertThat(answer.statusCode()).isEqualTo(302);
                    return !answer.headers()
                            .firstValue("Location")
                            .orElseThrow()
                            .endsWith("?failed=1");
                }));
            }
            go.countDown();
            List<Boolean> signedIn = new ArrayList<>();
            for (Future<Boolean> answer : answers) {
                signedIn.add(answer.get());
            }
            return signedIn;
        } finally {
            threads.shutdownNow();
        }
    }

    /** The account's recorded attempts, by id with their time: what a failure shows of the order they were taken in. */
    private List<String> recorded(String email) {
        return QuarkusTransaction.requiringNew()
                .call(
                        () -> attempts
                                .list(
                                        "kind = ?1 and keyHash = ?2 order by id",
                                        Kind.SIGN_IN_ACCOUNT,
                                        Identities.hash(email))
                                .stream()
                                .map(attempt -> attempt.id + " " + attempt.at)
                                .toList());
    }

    private long failuresRecorded(String email) {
        return QuarkusTransaction.requiringNew()
                .call(() -> attempts.since(Kind.SIGN_IN_ACCOUNT, Identities.hash(email), Instant.EPOCH));
    }

    /** The invite link's newcomer form with {@code fields}, where {@code %s} stands for the email address. */
    private static Response newcomerForm(String token, Map<String, String> fields, String email, String address) {
        Map<String, String> form = new HashMap<>();
        fields.forEach((name, value) -> form.put(name, value.replace("%s", email)));
        return fromOwnPage()
                .header("X-Forwarded-For", address)
                .contentType(ContentType.URLENC)
                .formParams(form)
                .post("/invites/{token}", token);
    }

    /** An answer's body with the address it was about taken out: what else would tell the two apart. */
    private static String shape(String body, String email) {
        return body.replace(email, "EMAIL");
    }

    private static ValidatableResponse join(String token, String name, String email, String password) {
        // from an address of the person's own, so that the refusals counted against it are this test's only
        return fromOwnPage()
                .header("X-Forwarded-For", "192.0.2." + (20 + Math.floorMod(email.hashCode(), 200)))
                .contentType(ContentType.URLENC)
                .formParams(Map.of("name", name, "email", email, "password", password))
                .post("/invites/{token}", token)
                .then();
    }

    private static ValidatableResponse changeByApi(String session, Map<String, String> body) {
        return fromOwnPage()
                .cookie(COOKIE, session)
                .contentType(ContentType.JSON)
                .body(body)
                .put("/api/me/password")
                .then();
    }

    private static ValidatableResponse resetWith(String token, String password) {
        return fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParam("password", password)
                .post("/password-reset/{token}", token)
                .then();
    }

    private static String makeToken(String session, long team, String name) {
        return fromOwnPage()
                .cookie(COOKIE, session)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .post("/api/teams/{id}/tokens", team)
                .then()
                .statusCode(201)
                .extract()
                .path("token");
    }

    private static String tokenOf(String url) {
        return url.substring(url.lastIndexOf('/') + 1);
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
