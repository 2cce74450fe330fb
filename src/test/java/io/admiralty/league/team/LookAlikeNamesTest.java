package io.admiralty.league.team;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Look-alike names through the API (issue 44): {@code bravo\u200b} beside {@code bravo}, a right-to-left override, a
 * full-width twin, a bot named {@code density} beside the built-in. Names are kept in NFKC and unique as a reader sees
 * them side by side: among teams, among one team's bots and the built-ins.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LookAlikeNamesTest {

    @Test
    void teamNamesThatReadAsAnothersAreRefused() {
        team("Bravo Six").statusCode(201);
        for (String invisible : List.of("Bravo Six\u200B", "Bravo\u200D Six", "\u202EBravo Six", "Bravo Six\u2066")) {
            team(invisible).statusCode(400).body("error", containsString("invisible or direction-changing"));
        }
        for (String twin :
                List.of("BRAVO SIX", "\uFF22\uFF52\uFF41\uFF56\uFF4F Six", "Bravo   Six", "bravo\u00A0six")) {
            team(twin).statusCode(409).body("error", containsString("exists already"));
        }
        // kept normalised: a full-width name is stored as it reads
        team("\uFF33\uFF45\uFF56\uFF45\uFF4E Seas").statusCode(201).body("name", equalTo("Seven Seas"));
        long other = team("Charlie Nine").statusCode(201).extract().jsonPath().getLong("id");
        rename(other, "seven\u3000seas").statusCode(409);
        rename(other, "Charlie\u202E Nine").statusCode(400);
        rename(other, "CHARLIE NINE").statusCode(200).body("name", equalTo("CHARLIE NINE"));
    }

    @Test
    void aTeamsBotNamesAreUniqueAsReadAndTheBuiltInsAreReserved() {
        String team = LeagueApi.createTeam("Look-alikes");
        bot(team, "alpha").statusCode(201);
        for (String twin :
                List.of("ALPHA", "\uFF41\uFF4C\uFF50\uFF48\uFF41", "Density", "density", "RANDOM", "hunter")) {
            bot(team, twin).statusCode(409).body("error", containsString("reads the same"));
        }
        bot(team, "alpha\u200B").statusCode(400).body("error", containsString("invisible"));
        bot(team, "\u202Eahpla").statusCode(400).body("error", containsString("direction-changing"));
        // another team may have its own alpha: the two are shown with their teams' names
        bot(LeagueApi.createTeam("Other look-alikes"), "Alpha").statusCode(201);
    }

    private static ValidatableResponse team(String name) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .post("/api/teams")
                .then();
    }

    private static ValidatableResponse rename(long team, String name) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .patch("/api/teams/{id}", team)
                .then();
    }

    private static ValidatableResponse bot(String team, String name) {
        return given().header("Authorization", "Bearer " + team)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name, "kind", "http", "dialect", "arena", "url", "http://127.0.0.1:9/"))
                .post("/api/bots")
                .then();
    }
}
