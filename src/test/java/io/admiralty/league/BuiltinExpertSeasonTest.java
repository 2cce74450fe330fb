package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The built-in expert, added by a migration after the first five, is a bot of the built-in team a season can enter. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class BuiltinExpertSeasonTest {

    @Test
    void aSeasonEntersTheExpertAndPlaysItsGames() throws InterruptedException {
        List<Map<String, Object>> builtins = given().get("/api/bots")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("findAll { it.kind == 'builtin' }");
        assertThat(builtins)
                .extracting(b -> b.get("name"))
                .containsExactlyInAnyOrder("random", "sequential", "hunter", "parity", "density", "expert");

        long expert = LeagueApi.builtinId("expert");
        long random = LeagueApi.builtinId("random");
        long season =
                LeagueApi.createSeason("{\"name\":\"expert-season\",\"ruleset\":\"6x6:3,2,2\",\"gamesPerMatchup\":4}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, expert);
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(201)
                .body("matchups", equalTo(1));
        JsonPath done = LeagueApi.awaitRound(season, 1);
        assertThat(done.getLong("progress.games")).isEqualTo(4L);
    }
}
