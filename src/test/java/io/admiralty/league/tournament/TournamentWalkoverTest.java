package io.admiralty.league.tournament;

import static io.admiralty.league.tournament.TournamentRunTest.as;
import static io.admiralty.league.tournament.TournamentRunTest.create;
import static io.admiralty.league.tournament.TournamentRunTest.csv;
import static io.admiralty.league.tournament.TournamentRunTest.over;
import static io.admiralty.league.tournament.TournamentRunTest.start;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.SlowHttpBot;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Series that cannot be played, on the real service: a bot that forfeits every game (and is benched in a season for
 * it) still plays its tournament series and loses them on its own faults; a bot retired, or withdrawn by its team or
 * the organiser, mid-tournament gives its opponent a walkover, with the reason, in the API and the CSV; a Swiss pairs
 * a withdrawn bot in no later round.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentWalkoverTest {

    @Test
    void aBotBenchedInASeasonLosesItsSeriesOnItsFaultsAndARetiredOrWithdrawnBotGivesAWalkover() throws Exception {
        try (SlowHttpBot slow = SlowHttpBot.start(Duration.ofMillis(30))) {
            aBotBenchedInASeasonLosesItsSeriesOnItsFaultsAndARetiredOrWithdrawnBotGivesAWalkover(slow);
        }
    }

    /**
     * The bot retired mid-tournament is a slow HTTP bot, a second or more a game, so the final it has the bye to is
     * still to be decided when the retirement arrives (one that forfeits at once lost the final on points first, on a
     * loaded machine).
     */
    private static void aBotBenchedInASeasonLosesItsSeriesOnItsFaultsAndARetiredOrWithdrawnBotGivesAWalkover(
            SlowHttpBot slow) throws Exception {
        LeagueApi.NewTeam owners = LeagueApi.newTeam("walkover owners " + System.nanoTime());
        long broken = LeagueApi.registerGoneAfterValidation(owners.bearer(), "gone " + System.nanoTime());
        long retiring =
                LeagueApi.registerHttpBot(owners.bearer(), "leaving " + System.nanoTime(), "native", slow.url());
        assertThat(LeagueApi.awaitValidation(retiring).getString("validation.state"))
                .isEqualTo("passed");
        long hunter = LeagueApi.builtinId("hunter");
        long sequential = LeagueApi.builtinId("sequential");

        long season = LeagueApi.createSeason("{\"name\":\"bench " + System.nanoTime()
                + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":1,\"benchAfter\":1}");
        LeagueApi.enter(owners.bearer(), season, broken);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitIdle(season);
        assertThat(LeagueApi.read("/api/bots/{id}", broken).getLong("benched.season"))
                .isEqualTo(season);

        // listed in seed order: the bot to be retired has the bye, the benched one meets hunter in round 1
        long retired = create(Map.of(
                        "name",
                        "retire " + System.nanoTime(),
                        "format",
                        "single",
                        "bestOf",
                        3,
                        "bots",
                        List.of(retiring, broken, hunter)))
                .getLong("id");
        start(retired);
        given().header("Authorization", owners.bearer())
                .delete("/api/bots/{id}", retiring)
                .then()
                .statusCode(200);
        // the team withdraws its bot with the bye; round 1 is hunter against sequential
        long withdrawn = create(Map.of(
                        "name",
                        "withdraw " + System.nanoTime(),
                        "format",
                        "single",
                        "bestOf",
                        1,
                        "bots",
                        List.of(broken, hunter, sequential)))
                .getLong("id");
        // withdrawn before the start: the built-ins' round 1 and a final would be played before a later call arrived
        JsonPath byTeam = withdraw(withdrawn, broken, owners.bearer(), "{\"reason\":\"our server is down\"}", 200)
                .jsonPath();
        start(withdrawn);
        assertThat(byTeam.getString("entrants.find { it.bot == " + broken + " }.withdrawn"))
                .isEqualTo("our server is down");

        JsonPath over = over(retired, null);
        String roundOne = "series.find { it.round == 1 }.";
        assertThat(over.getList(roundOne + "games", Long.class))
                .as("a bench in a season cancels no tournament game")
                .hasSize(2);
        assertThat(over.getLong(roundOne + "winner")).isEqualTo(hunter);
        assertThat(over.getString(roundOne + "decidedBy")).isEqualTo("points");
        for (long game : over.getList(roundOne + "games", Long.class)) {
            JsonPath played = LeagueApi.read("/api/games/{id}", game);
            assertThat(played.getLong("winnerBot")).isEqualTo(hunter);
            assertThat(played.getString("reason")).startsWith("forfeit");
        }
        String final_ = "series.find { it.round == 2 }.";
        assertThat(over.getLong(final_ + "winner")).isEqualTo(hunter);
        assertThat(over.getString(final_ + "decidedBy")).isEqualTo("walkover");
        assertThat(over.getString(final_ + "walkover")).isEqualTo("bot " + retiring + " was retired");
        assertThat(over.getString(final_ + "stopped")).isNull();
        assertThat(over.getLong("placings.find { it.place == 1 }.bot")).isEqualTo(hunter);
        assertThat(csv(retired, "series", null).get(2)).endsWith(",walkover,\"bot " + retiring + " was retired\"");

        JsonPath afterWithdrawal = over(withdrawn, null);
        long roundOneWinner = afterWithdrawal.getLong(roundOne + "winner");
        assertThat(roundOneWinner).isIn(hunter, sequential);
        assertThat(afterWithdrawal.getLong(final_ + "winner")).isEqualTo(roundOneWinner);
        assertThat(afterWithdrawal.getString(final_ + "walkover"))
                .isEqualTo("bot " + broken + " was withdrawn from the tournament: our server is down");
        assertThat(afterWithdrawal.getList(final_ + "games")).isEmpty();
        withdraw(withdrawn, broken, owners.bearer(), "{\"reason\":\"again\"}", 409);
    }

    @Test
    void theOrganiserWithdrawsBeforeTheStartAndHostileWithdrawalsAreRefused() {
        long hunter = LeagueApi.builtinId("hunter");
        long random = LeagueApi.builtinId("random");
        long parity = LeagueApi.builtinId("parity");
        long id = create(Map.of(
                        "name",
                        "draft " + System.nanoTime(),
                        "format",
                        "single",
                        "bestOf",
                        1,
                        "bots",
                        List.of(hunter, random)))
                .getLong("id");
        String stranger =
                LeagueApi.newTeam("withdrawal strangers " + System.nanoTime()).bearer();
        String good = "{\"reason\":\"no show\"}";
        withdraw(id, random, null, good, 401);
        withdraw(id, random, stranger, good, 403);
        withdraw(id, parity, LeagueApi.ORGANISER, good, 404);
        withdraw(999_999_999L, random, LeagueApi.ORGANISER, good, 404);
        for (String body : new String[] {
            "{}",
            "{\"reason\":\" \"}",
            "{\"reason\":\"a\\u0000b\"}",
            "{\"reason\":\"" + "x".repeat(Tournaments.MAX_REASON + 1) + "\"}",
            "{\"reason\":\"fine\",\"when\":1}",
            "[\"reason\"]"
        }) {
            withdraw(id, random, LeagueApi.ORGANISER, body, 400);
        }
        withdraw(id, random, LeagueApi.ORGANISER, "{\"reason\":\"<b>no show</b>\"}", 200);
        start(id);
        JsonPath over = over(id, null);
        assertThat(over.getLong("series[0].winner")).isEqualTo(hunter);
        assertThat(over.getString("series[0].walkover")).endsWith(": <b>no show</b>");
        assertThat(over.getList("series[0].games")).isEmpty();
        withdraw(id, hunter, LeagueApi.ORGANISER, good, 409);
    }

    /**
     * A Swiss of five: one entrant withdrawn before the start is never paired, one withdrawn while round 1 plays loses
     * that round's series by walkover and is paired in no later round; the three left play on, one bye a round, and
     * neither withdrawn entrant is given one (the TRF writes their absences as zero-point byes).
     */
    @Test
    void aSwissPairsAWithdrawnEntrantInNoLaterRound() throws IOException {
        try (SlowHttpBot slow = SlowHttpBot.start(Duration.ofMillis(20))) {
            aSwissPairsAWithdrawnEntrantInNoLaterRound(slow);
        }
    }

    /**
     * The entrant withdrawn while round 1 plays is a slow HTTP bot, a second or more a game, so its round-1 series is
     * certainly undecided and round 2 unpaired when the withdrawal arrives (built-ins alone can finish round 1 first on
     * a loaded machine).
     */
    private static void aSwissPairsAWithdrawnEntrantInNoLaterRound(SlowHttpBot slow) {
        String team = "Bearer " + LeagueApi.createTeam("slow swiss " + System.nanoTime());
        long slowBot = LeagueApi.registerHttpBot(team, "slow " + System.nanoTime(), "native", slow.url());
        assertThat(LeagueApi.awaitValidation(slowBot).getString("validation.state"))
                .isEqualTo("passed");
        List<Long> bots = List.of(
                LeagueApi.builtinId("hunter"),
                slowBot,
                LeagueApi.builtinId("random"),
                LeagueApi.builtinId("parity"),
                LeagueApi.builtinId("density"));
        long id = create(Map.of(
                        "name",
                        "swiss withdrawal " + System.nanoTime(),
                        "format",
                        "swiss",
                        "rounds",
                        3,
                        "bestOf",
                        7,
                        "bots",
                        bots))
                .getLong("id");
        long beforeStart = bots.get(4);
        long whilePlaying = bots.get(1);
        withdraw(id, beforeStart, LeagueApi.ORGANISER, "{\"reason\":\"never came\"}", 200);
        start(id);
        withdraw(id, whilePlaying, LeagueApi.ORGANISER, "{\"reason\":\"went home\"}", 200);

        JsonPath over = over(id, null);
        assertThat(over.getInt("entrants.find { it.bot == " + beforeStart + " }.withdrawnAfter"))
                .isZero();
        assertThat(over.getInt("entrants.find { it.bot == " + whilePlaying + " }.withdrawnAfter"))
                .isEqualTo(1);
        List<Map<String, Object>> series = over.getList("series");
        assertThat(series).extracting(one -> one.get("round")).containsExactly(1, 1, 2, 3);
        assertThat(series).allSatisfy(one -> assertThat(sides(one)).doesNotContain(beforeStart));
        List<Map<String, Object>> ofWithdrawn =
                series.stream().filter(one -> sides(one).contains(whilePlaying)).toList();
        assertThat(ofWithdrawn).hasSize(1);
        Map<String, Object> walkover = ofWithdrawn.get(0);
        assertThat(walkover.get("round")).isEqualTo(1);
        assertThat(walkover.get("decidedBy")).isEqualTo("walkover");
        assertThat(((Number) walkover.get("winner")).longValue())
                .isEqualTo(sides(walkover).stream()
                        .filter(bot -> bot != whilePlaying)
                        .findFirst()
                        .orElseThrow());
        assertThat(walkover.get("walkover")).asString().endsWith(": went home");

        Map<Long, String> lines = new HashMap<>();
        for (String line : TournamentSwissTest.entrantLines(TournamentSwissTest.trf(id))) {
            lines.put(Long.parseLong(line.substring(57, 68).strip()), line);
        }
        assertThat(lines.get(beforeStart).substring(91).strip()).isEqualTo("0000 - Z  0000 - Z  0000 - Z");
        assertThat(lines.get(whilePlaying).substring(101).strip()).isEqualTo("0000 - Z  0000 - Z");
        assertThat(lines.get(whilePlaying).substring(91, 99)).endsWith(" -");
        // the three left: one bye each round 2 and 3, never the same twice
        List<String> byes = lines.entrySet().stream()
                .filter(line -> line.getKey() != beforeStart && line.getKey() != whilePlaying)
                .flatMap(line ->
                        List.of(
                                line.getValue().substring(101, 109),
                                line.getValue().substring(111, 119))
                                .stream())
                .filter(round -> round.startsWith("0000"))
                .toList();
        assertThat(byes).containsExactly("0000 - U", "0000 - U");
    }

    /** A series' two bots, as ids (JSON gives small ones as Integer). */
    private static List<Long> sides(Map<String, Object> series) {
        return List.of(((Number) series.get("first")).longValue(), ((Number) series.get("second")).longValue());
    }

    private static io.restassured.response.Response withdraw(
            long id, long bot, String caller, String body, int status) {
        io.restassured.response.Response answer = as(caller)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/entrants/{bot}/withdrawal", id, bot);
        assertThat(answer.statusCode()).as(body + ": " + answer.asString()).isEqualTo(status);
        if (status != 200) {
            assertThat(answer.jsonPath().getString("error")).as(body).isNotBlank();
        }
        return answer;
    }
}
