package io.admiralty.league.runtime;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.json.GameRecordJson;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One team cannot use up another's limits: the neighbour attack, through the public API against the real service
 * and the real sandbox, in two seasons at once.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ConfinementTest {

    @Test
    void aBotHoldingSixtyTwoProcessesLeavesAnotherTeamsJarBotInAnotherSeasonAlone() throws Exception {
        String attackers = "Bearer " + LeagueApi.createTeam("neighbours-" + System.nanoTime());
        String innocents = "Bearer " + LeagueApi.createTeam("innocents-" + System.nanoTime());
        // within its documented limits (64 processes): itself and 62 sleeping children, for its whole matchup
        long sleeper = LeagueApi.uploadProcessBot(
                attackers, "sleeper", LeagueApi.hostileZip(), "python3", "hostile.py", "sleepers", "62");
        long hunter = LeagueApi.uploadExampleJar(innocents);
        long random = LeagueApi.builtinId("random");
        long slowLane = LeagueApi.createSeason("{\"name\":\"slow lane\",\"gamesPerMatchup\":2}");
        long jarLane = LeagueApi.createSeason("{\"name\":\"jar lane\",\"gamesPerMatchup\":4}");
        LeagueApi.enter(attackers, slowLane, sleeper);
        LeagueApi.enter(LeagueApi.ORGANISER, slowLane, random);
        LeagueApi.enter(innocents, jarLane, hunter);
        LeagueApi.enter(LeagueApi.ORGANISER, jarLane, random);

        queueRound(slowLane);
        JsonNode held = awaitFile(LeagueApi.dataFolder(sleeper).resolve("sleepers.json"));
        assertThat(held.get("children").asInt()).isEqualTo(62);
        assertThat(held.get("uid").asLong()).isEqualTo(LeagueApi.uidBase() + sleeper);

        queueRound(jarLane);
        LeagueApi.awaitRound(jarLane, 1);
        // the sleeper still held its children while the jar bot played
        assertThat(given().get("/api/seasons/{id}", slowLane)
                        .then()
                        .extract()
                        .jsonPath()
                        .getInt("progress.running"))
                .isEqualTo(1);
        List<Map<String, Object>> games = given().get("/api/games?season=" + jarLane)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games");
        assertThat(games).hasSize(4).allSatisfy(game -> assertThat(game.get("reason"))
                .as(game.toString())
                .isEqualTo("fleet_sunk"));
        for (Map<String, Object> game : games) {
            JsonPath whole = given().get("/api/games/{id}", game.get("id"))
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertThat(whole.getString("transcriptA") + whole.getString("transcriptB"))
                    .doesNotContain("EAGAIN");
        }
        LeagueApi.awaitRound(slowLane, 1);
    }

    /**
     * One bot in two matchups at once, each session forking as many children as it may and holding them while the
     * other does the same: each gets the whole process limit (64 with itself), the second as a spare uid in the bot's
     * group, and what each wrote is in the one data folder they share.
     */
    @Test
    void aBotInTwoMatchupsAtOnceHasItsWholeProcessLimitInEach() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("twice-" + System.nanoTime());
        long forker = LeagueApi.uploadProcessBot(
                team, "forker", LeagueApi.hostileZip(), "python3", "hostile.py", "fork-together");
        long random = LeagueApi.builtinId("random");
        List<Long> seasons = new ArrayList<>();
        for (String lane : List.of("left", "right")) {
            long season = LeagueApi.createSeason(
                    "{\"name\":\"twice " + lane + " " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
            LeagueApi.enter(team, season, forker);
            LeagueApi.enter(LeagueApi.ORGANISER, season, random);
            seasons.add(season);
        }
        seasons.forEach(ConfinementTest::queueRound);
        for (long season : seasons) {
            LeagueApi.awaitRound(season, 1);
        }
        List<JsonNode> records = new ArrayList<>();
        try (Stream<Path> files = Files.list(LeagueApi.dataFolder(forker))) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith("fork-"))
                    .toList()) {
                records.add(GameRecordJson.mapper().readTree(file.toFile()));
            }
        }
        long home = LeagueApi.uidBase() + forker;
        assertThat(records)
                .as("one record from each session, each under its own uid")
                .hasSize(2);
        assertThat(records).allSatisfy(record -> {
            assertThat(record.get("children").asInt()).isEqualTo(63);
            assertThat(record.get("gid").asLong()).isEqualTo(home);
        });
        assertThat(records)
                .extracting(r -> r.get("uid").asLong())
                .containsOnlyOnce(home)
                .anySatisfy(uid -> assertThat(uid).isLessThan(LeagueApi.uidBase() - 2));
        for (long season : seasons) {
            assertThat(given().get("/api/games?season=" + season)
                            .then()
                            .extract()
                            .jsonPath()
                            .getList("games.reason"))
                    .containsExactly("fleet_sunk", "fleet_sunk");
        }
    }

    private static void queueRound(long season) {
        LeagueApi.queueRound(season).statusCode(201);
    }

    private static JsonNode awaitFile(Path file) throws Exception {
        await("waiting for " + file)
                .atMost(Duration.ofMinutes(1))
                .until(() -> Files.isRegularFile(file) && Files.size(file) > 0);
        return GameRecordJson.mapper().readTree(file.toFile());
    }
}
