package io.admiralty.league.notice;

import static io.admiralty.league.account.People.COOKIE;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A password reset link the organiser makes is also mailed to the person where mail is set up
 * ({@code admiralty.accounts.password-resets.mail} and {@code quarkus.mailer.*}), through the real SMTP server of the
 * notices' tests; the mailed link works.
 */
@QuarkusTest
@TestProfile(NoticesProfile.class)
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class PasswordResetMailTest {

    @Test
    void theResetLinkIsMailedToThePersonAndWorks() throws Exception {
        String email = "reset-" + System.nanoTime() + "@mailed.test";
        String session = People.member(People.team("reset-mailed-" + System.nanoTime()), email);
        long account = given().cookie(COOKIE, session)
                .get("/api/me")
                .then()
                .extract()
                .jsonPath()
                .getLong("id");
        String url = given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/accounts/{id}/password-reset", account)
                .then()
                .statusCode(201)
                .body("mailed", equalTo(true))
                .extract()
                .path("url");
        String mail = Eventually.value(Duration.ofSeconds(30), SmtpServer::received, got -> assertThat(got)
                        .anyMatch(m -> m.contains(email)))
                .stream()
                .filter(m -> m.contains(email))
                .findFirst()
                .orElseThrow();
        // a long line of a plain-text mail may be sent quoted-printable, broken by soft line breaks
        assertThat(mail.replace("=\r\n", "").replace("=\n", ""))
                .contains("Subject: [Admiralty] Set a new password")
                .contains(url);
        String token = url.substring(url.lastIndexOf('/') + 1);
        People.fromOwnPage()
                .contentType(ContentType.URLENC)
                .formParam("password", "a mailed new secret")
                .post("/password-reset/{token}", token)
                .then()
                .statusCode(303);
        People.session(email, "a mailed new secret");
    }
}
