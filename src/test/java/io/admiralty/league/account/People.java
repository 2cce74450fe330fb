package io.admiralty.league.account;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.league.LeagueApi;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/** Steps the accounts tests take as a browser would: forms posted from the league's own pages, a session cookie. */
public final class People {

    public static final String COOKIE = "admiralty-session";
    public static final String ORGANISER_EMAIL = "organiser@admiralty.test";
    public static final String ORGANISER_PASSWORD = "organiser-test-password";

    private People() {}

    /** A request as the league's own page sends it. */
    public static RequestSpecification fromOwnPage() {
        return given().redirects().follow(false).header("Sec-Fetch-Site", "same-origin");
    }

    public static Response signIn(String email, String password) {
        return fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParam("email", email)
                .formParam("password", password)
                .post("/sign-in");
    }

    /**
     * A sign-in from {@code address} (through the test profile's trusted proxy): a test whose guesses fail gives them
     * an address of its own, so that they count against no other test's sign-ins from this machine.
     */
    public static Response signInFrom(String address, String email, String password) {
        return fromOwnPage()
                .header("X-Forwarded-For", address)
                .contentType(ContentType.URLENC)
                .formParam("email", email)
                .formParam("password", password)
                .post("/sign-in");
    }

    /** Signs in; returns the session cookie's value. */
    public static String session(String email, String password) {
        Response response = signIn(email, password);
        assertThat(response.statusCode()).isEqualTo(302);
        assertThat(response.header("Location")).doesNotContain("failed");
        String cookie = response.getCookie(COOKIE);
        assertThat(cookie).isNotBlank();
        return cookie;
    }

    /** A new team made by the organiser; its id. */
    public static long team(String name) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .post("/api/teams")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** An invite link to the team made by the organiser; the link's token. */
    public static String invite(long team, String body) {
        String url = given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/teams/{id}/invites", team)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("url");
        return url.substring(url.lastIndexOf('/') + 1);
    }

    /** The password {@link #member} gives the person with this email address. */
    public static String password(String email) {
        return email + "-password";
    }

    /** A person joins the team by a new invite, with a new account; signs them in and returns their session. */
    public static String member(long team, String email) {
        String token = invite(team, "{}");
        fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParams(Map.of("name", "Person " + email, "email", email, "password", password(email)))
                .post("/invites/{token}", token)
                .then()
                .statusCode(307);
        return session(email, password(email));
    }

    /** A page as the person signed in with {@code session} reads it, which must be 200, parsed. */
    public static Document page(String session, String path) {
        return Jsoup.parse(given().cookie(COOKIE, session)
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .asString());
    }
}
