package io.admiralty.league.tournament;

import static io.admiralty.league.tournament.TournamentRunTest.as;
import static io.admiralty.league.tournament.TournamentRunTest.create;
import static io.admiralty.league.tournament.TournamentRunTest.over;
import static io.admiralty.league.tournament.TournamentRunTest.release;
import static io.admiralty.league.tournament.TournamentRunTest.start;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A hidden Swiss of five built-ins, three rounds, played on the real service with a forbidden pair: the pair never
 * meets, each round has one bye and nobody has two, the standings' Buchholz and Sonneborn-Berger are those its series
 * give, and the exports (standings and series as JSON, the TRF file) tell an anonymous reader only what each release
 * lets them see.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentSwissTest {

    private static final int ROUNDS = 3;

    @Test
    void aSwissWithAForbiddenPairByesAndTieBreaksExportsWhatEachReleaseShows() {
        List<Long> bots = List.of("density", "hunter", "parity", "sequential", "random").stream()
                .map(LeagueApi::builtinId)
                .toList();
        long id = create(Map.of(
                        "name",
                        "swiss " + System.nanoTime(),
                        "format",
                        "swiss",
                        "rounds",
                        ROUNDS,
                        "bestOf",
                        1,
                        "release",
                        "hidden",
                        "bots",
                        bots))
                .getLong("id");
        // seeds 1 and 2 (listed first) would meet once both lead: forbidden, they never do
        Set<Long> forbidden = Set.of(bots.get(0), bots.get(1));
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("pairs", List.of(List.copyOf(bots.subList(0, 2)))))
                .put("/api/tournaments/{id}/forbidden-pairs", id)
                .then()
                .statusCode(200);
        start(id);
        JsonPath over = over(id, LeagueApi.ORGANISER);

        List<Map<String, Object>> series = over.getList("series");
        assertThat(series).hasSize(ROUNDS * 2);
        Map<Long, Integer> score = new HashMap<>();
        bots.forEach(bot -> score.put(bot, 0));
        Set<Long> hadBye = new HashSet<>();
        Set<Set<Long>> met = new HashSet<>();
        for (int round = 1; round <= ROUNDS; round++) {
            Set<Long> playing = new HashSet<>();
            for (Map<String, Object> one : series) {
                if ((Integer) one.get("round") == round) {
                    long first = number(one, "first");
                    long second = number(one, "second");
                    assertThat(Set.of(first, second)).isNotEqualTo(forbidden);
                    assertThat(met.add(Set.of(first, second)))
                            .as("no pair twice")
                            .isTrue();
                    playing.add(first);
                    playing.add(second);
                    score.merge(number(one, "winner"), 1, Integer::sum);
                }
            }
            List<Long> bye = bots.stream().filter(bot -> !playing.contains(bot)).toList();
            assertThat(bye).as("round " + round + "'s bye").hasSize(1);
            assertThat(hadBye.add(bye.get(0))).as("a second bye").isTrue();
            score.merge(bye.get(0), 1, Integer::sum);
            if (round == 1) {
                assertThat(bye).as("the lowest seed sits out round 1").containsExactly(bots.get(4));
            }
        }
        List<Map<String, Object>> standings = over.getList("standings");
        int previousPlace = 0;
        for (Map<String, Object> line : standings) {
            long bot = number(line, "bot");
            int buchholz = 0;
            int sonnebornBerger = 0;
            for (Map<String, Object> one : series) {
                if (number(one, "first") == bot || number(one, "second") == bot) {
                    long opponent = number(one, "first") == bot ? number(one, "second") : number(one, "first");
                    buchholz += score.get(opponent);
                    sonnebornBerger += number(one, "winner") == bot ? score.get(opponent) : 0;
                }
            }
            assertThat(line.get("score")).as("bot " + bot).isEqualTo(score.get(bot));
            assertThat(line.get("buchholz")).as("bot " + bot).isEqualTo(buchholz);
            assertThat(line.get("sonnebornBerger")).as("bot " + bot).isEqualTo(sonnebornBerger);
            assertThat((Integer) line.get("place")).isGreaterThanOrEqualTo(previousPlace);
            previousPlace = (Integer) line.get("place");
        }
        assertThat(standings).extracting(line -> (Integer) line.get("score")).isSortedAccordingTo((a, b) -> b - a);

        // hidden: an anonymous reader sees round 1's pairings, no standings, and a TRF without a round
        assertThat(json(id, "standings")).isEmpty();
        assertThat(json(id, "series")).extracting(one -> one.get("sight")).containsOnly("pairing");
        List<String> hiddenTrf = entrantLines(trf(id));
        assertThat(hiddenTrf).hasSize(bots.size()).allSatisfy(line -> {
            assertThat(line.length()).isLessThanOrEqualTo(84);
            assertThat(line.substring(80, 84)).isEqualTo(" 0.0");
        });

        for (int round = 1; round <= ROUNDS; round++) {
            release(id, round, "public");
            assertThat(entrantLines(trf(id)).get(0).length()).isEqualTo(91 + 10 * round - 2);
        }
        List<Map<String, Object>> seen = json(id, "standings");
        assertThat(seen)
                .extracting(line -> line.get("bot"))
                .containsExactlyElementsOf(
                        standings.stream().map(line -> line.get("bot")).toList());
        assertThat(seen)
                .extracting(line -> line.get("buchholz"))
                .containsExactlyElementsOf(
                        standings.stream().map(line -> line.get("buchholz")).toList());
        assertThat(json(id, "series"))
                .hasSize(series.size())
                .extracting(one -> one.get("winner"))
                .containsExactlyElementsOf(
                        series.stream().map(one -> one.get("winner")).toList());

        String trf = trf(id);
        assertThat(trf).startsWith("012 " + over.getString("name") + "\n").contains("\nXXR " + ROUNDS + "\n");
        List<String> lines = entrantLines(trf);
        for (int seed = 1; seed <= bots.size(); seed++) {
            String line = lines.get(seed - 1);
            long bot = bots.get(seed - 1);
            assertThat(line.substring(4, 8).strip()).isEqualTo(Integer.toString(seed));
            assertThat(line.substring(57, 68).strip()).isEqualTo(Long.toString(bot));
            assertThat(line.substring(80, 84).strip()).isEqualTo(score.get(bot) + ".0");
            assertThat(line.substring(85, 89).strip())
                    .isEqualTo(over.getString("standings.find { it.bot == " + bot + " }.place"));
            for (int round = 1; round <= ROUNDS; round++) {
                String cell = line.substring(91 + 10 * (round - 1), Math.min(line.length(), 99 + 10 * (round - 1)));
                Map<String, Object> played = seriesOf(series, round, bot);
                if (played == null) {
                    assertThat(cell).isEqualTo("0000 - U");
                } else {
                    long opponent = number(played, "first") == bot ? number(played, "second") : number(played, "first");
                    assertThat(cell.substring(0, 4).strip()).isEqualTo(Integer.toString(bots.indexOf(opponent) + 1));
                    assertThat(cell.charAt(5)).isEqualTo(number(played, "first") == bot ? 'w' : 'b');
                    assertThat(cell.charAt(7)).isEqualTo(number(played, "winner") == bot ? '1' : '0');
                }
            }
        }

        long bracket = create(Map.of("name", "not swiss " + System.nanoTime(), "format", "single", "bots", bots))
                .getLong("id");
        given().get("/api/tournaments/{id}/trf", bracket)
                .then()
                .statusCode(400)
                .contentType(ContentType.JSON)
                .body("error", org.hamcrest.Matchers.containsString("a Swiss's"));
        given().get("/api/tournaments/{id}/trf", 999_999_999L).then().statusCode(404);
    }

    private static Map<String, Object> seriesOf(List<Map<String, Object>> series, int round, long bot) {
        return series.stream()
                .filter(one -> (Integer) one.get("round") == round
                        && (number(one, "first") == bot || number(one, "second") == bot))
                .findFirst()
                .orElse(null);
    }

    private static long number(Map<String, Object> map, String key) {
        return ((Number) map.get(key)).longValue();
    }

    static String trf(long id) {
        return given().get("/api/tournaments/{id}/trf", id)
                .then()
                .statusCode(200)
                .contentType(ContentType.TEXT)
                .extract()
                .asString();
    }

    static List<String> entrantLines(String trf) {
        return new ArrayList<>(
                trf.lines().filter(line -> line.startsWith("001 ")).toList());
    }

    private static List<Map<String, Object>> json(long id, String what) {
        return as(null).get("/api/tournaments/{id}/" + what + ".json", id)
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .extract()
                .jsonPath()
                .getList("$");
    }
}
