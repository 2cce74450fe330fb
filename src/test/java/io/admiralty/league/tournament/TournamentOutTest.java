package io.admiralty.league.tournament;

import static io.admiralty.league.tournament.TournamentRunTest.create;
import static io.admiralty.league.tournament.TournamentRunTest.over;
import static io.admiralty.league.tournament.TournamentRunTest.start;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.SlowHttpBot;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Entrants out of a tournament without anyone withdrawing them, on the real service. A bot written for 10x10 boards
 * (passed at validation on classic) enters an elimination and a Swiss on 8x8; only then is it checked on 8x8, on
 * entering a season there, and refused. The elimination gives its opponent a walkover, the refusal the reason; the
 * Swiss pairs it in no round, as if withdrawn before the start, the refusal kept as the reason. A bot retired while
 * the Swiss plays sits out of every round after those paired then, as a withdrawn one does; the TRF writes those
 * rounds as a withdrawn entrant's (0000 - Z).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentOutTest {

    private static final String PRACTICE_RULES = "{\"width\":8,\"height\":8,\"fleet\":[4,3,3,2],\"firing\":\"single\"}";
    private static final String PRACTICE_SPEC = "8x8:4,3,3,2";
    private static final int ROUNDS = 3;

    @Test
    void aVersionRefusedAfterTheTournamentWasMadeLosesByWalkoverOrSitsOutAndARetiredBotSitsOutLaterRounds()
            throws Exception {
        try (SlowHttpBot slow = SlowHttpBot.start(Duration.ofMillis(10))) {
            playWithASlowEntrant(slow);
        }
    }

    /**
     * The Swiss has a slow HTTP bot among its entrants (10 ms a turn), so that its first round is still
     * playing when the bot is retired (built-ins alone can play two rounds before the retirement lands on a loaded
     * machine).
     */
    private static void playWithASlowEntrant(SlowHttpBot slow) throws Exception {
        String stamp = Long.toString(System.nanoTime());
        LeagueApi.NewTeam team = LeagueApi.newTeam("out of it " + stamp);
        long tenByTen = LeagueApi.uploadProcessBot(
                team.bearer(),
                "ten-by-ten",
                "native",
                List.of("python3", "ten_by_ten.py", "always"),
                Map.of("ten_by_ten.py", Files.readString(Path.of("target/test-classes/bots/ten_by_ten.py"))));
        assertThat(LeagueApi.awaitValidation(tenByTen).getString("validation.state"))
                .isEqualTo("passed");
        long leaving = LeagueApi.registerGoneAfterValidation(team.bearer(), "leaving " + stamp);
        long hunter = LeagueApi.builtinId("hunter");
        long sequential = LeagueApi.builtinId("sequential");
        long random = LeagueApi.builtinId("random");
        long slowBot = LeagueApi.registerHttpBot(team.bearer(), "slow " + stamp, "native", slow.url());
        assertThat(LeagueApi.awaitValidation(slowBot).getString("validation.state"))
                .isEqualTo("passed");

        // made while its version is refused nowhere: seed 1, the bye of round 1
        long single = create(Map.of(
                        "name",
                        "refused single " + stamp,
                        "format",
                        "single",
                        "bestOf",
                        1,
                        "ruleset",
                        PRACTICE_SPEC,
                        "bots",
                        List.of(tenByTen, hunter, sequential)))
                .getLong("id");
        List<Long> swissBots = List.of(tenByTen, leaving, hunter, sequential, random, slowBot);
        long swiss = create(Map.of(
                        "name",
                        "refused swiss " + stamp,
                        "format",
                        "swiss",
                        "rounds",
                        ROUNDS,
                        "bestOf",
                        7,
                        "ruleset",
                        PRACTICE_SPEC,
                        "bots",
                        swissBots))
                .getLong("id");

        // checked on 8x8 when it enters a season there, and refused
        long practice = LeagueApi.createSeason(
                "{\"name\":\"practice " + stamp + "\",\"ruleset\":" + PRACTICE_RULES + ",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team.bearer(), practice, tenByTen);
        assertThat(LeagueApi.awaitValidation(tenByTen).getList("validation.rulesets.state"))
                .containsExactly("passed", "refused");
        String refusal = "bot " + tenByTen + " version 1 was refused at validation on " + PRACTICE_SPEC + ": ";

        start(single);
        start(swiss);
        given().header("Authorization", team.bearer())
                .delete("/api/bots/{id}", leaving)
                .then()
                .statusCode(200);

        JsonPath bracket = over(single, null);
        String final_ = "series.find { it.round == 2 }.";
        assertThat(bracket.getString(final_ + "decidedBy")).isEqualTo("walkover");
        assertThat(bracket.getString(final_ + "walkover")).startsWith(refusal);
        assertThat(bracket.getList(final_ + "games")).isEmpty();
        assertThat(bracket.getLong(final_ + "winner")).isIn(hunter, sequential);
        assertThat(bracket.getString("entrants.find { it.bot == " + tenByTen + " }.withdrawn"))
                .startsWith(refusal);

        JsonPath played = over(swiss, null);
        String refused = "entrants.find { it.bot == " + tenByTen + " }.";
        assertThat(played.getString(refused + "withdrawn")).startsWith(refusal);
        assertThat(played.getInt(refused + "withdrawnAfter")).isZero();
        String retired = "entrants.find { it.bot == " + leaving + " }.";
        assertThat(played.getString(retired + "withdrawn")).isEqualTo("bot " + leaving + " was retired");
        int pairedWith = played.getInt(retired + "withdrawnAfter");
        assertThat(pairedWith).as("rounds paired when it was retired").isBetween(1, ROUNDS - 1);

        List<Map<String, Object>> series = played.getList("series");
        assertThat(series).noneMatch(one -> sides(one).contains(tenByTen));
        assertThat(series)
                .filteredOn(one -> sides(one).contains(leaving))
                .extracting(one -> (Integer) one.get("round"))
                .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, pairedWith)
                        .boxed()
                        .toList());
        // from the round after, only the four still in: two series a round
        for (int round = pairedWith + 1; round <= ROUNDS; round++) {
            int r = round;
            assertThat(series)
                    .filteredOn(one -> (Integer) one.get("round") == r)
                    .hasSize(2);
        }

        Map<Long, String> lines = new HashMap<>();
        for (String line : TournamentSwissTest.entrantLines(TournamentSwissTest.trf(swiss))) {
            lines.put(Long.parseLong(line.substring(57, 68).strip()), line);
        }
        assertThat(lines.get(tenByTen).substring(91).strip()).isEqualTo("0000 - Z  0000 - Z  0000 - Z");
        for (int round = pairedWith + 1; round <= ROUNDS; round++) {
            int at = 91 + 10 * (round - 1);
            assertThat(lines.get(leaving).substring(at, at + 8))
                    .as("round %d", round)
                    .isEqualTo("0000 - Z");
        }
    }

    /** A series' two bots, as ids (JSON gives small ones as Integer). */
    private static List<Long> sides(Map<String, Object> series) {
        return List.of(((Number) series.get("first")).longValue(), ((Number) series.get("second")).longValue());
    }
}
