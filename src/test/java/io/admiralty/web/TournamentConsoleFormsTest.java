package io.admiralty.web;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.ORGANISER_EMAIL;
import static io.admiralty.league.account.People.ORGANISER_PASSWORD;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.admiralty.league.account.People.session;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * The console's forms for withdrawals and groups of teams, read as a browser reads them (jsoup): a refusal comes back
 * beside its field, a form done redirects to the page it changed, which says so; a team's member is refused the
 * console; the same calls through GraphQL are the organiser's (a withdrawal also its team's) alone.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentConsoleFormsTest {

    @Test
    void theOrganiserWithdrawsAnEntrantFromTheConsoleAndHostileFormsAreRefused() {
        String organiser = session(ORGANISER_EMAIL, ORGANISER_PASSWORD);
        long hunter = LeagueApi.builtinId("hunter");
        long random = LeagueApi.builtinId("random");
        long parity = LeagueApi.builtinId("parity");
        long id = tournament(List.of(hunter, random, parity));
        String path = "/admin/tournaments/" + id + "/withdraw";

        assertThat(problem(post(organiser, path, Map.of("reason", "no show"), 400), "withdraw-bot"))
                .contains("give the entrant's bot id");
        assertThat(problem(post(organiser, path, Map.of("bot", "x", "reason", "no show"), 400), "withdraw-bot"))
                .contains("whole number");
        assertThat(problem(post(organiser, path, Map.of("bot", Long.toString(random)), 400), "withdraw-reason"))
                .isNotBlank();
        assertThat(problem(
                        post(organiser, path, Map.of("bot", Long.toString(random), "reason", "x".repeat(201)), 400),
                        "withdraw-reason"))
                .isNotBlank();
        assertThat(problem(
                        post(organiser, path, Map.of("bot", Long.toString(random), "reason", "a\u0007b"), 400),
                        "withdraw-reason"))
                .isNotBlank();
        assertThat(problem(post(organiser, path, Map.of("bot", "999999999", "reason", "no show"), 404), "withdraw-bot"))
                .contains("not an entrant");
        LeagueApi.NewTeam team = LeagueApi.newTeam("console strangers " + System.nanoTime());
        String member = People.member(team.id(), "stranger-" + System.nanoTime() + "@admiralty.test");
        post(member, path, Map.of("bot", Long.toString(random), "reason", "no show"), 403);

        Response done = post(organiser, path, Map.of("bot", Long.toString(random), "reason", "<b>no show</b>"), 303);
        assertThat(done.header("Location")).endsWith("/admin/tournaments/" + id + "?done=withdrawn");
        Document page = page(organiser, "/admin/tournaments/" + id + "?done=withdrawn");
        assertThat(page.select("[role=status]").text()).startsWith("The entrant is withdrawn");
        assertThat(page.select("table.entrants").text()).contains("withdrawn: <b>no show</b>");
        assertThat(page.select("table.entrants b")).isEmpty();
        assertThat(problem(
                        post(organiser, path, Map.of("bot", Long.toString(random), "reason", "again"), 409),
                        "withdraw-bot"))
                .contains("withdrawn already");

        // GraphQL: a stranger team is refused, the organiser withdraws, a blank reason is refused
        String mutation = "mutation { withdrawFromTournament(tournament: \"" + id + "\", bot: \"%d\", reason: \"%s\")"
                + " { entrants { bot withdrawn } } }";
        assertThat(LeagueApi.graphQLAs(team.bearer(), mutation.formatted(parity, "gone"))
                        .getList("errors"))
                .isNotEmpty();
        assertThat(LeagueApi.graphQLAs(null, mutation.formatted(parity, "gone")).getList("errors"))
                .isNotEmpty();
        assertThat(LeagueApi.graphQLAs(LeagueApi.ORGANISER, mutation.formatted(parity, " "))
                        .getList("errors"))
                .isNotEmpty();
        JsonPath withdrawn = LeagueApi.graphQLAs(LeagueApi.ORGANISER, mutation.formatted(parity, "gone"));
        assertThat(withdrawn.getList("errors")).isNull();
        assertThat(withdrawn.getString("data.withdrawFromTournament.entrants.find { it.bot.toString() == '" + parity
                        + "' }.withdrawn"))
                .isEqualTo("gone");
    }

    @Test
    void theOrganiserNamesAGroupOfTeamsInTheConsoleAndSeesIt() {
        String organiser = session(ORGANISER_EMAIL, ORGANISER_PASSWORD);
        LeagueApi.NewTeam students = LeagueApi.newTeam("console students " + System.nanoTime());
        LeagueApi.NewTeam others = LeagueApi.newTeam("console others " + System.nanoTime());
        String name = "class-" + (System.nanoTime() % 100_000);
        String path = "/admin/tournaments/groups";

        assertThat(problem(post(organiser, path, Map.of("name", "Not A Name", "teams", ""), 400), "group-name"))
                .isNotBlank();
        assertThat(problem(post(organiser, path, Map.of("name", name, "teams", "1, x"), 400), "group-teams"))
                .contains("'x' is none");
        assertThat(problem(post(organiser, path, Map.of("name", name, "teams", "999999999"), 404), "group-teams"))
                .contains("no team 999999999");
        String member = People.member(students.id(), "student-" + System.nanoTime() + "@admiralty.test");
        post(member, path, Map.of("name", name, "teams", Long.toString(students.id())), 403);

        Response done = post(organiser, path, Map.of("name", name, "teams", students.id() + ", " + others.id()), 303);
        assertThat(done.header("Location")).endsWith("/admin/tournaments?done=grouped");
        Document page = page(organiser, "/admin/tournaments?done=grouped");
        assertThat(page.select("[role=status]").text()).isEqualTo("The group is set.");
        assertThat(page.select("table.groups tr:contains(" + name + ")").text())
                .isEqualTo(name + " " + students.id() + ", " + others.id());

        // GraphQL: the organiser's alone
        String mutation =
                "mutation { setTeamGroup(name: \"" + name + "\", teams: [\"" + students.id() + "\"]) { name teams } }";
        assertThat(LeagueApi.graphQLAs(students.bearer(), mutation).getList("errors"))
                .isNotEmpty();
        JsonPath set = LeagueApi.graphQLAs(LeagueApi.ORGANISER, mutation);
        assertThat(set.getList("errors")).isNull();
        assertThat(LeagueApi.graphQL("{ teamGroups { name teams } }")
                        .getList("teamGroups.find { it.name == '" + name + "' }.teams", String.class))
                .containsExactly(Long.toString(students.id()));
        assertThat(LeagueApi.graphQLAs(
                                LeagueApi.ORGANISER, "mutation { setTeamGroup(name: \"Bad!\", teams: []) { name } }")
                        .getList("errors"))
                .isNotEmpty();
    }

    private static long tournament(List<Long> bots) {
        return fromOwnPage()
                .header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name", "console forms " + System.nanoTime(), "format", "single", "bestOf", 1, "bots", bots))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** The refusal beside the field (its id), or above the form (null), on the page answered. */
    private static String problem(Response answer, String field) {
        Document page = Jsoup.parse(answer.asString());
        return field == null
                ? page.select("[role=alert]").text()
                : page.select("#" + field + "-problem").text();
    }

    private static Document page(String session, String path) {
        return Jsoup.parse(fromOwnPage()
                .cookie(COOKIE, session)
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .asString());
    }

    private static Response post(String session, String path, Map<String, String> form, int status) {
        Response answer = fromOwnPage()
                .cookie(COOKIE, session)
                .contentType(ContentType.URLENC)
                .formParams(form)
                .redirects()
                .follow(false)
                .post(path);
        assertThat(answer.statusCode())
                .as(path + " " + form + ": " + answer.asString())
                .isEqualTo(status);
        return answer;
    }
}
