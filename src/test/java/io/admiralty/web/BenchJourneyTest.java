package io.admiralty.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * Issue 49's items 1 and 2 in Chromium (src/test/browser/bench-journey.mjs): the day of a student and of the organiser
 * once a student's 10x10-only bot was benched in the 8x8 practice league. The student reads on the team's page that it
 * is benched there only, enters a second 10x10-only bot in the practice league and watches its validation on 8x8
 * refuse it there, and reads each challenge's ruleset; the organiser reads both seasons' entries in the console,
 * starts the contest's final, and reads its table, where the bot the contest benched says "not played: benched in
 * ...". Screenshots at 1280 and 390 wide under target/screenshots/bench-*; no page wider than the phone; no console
 * errors.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class BenchJourneyTest {

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void theStudentsAndTheOrganisersDayWithABenchInOneSeason() throws Exception {
        LeagueApi.NewTeam team = LeagueApi.newTeam("Lovelace");
        String email = "lovelace@admiralty.test";
        People.member(team.id(), email);
        long contest =
                LeagueApi.createSeason("{\"name\":\"Classic contest\",\"ruleset\":\"classic\",\"gamesPerMatchup\":1,"
                        + "\"benchAfter\":2,\"final\":{\"gamesPerMatchup\":2,\"at\":\"organiser\"}}");
        long practice = LeagueApi.createSeason("{\"name\":\"8x8 practice\",\"ruleset\":{\"width\":8,\"height\":8,"
                + "\"fleet\":[4,3,3,2],\"firing\":\"single\"},\"gamesPerMatchup\":2,\"benchAfter\":2}");
        Map<String, String> files =
                Map.of("ten_by_ten.py", Files.readString(Path.of("target/test-classes/bots/ten_by_ten.py")));
        long benched = LeagueApi.uploadProcessBot(
                team.bearer(), "ten-by-ten", "native", List.of("python3", "ten_by_ten.py", "when-told"), files);
        LeagueApi.enter(team.bearer(), contest, benched);
        LeagueApi.enter(team.bearer(), practice, benched);
        LeagueApi.awaitValidation(benched);
        Files.writeString(Files.createDirectories(LeagueApi.dataFolder(benched)).resolve("only-10x10"), "");
        long crasher = LeagueApi.uploadProcessBot(
                team.bearer(), "crasher", LeagueApi.hostileZip(), "python3", "hostile.py", "exit-when-told");
        LeagueApi.enter(team.bearer(), contest, crasher);
        LeagueApi.awaitValidation(crasher);
        Files.writeString(Files.createDirectories(LeagueApi.dataFolder(crasher)).resolve("exit-at-start"), "broken");
        long strict = LeagueApi.uploadProcessBot(
                team.bearer(), "strict", "native", List.of("python3", "ten_by_ten.py", "always"), files);
        LeagueApi.awaitValidation(strict);
        long random = LeagueApi.builtinId("random");
        for (long season : List.of(contest, practice)) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, random);
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("sequential"));
        }
        // the seasons' rounds before the day: the practice league benches ten-by-ten, the contest the crasher
        for (long season : List.of(practice, contest)) {
            LeagueApi.queueRound(season).statusCode(201);
            LeagueApi.awaitIdle(season);
        }
        assertThat(LeagueApi.read("/api/bots/{id}", benched).getList("benches.season", Long.class))
                .containsExactly(practice);
        assertThat(LeagueApi.read("/api/bots/{id}", crasher).getList("benches.season", Long.class))
                .containsExactly(contest);
        // a challenge the student asked for without a ruleset
        given().header("Authorization", team.bearer())
                .contentType(ContentType.JSON)
                .body(Map.of("bot", benched, "opponent", random, "games", 1))
                .post("/api/challenges")
                .then()
                .statusCode(201);

        JsonPath seen = JsonPath.from(Browser.playwright(
                "bench-journey.mjs",
                "http://localhost:" + port,
                email,
                email + "-password",
                People.ORGANISER_EMAIL,
                People.ORGANISER_PASSWORD,
                Long.toString(team.id()),
                Long.toString(contest),
                Long.toString(practice),
                Long.toString(benched),
                Long.toString(strict),
                Browser.screenshotFolder() + "/bench"));
        assertThat(seen.getString("failure")).isNull();

        // the student: benched in the practice league only, playing the contest
        assertThat(seen.getString("botState")).contains("benched in 8x8 practice (it plays its other seasons)");
        List<String> entries = seen.getList("entries");
        assertThat(entries)
                .filteredOn(e -> e.contains("8x8 practice") && e.contains("ten-by-ten"))
                .singleElement()
                .asString()
                .contains("not playing here: benched in 8x8 practice since")
                .contains("wrong_fleet 4");
        assertThat(entries)
                .filteredOn(e -> e.contains("Classic contest") && e.contains("ten-by-ten"))
                .singleElement()
                .asString()
                .doesNotContain("not playing");
        assertThat(seen.getString("challengeHeader")).contains("Ruleset");
        assertThat(seen.getList("challengeRulesets")).containsExactly("classic");
        // the strict bot, entered in the practice league through the form, is refused there by its validation on 8x8
        assertThat(seen.getString("strictInPractice"))
                .contains("not playing here: bot " + strict + " version 1 was refused at validation on 8x8:4,3,3,2")
                .contains("forfeit_wrong_fleet");
        assertThat(seen.getString("strictMeta")).contains("refused on 8x8:4,3,3,2");
        assertThat(seen.getString("benchSection"))
                .contains("In 8x8 practice, since")
                .contains("the bot plays its other seasons as usual");
        assertThat(seen.getList("liftButton")).containsExactly("Put it back in play in 8x8 practice");

        // the organiser: the practice league's console says why it does not play; the contest's says it plays
        assertThat(seen.getList("practiceEntries", String.class))
                .filteredOn(e -> e.contains("ten-by-ten"))
                .singleElement()
                .asString()
                .contains("no: benched in 8x8 practice");
        assertThat(seen.getList("contestEntries", String.class))
                .filteredOn(e -> e.contains("ten-by-ten"))
                .singleElement()
                .asString()
                .contains("yes");
        assertThat(seen.getList("contestEntries", String.class))
                .filteredOn(e -> e.contains("crasher"))
                .singleElement()
                .asString()
                .contains("no: benched in Classic contest");
        // the final played ten-by-ten; the crasher's line says it was not played, and why
        assertThat(seen.getList("notPlayedLines", String.class))
                .singleElement()
                .asString()
                .contains("crasher")
                .contains("not played: benched in Classic contest since");
        JsonPath result = LeagueApi.read("/api/seasons/{id}/final", contest);
        assertThat(result.getList("table.botId", Long.class)).contains(benched, crasher);
        assertThat(seen.getList("practiceNotes", String.class))
                .anySatisfy(note -> assertThat(note).contains("ten-by-ten does not play here: benched in 8x8 practice"))
                .anySatisfy(note -> assertThat(note).contains("strict does not play here: bot " + strict));

        // no page is wider than the phone, and the pages logged no error
        assertThat(seen.getMap("widths", String.class, Integer.class))
                .hasSize(6)
                .allSatisfy((page, width) -> assertThat(width).as(page).isLessThanOrEqualTo(390));
        assertThat(seen.getList("consoleErrors")).isEmpty();
    }
}
