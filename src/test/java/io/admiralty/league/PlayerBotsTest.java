package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

import groovy.json.JsonOutput;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Ruby player classes and Elixir player modules as league bots: uploaded through the REST API as the example
 * players' folders, zipped, they play a round robin with a built-in through the league's own hosts, and join only
 * the seasons their API can express.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class PlayerBotsTest {

    private static final int GAMES = 2;

    private String team;

    @BeforeEach
    void newTeam() {
        team = "Bearer " + LeagueApi.createTeam("players-" + System.nanoTime());
    }

    @Test
    void theExampleHuntersOfBothPlayerDialectsPlayARoundWithABuiltInAndForfeitNothing() throws Exception {
        long ruby = upload("ruby-hunter", "ruby-player", null, Path.of("examples/ruby/hunter"));
        long elixir = upload("elixir-hunter", "elixir-player", null, Path.of("examples/elixir/hunter"));
        long random = LeagueApi.builtinId("random");
        given().get("/api/bots/{id}", ruby)
                .then()
                .statusCode(200)
                .body("kind", equalTo("process"))
                .body("dialect", equalTo("ruby-player"));

        long season = LeagueApi.createSeason("{\"name\":\"players-" + System.nanoTime()
                + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}");
        LeagueApi.enter(team, season, ruby);
        LeagueApi.enter(team, season, elixir);
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 3);

        List<Map<String, Object>> games = given().get("/api/games?season={season}&first=100", season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games");
        assertThat(games).hasSize(3 * GAMES);
        for (Map<String, Object> game : games) {
            assertThat(game.get("reason")).as(() -> forfeit(game)).isEqualTo("fleet_sunk");
        }
        Path hosts = Path.of(ConfigProvider.getConfig().getValue("admiralty.data-dir", String.class), "hosts");
        try (Stream<Path> installed = Files.list(hosts)) {
            assertThat(installed)
                    .as("the hosts are installed once for the instance")
                    .hasSize(1);
        }
    }

    @Test
    void aSinglePlayerFileIsUploadedAsItIsAndPlays() throws Exception {
        long ruby = uploadFile(
                "ruby-corner-file",
                "ruby-player",
                List.of("corner_player.rb"),
                Path.of("examples/ruby/corner_player.rb"));
        long elixir =
                uploadFile("elixir-corner-file", "elixir-player", null, Path.of("examples/elixir/corner_player.exs"));
        given().header("Authorization", team)
                .get("/api/bots/{id}", elixir)
                .then()
                .statusCode(200)
                .body("runs.artifact", notNullValue());

        long season = LeagueApi.createSeason("{\"name\":\"single-files-" + System.nanoTime()
                + "\",\"ruleset\":\"6x6:3,2\",\"gamesPerMatchup\":" + GAMES + "}");
        LeagueApi.enter(team, season, ruby);
        LeagueApi.enter(team, season, elixir);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 3);

        List<Map<String, Object>> games = given().get("/api/games?season={season}&first=100", season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games");
        assertThat(games).hasSize(3 * GAMES).allSatisfy(game -> assertThat((String) game.get("reason"))
                .as(() -> forfeit(game))
                .doesNotStartWith("forfeit"));
    }

    @Test
    void playerBotsJoinOnlySeasonsTheirApiCanExpress() throws IOException {
        long ruby = upload("ruby-corner", "ruby-player", List.of("corner_player.rb"), Path.of("examples/ruby"));
        long elixir = upload(
                "elixir-corner",
                "elixir-player",
                List.of("corner_player.exs#CornerPlayer"),
                Path.of("examples/elixir"));
        long salvo =
                LeagueApi.createSeason("{\"name\":\"players-salvo-" + System.nanoTime() + "\",\"ruleset\":\"salvo\"}");
        long oblong = LeagueApi.createSeason(
                "{\"name\":\"players-oblong-" + System.nanoTime() + "\",\"ruleset\":\"12x8:5,4,3\"}");

        enter(salvo, ruby)
                .statusCode(400)
                .body("error", containsString("ruby-player players fire one shot per turn, so they cannot play salvo"));
        enter(salvo, elixir)
                .statusCode(400)
                .body("error", containsString("elixir-player players fire one shot per turn"));
        enter(oblong, elixir)
                .statusCode(400)
                .body("error", containsString("elixir-player players work on square boards"));
        enter(oblong, ruby).statusCode(201);
    }

    @Test
    void aPlayerNamedOutsideItsFilesOrByMoreThanOneWordIsRefused() throws IOException {
        Path zip = LeagueApi.zipFolder(Path.of("examples/ruby/hunter"));
        Map<List<String>, String> refused = Map.of(
                List.of("../hunter_player.rb"), "must be inside the bot's files",
                List.of("/etc/passwd"), "must be inside the bot's files",
                List.of("a.rb", "b.rb"), "ruby-player bots take at most one word as \"command\"");
        refused.forEach((command, error) -> {
            String definition = JsonOutput.toJson(
                    Map.of("name", "escaper", "kind", "process", "dialect", "ruby-player", "command", command));
            given().header("Authorization", team)
                    .multiPart("definition", definition, "application/json")
                    .multiPart("artifact", zip.toFile(), "application/zip")
                    .post("/api/bots")
                    .then()
                    .statusCode(400)
                    .body("error", containsString(error));
        });
        given().get("/api/bots").then().statusCode(200).body("name", not(hasItem("escaper")));
        given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body("{\"name\":\"no-files\",\"kind\":\"process\",\"dialect\":\"elixir-player\"}")
                .post("/api/bots")
                .then()
                .statusCode(400)
                .body("error", containsString("needs its files"));
    }

    private ValidatableResponse enter(long season, long bot) {
        return given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(Map.of("botId", bot))
                .post("/api/seasons/{id}/entries", season)
                .then();
    }

    private long upload(String name, String dialect, List<String> command, Path folder) throws IOException {
        return LeagueApi.uploadFolder(team, name, dialect, command, folder);
    }

    /** Registers the team's player bot from one file, uploaded as it is; returns its id. */
    private long uploadFile(String name, String dialect, List<String> command, Path file) {
        Map<String, Object> definition = new HashMap<>(Map.of("name", name, "kind", "process", "dialect", dialect));
        if (command != null) {
            definition.put("command", command);
        }
        return given().header("Authorization", team)
                .multiPart("definition", JsonOutput.toJson(definition), "application/json")
                .multiPart("artifact", file.toFile(), "application/octet-stream")
                .post("/api/bots")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    private String forfeit(Map<String, Object> game) {
        return LeagueApi.forfeit(team, game);
    }
}
