package io.admiralty.league.bench;

import static io.admiralty.league.account.People.COOKIE;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.MovableClock;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * Issue 49, item 1, as the organiser and a student lived it: a student's bot written for 10x10 boards is entered in the
 * classic contest and in an 8x8 practice league; in the practice league it forfeits every game (wrong_fleet) and is
 * benched there. The contest still plays it, says so everywhere (console, leaderboard, team page, REST, GraphQL), and
 * its final at the deadline has it in its table; a bot benched in the contest itself is in the final's table too, as
 * "not played: benched in ..." with why. The practice league says everywhere that it does not play there, and why.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class BenchPerSeasonTest {

    private static final String PRACTICE_RULES = "{\"width\":8,\"height\":8,\"fleet\":[4,3,3,2],\"firing\":\"single\"}";

    @Test
    void aBenchInThePracticeLeagueLeavesTheBotInTheContestAndItsFinal() throws Exception {
        String stamp = Long.toString(System.nanoTime());
        LeagueApi.NewTeam team = LeagueApi.newTeam("Turing " + stamp);
        String student = People.member(team.id(), "student-" + stamp + "@admiralty.test");
        String organiser = People.session(People.ORGANISER_EMAIL, People.ORGANISER_PASSWORD);
        long contest = LeagueApi.createSeason(
                "{\"name\":\"contest " + stamp + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":2,\"benchAfter\":2}");
        String practiceName = "practice " + stamp;
        long practice = LeagueApi.createSeason("{\"name\":\"" + practiceName + "\",\"ruleset\":" + PRACTICE_RULES
                + ",\"gamesPerMatchup\":3,\"benchAfter\":2}");

        // the student's bot: validated where it is entered (it plays any fleet then), later bound to 10x10 boards
        long tenByTen = LeagueApi.uploadProcessBot(
                team.bearer(), "ten-by-ten", "native", List.of("python3", "ten_by_ten.py", "when-told"), files());
        LeagueApi.enter(team.bearer(), contest, tenByTen);
        LeagueApi.enter(team.bearer(), practice, tenByTen);
        assertThat(LeagueApi.awaitValidation(tenByTen).getString("validation.state"))
                .isEqualTo("passed");
        Files.writeString(
                Files.createDirectories(LeagueApi.dataFolder(tenByTen)).resolve("only-10x10"), "");
        // a bot that crashes at every start, which the contest itself benches
        long crasher = LeagueApi.uploadProcessBot(
                team.bearer(), "crasher", LeagueApi.hostileZip(), "python3", "hostile.py", "exit-when-told");
        LeagueApi.enter(team.bearer(), contest, crasher);
        assertThat(LeagueApi.awaitValidation(crasher).getString("validation.state"))
                .isEqualTo("passed");
        Files.writeString(Files.createDirectories(LeagueApi.dataFolder(crasher)).resolve("exit-at-start"), "broken");
        for (String builtin : List.of("random", "sequential")) {
            LeagueApi.enter(LeagueApi.ORGANISER, practice, LeagueApi.builtinId(builtin));
            LeagueApi.enter(LeagueApi.ORGANISER, contest, LeagueApi.builtinId(builtin));
        }

        // the practice round: both of its matchups forfeited whole (wrong_fleet), it is benched in the practice league
        LeagueApi.queueRound(practice).statusCode(201);
        LeagueApi.awaitIdle(practice);
        JsonPath bot = LeagueApi.read("/api/bots/{id}", tenByTen);
        assertThat(bot.getLong("benched.season")).isEqualTo(practice);
        assertThat(bot.getString("benched.seasonName")).isEqualTo(practiceName);
        assertThat(bot.getString("benched.reason"))
                .isEqualTo("forfeited all 6 games of its last 2 matchups (wrong_fleet 6)");
        assertThat(bot.getList("benches.season", Long.class)).containsExactly(practice);

        // the contest's round: the crasher is benched there; the 10x10 bot plays all of its matchups
        LeagueApi.queueRound(contest).statusCode(201);
        LeagueApi.awaitIdle(contest);
        assertThat(LeagueApi.read("/api/bots/{id}", crasher).getList("benches.season", Long.class))
                .containsExactly(contest);
        assertThat(LeagueApi.read("/api/bots/{id}", tenByTen).getList("benches.season", Long.class))
                .containsExactly(practice);

        // the contest plays the 10x10 bot and says so; it says the crasher does not play, and why
        Map<String, Object> inContest = row(LeagueApi.leaderboard(contest), tenByTen);
        assertThat(inContest.get("benched")).isNull();
        assertThat(inContest.get("notPlaying")).isNull();
        // its matchup against the crasher may have been cancelled when the crasher was benched
        assertThat((Integer) inContest.get("games")).isIn(4, 6);
        assertThat(row(LeagueApi.leaderboard(contest), crasher).get("notPlaying"))
                .asString()
                .startsWith("benched in contest " + stamp + " since ")
                .contains("it forfeited all 4 games of its last 2 matchups (crash 4)");
        JsonPath next = LeagueApi.nextRound(contest);
        List<Long> paired = new java.util.ArrayList<>(next.getList("pairs.botA", Long.class));
        paired.addAll(next.getList("pairs.botB", Long.class));
        assertThat(paired).contains(tenByTen).doesNotContain(crasher);
        // the practice league says it does not play there, and why, and pairs it no more
        Map<String, Object> inPractice = row(LeagueApi.leaderboard(practice), tenByTen);
        assertThat(inPractice.get("notPlaying"))
                .asString()
                .startsWith("benched in " + practiceName + " since ")
                .endsWith(": it forfeited all 6 games of its last 2 matchups (wrong_fleet 6)");
        assertThat(LeagueApi.nextRound(practice).getInt("matchups")).isEqualTo(1);

        // GraphQL says the same
        JsonPath graphQL = LeagueApi.graphQL("{ bot(id: \"" + tenByTen + "\") { benched { season seasonName reason }"
                + " benches { season } } contest: leaderboard(season: \"" + contest
                + "\") { bot { id } benched { reason }"
                + " notPlaying } practice: leaderboard(season: \"" + practice + "\") { bot { id } notPlaying } }");
        assertThat(graphQL.getString("bot.benched.seasonName")).isEqualTo(practiceName);
        assertThat(graphQL.getList("bot.benches.season", String.class)).containsExactly(Long.toString(practice));
        assertThat(graphQL.getList("practice", Map.class))
                .filteredOn(r -> ((Map<?, ?>) r.get("bot")).get("id").equals(Long.toString(tenByTen)))
                .singleElement()
                .satisfies(r -> assertThat((String) r.get("notPlaying")).startsWith("benched in " + practiceName));
        assertThat(graphQL.getList("contest", Map.class))
                .filteredOn(r -> ((Map<?, ?>) r.get("bot")).get("id").equals(Long.toString(tenByTen)))
                .singleElement()
                .satisfies(r -> assertThat(r.get("notPlaying")).isNull());

        // the organiser's console: the contest says it plays, the practice league that it does not and why
        assertThat(plays(organiser, contest, tenByTen)).isEqualTo("yes");
        assertThat(plays(organiser, contest, crasher)).startsWith("no: benched in contest " + stamp);
        assertThat(plays(organiser, practice, tenByTen))
                .startsWith("no: benched in " + practiceName)
                .contains("wrong_fleet 6");
        // the team's page: benched in the practice league only, playing in the contest
        Document teamPage = Jsoup.parse(given().cookie(COOKIE, student)
                .get("/teams/{id}", team.id())
                .then()
                .statusCode(200)
                .extract()
                .asString());
        assertThat(teamPage.select("#bots tr[data-bot=" + tenByTen + "]").text())
                .contains("benched in " + practiceName + " (it plays its other seasons)");
        assertThat(entryRow(teamPage, contest, "ten-by-ten")).doesNotContain("not playing");
        assertThat(entryRow(teamPage, practice, "ten-by-ten")).contains("not playing here: benched in " + practiceName);
        // the bot's page: which season benched it, and that it plays the others
        String botPage = given().get("/bots/{id}", tenByTen)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(Jsoup.parse(botPage).select("#bench").text())
                .contains("In " + practiceName + ", since")
                .contains("the bot plays its other seasons as usual");

        // the contest's final at its deadline (an hour ahead, passed by moving the league's clock) plays the 10x10 bot;
        // the crasher has its line, not played, with why
        MovableClock clock = MovableClock.install();
        LeagueApi.patchSeason(
                        contest,
                        "{\"deadline\":\"" + clock.instant().plus(Duration.ofHours(1))
                                + "\",\"final\":{\"gamesPerMatchup\":2,\"at\":\"deadline\"}}")
                .statusCode(200);
        clock.advance(Duration.ofHours(1));
        Eventually.value(Duration.ofMinutes(3), () -> LeagueApi.season(contest), s -> assertThat(s.getString("phase"))
                .isEqualTo("decided"));
        JsonPath result = LeagueApi.read("/api/seasons/{id}/final", contest);
        List<Map<String, Object>> table = result.getList("table");
        assertThat(table).hasSize(4);
        Map<String, Object> played = line(table, tenByTen);
        assertThat(played.get("place")).isNotNull();
        assertThat(played.get("games")).isEqualTo(4);
        assertThat(played.get("notPlayed")).isNull();
        Map<String, Object> leftOut = line(table, crasher);
        assertThat(leftOut.get("place")).isNull();
        assertThat(leftOut.get("games")).isEqualTo(0);
        assertThat(leftOut.get("notPlayed"))
                .asString()
                .startsWith("not played: benched in contest " + stamp + " since ")
                .endsWith("it forfeited all 4 games of its last 2 matchups (crash 4)");
        assertThat(table.get(3)).as("the line without a place comes last").isEqualTo(leftOut);
        String csv = given().get("/api/seasons/{id}/final.csv", contest)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(csv.lines().toList().get(4))
                .startsWith("," + crasher + ",\"crasher\"")
                .contains(",\"not played: benched in contest " + stamp);
        assertThat(Jsoup.parse(given().get("/seasons/{id}", contest)
                                .then()
                                .statusCode(200)
                                .extract()
                                .asString())
                        .select("table.final tr.not-played")
                        .text())
                .contains("crasher", "not played: benched in contest " + stamp);
        assertThat(LeagueApi.graphQL("{ finalTable(season: \"" + contest + "\") { table { botId place notPlayed } } }")
                        .getList("finalTable.table.notPlayed", String.class))
                .containsExactly(null, null, null, (String) leftOut.get("notPlayed"));
    }

    @Test
    void aBenchIsLiftedInTheSeasonNamedOnlyAndAMalformedSeasonIsRefused() throws Exception {
        String stamp = Long.toString(System.nanoTime());
        LeagueApi.NewTeam team = LeagueApi.newTeam("lifters " + stamp);
        String stranger = LeagueApi.newTeam("strangers " + stamp).bearer();
        long one = LeagueApi.createSeason("{\"name\":\"one " + stamp + "\",\"gamesPerMatchup\":1,\"benchAfter\":1}");
        long two = LeagueApi.createSeason("{\"name\":\"two " + stamp + "\",\"gamesPerMatchup\":1,\"benchAfter\":1}");
        long crasher = LeagueApi.uploadProcessBot(
                team.bearer(), "quitter", LeagueApi.hostileZip(), "python3", "hostile.py", "exit-when-told");
        LeagueApi.awaitValidation(crasher);
        Files.writeString(Files.createDirectories(LeagueApi.dataFolder(crasher)).resolve("exit-at-start"), "broken");
        for (long season : List.of(one, two)) {
            LeagueApi.enter(team.bearer(), season, crasher);
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
            LeagueApi.queueRound(season).statusCode(201);
            LeagueApi.awaitIdle(season);
        }
        assertThat(LeagueApi.read("/api/bots/{id}", crasher).getList("benches.season", Long.class))
                .containsExactly(one, two);

        given().header("Authorization", team.bearer())
                .delete("/api/bots/{id}/bench?season=x", crasher)
                .then()
                .statusCode(400)
                .body("error", containsString("season must be a number"));
        given().header("Authorization", stranger)
                .delete("/api/bots/{id}/bench?season={s}", crasher, one)
                .then()
                .statusCode(403);
        JsonPath back = given().header("Authorization", team.bearer())
                .delete("/api/bots/{id}/bench?season={s}", crasher, one)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(back.getList("benches.season", Long.class)).containsExactly(two);
        given().header("Authorization", team.bearer())
                .delete("/api/bots/{id}/bench?season={s}", crasher, one)
                .then()
                .statusCode(409)
                .body("error", containsString("is not benched in season " + one));
        assertThat(LeagueApi.nextRound(one).getInt("matchups")).isEqualTo(1);
        assertThat(LeagueApi.nextRound(two).getInt("matchups")).isZero();
    }

    private static Map<String, String> files() throws java.io.IOException {
        return Map.of("ten_by_ten.py", Files.readString(Path.of("target/test-classes/bots/ten_by_ten.py")));
    }

    private static Map<String, Object> row(JsonPath board, long bot) {
        List<Map<String, Object>> rows = board.getList("$");
        return rows.stream()
                .filter(s -> ((Number) ((Map<?, ?>) s.get("bot")).get("id")).longValue() == bot)
                .findFirst()
                .orElseThrow();
    }

    private static Map<String, Object> line(List<Map<String, Object>> table, long bot) {
        return table.stream()
                .filter(r -> ((Number) r.get("botId")).longValue() == bot)
                .findFirst()
                .orElseThrow();
    }

    /** What the console's entries table says in its Plays column of the bot. */
    private static String plays(String organiser, long season, long bot) {
        Document console = Jsoup.parse(given().cookie(COOKIE, organiser)
                .get("/admin/seasons/{id}", season)
                .then()
                .statusCode(200)
                .extract()
                .asString());
        return console.select("tr:has(a[href=\"/bots/" + bot + "\"]) td").get(3).text();
    }

    private static String entryRow(Document teamPage, long season, String bot) {
        return teamPage.select("#entries tr:has(a[href=\"/seasons/" + season + "\"])").stream()
                .filter(tr -> tr.select("td").first().text().equals(bot))
                .findFirst()
                .orElseThrow()
                .text();
    }
}
