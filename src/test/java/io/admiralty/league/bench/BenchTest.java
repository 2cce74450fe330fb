package io.admiralty.league.bench;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * A bot that breaks while playing is benched on the real service: a process bot that crashes at every start forfeits
 * its first matchups of a round, is benched with the reason and the games that show it, its waiting matchups are
 * cancelled while the round goes on for the others, it is left out of the next round, and a new version (or its team)
 * puts it back. Who may put it back is checked too.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class BenchTest {

    private static final int GAMES = 3;

    /** The benches the service announced, as a notices or webhooks observer would hear them. */
    @ApplicationScoped
    static class Announced {
        static final List<BotBenched> EVENTS = new CopyOnWriteArrayList<>();

        void benched(@Observes(during = TransactionPhase.AFTER_SUCCESS) BotBenched event) {
            EVENTS.add(event);
        }
    }

    @Test
    void aCrashingBotIsBenchedWhileTheRoundGoesOnAndANewVersionPutsItBack() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("benched crashers");
        long crasher = breaking(team, "crasher");
        long season = LeagueApi.createSeason("{\"name\":\"bench round\",\"ruleset\":\"classic\",\"gamesPerMatchup\":"
                + GAMES + ",\"benchAfter\":2}");
        List<Long> builtins = List.of("random", "sequential", "hunter", "parity").stream()
                .map(LeagueApi::builtinId)
                .toList();
        for (long bot : builtins) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, bot);
        }
        LeagueApi.enter(team, season, crasher);
        assertThat(LeagueApi.season(season).getInt("benchAfter")).isEqualTo(2);
        queueRound(season, 10);

        JsonPath ended = LeagueApi.awaitIdle(season);
        int cancelled = ended.getInt("progress.cancelled");
        int done = ended.getInt("progress.done");
        // the crasher's 4 matchups: 2 forfeited whole bench it; with 2 workers at most one more was running then
        assertThat(cancelled).as(ended.prettify()).isBetween(1, 2);
        assertThat(done + cancelled).isEqualTo(10);

        JsonPath bot = bot(crasher, null);
        assertThat(bot.getString("benched.reason")).isEqualTo("forfeited all 6 games of its last 2 matchups (crash 6)");
        assertThat(bot.getLong("benched.season")).isEqualTo(season);
        assertThat(bot.getInt("benched.version")).isEqualTo(1);
        assertThat(bot.getList("benched.matchups")).hasSize(2);
        List<Long> shown = bot.getList("benched.games", Long.class);
        assertThat(shown).hasSize(6);
        for (long game : shown) {
            JsonPath g = given().get("/api/games/{id}", game)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertThat(g.getString("reason")).isEqualTo("forfeit_crash");
        }
        assertThat(Announced.EVENTS)
                .filteredOn(e -> e.bot() == crasher)
                .singleElement()
                .satisfies(e -> {
                    assertThat(e.team()).isEqualTo(teamOf(crasher));
                    assertThat(e.reason()).isEqualTo(bot.getString("benched.reason"));
                    assertThat(e.games()).isEqualTo(shown);
                });

        // the others' round went on: every matchup between them was played; no opponent played the crasher after it
        // was benched, so the season's games are those of the matchups played, and the crasher's only its forfeits
        List<Map<String, Object>> board = leaderboard(season);
        int games = board.stream().mapToInt(s -> (Integer) s.get("games")).sum();
        assertThat(games).isEqualTo(2 * GAMES * done);
        Map<String, Object> crasherRow = row(board, crasher);
        int crasherMatchups = 4 - cancelled;
        assertThat(crasherRow.get("games")).isEqualTo(GAMES * crasherMatchups);
        assertThat(crasherRow.get("forfeits")).isEqualTo(GAMES * crasherMatchups);
        for (long builtin : builtins) {
            assertThat((Integer) row(board, builtin).get("games")).isGreaterThanOrEqualTo(3 * GAMES);
        }

        // the next round leaves it out: the four others meet, six matchups
        queueRound(season, 6);
        LeagueApi.awaitRound(season, done + 6);

        // a new version that plays puts it back, and the round after pairs it again
        given().header("Authorization", team)
                .multiPart("definition", "{\"command\":[\"python3\",\"hostile.py\",\"none\"]}", "application/json")
                .multiPart("artifact", LeagueApi.hostileZip().toFile(), "application/zip")
                .post("/api/bots/{id}/versions", crasher)
                .then()
                .statusCode(201);
        assertThat(bot(crasher, null).getString("benched")).isNull();
        queueRound(season, 10);
        LeagueApi.awaitRound(season, done + 16);
        assertThat(bot(crasher, null).getString("benched")).isNull();
    }

    @Test
    void onlyItsTeamOrTheOrganiserPutsItBackOnceAndThePageSaysSo() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("bench owners");
        String stranger = "Bearer " + LeagueApi.createTeam("bench strangers");
        long crasher = breaking(team, "quitter");
        long season = LeagueApi.createSeason(
                "{\"name\":\"bench rights\",\"ruleset\":\"classic\",\"gamesPerMatchup\":2,\"benchAfter\":1}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.enter(team, season, crasher);
        queueRound(season, 1);
        LeagueApi.awaitRound(season, 1);
        assertThat(bot(crasher, null).getString("benched.reason"))
                .isEqualTo("forfeited all 2 games of its last matchup (crash 2)");

        // the page shows the bench to everyone, its button to the team only
        String page = given().get("/bots/{id}", crasher)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(page)
                .contains("Benched", "forfeited all 2 games of its last matchup")
                .doesNotContain("/unbench");
        assertThat(given().header("Authorization", team)
                        .get("/bots/{id}", crasher)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .contains("action=\"/bots/" + crasher + "/unbench\"");

        given().delete("/api/bots/{id}/bench", crasher).then().statusCode(401);
        given().header("Authorization", stranger)
                .delete("/api/bots/{id}/bench", crasher)
                .then()
                .statusCode(403)
                .body("error", org.hamcrest.Matchers.containsString("another team"));
        given().header("Authorization", stranger)
                .post("/bots/{id}/unbench", crasher)
                .then()
                .statusCode(403);
        given().header("Authorization", team)
                .delete("/api/bots/{id}/bench", 999_999)
                .then()
                .statusCode(404);
        given().header("Authorization", team)
                .delete("/api/bots/{id}/bench", "x")
                .then()
                .statusCode(404);
        assertThat(bot(crasher, null).getString("benched")).isNotNull();

        JsonPath back = given().header("Authorization", team)
                .delete("/api/bots/{id}/bench", crasher)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(back.getString("benched")).isNull();
        given().header("Authorization", team)
                .delete("/api/bots/{id}/bench", crasher)
                .then()
                .statusCode(409)
                .contentType(ContentType.JSON);

        // back in play it breaks again, and is benched again; the organiser puts it back through the page's form
        queueRound(season, 1);
        LeagueApi.awaitRound(season, 2);
        assertThat(bot(crasher, null).getString("benched")).isNotNull();
        given().header("Authorization", LeagueApi.ORGANISER)
                .redirects()
                .follow(false)
                .post("/bots/{id}/unbench", crasher)
                .then()
                .statusCode(303)
                .header("Location", org.hamcrest.Matchers.endsWith("/bots/" + crasher));
        assertThat(bot(crasher, null).getString("benched")).isNull();
        assertThat(given().contentType(ContentType.JSON)
                        .body(Map.of("query", "{ bot(id: \"" + crasher + "\") { benched { reason } } }"))
                        .post("/graphql")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getString("data.bot.benched"))
                .isNull();
    }

    /**
     * A process bot that breaks once registered: it exits at every start (a file in its data folder tells it to), so
     * whatever a new version must prove before it plays, it proved before it broke.
     */
    private static long breaking(String team, String name) throws Exception {
        long bot = LeagueApi.uploadProcessBot(
                team, name, LeagueApi.hostileZip(), "python3", "hostile.py", "exit-when-told");
        Path data = Files.createDirectories(LeagueApi.dataFolder(bot));
        Files.writeString(data.resolve("exit-at-start"), "broken");
        return bot;
    }

    private static void queueRound(long season, int matchups) {
        given().header("Authorization", LeagueApi.ORGANISER)
                .post("/api/seasons/{id}/rounds", season)
                .then()
                .statusCode(201)
                .body("matchups", org.hamcrest.Matchers.equalTo(matchups));
    }

    private static JsonPath bot(long id, String caller) {
        return (caller == null ? given() : given().header("Authorization", caller))
                .get("/api/bots/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static long teamOf(long bot) {
        return bot(bot, null).getLong("team.id");
    }

    private static List<Map<String, Object>> leaderboard(long season) {
        return LeagueApi.leaderboard(season).getList("$");
    }

    private static Map<String, Object> row(List<Map<String, Object>> board, long bot) {
        return board.stream()
                .filter(s -> ((Number) ((Map<?, ?>) s.get("bot")).get("id")).longValue() == bot)
                .findFirst()
                .orElseThrow();
    }
}
