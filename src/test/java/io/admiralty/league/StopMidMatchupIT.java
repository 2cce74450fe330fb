package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.admiralty.EmbeddedDatabase;
import io.admiralty.ServiceJar;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stopped mid-matchup as an operator stops it (SIGTERM), the service leaves the matchup before it exits: the bot's
 * processes have ended and its folder, mounted writable for the matchup, is unmounted and the mount's scratch
 * folders removed, so nothing of the service is left running or mounted under its data folder. The game the stop
 * cut short is not recorded as the bot's forfeit: restarted, the service resumes the matchup and finishes it without
 * one. The database is external, as in production, so it is still there to take whatever the stopping service would
 * store. Killed outright instead (SIGKILL, as the kernel kills a service over its memory), it stores nothing more
 * either: the bots die with it, and the restarted service resumes the matchup, again without a forfeit.
 */
class StopMidMatchupIT {

    private static final int PORT = 18395;
    private static final int GAMES = 200;
    private EmbeddedDatabase database;

    @AfterEach
    void stop() {
        RestAssured.reset();
        if (database != null) {
            database.close();
        }
    }

    @ParameterizedTest(name = "killed: {0}")
    @ValueSource(booleans = {false, true})
    void aStoppedOrKilledServiceLeavesNoForfeitAndAStoppedOneNothingRunningOrMounted(boolean killed) throws Exception {
        Path dataDir = Files.createTempDirectory(Path.of("target"), "stop-data").toAbsolutePath();
        database = EmbeddedDatabase.start(dataDir.resolveSibling(dataDir.getFileName() + "-pg"));
        Map<String, String> db = database.datasourceConfig();
        Map<String, String> environment = Map.of(
                "ADMIRALTY_DATA_DIR",
                dataDir.toString(),
                "QUARKUS_DATASOURCE_JDBC_URL",
                db.get("quarkus.datasource.jdbc.url"),
                "QUARKUS_DATASOURCE_USERNAME",
                db.get("quarkus.datasource.username"),
                "QUARKUS_DATASOURCE_PASSWORD",
                db.get("quarkus.datasource.password"),
                "ADMIRALTY_ADMIN_TOKEN",
                LeagueApi.ORGANISER.substring("Bearer ".length()),
                "ADMIRALTY_LEAGUE_LEASE",
                "3s",
                "ADMIRALTY_SKILL_ENABLED",
                "false");
        RestAssured.baseURI = "http://127.0.0.1";
        RestAssured.port = PORT;
        String team;
        long bot;
        long season;
        try (ServiceJar service = ServiceJar.start(PORT, environment)) {
            team = "Bearer " + LeagueApi.createTeam("stopped");
            bot = LeagueApi.uploadProcessBot(team, "python-native", LeagueApi.exampleZip(), "python3", "native_bot.py");
            season = LeagueApi.createSeason(
                    "{\"name\":\"stopped\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}");
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("density"));
            LeagueApi.enter(team, season, bot);
            LeagueApi.queueRound(season).statusCode(201);

            await().atMost(Duration.ofMinutes(1))
                    .untilAsserted(() -> assertThat(!mountsUnder(dataDir).isEmpty()
                                    && !processesNaming(dataDir).isEmpty())
                            .as("the bot's matchup began, its folder mounted:%n%s", service.log())
                            .isTrue());
            if (killed) {
                service.kill();
                // its bots die with their launcher (bubblewrap's --die-with-parent); its mounts wait for the next start
                await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> assertThat(processesNaming(dataDir))
                        .as("bot processes left running")
                        .isEmpty());
            } else {
                service.stop(30);
                assertThat(mountsUnder(dataDir))
                        .as("mounts left under the data folder")
                        .isEmpty();
                assertThat(processesNaming(dataDir))
                        .as("bot processes left running")
                        .isEmpty();
                try (Stream<Path> scratch = Files.list(dataDir.resolve("bots/.overlays"))) {
                    assertThat(scratch).as("the mounts' scratch folders").isEmpty();
                }
            }
        }

        try (ServiceJar restarted = ServiceJar.start(PORT, environment)) {
            LeagueApi.awaitRound(season, 1);
            List<String> games = given().header("Authorization", team)
                    .get("/api/bots/{id}/history?format=ndjson", bot)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString()
                    .lines()
                    .toList();
            assertThat(games).hasSize(GAMES);
            assertThat(games)
                    .map(line -> JsonPath.from(line).getString("reason"))
                    .as("how the bot's games ended")
                    .doesNotContain("forfeit")
                    .contains("fleet_sunk");
        }
    }

    /** The mount points under {@code folder}, as the host's mount table lists them. */
    private static List<String> mountsUnder(Path folder) throws java.io.IOException {
        return Files.readAllLines(Path.of("/proc/self/mountinfo"), StandardCharsets.UTF_8).stream()
                .map(line -> line.split(" ")[4])
                .filter(point -> point.startsWith(folder + "/"))
                .toList();
    }

    /** Live processes whose command line names {@code folder}: the bot's sandbox binds its folders there. */
    private static List<String> processesNaming(Path folder) {
        return ProcessHandle.allProcesses()
                .filter(ProcessHandle::isAlive)
                .map(p -> p.pid() + " " + p.info().commandLine().orElse(""))
                .filter(line -> line.contains(folder + "/"))
                .toList();
    }
}
