package io.admiralty.web;

import static io.admiralty.league.account.People.COOKIE;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/**
 * A game's stderr logs on the pages (issue 46.2): the team's view of the game puts each of its own bot's lines beside
 * its move, that move's think time and shots; the replay marks the lines of the step shown, for the bots' teams and
 * the organiser, and shows another team, or nobody signed in, none of them.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class GameLogPagesTest {

    @Test
    void eachTeamSeesItsOwnBotsLinesBesideTheirMovesAndNoOneElseSeesAny() throws Exception {
        LeagueApi.NewTeam north = LeagueApi.newTeam("Page Logs North");
        LeagueApi.NewTeam south = LeagueApi.newTeam("Page Logs South");
        long third = People.team("Page Logs Third");
        String northMember = People.member(north.id(), "logs-north@admiralty.test");
        String southMember = People.member(south.id(), "logs-south@admiralty.test");
        String stranger = People.member(third, "logs-third@admiralty.test");
        String organiser = People.session(People.ORGANISER_EMAIL, People.ORGANISER_PASSWORD);
        long northBot = LeagueApi.validatedScriptBot(north.bearer(), "north-talker", "chatty_native.py");
        long southBot = LeagueApi.validatedScriptBot(south.bearer(), "south-talker", "chatty_native.py");
        long season = LeagueApi.playedSeason("page-logs", north, northBot, south, southBot);
        long game = LeagueApi.firstGame(season);
        String northSeat = LeagueApi.read("/api/games/{id}", game).getLong("botA.id") == northBot ? "A" : "B";

        // the team's view: its own bot's lines only, each beside its move, think time and shots
        Document teamView = People.page(northMember, "/teams/" + north.id() + "/games/" + game);
        assertThat(teamView.select("section.stderr h2").eachText())
                .containsExactly("What north-talker v1 wrote to stderr");
        List<Element> rows = teamView.select("table.log tbody tr");
        assertThat(cells(rows.get(0))).containsExactly("0", "", "placing", "placing in rows 0-8");
        List<String> first = cells(rows.get(1));
        assertThat(first.get(3)).isEqualTo("move 1: firing at 0,0");
        int move = Integer.parseInt(first.get(0));
        assertThat(first.get(1)).matches("\\d+ µs|\\d+\\.\\d ms");
        // the move's shot is the north bot's move-th one (a line may be marked a move late: its own shot then)
        assertThat(first.get(2)).matches("\\(\\d,\\d\\) (miss|hit|sunk)");
        assertThat(rows.get(1).selectFirst("a").attr("href")).startsWith("/games/" + game + "?step=");
        assertThat(teamView.text()).doesNotContain("south-talker v1 wrote");
        assertThat(People.page(southMember, "/teams/" + south.id() + "/games/" + game)
                        .select("section.stderr h2")
                        .eachText())
                .containsExactly("What south-talker v1 wrote to stderr");

        // the replay at the step of that move: the viewer's own seat's lines, those of the step marked
        int step = Integer.parseInt(rows.get(1).selectFirst("a").attr("href").replaceAll(".*step=", ""));
        Document replay = People.page(northMember, "/games/" + game + "?step=" + step);
        assertThat(replay.select("#logs h3").eachText()).containsExactly("north-talker v1 (seat " + northSeat + ")");
        assertThat(replay.select("#logs li.now").eachText()).isNotEmpty().allSatisfy(line -> assertThat(line)
                .startsWith("move " + move));
        assertThat(replay.select("#logs li.now").eachText())
                .anySatisfy(line -> assertThat(line).endsWith("move 1: firing at 0,0"));
        String southSeat = northSeat.equals("A") ? "B" : "A";
        assertThat(People.page(organiser, "/games/" + game).select("#logs h3").eachText())
                .containsExactlyInAnyOrder(
                        "north-talker v1 (seat " + northSeat + ")", "south-talker v1 (seat " + southSeat + ")");

        // another team's member and nobody signed in: no log at all, by the replay or by the team's address
        assertThat(People.page(stranger, "/games/" + game).select("#logs")).isEmpty();
        assertThat(People.page(stranger, "/games/" + game).text()).doesNotContain("firing at");
        assertThat(Jsoup.parse(given().get("/games/{id}", game).asString()).text())
                .doesNotContain("firing at");
        given().cookie(COOKIE, stranger)
                .redirects()
                .follow(false)
                .get("/teams/{id}/games/{game}", north.id(), game)
                .then()
                .statusCode(403);
    }

    private static List<String> cells(Element row) {
        // every cell, the empty ones too (eachText leaves those out)
        return row.select("td").stream().map(Element::text).toList();
    }
}
