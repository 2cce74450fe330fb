package io.admiralty.league.validation;

import static io.admiralty.league.account.People.COOKIE;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

/**
 * Issue 49, item 2, as a student lived it: a bot written for 10x10 boards only, entered in a classic contest and then
 * in an 8x8 practice league, is checked on 8x8 when it enters it and refused there (not in the contest); a new version
 * is checked on both rulesets, not only on the season entered last; a fixed one passes both. A challenge without a
 * ruleset plays classic, whatever season the bot entered last, and the team's challenge table says so.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class ValidationPerRulesetTest {

    private static final String PRACTICE_RULES = "{\"width\":8,\"height\":8,\"fleet\":[4,3,3,2],\"firing\":\"single\"}";
    private static final String PRACTICE_SPEC = "8x8:4,3,3,2";

    @Test
    void everyRulesetTheBotIsEnteredInIsCheckedAndOnlyTheOneItFailsOnKeepsItOut() throws Exception {
        String stamp = Long.toString(System.nanoTime());
        LeagueApi.NewTeam team = LeagueApi.newTeam("Hopper " + stamp);
        String student = People.member(team.id(), "hopper-" + stamp + "@admiralty.test");
        long contest = LeagueApi.createSeason(
                "{\"name\":\"contest " + stamp + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":2}");
        long practice = LeagueApi.createSeason(
                "{\"name\":\"practice " + stamp + "\",\"ruleset\":" + PRACTICE_RULES + ",\"gamesPerMatchup\":2}");
        long random = LeagueApi.builtinId("random");
        for (long season : List.of(contest, practice)) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, random);
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("sequential"));
        }

        // version 1, in no season yet: checked on classic, where it plays
        long bot = LeagueApi.uploadProcessBot(
                team.bearer(), "ten-by-ten", "native", List.of("python3", "ten_by_ten.py", "always"), files());
        JsonPath first = LeagueApi.awaitValidation(bot);
        assertThat(first.getString("validation.state")).isEqualTo("passed");
        assertThat(first.getList("validation.rulesets.ruleset")).containsExactly("classic");

        // entered in the contest (classic: checked already), then in the practice league: checked there on entry
        LeagueApi.enter(team.bearer(), contest, bot);
        LeagueApi.enter(team.bearer(), practice, bot);
        JsonPath entered = LeagueApi.awaitValidation(bot);
        assertThat(entered.getString("validation.state")).isEqualTo("partly-refused");
        assertThat(entered.getInt("version"))
                .as("it keeps its version for the contest")
                .isEqualTo(1);
        assertThat(entered.getList("validation.rulesets.ruleset")).containsExactly("classic", PRACTICE_SPEC);
        assertThat(entered.getList("validation.rulesets.state")).containsExactly("passed", "refused");
        assertThat(entered.getString("validation.rulesets[1].detail"))
                .contains("forfeited every validation game against random on " + PRACTICE_SPEC, "forfeit_wrong_fleet");
        String refusedThere = "bot " + bot + " version 1 was refused at validation on " + PRACTICE_SPEC;
        assertThat(row(LeagueApi.leaderboard(practice), bot).get("notPlaying"))
                .asString()
                .startsWith(refusedThere);
        assertThat(row(LeagueApi.leaderboard(contest), bot).get("notPlaying")).isNull();
        assertThat(pairedBots(practice)).doesNotContain(bot);
        assertThat(pairedBots(contest)).contains(bot);

        // a challenge that names no ruleset plays classic, though the season it entered last is the 8x8 one
        JsonPath challenge = challenge(team.bearer(), Map.of("bot", bot, "opponent", random, "games", 2))
                .statusCode(201)
                .extract()
                .jsonPath();
        assertThat(challenge.getString("ruleset")).isEqualTo("classic");
        challenge(team.bearer(), Map.of("bot", bot, "opponent", random, "games", 2, "ruleset", PRACTICE_RULES_MAP))
                .statusCode(409)
                .body("error", containsString(refusedThere));
        // the team's challenge table shows each challenge's ruleset
        String page = given().cookie(COOKIE, student)
                .get("/teams/{id}", team.id())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(Jsoup.parse(page).select("table.challenges th:contains(Ruleset)"))
                .hasSize(1);
        assertThat(Jsoup.parse(page)
                        .select("table.challenges tbody tr:has(a[href=\"/api/challenges/" + challenge.getLong("id")
                                + "\"]) td.ruleset")
                        .text())
                .isEqualTo("classic");

        // a new version is checked on both rulesets it is entered in, not on the season entered last only
        upload(team.bearer(), bot, "always");
        JsonPath second = LeagueApi.awaitValidation(bot);
        assertThat(second.getInt("validation.version")).isEqualTo(2);
        assertThat(second.getList("validation.rulesets.ruleset")).containsExactly("classic", PRACTICE_SPEC);
        assertThat(second.getList("validation.rulesets.state")).containsExactly("passed", "refused");
        assertThat(second.getInt("version")).isEqualTo(2);

        // fixed (it places the fleet it is given): it passes both and plays the practice league again
        upload(team.bearer(), bot, "when-told");
        JsonPath third = LeagueApi.awaitValidation(bot);
        assertThat(third.getString("validation.state")).isEqualTo("passed");
        assertThat(third.getList("validation.rulesets.state")).containsExactly("passed", "passed");
        assertThat(row(LeagueApi.leaderboard(practice), bot).get("notPlaying")).isNull();
        assertThat(pairedBots(practice)).contains(bot);
    }

    private static final Map<String, Object> PRACTICE_RULES_MAP =
            Map.of("width", 8, "height", 8, "fleet", List.of(4, 3, 3, 2), "firing", "single");

    private static io.restassured.response.ValidatableResponse challenge(String team, Map<String, Object> body) {
        return given().header("Authorization", team)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/challenges")
                .then();
    }

    private static void upload(String team, long bot, String mode) throws IOException {
        given().header("Authorization", team)
                .multiPart(
                        "definition",
                        "{\"command\":[\"python3\",\"ten_by_ten.py\",\"" + mode + "\"]}",
                        "application/json")
                .multiPart("artifact", LeagueApi.zip(files()).toFile(), "application/zip")
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(201)
                .body("validation.state", equalTo("validating"));
    }

    private static Map<String, String> files() throws IOException {
        return Map.of("ten_by_ten.py", Files.readString(Path.of("target/test-classes/bots/ten_by_ten.py")));
    }

    private static List<Long> pairedBots(long season) {
        JsonPath next = LeagueApi.nextRound(season);
        List<Long> bots = new java.util.ArrayList<>(next.getList("pairs.botA", Long.class));
        bots.addAll(next.getList("pairs.botB", Long.class));
        return bots;
    }

    private static Map<String, Object> row(JsonPath board, long bot) {
        List<Map<String, Object>> rows = board.getList("$");
        return rows.stream()
                .filter(s -> ((Number) ((Map<?, ?>) s.get("bot")).get("id")).longValue() == bot)
                .findFirst()
                .orElseThrow();
    }
}
