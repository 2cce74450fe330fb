package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import groovy.json.JsonOutput;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.http.ExampleHttpBot;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The figure that matters for teams arriving with the contests' bots: one season mixing a bot of every dialect the
 * league speaks, and a jar, plays a whole round robin on classic without a forfeit; and a version gate, whose pairs
 * swap the two versions' seats, plays each of them without a forfeit too.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class EveryDialectTest {

    private static final int GAMES = 2;
    private static ExampleHttpBot httpBot;

    @BeforeAll
    static void startTheExampleHttpBot() throws Exception {
        httpBot = ExampleHttpBot.start();
    }

    @AfterAll
    static void stopTheExampleHttpBot() throws InterruptedException {
        httpBot.close();
    }

    @Test
    void aSeasonWithOneBotOfEveryDialectPlaysARoundWithoutAForfeit() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("every-dialect-" + System.nanoTime());
        Path python = Path.of("examples/python");
        Map<String, Long> bots = new LinkedHashMap<>();
        bots.put(
                "skynet",
                LeagueApi.uploadFolder(team, "py-skynet", "skynet", List.of("python3", "skynet_bot.py"), python));
        bots.put(
                "broadsides",
                LeagueApi.uploadFolder(
                        team, "py-broadsides", "broadsides", List.of("python3", "broadsides_bot.py"), python));
        bots.put(
                "native",
                LeagueApi.uploadFolder(team, "py-native", "native", List.of("python3", "native_bot.py"), python));
        for (String dialect : List.of("arena", "arena-json")) {
            bots.put(
                    dialect,
                    given().header("Authorization", team)
                            .contentType(ContentType.JSON)
                            .body(Map.of(
                                    "name", "py-" + dialect, "kind", "http", "dialect", dialect, "url", httpBot.url()))
                            .post("/api/bots")
                            .then()
                            .statusCode(201)
                            .extract()
                            .jsonPath()
                            .getLong("id"));
        }
        bots.put(
                "ruby-player",
                LeagueApi.uploadFolder(team, "ruby-hunter", "ruby-player", null, Path.of("examples/ruby/hunter")));
        bots.put(
                "elixir-player",
                LeagueApi.uploadFolder(
                        team, "elixir-hunter", "elixir-player", null, Path.of("examples/elixir/hunter")));
        bots.put("jar", LeagueApi.uploadExampleJar(team));
        Set<String> dialects =
                Arrays.stream(Dialect.values()).map(Dialect::code).collect(Collectors.toSet());
        assertThat(bots.keySet())
                .as("one bot of every dialect, and a jar")
                .containsAll(dialects)
                .contains("jar");

        long season = LeagueApi.createSeason("{\"name\":\"every-dialect-" + System.nanoTime()
                + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}");
        bots.values().forEach(bot -> LeagueApi.enter(team, season, bot));
        LeagueApi.queueRound(season).statusCode(201);
        int pairs = bots.size() * (bots.size() - 1) / 2;
        LeagueApi.awaitRound(season, pairs);

        List<Map<String, Object>> games = given().get("/api/games?season={season}&first=100", season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games");
        assertThat(games).hasSize(pairs * GAMES);
        for (Map<String, Object> game : games) {
            assertThat((String) game.get("reason"))
                    .as(() -> LeagueApi.forfeit(team, game))
                    .doesNotStartWith("forfeit");
        }

        // each bot's own files again, as a gated candidate: one pair of games against the current version, seats
        // swapped
        Map<String, Object> gate = Map.of("maxGames", 2);
        for (Map.Entry<String, Long> bot : bots.entrySet()) {
            RequestSpecification upload = given().header("Authorization", team);
            switch (bot.getKey()) {
                case "arena", "arena-json" ->
                    upload.contentType(ContentType.JSON).body(Map.of("url", httpBot.url(), "gate", gate));
                case "skynet", "broadsides", "native" ->
                    files(
                            upload,
                            Map.of("command", List.of("python3", bot.getKey() + "_bot.py"), "gate", gate),
                            LeagueApi.zipFolder(python));
                case "ruby-player" ->
                    files(upload, Map.of("gate", gate), LeagueApi.zipFolder(Path.of("examples/ruby/hunter")));
                case "elixir-player" ->
                    files(upload, Map.of("gate", gate), LeagueApi.zipFolder(Path.of("examples/elixir/hunter")));
                default -> files(upload, Map.of("gate", gate), LeagueApi.exampleJar());
            }
            upload.post("/api/bots/{id}/versions", bot.getValue())
                    .then()
                    .statusCode(201)
                    .body("gate.candidate", equalTo(2));
            JsonPath result = LeagueApi.awaitGate(bot.getValue(), 2);
            assertThat(result.getString("state"))
                    .as(bot.getKey() + ": " + result.prettify())
                    .isEqualTo("capped");
            assertThat(result.getInt("games")).as(bot.getKey()).isEqualTo(2);
            // a gate's games are its team's (issue 44.6): listed for its token
            List<Map<String, Object>> gateGames = given().header("Authorization", team)
                    .get("/api/games?bot={bot}&first=100", bot.getValue())
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    // the gate's games: the bot against itself (its validation games, also of no season, are against a
                    // built-in)
                    .getList("games.findAll { it.season == null && it.botA.id == it.botB.id }");
            assertThat(gateGames).as(bot.getKey()).hasSize(2);
            for (Map<String, Object> game : gateGames) {
                assertThat((String) game.get("reason"))
                        .as(() -> bot.getKey() + ": " + LeagueApi.forfeit(team, game))
                        .doesNotStartWith("forfeit");
            }
        }
    }

    private static void files(RequestSpecification upload, Map<String, Object> definition, Path files) {
        upload.multiPart("definition", JsonOutput.toJson(definition), "application/json")
                .multiPart("artifact", files.toFile());
    }
}
