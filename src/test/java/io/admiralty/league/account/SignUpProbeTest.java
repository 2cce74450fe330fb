package io.admiralty.league.account;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Telling which email addresses have accounts from /sign-up's answers (issue 44: 409 "an account with this email
 * address exists already" against 400 "name is missing", 100 posts in 2.3 s): with registration open and its default
 * caps, an address with an account and one without get the same status and the same page, and one client address
 * probing is stopped after thirty posts.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
@TestProfile(SignUpProbeTest.Open.class)
class SignUpProbeTest {

    public static class Open implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("admiralty.accounts.registration.open", "true");
        }
    }

    @Test
    void signUpAnswersAlikeForAnEmailWithAnAccountAndOneWithoutAndIsThrottled() {
        String owner = "registered@admiralty.test";
        signUp(
                        Map.of("team", "Owners", "name", "Owner", "email", "%s", "password", "the owner's own secret"),
                        owner,
                        "198.51.100.20",
                        0)
                .then()
                .statusCode(303);
        String unknown = "unregistered@admiralty.test";
        // the probe (an email address alone), a bad name, and whole forms whose team names are free
        int free = 0;
        for (Map<String, String> probe : List.of(
                Map.of("email", "%s"),
                Map.of("email", "%s", "team", "Probers", "name", "Pro\u200Bbe", "password", "a long enough secret"),
                Map.of("email", "%s", "team", "Probers %n", "name", "Probe", "password", "a long enough secret"))) {
            Response known = signUp(probe, owner, "198.51.100.21", free++);
            Response stranger = signUp(probe, unknown, "198.51.100.22", free++);
            assertThat(known.statusCode()).as("%s", probe).isEqualTo(stranger.statusCode());
            assertThat(known.header("Location")).isEqualTo(stranger.header("Location"));
            assertThat(shape(known, owner)).isEqualTo(shape(stranger, unknown));
        }
        // the owner's account made no team and is as it was
        given().cookie(COOKIE, People.session(owner, "the owner's own secret"))
                .get("/api/me")
                .then()
                .body("teams.teamName", equalTo(List.of("Owners")));

        // thirty refused posts from one address within the window; the next ones are refused unread, alike
        for (int i = 0; i < 30; i++) {
            signUp(Map.of("email", "%s"), "prober" + i + "@admiralty.test", "198.51.100.23", i)
                    .then()
                    .statusCode(400);
        }
        Response known = signUp(Map.of("email", "%s"), owner, "198.51.100.23", 0);
        Response stranger = signUp(Map.of("email", "%s"), unknown, "198.51.100.23", 0);
        assertThat(known.statusCode()).isEqualTo(429);
        assertThat(stranger.statusCode()).isEqualTo(429);
        assertThat(shape(known, owner)).isEqualTo(shape(stranger, unknown));
    }

    /** /sign-up with {@code fields}, {@code %s} standing for the email address and {@code %n} for a number. */
    private static Response signUp(Map<String, String> fields, String email, String address, int number) {
        Map<String, String> form = new HashMap<>();
        fields.forEach(
                (name, value) -> form.put(name, value.replace("%s", email).replace("%n", "" + number)));
        return fromOwnPage()
                .header("X-Forwarded-For", address)
                .contentType(ContentType.URLENC)
                .formParams(form)
                .post("/sign-up");
    }

    /** An answer's body with the address and the team's number taken out: what else would tell the two apart. */
    private static String shape(Response answer, String email) {
        return answer.asString().replace(email, "EMAIL").replaceAll("Probers \\d+", "Probers N");
    }
}
