package io.admiralty.league.notice;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.bot.http.EndlessAnswerBot;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Webhooks and inboxes under attack: URLs to the service itself, its database, cloud metadata, other schemes and
 * credentials; unknown fields and events, huge lists and URLs; more webhooks than a team may have; another team's
 * webhooks and notices, and no token at all; a receiver whose answer never ends.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class WebhookAbuseTest {

    private static final Duration SOON = Duration.ofSeconds(30);

    @Inject
    Notices notices;

    private static LeagueApi.NewTeam team() {
        return LeagueApi.newTeam("hooked-" + System.nanoTime());
    }

    private static io.restassured.response.ValidatableResponse post(LeagueApi.NewTeam team, Object body) {
        return given().header("Authorization", team.bearer())
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/teams/{id}/webhooks", team.id())
                .then();
    }

    @Test
    void theServiceItselfAndItsDatabaseAreNeverAWebhooksTarget() {
        LeagueApi.NewTeam team = team();
        String jdbc = ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.url", String.class);
        int database = Integer.parseInt(jdbc.replaceAll("^jdbc:postgresql://[^:/]+:(\\d+)/.*$", "$1"));
        for (String url : List.of(
                "http://127.0.0.1:" + RestAssured.port + "/api/teams",
                "http://localhost:" + RestAssured.port + "/q/metrics",
                "http://[::1]:" + RestAssured.port + "/",
                "http://127.0.0.1:" + database + "/",
                "http://localhost:" + database + "/")) {
            post(team, Map.of("url", url, "events", List.of("gate.decided")))
                    .statusCode(400)
                    .body("error", containsString("the league's own service, which webhooks may never use"));
        }
        post(team, Map.of("url", "http://169.254.169.254/latest/meta-data/", "events", List.of("gate.decided")))
                .statusCode(400)
                .body("error", containsString("cloud metadata"));
        assertThat(given().header("Authorization", team.bearer())
                        .get("/api/teams/{id}/webhooks", team.id())
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("$"))
                .isEmpty();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "ftp://example.org/hook",
                "file:///etc/passwd",
                "javascript:alert(1)",
                "gopher://127.0.0.1:6379/",
                "/relative/path",
                "http://user:password@127.0.0.1:9/",
                "http://127.0.0.1:0/",
                "http://127.0.0.1:99999/",
                ""
            })
    void aUrlThatIsNotAPlainHttpAddressIsRefused(String url) {
        post(team(), Map.of("url", url, "events", List.of("gate.decided")))
                .statusCode(400)
                .body("error", containsString("url"));
    }

    @Test
    void unknownFieldsEventsAndHugeInputsAreRefused() {
        LeagueApi.NewTeam team = team();
        String ok = "http://127.0.0.1:9/hook";
        post(team, Map.of("url", ok, "events", List.of("gate.decided"), "secret", "mine"))
                .statusCode(400)
                .body("error", containsString("secret"));
        post(team, Map.of("url", ok, "events", List.of("gate.decided", "everything")))
                .statusCode(400)
                .body("error", containsString("'everything' is not one of bot.benched"));
        post(team, Map.of("url", ok, "events", List.of())).statusCode(400);
        post(team, Map.of("url", ok)).statusCode(400);
        post(team, Map.of("url", ok, "events", Collections.nCopies(1000, "gate.decided")))
                .statusCode(400);
        // a list too long for the API's body limit is refused before it is read
        post(team, Map.of("url", ok, "events", Collections.nCopies(100_000, "gate.decided")))
                .statusCode(413);
        post(team, Map.of("url", ok, "events", List.of("x".repeat(10_000)))).statusCode(400);
        post(team, Map.of("url", "http://127.0.0.1:9/" + "a".repeat(5000), "events", List.of("gate.decided")))
                .statusCode(400);
        post(team, "[1,2,3]").statusCode(400);
        given().header("Authorization", team.bearer())
                .contentType(ContentType.JSON)
                .body(Map.of("enabled", "yes", "url", "x"))
                .patch("/api/teams/{id}/webhooks/1", team.id())
                .then()
                .statusCode(400);
        given().header("Authorization", team.bearer())
                .get("/api/teams/{id}/notices?limit=100000", team.id())
                .then()
                .statusCode(400)
                .body("error", containsString("limit"));
    }

    @Test
    void aTeamHasAFewWebhooksAtMost() {
        LeagueApi.NewTeam team = team();
        for (int i = 0; i < 5; i++) {
            post(team, Map.of("url", "http://127.0.0.1:9/" + i, "events", List.of("round.finished")))
                    .statusCode(201);
        }
        post(team, Map.of("url", "http://127.0.0.1:9/6", "events", List.of("round.finished")))
                .statusCode(409)
                .body("error", containsString("5 webhooks"));
    }

    @Test
    void anotherTeamsWebhooksAndNoticesAreOutOfReach() {
        LeagueApi.NewTeam owner = team();
        LeagueApi.NewTeam stranger = team();
        long hook = post(owner, Map.of("url", "http://127.0.0.1:9/", "events", List.of("gate.decided")))
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        // the owner's own list never shows the secret again
        given().header("Authorization", owner.bearer())
                .get("/api/teams/{id}/webhooks", owner.id())
                .then()
                .statusCode(200)
                .body("[0].secret", org.hamcrest.Matchers.nullValue())
                .body("[0].url", org.hamcrest.Matchers.equalTo("http://127.0.0.1:9/"));

        // under the owner's team: refused to the stranger
        for (String path : List.of("/webhooks", "/webhooks/" + hook + "/deliveries", "/notices")) {
            given().header("Authorization", stranger.bearer())
                    .get("/api/teams/" + owner.id() + path)
                    .then()
                    .statusCode(403);
        }
        post(stranger, Map.of("url", "http://127.0.0.1:9/", "events", List.of("gate.decided")));
        given().header("Authorization", stranger.bearer())
                .contentType(ContentType.JSON)
                .body(Map.of("url", "http://127.0.0.1:9/", "events", List.of("gate.decided")))
                .post("/api/teams/{id}/webhooks", owner.id())
                .then()
                .statusCode(403);
        given().header("Authorization", stranger.bearer())
                .delete("/api/teams/{id}/webhooks/{w}", owner.id(), hook)
                .then()
                .statusCode(403);
        // under the stranger's own team: the owner's webhook is not there
        given().header("Authorization", stranger.bearer())
                .delete("/api/teams/{id}/webhooks/{w}", stranger.id(), hook)
                .then()
                .statusCode(404);
        given().header("Authorization", stranger.bearer())
                .get("/api/teams/{id}/webhooks/{w}/deliveries", stranger.id(), hook)
                .then()
                .statusCode(404);
        given().header("Authorization", stranger.bearer())
                .contentType(ContentType.JSON)
                .body(Map.of("enabled", false))
                .patch("/api/teams/{id}/webhooks/{w}", stranger.id(), hook)
                .then()
                .statusCode(404);
        // nobody at all
        given().get("/api/teams/{id}/webhooks", owner.id()).then().statusCode(401);
        given().get("/api/teams/{id}/notices", owner.id()).then().statusCode(401);
        // the webhook is still the owner's, and removable by the owner
        given().header("Authorization", owner.bearer())
                .delete("/api/teams/{id}/webhooks/{w}", owner.id(), hook)
                .then()
                .statusCode(204);
    }

    /** A receiver whose status line never ends: the delivery fails at the head's bound, and the league hangs up. */
    @Test
    void aReceiverWhoseAnswerNeverEndsFailsAtItsBound() throws Exception {
        LeagueApi.NewTeam team = LeagueApi.newTeam("endless-receiver-" + System.nanoTime());
        try (EndlessAnswerBot receiver = EndlessAnswerBot.start(EndlessAnswerBot.Attack.STATUS_LINE)) {
            long hook = post(team, Map.of("url", receiver.url(), "events", List.of("round.finished")))
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            notices.tell(team.id(), NoticeEvent.ROUND_FINISHED, "Round 1 finished", Map.of());
            Eventually.value(
                    SOON,
                    () -> given().header("Authorization", team.bearer())
                            .get("/api/teams/{id}/webhooks/{w}/deliveries", team.id(), hook)
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath()
                            .getList("lastError", String.class),
                    errors -> assertThat(errors).containsExactly("answered with headers longer than 16384 bytes"));
            assertThat(receiver.mostSent()).isLessThan(64L * 1024 * 1024);
        }
    }
}
