package io.admiralty.league.tournament;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Tournaments on the real service, through REST: a double elimination of five built-ins, best of 3, played to its end
 * on the work queue, its bracket checked against the games stored; and a hidden single elimination whose results no
 * anonymous reader or third team sees, through the tournament, its games or GraphQL, until each round is released.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentRunTest {

    private static final Duration PLAYED = Duration.ofMinutes(4);

    @Test
    void aDoubleEliminationOfFiveBuiltInsEndsWithABracketTheStoredGamesBearOut() {
        List<Long> bots = List.of("density", "hunter", "parity", "sequential", "random").stream()
                .map(LeagueApi::builtinId)
                .toList();
        JsonPath made =
                create(Map.of("name", "double " + System.nanoTime(), "format", "double", "bestOf", 3, "bots", bots));
        assertThat(made.getString("state")).isEqualTo("draft");
        assertThat(made.getList("entrants.bot", Long.class)).containsExactlyElementsOf(bots);
        assertThat(made.getList("entrants.seed", Integer.class)).containsExactly(1, 2, 3, 4, 5);
        long id = made.getLong("id");
        assertThat(start(id).getString("state")).isEqualTo("running");

        JsonPath over = Eventually.value(PLAYED, () -> read(id, null), t -> assertThat(t.getString("state"))
                .isEqualTo("over"));
        List<Map<String, Object>> series = over.getList("series");
        Map<Long, Integer> losses = new HashMap<>();
        for (int i = 0; i < series.size(); i++) {
            String at = "series[" + i + "].";
            long first = over.getLong(at + "first");
            long second = over.getLong(at + "second");
            long winner = over.getLong(at + "winner");
            assertThat(winner).isIn(first, second);
            losses.merge(winner == first ? second : first, 1, Integer::sum);
            List<Long> games = over.getList(at + "games", Long.class);
            assertThat(games.size() % 2).as("games come in pairs").isZero();
            int firstWins = 0;
            int secondWins = 0;
            for (int g = 0; g < games.size(); g++) {
                JsonPath game = LeagueApi.read("/api/games/{id}", games.get(g));
                assertThat(game.getString("season")).as("no season rating").isNull();
                // the first of a pair has the series' first in seat A, the second has the seats swapped
                assertThat(game.getLong("botA.id")).isEqualTo(g % 2 == 0 ? first : second);
                assertThat(game.getLong("botB.id")).isEqualTo(g % 2 == 0 ? second : first);
                Object won = game.get("winnerBot");
                if (won != null && ((Number) won).longValue() == first) {
                    firstWins++;
                } else if (won != null) {
                    secondWins++;
                }
            }
            assertThat(over.getInt(at + "firstWins")).isEqualTo(firstWins);
            assertThat(over.getInt(at + "secondWins")).isEqualTo(secondWins);
            if (over.getString(at + "decidedBy").equals("points")) {
                assertThat(winner == first ? firstWins : secondWins)
                        .isGreaterThan(winner == first ? secondWins : firstWins)
                        .isGreaterThanOrEqualTo(2);
            }
        }
        long champion = over.getLong("placings.find { it.place == 1 }.bot");
        List<Map<String, Object>> grandFinals = over.getList("series.findAll { it.section == 'grand-final' }");
        long lastFinalWinner = ((Number) grandFinals.get(grandFinals.size() - 1).get("winner")).longValue();
        assertThat(champion).isEqualTo(lastFinalWinner);
        for (long bot : bots) {
            int lost = losses.getOrDefault(bot, 0);
            if (bot == champion) {
                assertThat(lost).as("the champion lost at most once").isLessThanOrEqualTo(1);
            } else {
                assertThat(lost)
                        .as("bot " + bot + " is out after two series lost")
                        .isEqualTo(2);
            }
        }
        assertThat(over.getList("placings")).hasSize(bots.size());
    }

    private static JsonPath create(Map<String, Object> body) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    private static JsonPath start(long id) {
        return given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/tournaments/{id}/start", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** The tournament as {@code caller} reads it (null: anonymous). */
    static JsonPath read(long id, String caller) {
        var request = given();
        if (caller != null) {
            request.header("Authorization", caller);
        }
        return request.get("/api/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }
}
