package io.admiralty.league.season;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Duplicate seasons on the real queue and the real database: every matchup, of a round robin or an adaptive round,
 * plays its games in pairs on one deal (one seed, so each seat's placement is the same) with the bots in each other's
 * seats and seat A first in both; the season says it is duplicate wherever its settings are shown, and its fit has
 * intervals. An odd number of games per matchup is refused naming the field.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class DuplicateSeasonTest {

    private static final int GAMES = 4;
    private static final List<String> BUILTINS = List.of("random", "hunter", "parity");

    @Inject
    AgroalDataSource dataSource;

    /** One stored game, as the pair checks need it. */
    private record Game(
            int number, long botA, long botB, long seed, String firstMover, String placementA, String placementB) {}

    @ParameterizedTest
    @ValueSource(strings = {"round-robin", "adaptive"})
    void everyMatchupPlaysPairsOnOneDealWithTheSeatsSwapped(String pairing) throws SQLException {
        long season = LeagueApi.createSeason("{\"name\":\"duplicate " + pairing + " " + System.nanoTime()
                + "\",\"duplicate\":true,\"gamesPerMatchup\":" + GAMES + ",\"pairing\":\"" + pairing + "\""
                + ("adaptive".equals(pairing) ? ",\"budget\":1" : "") + "}");
        for (String name : BUILTINS) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(name));
        }
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitIdle(season);

        Map<Long, List<Game>> matchups = games(season);
        assertThat(matchups).isNotEmpty();
        for (List<Game> games : matchups.values()) {
            assertThat(games).extracting(Game::number).containsExactly(1, 2, 3, 4);
            for (int k = 0; k < GAMES / 2; k++) {
                Game first = games.get(2 * k);
                Game second = games.get(2 * k + 1);
                assertThat(second.seed()).isEqualTo(first.seed());
                assertThat(List.of(second.botA(), second.botB())).containsExactly(first.botB(), first.botA());
                assertThat(List.of(first.firstMover(), second.firstMover())).containsOnly("A");
                // the same layouts both ways: each bot found in its seat the deal the other had there
                assertThat(second.placementA()).isEqualTo(first.placementA());
                assertThat(second.placementB()).isEqualTo(first.placementB());
            }
            assertThat(games.get(2).seed()).isNotEqualTo(games.get(0).seed());
        }

        given().get("/api/seasons/{id}", season).then().statusCode(200).body("duplicate", equalTo(true));
        given().contentType(ContentType.JSON)
                .body(Map.of("query", "{ season(id: \"" + season + "\") { duplicate } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .body("data.season.duplicate", equalTo(true));
        given().get("/seasons/{id}", season).then().statusCode(200).body(containsString("duplicate deals"));
        List<Map<String, Object>> board = LeagueApi.leaderboard(season).getList("$");
        assertThat(board).hasSize(BUILTINS.size()).allSatisfy(row -> {
            assertThat(row.get("rankedBy")).isEqualTo("mle");
            assertThat(((Number) row.get("mleLow")).doubleValue())
                    .isLessThan(((Number) row.get("mleHigh")).doubleValue());
        });
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 9})
    void anOddNumberOfGamesIsRefusedNamingTheField(int games) {
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"name\":\"odd duplicate " + System.nanoTime() + "\",\"duplicate\":true,\"gamesPerMatchup\":"
                        + games + "}")
                .post("/api/seasons")
                .then()
                .statusCode(400)
                .contentType(ContentType.JSON)
                .body("error", containsString("gamesPerMatchup must be even in a duplicate season"))
                .body("error", containsString("was " + games));
    }

    private Map<Long, List<Game>> games(long season) throws SQLException {
        Map<Long, List<Game>> matchups = new LinkedHashMap<>();
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(
                        """
                        select matchup_id, game_index, bot_a, bot_b, seed, first_mover, placement_a, placement_b
                        from game where season_id = ? order by matchup_id, game_index""")) {
            s.setLong(1, season);
            try (ResultSet row = s.executeQuery()) {
                while (row.next()) {
                    matchups.computeIfAbsent(row.getLong(1), k -> new ArrayList<>())
                            .add(new Game(
                                    row.getInt(2),
                                    row.getLong(3),
                                    row.getLong(4),
                                    row.getLong(5),
                                    row.getString(6),
                                    row.getString(7),
                                    row.getString(8)));
                }
            }
        }
        return matchups;
    }
}
