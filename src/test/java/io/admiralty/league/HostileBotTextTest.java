package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.http.BotHttpClient;
import io.admiralty.bot.process.BotProcess;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.jboss.logmanager.ExtLogRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a bot sends is data: bytes that are no text (a NUL, an escape sequence) are that bot's malformed reply, its
 * games are stored with the transcript escaped, and neither the opponent's games nor the rest of the matchup are lost.
 * Each attack is made through the public API on the real service, and the service's log must hold none of the bytes.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class HostileBotTextTest {

    /** Every log record of the service while these tests run, as a log file would have it. */
    private static final List<String> LOGGED = new CopyOnWriteArrayList<>();

    private static final Handler CAPTURE = new Handler() {
        @Override
        public void publish(LogRecord record) {
            StringWriter text = new StringWriter();
            text.append(record instanceof ExtLogRecord ext ? ext.getFormattedMessage() : record.getMessage());
            if (record.getThrown() != null) {
                record.getThrown().printStackTrace(new PrintWriter(text));
            }
            LOGGED.add(text.toString());
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @BeforeAll
    static void captureTheLog() {
        Logger.getLogger("").addHandler(CAPTURE);
    }

    @AfterAll
    static void stopCapturing() {
        Logger.getLogger("").removeHandler(CAPTURE);
    }

    @AfterEach
    void theLogHoldsNoneOfTheBotsBytes() {
        assertThat(LOGGED).as("the capture works").isNotEmpty();
        assertThat(LOGGED).noneMatch(line -> line.contains("\0") || line.contains("\u001b"));
    }

    @Test
    void aBotThatPrintsANulOnItsFirstTurnForfeitsEachGameAndItsOpponentKeepsThemAll() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("nul-" + System.nanoTime());
        long nul = LeagueApi.uploadProcessBot(team, "nul", LeagueApi.hostileZip(), "python3", "hostile.py", "nul");
        long random = LeagueApi.builtinId("random");
        List<Map<String, Object>> games = playOneMatchup(team, nul, random, 4);

        assertThat(games).hasSize(4).allSatisfy(game -> {
            assertThat(game.get("reason")).isEqualTo("forfeit_malformed_reply");
            assertThat(game.get("detail")).isEqualTo(BotProcess.NOT_TEXT);
            assertThat(game.get("winnerBot")).isEqualTo((int) random);
        });
        JsonPath owner = game(team, games.get(0));
        String transcript = transcriptOf(owner, nul);
        assertThat(transcript)
                .contains("< {\"type\":\"shots\",\"shots\":[{\"x\":0,\"y\":0}]}\\x00")
                .doesNotContain("\0")
                .doesNotContain("\u001b");
        JsonPath anyone = given().get("/api/games/{id}", games.get(0).get("id"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(anyone.getString("transcriptA")).isNull();
        assertThat(anyone.getString("transcriptB")).isNull();
    }

    @Test
    void aLosingBotThatPrintsANulInGameThreeForfeitsThatGameAloneAndTheMatchupIsPlayedToItsEnd() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("nul-late-" + System.nanoTime());
        long nul = LeagueApi.uploadProcessBot(
                team, "nul-late", LeagueApi.hostileZip(), "python3", "hostile.py", "nul", "3");
        long density = LeagueApi.builtinId("density");
        List<Map<String, Object>> games = playOneMatchup(team, nul, density, 6);

        assertThat(games).extracting(g -> g.get("index")).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(games)
                .extracting(g -> g.get("reason"))
                .containsExactly(
                        "fleet_sunk",
                        "fleet_sunk",
                        "forfeit_malformed_reply",
                        "fleet_sunk",
                        "fleet_sunk",
                        "fleet_sunk");
        assertThat(games.get(2).get("winnerBot")).isEqualTo((int) density);
        assertThat(transcriptOf(game(team, games.get(2)), nul)).contains("\\x00");
    }

    @Test
    void anHttpBotWhoseAnswersHoldNulsForfeitsEachGameAndTheMatchupGoesOn() throws Exception {
        String team = "Bearer " + LeagueApi.createTeam("nul-http-" + System.nanoTime());
        try (NulAnsweringBot server = NulAnsweringBot.startAfterValidation()) {
            long http = LeagueApi.registerHttpBot(team, "nul-http", "native", server.url());
            long random = LeagueApi.builtinId("random");
            List<Map<String, Object>> games = playOneMatchup(team, http, random, 4);

            assertThat(server.turns()).isEqualTo(4);
            assertThat(games).hasSize(4).allSatisfy(game -> {
                assertThat(game.get("reason")).isEqualTo("forfeit_malformed_reply");
                assertThat(game.get("detail")).isEqualTo(BotHttpClient.NOT_TEXT);
                assertThat(game.get("winnerBot")).isEqualTo((int) random);
            });
            assertThat(transcriptOf(game(team, games.get(3)), http))
                    .contains("< {\"type\":\"shots\",\"shots\":[{\"x\":0,\"y\":0}]}\\x00\\x00")
                    .doesNotContain("\0");
        }
    }

    /**
     * A season of {@code bot} and {@code opponent} alone, one round of {@code games} games played to its end; its
     * games in order. The matchup must end done: none of it is cancelled.
     */
    private static List<Map<String, Object>> playOneMatchup(String team, long bot, long opponent, int games) {
        long season = LeagueApi.createSeason(
                "{\"name\":\"hostile text " + System.nanoTime() + "\",\"gamesPerMatchup\":" + games + "}");
        LeagueApi.enter(team, season, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, season, opponent);
        LeagueApi.queueRound(season).statusCode(201);
        await().atMost(Duration.ofMinutes(3))
                .pollInterval(Duration.ofMillis(250))
                .untilAsserted(() -> {
                    JsonPath progress = given().get("/api/seasons/{id}", season)
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath();
                    assertThat(progress.getInt("progress.cancelled")).isZero();
                    assertThat(progress.getInt("progress.done")).isEqualTo(1);
                });
        List<Map<String, Object>> played = given().get("/api/games?season={season}&first=100", season)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("games");
        return played.stream()
                .sorted(Comparator.comparing(g -> (Integer) g.get("index")))
                .toList();
    }

    /** One game as {@code caller} reads it. */
    private static JsonPath game(String caller, Map<String, Object> game) {
        return given().header("Authorization", caller)
                .get("/api/games/{id}", game.get("id"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** The transcript of {@code bot} in the game, whichever seat it had. */
    private static String transcriptOf(JsonPath game, long bot) {
        return game.getLong("botA.id") == bot ? game.getString("transcriptA") : game.getString("transcriptB");
    }
}
