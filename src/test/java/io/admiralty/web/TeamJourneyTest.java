package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.zip.GZIPInputStream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * Issue 29's journeys (b) and (c) in Chromium: a student follows an invite, makes an account, uploads the example
 * Python bot as a zip through the team page's form and enters it in the season; the organiser queues a round; the
 * student watches it live on the team page, opens the transcript of a game the bot forfeited, downloads the bot's
 * history; then uploads a broken version and sees the refusal beside the file picker, the form as they left it.
 * Screenshots at 1280 and 390 wide under target/screenshots/team-*; no console errors.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TeamJourneyTest {

    /**
     * The season's board: 100 by 100 with 30 ships, salvo (a shot a ship afloat), at the league's shortest move limit
     * (10 ms). The example bot scans the whole board for each of its 30 shots, which takes it far longer on any machine
     * (most of a second on a loaded one, over 100 ms on a quiet one, where 200 ms was once tried and sometimes let it
     * play): it forfeits on time, and its transcript says so. The built-in random bot answers at once. Its validation
     * at upload, on classic at the default move limit, lets it in; the one when it enters the season, on the season's
     * ruleset and move limit (issue 49), forfeits on time: it is refused there, so the season's round pairs the
     * built-ins, and the transcript the student reads is that of a validation game.
     */
    private static final String GIANT_SALVO = "100x100:"
            + IntStream.of(6, 5, 4)
                    .mapToObj(length -> String.join(",", Collections.nCopies(10, Integer.toString(length))))
                    .collect(Collectors.joining(","))
            + ":salvo";

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void aStudentJoinsUploadsEntersWatchesReadsATranscriptDownloadsAndIsToldWhyABrokenVersionIsRefused()
            throws Exception {
        long team = People.team("Student Team");
        String invite = People.invite(team, "{}");
        long season = LeagueApi.createSeason("{\"name\":\"Giant salvo\",\"gamesPerMatchup\":2,\"moveTimeoutMs\":10,"
                + "\"ruleset\":\"" + GIANT_SALVO + "\"}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("sequential"));
        Path broken = Files.writeString(
                Files.createTempFile(Path.of("target"), "broken", ".zip"), "this is no zip", StandardCharsets.UTF_8);
        Path downloads = Files.createTempDirectory(Path.of("target"), "downloads");

        JsonPath seen = JsonPath.from(Browser.playwright(
                Duration.ofMinutes(10),
                "team-journey.mjs",
                "http://localhost:" + port,
                invite,
                LeagueApi.ORGANISER.substring("Bearer ".length()),
                Long.toString(season),
                LeagueApi.exampleZip().toAbsolutePath().toString(),
                broken.toAbsolutePath().toString(),
                downloads.toAbsolutePath().toString(),
                Browser.screenshotFolder() + "/team"));

        assertThat(seen.getString("teamPage")).endsWith("/teams/" + team);
        assertThat(seen.getString("heading")).isEqualTo("Student Team");
        assertThat(seen.getString("bots"))
                .contains("example-python")
                .contains("process")
                .contains("native");
        assertThat(seen.getString("entries")).contains("Giant salvo").contains("example-python");
        assertThat(seen.getInt("roundStatus")).isEqualTo(201);
        assertThat(seen.getString("liveStatus")).startsWith("Live");
        assertThat(seen.getString("transcriptHeading")).isEqualTo("Transcript of example-python v1");
        assertThat(seen.getString("transcript")).isNotBlank();
        assertThat(seen.getString("transcriptUrl")).contains("/teams/" + team + "/games/");

        assertThat(seen.getString("'download NDJSON'")).matches("bot-\\d+-history\\.ndjson");
        assertThat(seen.getString("'download CSV.gz'")).matches("bot-\\d+-history\\.csv\\.gz");
        // refused on the season's board and move limit when it entered, it played no season game
        assertThat(Files.readAllLines(downloads.resolve("history.ndjson"))).isEmpty();
        try (InputStream csv = new GZIPInputStream(Files.newInputStream(downloads.resolve("history.csv.gz")))) {
            assertThat(new String(csv.readAllBytes(), StandardCharsets.UTF_8)).contains(",");
        }

        assertThat(seen.getString("refusal")).isEqualTo("the artifact is neither a zip nor a tar.gz archive");
        assertThat(seen.getString("keptCommand")).isEqualTo("python3 native_bot.py");
        assertThat(seen.getString("keptFile")).isEqualTo(broken.getFileName().toString());
        assertThat(seen.getString("stayedOn")).contains("/teams/" + team).doesNotContain("/games/");

        assertThat(seen.getInt("phoneWidth")).isLessThanOrEqualTo(390);
        assertThat(Browser.assertNoPageWiderThanItsViewport(seen)).containsKeys(390, 1280);
        Browser.assertNoSeriousAccessibilityViolation(seen);
        assertThat(seen.getList("consoleErrors")).isEmpty();
    }
}
