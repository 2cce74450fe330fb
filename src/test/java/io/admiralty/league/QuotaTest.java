package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A season's data quota, set through the public API and held by the real service's sandbox. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class QuotaTest {

    private static final long MIB = 1024 * 1024;

    @Test
    void aSeasonsDataQuotaIsAWholeNumberOfBytesUpToOneGibibyte() {
        for (String bad :
                List.of("1.5", "-1", "\"1048576\"", "1073741825", "99999999999999999999", "true", "1e6", "{}")) {
            given().header("Authorization", LeagueApi.ORGANISER)
                    .contentType(ContentType.JSON)
                    .body("{\"name\":\"quota\",\"dataQuotaBytes\":" + bad + "}")
                    .post("/api/seasons")
                    .then()
                    .statusCode(400)
                    .body("status", equalTo(400))
                    .body("error", containsString("dataQuotaBytes"));
        }
        long own = LeagueApi.createSeason("{\"name\":\"own quota\",\"dataQuotaBytes\":1048576}");
        given().get("/api/seasons/{id}", own).then().statusCode(200).body("dataQuotaBytes", equalTo(1048576));
        long league = LeagueApi.createSeason("{\"name\":\"league quota\"}");
        given().get("/api/seasons/{id}", league).then().statusCode(200).body("dataQuotaBytes", equalTo(10485760));
    }

    @Test
    void aBotOverItsSeasonsQuotaForfeitsWithDataLimitKeepingNothingAndOneWithinKeepsItsFile() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("quota-" + System.nanoTime());
        // three files of 1 MiB against a quota of 1 MiB
        long hoarder = LeagueApi.uploadProcessBot(
                team, "hoarder", LeagueApi.hostileZip(), "python3", "hostile.py", "hoard", "3,1");
        long keeper =
                LeagueApi.uploadProcessBot(team, "keeper", LeagueApi.hostileZip(), "python3", "hostile.py", "keep");
        long season =
                LeagueApi.createSeason("{\"name\":\"tight\",\"gamesPerMatchup\":2,\"dataQuotaBytes\":" + MIB + "}");
        LeagueApi.enter(team, season, hoarder);
        LeagueApi.enter(team, season, keeper);
        for (int round = 1; round <= 2; round++) {
            LeagueApi.queueRound(season).statusCode(201);
            LeagueApi.awaitRound(season, round);
        }

        List<Map<String, Object>> games = given().get("/api/games?season=" + season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games");
        assertThat(games).hasSize(4).allSatisfy(game -> {
            assertThat(game.get("reason")).isEqualTo("forfeit_data_limit");
            assertThat((String) game.get("detail"))
                    .contains("quota of 1 MiB")
                    .contains("put back as it was before this matchup");
            assertThat(((Number) game.get("winnerBot")).longValue()).isEqualTo(keeper);
        });
        given().get("/api/games/{id}", games.get(0).get("id"))
                .then()
                .statusCode(200)
                .body("reason", equalTo("forfeit_data_limit"));
        given().get("/q/metrics")
                .then()
                .statusCode(200)
                .body(containsString("admiralty_games_forfeits_total{reason=\"data_limit\"}"));

        // what went over the quota was not kept; what stayed within it was, matchup after matchup
        try (Stream<Path> files = Files.list(LeagueApi.dataFolder(hoarder))) {
            assertThat(files).isEmpty();
        }
        Path kept = LeagueApi.dataFolder(keeper).resolve("keep.txt");
        assertThat(Files.readAllLines(kept)).containsExactly("kept", "kept");
        assertThat(Files.getAttribute(kept, "unix:uid")).isEqualTo((int) (LeagueApi.uidBase() + keeper));
    }
}
