package io.admiralty.league.tournament;

import static io.admiralty.league.tournament.TournamentRunTest.as;
import static io.admiralty.league.tournament.TournamentRunTest.create;
import static io.admiralty.league.tournament.TournamentRunTest.over;
import static io.admiralty.league.tournament.TournamentRunTest.read;
import static io.admiralty.league.tournament.TournamentRunTest.start;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Groups of teams on the real service: the organiser names "students" and "staff", a tournament of a season's top K
 * within a group takes that group's bots alone, and one listing a bot outside its group is refused; a tournament
 * whose games count in its season moves the season's table, one that does not leaves it; hostile groups and
 * tournaments are refused with what is wrong.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentGroupTest {

    @Test
    void aGroupsTournamentTakesItsTeamsBotsAloneAndItsGamesCountInTheSeasonOnlyWhenAsked() throws Exception {
        LeagueApi.NewTeam students = LeagueApi.newTeam("students " + System.nanoTime());
        long first = LeagueApi.registerGoneAfterValidation(students.bearer(), "pupil " + System.nanoTime());
        long second = LeagueApi.registerGoneAfterValidation(students.bearer(), "scholar " + System.nanoTime());
        List<Long> builtins = List.of("hunter", "parity", "sequential").stream()
                .map(LeagueApi::builtinId)
                .toList();
        long staffTeam = LeagueApi.read("/api/bots/{id}", builtins.get(0)).getLong("team.id");
        String course = "course-" + System.nanoTime();
        String staff = "staff-" + System.nanoTime();
        group(course, List.of(students.id()), LeagueApi.ORGANISER, 200);
        group(staff, List.of(staffTeam), LeagueApi.ORGANISER, 200);
        JsonPath groups = LeagueApi.read("/api/team-groups");
        assertThat(groups.getList("find { it.name == '" + course + "' }.teams", Long.class))
                .containsExactly(students.id());
        assertThat(groups.getList("find { it.name == '" + staff + "' }.teams", Long.class))
                .containsExactly(staffTeam);

        long season = LeagueApi.createSeason("{\"name\":\"groups " + System.nanoTime() + "\",\"ruleset\":\"classic\"}");
        LeagueApi.enter(students.bearer(), season, first);
        LeagueApi.enter(students.bearer(), season, second);
        builtins.forEach(bot -> LeagueApi.enter(LeagueApi.ORGANISER, season, bot));

        JsonPath courses = create(Map.of(
                "name",
                "course cup " + System.nanoTime(),
                "format",
                "single",
                "season",
                season,
                "top",
                8,
                "group",
                course));
        assertThat(courses.getString("group")).isEqualTo(course);
        assertThat(courses.getList("entrants.bot", Long.class)).containsExactlyInAnyOrder(first, second);
        JsonPath staffs = create(Map.of(
                "name",
                "staff cup " + System.nanoTime(),
                "format",
                "single",
                "season",
                season,
                "top",
                2,
                "group",
                staff));
        assertThat(staffs.getList("entrants.bot", Long.class)).hasSize(2).isSubsetOf(builtins);
        refused(
                Map.of("name", "x", "format", "single", "bots", List.of(first, builtins.get(0)), "group", course),
                400,
                "is not of a team in group " + course);
        refused(
                Map.of(
                        "name",
                        "x",
                        "format",
                        "single",
                        "season",
                        season,
                        "top",
                        4,
                        "group",
                        "nobody-" + System.nanoTime()),
                400,
                "no team is in group");
        refused(Map.of("name", "x", "format", "single", "season", season, "top", 4, "group", "Staff!"), 400, "group");

        // counted in the season: its games are the season's and move its table; not asked, they do not
        refused(
                Map.of("name", "x", "format", "single", "bots", builtins, "countsInSeason", true),
                400,
                "countsInSeason");
        refused(
                Map.of(
                        "name",
                        "x",
                        "format",
                        "single",
                        "season",
                        season,
                        "top",
                        2,
                        "group",
                        staff,
                        "release",
                        "hidden",
                        "countsInSeason",
                        true),
                400,
                "countsInSeason");
        long uncounted = staffs.getLong("id");
        start(uncounted);
        JsonPath notCounted = over(uncounted, null);
        assertThat(LeagueApi.read("/api/games/{id}", notCounted.getLong("series[0].games[0]"))
                        .getString("season"))
                .isNull();
        assertThat(seasonGames(season)).isZero();

        long counted = create(Map.of(
                        "name",
                        "counted " + System.nanoTime(),
                        "format",
                        "single",
                        "bestOf",
                        1,
                        "season",
                        season,
                        "top",
                        2,
                        "group",
                        staff,
                        "countsInSeason",
                        true))
                .getLong("id");
        assertThat(read(counted, null).getBoolean("countsInSeason")).isTrue();
        start(counted);
        JsonPath over = over(counted, null);
        List<Long> games = over.getList("series[0].games", Long.class);
        for (long game : games) {
            assertThat(LeagueApi.read("/api/games/{id}", game).getLong("season"))
                    .isEqualTo(season);
        }
        assertThat(seasonGames(season)).isEqualTo(2 * games.size());
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("stage", "hidden"))
                .put("/api/tournaments/{id}/rounds/1/release", counted)
                .then()
                .statusCode(400)
                .body("error", org.hamcrest.Matchers.containsString("stay public"));
    }

    @Test
    void hostileGroupsAreRefusedWithWhatIsWrong() {
        String team = LeagueApi.newTeam("group hostiles " + System.nanoTime()).bearer();
        group("fine", List.of(), null, 401);
        group("fine", List.of(), team, 403);
        group("fine", List.of(999_999_999L), LeagueApi.ORGANISER, 404);
        Map<String, String> refused = new LinkedHashMap<>();
        refused.put("Upper", "{\"teams\":[]}");
        refused.put("x".repeat(33), "{\"teams\":[]}");
        refused.put("-dash", "{\"teams\":[]}");
        refused.put("a%0Ab", "{\"teams\":[]}");
        refused.put("fine", "{}");
        refused.put("fine", "{\"teams\":[1],\"colour\":\"red\"}");
        refused.put("fine", "[1]");
        refused.forEach((name, body) -> given().header("Authorization", LeagueApi.ORGANISER)
                .urlEncodingEnabled(false)
                .contentType(ContentType.JSON)
                .body(body)
                .put("/api/team-groups/" + name)
                .then()
                .statusCode(400)
                .contentType(ContentType.JSON));
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"teams\":[1,1]}")
                .put("/api/team-groups/fine")
                .then()
                .statusCode(400)
                .body("error", org.hamcrest.Matchers.containsString("twice"));
    }

    private static int seasonGames(long season) {
        return LeagueApi.leaderboard(season).<Map<String, Object>>getList("$").stream()
                .mapToInt(row -> (Integer) row.get("games"))
                .sum();
    }

    private static void group(String name, List<Long> teams, String caller, int status) {
        as(caller)
                .contentType(ContentType.JSON)
                .body(Map.of("teams", teams))
                .put("/api/team-groups/{name}", name)
                .then()
                .statusCode(status)
                .contentType(ContentType.JSON);
    }

    private static void refused(Map<String, Object> body, int status, String saying) {
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(status)
                .body("error", org.hamcrest.Matchers.containsString(saying));
    }
}
