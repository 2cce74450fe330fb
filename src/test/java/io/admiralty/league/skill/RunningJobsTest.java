package io.admiralty.league.skill;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.ORGANISER_EMAIL;
import static io.admiralty.league.account.People.ORGANISER_PASSWORD;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.admiralty.web.Browser;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

/**
 * Issue 49.7: a skill job that holds the one CPU slot (here a bot that takes a fifth of a second a shot, so that its
 * 200 layouts would take most of an hour) is shown on the console's "What is going wrong" with what it is doing and how
 * far it is, in Chromium at 390 and 1280 wide; the organiser cancels it there, and the slot plays the next job. Only
 * the organiser may, and not from another site.
 */
@QuarkusTest
@TestProfile(RunningJobsTest.OwnApplication.class)
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class RunningJobsTest {

    /**
     * SkillProfile's settings in an application of its own: this test waits for the built-ins' jobs to be played, and
     * SkillLeagueTest needs the expert's job still to play when it starts (Quarkus shares one application between the
     * classes of one profile).
     */
    public static class OwnApplication extends SkillProfile {}

    /** Plays legally, slowly once its data folder says so (its validation plays in a scratch folder: at full speed). */
    private static final String SLOW =
            """
            import json, os, sys, time

            slow = os.path.exists(os.path.join(os.environ.get("ADMIRALTY_DATA_DIR", "."), "slow"))
            shot = 0
            for line in sys.stdin:
                message = json.loads(line)
                if message["type"] == "hello":
                    print('{"type":"hello","protocol":1}', flush=True)
                elif message["type"] == "newGame":
                    ships = [{"x": 0, "y": row, "length": n, "orientation": "across"}
                             for row, n in enumerate(message["ruleset"]["fleet"])]
                    print(json.dumps({"type": "placement", "ships": ships}), flush=True)
                elif message["type"] == "turn":
                    if slow:
                        time.sleep(0.2)
                    cells = [{"x": (shot + i) % 10, "y": (shot + i) // 10 % 10} for i in range(message["shots"])]
                    shot += message["shots"]
                    print(json.dumps({"type": "shots", "shots": cells}), flush=True)
                elif message["type"] == "bye":
                    break
            """;

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void theOrganiserSeesWhatARunningSkillJobDoesAndCancelsIt() throws Exception {
        LeagueApi.NewTeam team = LeagueApi.newTeam("Slow Movers");
        long bot = LeagueApi.uploadProcessBot(
                team.bearer(), "slowpoke", "native", List.of("python3", "slow.py"), Map.of("slow.py", SLOW));
        Files.writeString(Files.createDirectories(LeagueApi.dataFolder(bot)).resolve("slow"), "yes");
        String organiser = People.session(ORGANISER_EMAIL, ORGANISER_PASSWORD);
        // its job waits behind the built-ins' own (queued at start, on the one slot) unless another test of this
        // profile has had them played already: a few minutes on a quiet machine, many more on a loaded one
        String cancel = Eventually.value(
                Duration.ofMinutes(15),
                () -> Jsoup.parse(console(organiser))
                        .select("tr:contains(skill score of slowpoke) form[action^=/admin/work/]")
                        .attr("action"),
                action -> assertThat(action).as("slowpoke's skill job running").isNotEmpty());
        long job = Long.parseLong(cancel.replaceAll("\\D+", ""));

        // another team's member, and another site with the organiser's own session: refused, the job runs on
        String member = People.member(team.id(), "slow@movers.test");
        fromOwnPage().cookie(COOKIE, member).post(cancel).then().statusCode(403);
        given().redirects()
                .follow(false)
                .header("Origin", "https://evil.example")
                .header("Sec-Fetch-Site", "cross-site")
                .cookie(COOKIE, organiser)
                .post(cancel)
                .then()
                .statusCode(403);
        // the console as read: the bot's name is a link in it
        assertThat(Jsoup.parse(console(organiser)).text()).contains("skill score of slowpoke");

        JsonPath seen = JsonPath.from(Browser.playwright(
                Duration.ofMinutes(5),
                "running-work.mjs",
                "http://localhost:" + port,
                organiser,
                "slowpoke",
                Browser.screenshotFolder() + "/day-work"));
        for (int width : List.of(390, 1280)) {
            assertThat(seen.getString("doing-" + width))
                    .contains("skill " + job, "skill score of slowpoke v1 on classic", "of 200 layouts");
            assertThat(seen.getInt("progress-" + width)).isEqualTo(200);
        }
        assertThat(seen.getString("cancelled")).startsWith("The job is cancelled");
        List<Map<String, Object>> widths = seen.getList("widths");
        assertThat(widths)
                .hasSizeGreaterThanOrEqualTo(2)
                .allSatisfy(w -> assertThat(w.get("width")).as("%s", w).isEqualTo(w.get("viewport")));
        assertThat(seen.getList("consoleErrors")).isEmpty();

        // the score ends with why; its worker leaves the job, and the slot plays the next one (the bot's defence job)
        Map<String, Object> skill = scores(team.bearer(), bot, "skill").get(0);
        assertThat(skill).containsEntry("status", "cancelled").containsEntry("detail", "cancelled by the organiser");
        Eventually.value(
                Duration.ofMinutes(2), () -> Jsoup.parse(console(organiser)).text(), page -> assertThat(page)
                        .doesNotContain("skill score of slowpoke"));
        Eventually.value(
                Duration.ofMinutes(3), () -> scores(team.bearer(), bot, "defence"), defence -> assertThat(defence)
                        .as("the defence job after the cancelled one")
                        .isNotEmpty()
                        .allSatisfy(s -> assertThat(s.get("status")).isEqualTo("done")));

        // cancelled once is cancelled: a second time is refused on the report, in words
        String again = fromOwnPage()
                .cookie(COOKIE, organiser)
                .post(cancel)
                .then()
                .statusCode(409)
                .extract()
                .asString();
        assertThat(Jsoup.parse(again).select("p[role=alert]").text())
                .isEqualTo("work " + job + " is no skill or defence job that waits or runs");
    }

    private static String console(String organiser) {
        return given().cookie(COOKIE, organiser)
                .get("/admin")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    private static List<Map<String, Object>> scores(String caller, long bot, String kind) {
        return given().header("Authorization", caller)
                .get("/api/bots/{id}/" + kind, bot)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
    }
}
