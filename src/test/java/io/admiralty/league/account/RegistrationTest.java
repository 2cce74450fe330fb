package io.admiralty.league.account;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Self-registration where the organiser opened it: a newcomer makes a team and becomes its captain, a few times per
 * client address and up to the league's cap on teams; a registration from another site is refused.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
@TestProfile(RegistrationTest.Open.class)
class RegistrationTest {

    public static class Open implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "admiralty.accounts.registration.open", "true",
                    "admiralty.accounts.registration.per-address", "2",
                    "admiralty.accounts.registration.max-teams", "3");
        }
    }

    @Test
    void newcomersRegisterTeamsAFewTimesPerAddressUpToTheCap() {
        given().get("/sign-in").then().body(containsString("href=\"/sign-up\""));
        given().get("/sign-up").then().statusCode(200).body(containsString("Team name"));
        register("198.51.100.1", "First Fleet", "first").statusCode(303);
        String captain = People.session("first@admiralty.test", "first-password");
        given().cookie(COOKIE, captain)
                .get("/api/me")
                .then()
                .body("teams[0].teamName", equalTo("First Fleet"))
                .body("teams[0].role", equalTo("captain"));

        // a name taken whatever its case, a short password: refused beside the form, nothing made
        register("198.51.100.2", "FIRST FLEET", "copy")
                .statusCode(409)
                .body(containsString("exists already"))
                .body(containsString("value=\"copy@admiralty.test\""));
        register("198.51.100.2", "Second Fleet", "second").statusCode(303);
        register("198.51.100.2", "Third Fleet", "third").statusCode(303);
        register("198.51.100.2", "Fourth Fleet", "fourth").statusCode(429).body(containsString("as many as it may"));
        // three teams: the cap
        register("198.51.100.3", "Fifth Fleet", "fifth").statusCode(409).body(containsString("as many as it takes"));

        given().headers(Map.of("Origin", "https://evil.example"))
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParams(form("Forged", "forged"))
                .post("/sign-up")
                .then()
                .statusCode(403);
    }

    private static ValidatableResponse register(String address, String team, String who) {
        return fromOwnPage()
                .header("X-Forwarded-For", address)
                .contentType(ContentType.URLENC)
                .formParams(form(team, who))
                .post("/sign-up")
                .then();
    }

    private static Map<String, String> form(String team, String who) {
        return Map.of("team", team, "name", who, "email", who + "@admiralty.test", "password", who + "-password");
    }
}
