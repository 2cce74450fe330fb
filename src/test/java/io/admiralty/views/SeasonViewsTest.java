package io.admiralty.views;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The season's public views are kept in memory between changes (SeasonViews), yet a reader sees a change as soon as it
 * is committed: each test reads the views first, so that they are kept, then changes the season and reads them again
 * at once, comparing with what is read past the cache (the REST game list, the season itself).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class SeasonViewsTest {

    @Test
    void aStoredGameIsOnEveryViewAsSoonAsItIsStored() {
        long season = LeagueApi.createSeason("{\"name\":\"views " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        long random = LeagueApi.builtinId("random");
        long hunter = LeagueApi.builtinId("hunter");
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        LeagueApi.enter(LeagueApi.ORGANISER, season, hunter);
        assertThat(restBoard(season).getList("games", Integer.class)).containsExactly(0, 0);
        assertThat(graphQLGames(season)).isEmpty();
        assertThat(graphQLBoardGames(season)).containsExactly(0, 0);
        assertThat(seasonPage(season)).doesNotContain("href=\"/games/");

        LeagueApi.queueRound(season).statusCode(201);
        // the REST game list reads past the cache: once it shows both games, every cached view must too
        List<Long> stored = Eventually.value(Duration.ofMinutes(2), () -> restGames(season), games -> assertThat(games)
                .hasSize(2));

        assertThat(restBoard(season).getList("games", Integer.class)).containsExactly(2, 2);
        assertThat(graphQLBoardGames(season)).containsExactly(2, 2);
        assertThat(graphQLGames(season)).isEqualTo(stored);
        String page = seasonPage(season);
        for (long game : stored) {
            assertThat(page).contains("href=\"/games/" + game + "\"");
        }
    }

    @Test
    void aTeamRenamedAndABotRetiredShowAtOnceOnTheLeaderboard() {
        LeagueApi.NewTeam team = LeagueApi.newTeam("views team " + System.nanoTime());
        long bot = LeagueApi.registerHttpBot(team.bearer(), "views bot", "http://127.0.0.1:9/bot");
        long season =
                LeagueApi.createSeason("{\"name\":\"views renamed " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team.bearer(), season, bot);
        JsonPath before = restBoard(season);
        assertThat(before.getBoolean("[0].bot.retired")).isFalse();

        String renamed = "views renamed team " + System.nanoTime();
        given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body(Map.of("name", renamed))
                .patch("/api/teams/{id}", team.id())
                .then()
                .statusCode(200);
        assertThat(restBoard(season).getString("[0].bot.team.name")).isEqualTo(renamed);

        given().header("Authorization", team.bearer())
                .delete("/api/bots/{id}", bot)
                .then()
                .statusCode(200);
        assertThat(restBoard(season).getBoolean("[0].bot.retired")).isTrue();
    }

    @Test
    void whatTheOrganiserReadsFirstGivesAnyoneNothingOwnerOnly() {
        long season =
                LeagueApi.createSeason("{\"name\":\"views owner " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("hunter"));
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);
        // the organiser may read every transcript; the views it reads first are kept, and must be anyone's
        String query = "{ leaderboard(season: \"" + season + "\") { skill { transcript } defence { transcript } }"
                + " games(season: \"" + season + "\") { games { id transcriptA transcriptB } } }";
        assertThat(LeagueApi.graphQLAs(LeagueApi.ORGANISER, query).getList("errors"))
                .isNull();

        JsonPath anyones = LeagueApi.graphQL(query);
        assertThat(anyones.getList("games.games.transcriptA")).containsOnlyNulls();
        assertThat(anyones.getList("games.games.transcriptB")).containsOnlyNulls();
        assertThat(anyones.getList("leaderboard.skill.transcript")).containsOnlyNulls();
        assertThat(anyones.getList("leaderboard.defence.transcript")).containsOnlyNulls();
    }

    private static JsonPath restBoard(long season) {
        return LeagueApi.leaderboard(season);
    }

    private static List<Integer> graphQLBoardGames(long season) {
        return LeagueApi.graphQL("{ leaderboard(season: \"" + season + "\") { games } }")
                .getList("leaderboard.games", Integer.class);
    }

    private static List<Long> graphQLGames(long season) {
        return LeagueApi.graphQL("{ games(season: \"" + season + "\", first: 20) { games { id } } }")
                .getList("games.games.id", Long.class);
    }

    private static List<Long> restGames(long season) {
        return LeagueApi.read("/api/games?season={season}", season).getList("games.id", Long.class);
    }

    private static String seasonPage(long season) {
        return given().get("/seasons/{id}", season)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }
}
