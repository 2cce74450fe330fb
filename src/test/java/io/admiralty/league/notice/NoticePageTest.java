package io.admiralty.league.notice;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.admiralty.league.gate.GateDecided;
import io.admiralty.league.gate.GateState;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The notices page as a signed-in member uses it: the inbox (a team's own text escaped), a switched-off webhook's
 * warning, the button that marks all read; anonymous visitors sent to sign in, another team's member refused, and the
 * button refused to another site.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class NoticePageTest {

    @Inject
    Event<GateDecided> gateDecided;

    @Test
    void aMemberReadsTheInboxAndMarksItReadOnThePage() throws Exception {
        LeagueApi.NewTeam team = LeagueApi.newTeam("paged-" + System.nanoTime());
        String session = People.member(team.id(), "reader-" + System.nanoTime() + "@paged.test");
        // a bot that passes its validation: the inbox holds only the notice the test fires
        long bot = LeagueApi.uploadProcessBot(
                team.bearer(), "<b>bold</b>", LeagueApi.exampleZip(), "python3", "native_bot.py");
        long hook = NoticesTest.webhook(team, "http://127.0.0.1:9/hook", "gate.decided")
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        given().header("Authorization", team.bearer())
                .contentType(ContentType.JSON)
                .body(Map.of("enabled", false))
                .patch("/api/teams/{t}/webhooks/{w}", team.id(), hook)
                .then()
                .statusCode(200);
        QuarkusTransaction.requiringNew()
                .run(() -> gateDecided.fire(new GateDecided(
                        90,
                        bot,
                        2,
                        1,
                        GateState.PASSED,
                        "<i>x</i>",
                        12,
                        20.0,
                        "shown to be more than 0 Elo better than version 1")));

        String page = given().cookie("admiralty-session", session)
                .get("/teams/{id}/notices", team.id())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(page)
                .contains("1 unread notice", "Mark all read", "gate.decided", "&lt;b&gt;bold&lt;/b&gt;")
                .doesNotContain("<b>bold</b>", "<i>x</i>")
                .contains("is switched off: switched off by its team");

        // another site cannot press the button for the member
        given().cookie("admiralty-session", session)
                .redirects()
                .follow(false)
                .header("Origin", "https://evil.example")
                .contentType(ContentType.URLENC)
                .formParam("upTo", "999999")
                .post("/teams/{id}/notices/read", team.id())
                .then()
                .statusCode(403);
        given().cookie("admiralty-session", session)
                .redirects()
                .follow(false)
                .header("Sec-Fetch-Site", "same-origin")
                .contentType(ContentType.URLENC)
                .formParam("upTo", "999999")
                .post("/teams/{id}/notices/read", team.id())
                .then()
                .statusCode(303);
        assertThat(given().header("Authorization", team.bearer())
                        .get("/api/teams/{id}/notices", team.id())
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getInt("unread"))
                .isZero();
    }

    @Test
    void strangersDoNotSeeATeamsNotices() {
        LeagueApi.NewTeam team = LeagueApi.newTeam("private-" + System.nanoTime());
        LeagueApi.NewTeam other = LeagueApi.newTeam("nosy-" + System.nanoTime());
        String stranger = People.member(other.id(), "nosy-" + System.nanoTime() + "@paged.test");
        given().redirects()
                .follow(false)
                .get("/teams/{id}/notices", team.id())
                .then()
                .statusCode(303)
                .header("Location", org.hamcrest.Matchers.endsWith("/sign-in"));
        for (String path : List.of("/teams/" + team.id() + "/notices", "/teams/999999/notices")) {
            int status = given().cookie("admiralty-session", stranger)
                    .get(path)
                    .then()
                    .extract()
                    .statusCode();
            assertThat(status).isIn(403, 404);
        }
        given().cookie("admiralty-session", stranger)
                .header("Sec-Fetch-Site", "same-origin")
                .contentType(ContentType.URLENC)
                .formParam("upTo", "1")
                .post("/teams/{id}/notices/read", team.id())
                .then()
                .statusCode(403);
    }
}
