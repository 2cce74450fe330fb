package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import groovy.json.JsonOutput;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.registry.HostileArchives;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/**
 * Uploads that could not be unpacked: refused whole when they are uploaded, naming the entry, so that what is accepted
 * unpacks; and one stored before these checks existed costs its bot its games, once each, and leaves nothing on disk.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class HostileUploadTest {

    @Inject
    AgroalDataSource dataSource;

    @Test
    void theUploadThatFilledTheDiskIsRefusedAtOnceNamingItsEntry() {
        String team = "Bearer " + LeagueApi.createTeam("disk-filler-" + System.nanoTime());
        byte[] attack = HostileArchives.zerosThenALongName();
        List<String> before = scratchFolders();
        String error = upload(team, attack, "zip", 400).getString("error");
        assertThat(error)
                .isEqualTo("archive entry \"" + "n".repeat(80)
                        + "\"... (300 chars) has a name part of 300 bytes; the file system takes at most 255");
        assertThat(scratchFolders()).isEqualTo(before).isEmpty();
    }

    @Test
    void namesWithControlCharactersAndEntriesThatComeTwiceAreRefusedInZipsAndTars() {
        String team = "Bearer " + LeagueApi.createTeam("bad-names-" + System.nanoTime());
        Map<String, List<String>> refusals = Map.of(
                "archive entry \"bot\\x1b[2J.py\" has a control character in its name; names must be printable",
                List.of("bot.py", "bot\u001b[2J.py"),
                "archive entry \"bot.py\\x0aERROR forged\" has a control character in its name; names must be printable",
                List.of("bot.py\nERROR forged"),
                "archive entry \"bot\\x0d.py\" has a control character in its name; names must be printable",
                List.of("bot\r.py"),
                "archive entry \"lib/./a.py\" is a second entry at the same path; each file or folder may come once",
                List.of("bot.py", "lib/a.py", "lib/./a.py"),
                "archive entry \"bot.py\" is a second entry at the same path; each file or folder may come once",
                List.of("bot.py", "bot.py"));
        refusals.forEach((error, names) -> {
            String[] entries = names.toArray(String[]::new);
            assertThat(upload(team, HostileArchives.zip(entries), "zip", 400).getString("error"))
                    .isEqualTo(error);
            assertThat(upload(team, HostileArchives.tarGz(entries), "tar.gz", 400)
                            .getString("error"))
                    .isEqualTo(error);
        });
        // what passes unpacks, and plays
        assertThat(upload(team, HostileArchives.zip("bot.py", "lib/", "lib/a.py"), "zip", 201)
                        .getLong("id"))
                .isPositive();
    }

    /**
     * A version whose files were stored before uploads were checked whole (written here straight into the database, as
     * such an upload was): each of its games is its forfeit, the matchup is played once to its end, and no half
     * unpacked folder is left behind.
     */
    @Test
    void aStoredUploadThatCannotBeUnpackedForfeitsItsGamesOnceAndLeavesNothingOnDisk() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("old-upload-" + System.nanoTime());
        long bot = LeagueApi.uploadProcessBot(team, "old-upload", LeagueApi.hostileZip(), "python3", "hostile.py", "x");
        // the upload as it was checked then passed its validation; its files are replaced after that
        assertThat(LeagueApi.awaitValidation(bot).getString("validation.state")).isEqualTo("passed");
        byte[] attack = HostileArchives.zerosThenALongName();
        String sha = Hashes.sha256(attack);
        try (Connection c = dataSource.getConnection();
                PreparedStatement artifact = c.prepareStatement(
                        "insert into artifact (sha256, format, bytes, size) values (?, 'zip', ?, ?)");
                PreparedStatement version =
                        c.prepareStatement("update bot_version set artifact = ? where bot_id = ? and version = 1")) {
            artifact.setString(1, sha);
            artifact.setBytes(2, attack);
            artifact.setInt(3, attack.length);
            artifact.executeUpdate();
            version.setString(1, sha);
            version.setLong(2, bot);
            version.executeUpdate();
        }
        long season =
                LeagueApi.createSeason("{\"name\":\"old upload " + System.nanoTime() + "\",\"gamesPerMatchup\":3}");
        LeagueApi.enter(team, season, bot);
        long random = LeagueApi.builtinId("random");
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        LeagueApi.queueRound(season).statusCode(201);
        await().atMost(Duration.ofMinutes(2)).untilAsserted(() -> assertThat(given().get("/api/seasons/{id}", season)
                        .then()
                        .extract()
                        .jsonPath()
                        .getInt("progress.done"))
                .isEqualTo(1));

        List<Map<String, Object>> games = given().get("/api/games?season={season}", season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games");
        assertThat(games).hasSize(3).allSatisfy(game -> {
            assertThat(game.get("reason")).isEqualTo("forfeit_crash");
            assertThat(game.get("detail"))
                    .isEqualTo("could not be started from its files (the reason is in its transcript)");
            assertThat(game.get("winnerBot")).isEqualTo((int) random);
        });
        JsonPath game = given().header("Authorization", team)
                .get("/api/games/{id}", games.get(0).get("id"))
                .then()
                .extract()
                .jsonPath();
        String transcript =
                game.getLong("botA.id") == bot ? game.getString("transcriptA") : game.getString("transcriptB");
        assertThat(transcript).contains("not started: archive entry \"nnnn").contains("has a name part of 300 bytes");
        try (Connection c = dataSource.getConnection();
                PreparedStatement matchup = c.prepareStatement(
                        "select status, attempts from matchup join work using (id) where season_id = ?")) {
            matchup.setLong(1, season);
            try (ResultSet row = matchup.executeQuery()) {
                assertThat(row.next()).isTrue();
                assertThat(row.getString("status")).isEqualTo("done");
                assertThat(row.getInt("attempts"))
                        .as("played once, never tried again")
                        .isEqualTo(1);
            }
        }
        assertThat(scratchFolders()).isEmpty();
        assertThat(artifacts().resolve(sha)).doesNotExist();
    }

    private static JsonPath upload(String team, byte[] archive, String format, int status) {
        Path file;
        try {
            file = Files.createTempFile(Path.of("target"), "hostile-upload", "." + format);
            Files.write(file, archive);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        String definition = JsonOutput.toJson(Map.of(
                "name",
                "upload-" + System.nanoTime(),
                "kind",
                "process",
                "dialect",
                "native",
                "command",
                List.of("python3", "bot.py")));
        return given().header("Authorization", team)
                .multiPart("definition", definition, "application/json")
                .multiPart("artifact", file.toFile(), "application/octet-stream")
                .post("/api/bots")
                .then()
                .statusCode(status)
                .extract()
                .jsonPath();
    }

    private static Path artifacts() {
        return Path.of(ConfigProvider.getConfig().getValue("admiralty.data-dir", String.class), "artifacts");
    }

    /** The scratch folders of unpackings in the service's artifacts folder. */
    private static List<String> scratchFolders() {
        if (!Files.isDirectory(artifacts())) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(artifacts())) {
            return entries.map(p -> p.getFileName().toString())
                    .filter(name -> name.startsWith("unpack"))
                    .toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
