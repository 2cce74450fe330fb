package io.admiralty.league.tournament;

import static io.admiralty.league.tournament.TournamentRunTest.as;
import static io.admiralty.league.tournament.TournamentRunTest.create;
import static io.admiralty.league.tournament.TournamentRunTest.over;
import static io.admiralty.league.tournament.TournamentRunTest.release;
import static io.admiralty.league.tournament.TournamentRunTest.start;
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
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/**
 * A team's page, {@code /teams/{id}}, shows its bots' tournament placings as far as each tournament's releases let its
 * reader see them: a hidden single elimination of two built-ins and the team's bot tells an anonymous reader and a
 * third team nothing of a result there until its rounds are public, and the team's own member what the tournament's
 * page shows the participants.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentTeamPageTest {

    private static final String NOTHING_SHOWN = "running: no result shown yet";

    @Test
    void aHiddenTournamentsPlacingShowsOnTheTeamsPageOnlyAsItsRoundsAreReleased() throws Exception {
        String stamp = Long.toString(System.nanoTime());
        LeagueApi.NewTeam team = LeagueApi.newTeam("placings " + stamp);
        long bot = LeagueApi.validatedScriptBot(team.bearer(), "placings-bot", "sequential_native.py");
        String member = People.member(team.id(), "placings-" + stamp + "@placings.test");
        String thirdTeam = LeagueApi.newTeam("placings onlooker " + stamp).bearer();
        long id = create(Map.of(
                        "name",
                        "Placings Cup " + stamp,
                        "format",
                        "single",
                        "bestOf",
                        1,
                        "release",
                        "hidden",
                        "bots",
                        List.of(LeagueApi.builtinId("hunter"), LeagueApi.builtinId("random"), bot)))
                .getLong("id");
        assertThat(placing(publicPage(team.id(), null), id).select(".place").text())
                .isEqualTo("not started");
        start(id);
        JsonPath organiser = over(id, LeagueApi.ORGANISER);
        int rounds = organiser.getList("series.round", Integer.class).stream()
                .mapToInt(Integer::intValue)
                .max()
                .orElseThrow();
        int place = organiser.getInt("placings.find { it.bot == " + bot + " }.place");
        // the series the team's bot went out in, if it lost one: seed 3, it plays round 1
        Map<String, Object> lost = organiser.getMap(
                "series.find { (it.first == " + bot + " || it.second == " + bot + ") && it.winner != " + bot + " }");

        for (String reader : new String[] {null, thirdTeam}) {
            Element row = placing(publicPage(team.id(), reader), id);
            assertThat(row.select("th a[href=/tournaments/" + id + "]").text()).isEqualTo("Placings Cup " + stamp);
            assertThat(row.select("a[href=/bots/" + bot + "]").text()).isEqualTo("placings-bot");
            assertThat(row.select("td").eachText()).startsWith("single").contains("1");
            assertThat(row.select(".place").text()).isEqualTo(NOTHING_SHOWN);
            assertNoResult(publicPage(team.id(), reader));
        }
        Document own = People.page(member, "/teams/" + team.id());
        assertThat(placing(own, id).select(".place").text()).isEqualTo(NOTHING_SHOWN);
        assertNoResult(own);

        for (int round = 1; round <= rounds; round++) {
            release(id, round, "participants");
        }
        // the member sees its own series, as the tournament's page shows them; the placings need every round public
        Document tournamentPage = People.page(member, "/tournaments/" + id);
        String expected = NOTHING_SHOWN;
        if (lost != null) {
            expected = "out in round " + lost.get("round");
            long firstGame = ((Number) ((List<?>) lost.get("games")).get(0)).longValue();
            assertThat(tournamentPage.select("a[href=/games/" + firstGame + "]"))
                    .isNotEmpty();
        }
        assertThat(tournamentPage.select(".standings")).isEmpty();
        assertThat(placing(People.page(member, "/teams/" + team.id()), id)
                        .select(".place")
                        .text())
                .isEqualTo(expected);
        for (String reader : new String[] {null, thirdTeam}) {
            Document page = publicPage(team.id(), reader);
            assertThat(placing(page, id).select(".place").text()).isEqualTo(NOTHING_SHOWN);
            assertNoResult(page);
        }

        for (int round = 1; round <= rounds; round++) {
            release(id, round, "public");
        }
        for (String reader : new String[] {null, thirdTeam}) {
            assertThat(placing(publicPage(team.id(), reader), id)
                            .select(".place")
                            .text())
                    .isEqualTo("place " + place);
        }
        assertThat(placing(People.page(member, "/teams/" + team.id()), id)
                        .select(".place")
                        .text())
                .isEqualTo("place " + place);
    }

    /**
     * The team's public page as {@code caller} reads it (null: anonymous); a signed-in reader's is for no shared cache,
     * since it may hold rounds released to the reader's team.
     */
    private static Document publicPage(long team, String caller) {
        Response page = as(caller).get("/teams/{id}", team);
        page.then().statusCode(200).contentType(ContentType.HTML);
        assertThat(page.header("Cache-Control")).isEqualTo(caller == null ? null : "private, no-store");
        return Jsoup.parse(page.asString());
    }

    /** The row of the page's tournaments for the tournament. */
    private static Element placing(Document page, long tournament) {
        List<Element> rows = page.select("#tournaments tr[data-tournament=" + tournament + "]");
        assertThat(rows).hasSize(1);
        return rows.get(0);
    }

    /** Nothing on the page says where a bot placed or went out, nor links to a game. */
    private static void assertNoResult(Document page) {
        assertThat(page.text()).doesNotContainPattern("place \\d").doesNotContain("out in round");
        assertThat(page.select("#tournaments a[href^=/games/]")).isEmpty();
    }
}
