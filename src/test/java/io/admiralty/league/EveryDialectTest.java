package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.http.ExampleHttpBot;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
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
 * league speaks, and a jar, plays a whole round robin on classic without a forfeit.
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
        bots.put("skynet", LeagueApi.uploadFolder(team, "py-skynet", "skynet", List.of("python3", "skynet_bot.py"), python));
        bots.put("broadsides", LeagueApi.uploadFolder(team, "py-broadsides", "broadsides", List.of("python3", "broadsides_bot.py"), python));
        bots.put("native", LeagueApi.uploadFolder(team, "py-native", "native", List.of("python3", "native_bot.py"), python));
        for (String dialect : List.of("arena", "arena-json")) {
            bots.put(dialect, given().header("Authorization", team).contentType(ContentType.JSON)
                    .body(Map.of("name", "py-" + dialect, "kind", "http", "dialect", dialect, "url", httpBot.url()))
                    .post("/api/bots").then().statusCode(201).extract().jsonPath().getLong("id"));
        }
        bots.put("ruby-player", LeagueApi.uploadFolder(team, "ruby-hunter", "ruby-player", null, Path.of("examples/ruby/hunter")));
        bots.put("elixir-player", LeagueApi.uploadFolder(team, "elixir-hunter", "elixir-player", null, Path.of("examples/elixir/hunter")));
        bots.put("jar", LeagueApi.uploadExampleJar(team));
        Set<String> dialects = Arrays.stream(Dialect.values()).map(Dialect::code).collect(Collectors.toSet());
        assertThat(bots.keySet()).as("one bot of every dialect, and a jar").containsAll(dialects).contains("jar");

        long season = LeagueApi.createSeason("{\"name\":\"every-dialect-" + System.nanoTime() + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":"
                + GAMES + "}");
        bots.values().forEach(bot -> LeagueApi.enter(team, season, bot));
        given().header("Authorization", LeagueApi.ORGANISER).post("/api/seasons/{id}/rounds", season).then().statusCode(201);
        int pairs = bots.size() * (bots.size() - 1) / 2;
        LeagueApi.awaitRound(season, pairs);

        List<Map<String, Object>> games = given().get("/api/games?season={season}&first=100", season).then().statusCode(200)
                .extract().jsonPath().getList("games");
        assertThat(games).hasSize(pairs * GAMES);
        for (Map<String, Object> game : games) {
            assertThat((String) game.get("reason")).as(() -> LeagueApi.forfeit(team, game)).doesNotStartWith("forfeit");
        }
    }
}
