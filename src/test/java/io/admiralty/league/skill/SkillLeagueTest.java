package io.admiralty.league.skill;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.bot.http.BotHttpClient;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.NulAnsweringBot;
import io.admiralty.skill.SkillLayouts;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Skill scores through the league, on its real database and workers: the built-ins against the strength table of
 * docs/benchmarks/strength.md, a process bot end to end (once per version, per ruleset, reproduced by
 * {@code play --skill}), a bot that hangs, the public layouts, and skill jobs giving way to season matchups.
 */
@QuarkusTest
@TestProfile(SkillProfile.class)
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SkillLeagueTest {

    /** Numbers read as the doubles the service wrote, not rounded to floats. */
    private static final JsonPathConfig DOUBLES =
            JsonPathConfig.jsonPathConfig().numberReturnType(JsonPathConfig.NumberReturnType.DOUBLE);

    /** The bot's skill scores (GET /api/bots/{id}/skill) as {@code caller} sees them. */
    private static List<Map<String, Object>> scores(String caller, long bot) {
        return scores(caller, bot, "skill");
    }

    /** The bot's scores of a {@code kind}, skill or defence (GET /api/bots/{id}/{kind}), as {@code caller} sees them. */
    private static List<Map<String, Object>> scores(String caller, long bot, String kind) {
        var request = given();
        if (caller != null) {
            request = request.header("Authorization", caller);
        }
        return request.get("/api/bots/{id}/" + kind, bot)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath(DOUBLES)
                .getList("$");
    }

    /** Waits until every score of the bot is over (done, forfeited or cancelled) and there is at least {@code count}. */
    private static List<Map<String, Object>> awaitScores(long bot, int count, Duration atMost) {
        return awaitScores(bot, "skill", count, atMost);
    }

    /** The same for the scores of a {@code kind}, skill or defence. */
    private static List<Map<String, Object>> awaitScores(long bot, String kind, int count, Duration atMost) {
        return Eventually.value(atMost, () -> scores(LeagueApi.ORGANISER, bot, kind), scores -> assertThat(scores)
                .as("bot %d still being scored: %s", bot, scores)
                .hasSizeGreaterThanOrEqualTo(count)
                .noneMatch(s -> List.of("queued", "running").contains(s.get("status"))));
    }

    private static Map<String, Object> on(List<Map<String, Object>> scores, int version, String ruleset) {
        return scores.stream()
                .filter(s -> ((Number) s.get("version")).intValue() == version && ruleset.equals(s.get("ruleset")))
                .findFirst()
                .orElseThrow(
                        () -> new AssertionError("no score of version " + version + " on " + ruleset + ": " + scores));
    }

    private static double number(Map<String, Object> score, String field) {
        return ((Number) score.get(field)).doubleValue();
    }

    @Test
    @Order(1)
    void skillJobsGiveWayToASeasonRound() throws Exception {
        // at start the six built-ins' classic jobs are queued; the expert's takes minutes of CPU: wait until the one
        // worker plays it, so that the round below can only run if the job gives way
        long expert = LeagueApi.builtinId("expert");
        Eventually.value(Duration.ofMinutes(2), () -> on(scores(null, expert), 1, "classic"), score -> assertThat(
                        ((Number) score.get("played")).intValue())
                .as("the expert's job started: %s", score)
                .isPositive());
        long season =
                LeagueApi.createSeason("{\"name\":\"skill-yields\",\"ruleset\":\"classic\",\"gamesPerMatchup\":4}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("hunter"));
        LeagueApi.queueRound(season).statusCode(201);
        long started = System.nanoTime();
        LeagueApi.awaitRound(season, 1);
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        Map<String, Object> expertScore = on(scores(null, expert), 1, "classic");
        assertThat(expertScore.get("status"))
                .as("the expert's job was still to play when the round finished, so the round did not wait for it")
                .isIn("queued", "running");
        assertThat(((Number) expertScore.get("played")).intValue())
                .as("its layouts played before it gave way are kept")
                .isPositive();
        assertThat(seconds).as("the round waited for no skill job").isLessThan(30);
    }

    @Test
    @Order(2)
    void theBuiltinsScoresAgreeWithTheStrengthTable() throws Exception {
        Map<String, double[]> table = strengthTable();
        assertThat(table.keySet())
                .containsExactlyInAnyOrder("random", "sequential", "hunter", "parity", "density", "expert");
        for (Map.Entry<String, double[]> row : table.entrySet()) {
            long bot = LeagueApi.builtinId(row.getKey());
            Map<String, Object> score = on(awaitScores(bot, 1, Duration.ofMinutes(15)), 1, "classic");
            assertThat(score.get("status")).as("%s: %s", row.getKey(), score).isEqualTo("done");
            int layouts = row.getKey().equals("expert") ? SkillProfile.EXPERT_LAYOUTS : SkillLayouts.DEFAULT_COUNT;
            assertThat(((Number) score.get("played")).intValue()).isEqualTo(layouts);
            double mean = number(score, "mean");
            double se = number(score, "se");
            assertThat(se)
                    .as("%s's standard error", row.getKey())
                    .isCloseTo(number(score, "sd") / Math.sqrt(layouts), within(1e-9));
            // the table's figure has its own error; both together must cover the difference
            double allowed = 3 * Math.sqrt(se * se + row.getValue()[1] * row.getValue()[1]);
            assertThat(mean)
                    .as(
                            "%s: league %.2f +- %.2f, table %.2f +- %.2f",
                            row.getKey(), mean, se, row.getValue()[0], row.getValue()[1])
                    .isCloseTo(row.getValue()[0], within(allowed));
        }
        // beside Elo on the leaderboard, for the season's ruleset
        long season =
                LeagueApi.createSeason("{\"name\":\"skill-board\",\"ruleset\":\"classic\",\"gamesPerMatchup\":2}");
        long density = LeagueApi.builtinId("density");
        LeagueApi.enter(LeagueApi.ORGANISER, season, density);
        JsonPath board = given().get("/api/seasons/{id}/leaderboard", season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath(DOUBLES);
        assertThat(board.getDouble("[0].skill.mean"))
                .isEqualTo(number(on(scores(null, density), 1, "classic"), "mean"));
        JsonPath graph = given().contentType(ContentType.JSON)
                .body(Map.of(
                        "query",
                        "{ leaderboard(season: \"" + season + "\") { skill { mean se } } bot(id: \"" + density
                                + "\") { skill { ruleset mean se layouts } skillHistory { version status } } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(graph.getList("errors")).isNull();
        assertThat(graph.getDouble("data.leaderboard[0].skill.se")).isGreaterThan(0);
        assertThat(graph.getString("data.bot.skill[0].ruleset")).isEqualTo("classic");
        assertThat(graph.getInt("data.bot.skill[0].layouts")).isEqualTo(SkillLayouts.DEFAULT_COUNT);

        // and on the pages, rendered by the server: the season's leaderboard, the bot's versions
        Map<String, Object> score = on(scores(null, density), 1, "classic");
        String shown = String.format(java.util.Locale.ROOT, "%.1f ± %.1f", number(score, "mean"), number(score, "se"));
        String seasonPage = given().get("/seasons/{id}", season)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(seasonPage.substring(seasonPage.indexOf("class=\"leaderboard\"")))
                .contains(">Skill</abbr>")
                .contains(shown);
        String page = given().get("/bots/{id}", density)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(page.substring(page.indexOf("class=\"versions\""))).contains("classic " + shown);
    }

    @Test
    @Order(3)
    void aProcessBotIsScoredOncePerVersionAndRulesetAndPlaySkillReproducesIt() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("skill-team-" + System.nanoTime());
        Path zip = LeagueApi.exampleZip();
        long bot = LeagueApi.uploadProcessBot(team, "py-skill", zip, "python3", "native_bot.py");
        assertThat(given().get("/api/bots/{id}", bot)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getString("skill[0].ruleset"))
                .as("queued with the upload, shown on the bot")
                .isEqualTo("classic");
        long season = LeagueApi.createSeason(
                "{\"name\":\"skill-salvo-" + System.nanoTime() + "\",\"ruleset\":\"salvo\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team, season, bot);

        List<Map<String, Object>> first = awaitScores(bot, 2, Duration.ofMinutes(10));
        assertThat(first).hasSize(2);
        for (String ruleset : List.of("classic", "salvo")) {
            Map<String, Object> score = on(first, 1, ruleset);
            assertThat(score.get("status")).as("%s", score).isEqualTo("done");
            assertThat(((Number) score.get("played")).intValue()).isEqualTo(SkillLayouts.DEFAULT_COUNT);
            // every layout needs at least the fleet's 17 cells, and a bot that never repeats a cell at most the 100
            assertThat(number(score, "mean")).isBetween(17.0, 100.0);
        }

        // a new version is scored anew, on the same rulesets; the first version's scores stay as they were
        given().header("Authorization", team)
                .multiPart("definition", "{\"command\":[\"python3\",\"native_bot.py\"]}", "application/json")
                .multiPart("artifact", zip.toFile(), "application/zip")
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(201);
        List<Map<String, Object>> both = awaitScores(bot, 4, Duration.ofMinutes(10));
        assertThat(both)
                .as("one score per version and ruleset: nothing plays a version twice")
                .hasSize(4);
        for (String ruleset : List.of("classic", "salvo")) {
            assertThat(on(both, 1, ruleset)).isEqualTo(on(first, 1, ruleset));
            assertThat(on(both, 2, ruleset).get("mean"))
                    .as("the same code on the same layouts and seeds")
                    .isEqualTo(on(first, 1, ruleset).get("mean"));
        }

        // the command a bot author types gives the league's figure
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int status =
                io.admiralty.play.PlayInProcess.run(out, "--skill", "native:python3 examples/python/native_bot.py");
        String printed = out.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(status).as(printed).isZero();
        assertThat(printed)
                .contains(String.format(
                        "skill: %.2f +/- %.2f shots",
                        number(on(first, 1, "classic"), "mean"), number(on(first, 1, "classic"), "se")));
    }

    @Test
    @Order(4)
    void aBotThatHangsForfeitsItsSkillGameAndGetsNoScore() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("skill-hang-" + System.nanoTime());
        long bot = LeagueApi.uploadProcessBot(
                team, "hangs", LeagueApi.hostileZip(), "python3", "hostile.py", "slow", "600");
        Map<String, Object> score = on(awaitScores(bot, 1, Duration.ofMinutes(2)), 1, "classic");
        assertThat(score.get("status")).isEqualTo("forfeited");
        assertThat(score.get("forfeit")).isEqualTo("timeout");
        assertThat(score.get("forfeitLayout")).isEqualTo(1);
        assertThat(score.get("mean")).isNull();
        assertThat((String) score.get("detail")).doesNotContain("SECRET").startsWith("did not answer within");
        assertThat((String) score.get("transcript"))
                .as("the team sees its bot's transcript")
                .isNotBlank();
        assertThat(scores(null, bot).get(0).get("transcript"))
                .as("the public does not")
                .isNull();
        String other = "Bearer " + LeagueApi.createTeam("skill-other-" + System.nanoTime());
        assertThat(scores(other, bot).get(0).get("transcript"))
                .as("nor another team")
                .isNull();
        assertThat(given().get("/bots/{id}", bot)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .contains("classic no score: forfeit_timeout on layout 1")
                .doesNotContain("SECRET");
    }

    @Test
    @Order(5)
    void theLayoutsArePublicAndReproducible() {
        Ruleset ruleset = Ruleset.parse("8x8:4,3,3,2:salvo");
        JsonPath page = given().get("/api/skill/layouts?ruleset=8x8:4,3,3,2:salvo&from=5&count=3")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(page.getString("ruleset")).isEqualTo("8x8:4,3,3,2:salvo");
        assertThat(page.getList("layouts.layout", Integer.class)).containsExactly(5, 6, 7);
        for (int i = 0; i < 3; i++) {
            Placement expected =
                    ((Placement.Accepted) SkillLayouts.layout(ruleset, 5 + i).judge(ruleset)).placement();
            List<Map<String, Object>> ships = page.getList("layouts[" + i + "].ships");
            assertThat(ships).hasSize(expected.ships().size());
            for (int k = 0; k < ships.size(); k++) {
                Ship ship = expected.ships().get(k);
                assertThat(ships.get(k))
                        .isEqualTo(Map.of(
                                "x",
                                ship.x(),
                                "y",
                                ship.y(),
                                "length",
                                ship.length(),
                                "orientation",
                                ship.orientation().toString()));
            }
        }
        assertThat(given().get("/api/skill/layouts")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("layouts"))
                .as("classic, the league's layouts per score")
                .hasSize(SkillLayouts.DEFAULT_COUNT);
    }

    @Test
    @Order(6)
    void badLayoutRequestsAreRefusedWithTheReason() {
        Map<String, String> refused = Map.of(
                "ruleset=13x13:7", "ruleset",
                "ruleset=nonsense", "ruleset",
                "count=0", "count",
                "count=1001", "count",
                "from=0", "from",
                "from=10001", "from",
                "from=abc", "from");
        refused.forEach((query, says) -> given().get("/api/skill/layouts?" + query)
                .then()
                .statusCode(400)
                .contentType(ContentType.JSON)
                .body("status", org.hamcrest.Matchers.is(400))
                .body("error", org.hamcrest.Matchers.containsString(says)));
        given().get("/api/bots/{id}/skill", 999_999)
                .then()
                .statusCode(404)
                .body("status", org.hamcrest.Matchers.is(404));
    }

    /** An HTTP bot whose turns hold NULs: its skill job ends with its forfeit and the reason, the bytes escaped. */
    @Test
    @Order(7)
    void anHttpBotWhoseAnswersHoldNulsForfeitsItsSkillJob() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("skill-nul-" + System.nanoTime());
        try (NulAnsweringBot server = NulAnsweringBot.start()) {
            long bot = LeagueApi.registerHttpBot(team, "skill-nul", "native", server.url());
            Map<String, Object> score = on(awaitScores(bot, 1, Duration.ofMinutes(2)), 1, "classic");
            assertThat(score.get("status")).isEqualTo("forfeited");
            assertThat(score.get("forfeit")).isEqualTo("malformed_reply");
            assertThat(score.get("forfeitLayout")).isEqualTo(1);
            assertThat(score.get("detail")).isEqualTo(BotHttpClient.NOT_TEXT);
            assertThat((String) on(scores(team, bot), 1, "classic").get("transcript"))
                    .contains("[{\"x\":0,\"y\":0}]}\\x00\\x00")
                    .doesNotContain("\0");
            // its validation against a built-in spoilt turns too: the skill job asked it one
            assertThat(server.turnsAgainst("sparring")).isEqualTo(1);
        }
    }

    /**
     * Defence scores: every version gets one, measured as the skill score is (queued on upload, after it, on the work
     * queue); a bot that places its fleet the same way in every game scores lower than random placement (a built-in's),
     * since the attacker remembers where its ships were. The heat map of where they sat is its team's and the
     * organiser's alone.
     */
    @Test
    @Order(8)
    void aVersionGetsADefenceScoreAndOnePlacingAlwaysTheSameWayScoresLower() throws Exception {
        long random = LeagueApi.builtinId("random");
        // after every skill job, the expert's included (as theBuiltinsScoresAgreeWithTheStrengthTable waits for it)
        Map<String, Object> reference = on(awaitScores(random, "defence", 1, Duration.ofMinutes(15)), 1, "classic");
        assertThat(reference.get("status")).as("%s", reference).isEqualTo("done");
        assertThat(((Number) reference.get("played")).intValue()).isEqualTo(SkillProfile.DEFENCE_LAYOUTS);
        assertThat(number(reference, "se"))
                .isCloseTo(number(reference, "sd") / Math.sqrt(SkillProfile.DEFENCE_LAYOUTS), within(1e-9));
        // the attacker must at least hit the fleet's 17 cells; random placement keeps it near density's 42
        assertThat(number(reference, "mean")).isBetween(30.0, 60.0);

        LeagueApi.NewTeam team = LeagueApi.newTeam("defence-team-" + System.nanoTime());
        long same = LeagueApi.uploadProcessBot(
                team.bearer(),
                "same-place",
                LeagueApi.zip(Path.of("target/test-classes/bots/sequential_native.py")),
                "python3",
                "sequential_native.py");
        Map<String, Object> score = on(awaitScores(same, "defence", 1, Duration.ofMinutes(10)), 1, "classic");
        assertThat(score.get("status")).as("%s", score).isEqualTo("done");
        assertThat(number(score, "mean"))
                .as("always the same fleet: %s against random placement's %s", score, reference)
                .isLessThan(number(reference, "mean"));

        // where its ships sat, for its team: every ship across, one a row from the top, in all 20 layouts
        List<List<Integer>> heat = (List<List<Integer>>)
                on(scores(team.bearer(), same, "defence"), 1, "classic").get("heat");
        String picture = heat.stream()
                .map(row -> row.stream()
                        .map(n -> n == 0 ? "." : n == 20 ? "#" : "?")
                        .collect(Collectors.joining()))
                .collect(Collectors.joining("\n"));
        assertThat(picture)
                .isEqualTo(
                        """
                #####.....
                ####......
                ###.......
                ###.......
                ##........
                ..........
                ..........
                ..........
                ..........
                ..........""");
        assertThat(given().header("Authorization", team.bearer())
                        .get("/api/bots/{id}", same)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("defence[0].heat"))
                .as("in the bot's own view for its team")
                .isEqualTo(heat);
        String stranger = "Bearer " + LeagueApi.createTeam("defence-stranger-" + System.nanoTime());
        for (String caller : java.util.Arrays.asList(null, stranger)) {
            assertThat(on(scores(caller, same, "defence"), 1, "classic").get("heat"))
                    .as("no heat map for %s", caller)
                    .isNull();
            var request = given();
            if (caller != null) {
                request = request.header("Authorization", caller);
            }
            assertThat(request.get("/api/bots/{id}", same)
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath()
                            .getMap("defence[0]"))
                    .containsEntry("heat", null)
                    .containsEntry("status", "done");
        }
        assertThat(given().header("Authorization", LeagueApi.ORGANISER)
                        .get("/api/bots?team={team}", team.id())
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("[0].defence[0].heat"))
                .as("the team's list of its bots, as its page shows it, for the organiser")
                .isEqualTo(heat);

        // beside skill on the leaderboard (REST and GraphQL) and on the bot's page
        long season = LeagueApi.createSeason(
                "{\"name\":\"defence-board-" + System.nanoTime() + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        JsonPath board = given().get("/api/seasons/{id}/leaderboard", season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath(DOUBLES);
        assertThat(board.getDouble("[0].defence.mean")).isEqualTo(number(reference, "mean"));
        assertThat(board.getString("[0].defence.heat")).isNull();
        JsonPath graph = given().contentType(ContentType.JSON)
                .body(Map.of(
                        "query",
                        "{ leaderboard(season: \"" + season + "\") { skill { mean } defence { mean se } } bot(id: \""
                                + same + "\") { defence { ruleset mean heat } } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath(DOUBLES);
        assertThat(graph.getList("errors")).isNull();
        assertThat(graph.getDouble("data.leaderboard[0].defence.mean")).isEqualTo(number(reference, "mean"));
        assertThat(graph.getDouble("data.bot.defence[0].mean")).isEqualTo(number(score, "mean"));
        assertThat(graph.getList("data.bot.defence[0].heat"))
                .as("nor to GraphQL's anonymous caller")
                .isNull();
        String shown =
                String.format(java.util.Locale.ROOT, "classic %.1f ± %.1f", number(score, "mean"), number(score, "se"));
        String page =
                given().get("/bots/{id}", same).then().statusCode(200).extract().asString();
        assertThat(page.substring(page.indexOf("class=\"versions\"")))
                .contains("<th scope=\"col\">Defence</th>")
                .contains(shown);
    }

    /**
     * The strength table's mean and standard error per built-in, as the strength benchmark's history
     * (docs/benchmarks/strength.md, one section to its end) records them: the five greedy built-ins' table over 10,000
     * deals, and for the expert the last row of its runs by games 1..N (its 205 unhurried games on the benchmark's
     * deals, "Does the expert beat `density` where users see it?").
     */
    private static Map<String, double[]> strengthTable() throws Exception {
        String doc = Files.readString(Path.of("docs/benchmarks/strength.md"));
        String section = doc.substring(doc.indexOf("## Strength of the built-in bots"));
        Map<String, double[]> table = new HashMap<>();
        Matcher row = Pattern.compile(
                        "(?m)^\\| (random|sequential|hunter|parity|density) \\| \\**([0-9.]+)\\** ± ([0-9.]+) \\|")
                .matcher(section);
        while (row.find()) {
            table.put(row.group(1), new double[] {Double.parseDouble(row.group(2)), Double.parseDouble(row.group(3))});
        }
        // the expert's runs are listed by rows of games 1..N; the last such row in the file is kept
        Matcher expert = Pattern.compile("(?m)^\\| 1\\.\\.[0-9,]+ \\| ([0-9.]+) ± ([0-9.]+) \\|")
                .matcher(section);
        while (expert.find()) {
            table.put(
                    "expert", new double[] {Double.parseDouble(expert.group(1)), Double.parseDouble(expert.group(2))});
        }
        return table;
    }
}
