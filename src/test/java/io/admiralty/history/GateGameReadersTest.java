package io.admiralty.history;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.bot.http.ExampleHttpBot;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 44.6: another team's version-gate games were refused by {@code history?kind=gate} but readable one by one. One
 * rule now answers every path to a game (REST one by one and in lists, GraphQL, the replay page, the bot's page, a team
 * page, the download): a gate's games are the gated bot's team's and the organiser's, and nobody else's, anonymous or
 * another team by token or by session.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class GateGameReadersTest {

    private static ExampleHttpBot server;
    private static LeagueApi.NewTeam gating;
    private static LeagueApi.NewTeam other;
    private static String member;
    private static String outsider;
    private static long bot;
    private static long gateGame;

    /** Once for the class (where RestAssured knows the service's port: not in a static BeforeAll). */
    @BeforeEach
    void aTeamGatesAVersionOfItsHttpBot() throws Exception {
        if (server != null) {
            return;
        }
        server = ExampleHttpBot.start();
        long stamp = System.nanoTime();
        gating = LeagueApi.newTeam("Gating " + stamp);
        other = LeagueApi.newTeam("Nosy " + stamp);
        member = People.member(gating.id(), "gating-" + stamp + "@admiralty.test");
        outsider = People.member(other.id(), "nosy-" + stamp + "@admiralty.test");
        bot = LeagueApi.registerHttpBot(gating.bearer(), "gated-" + stamp, server.url());
        assertThat(LeagueApi.awaitValidation(bot).getString("validation.state")).isEqualTo("passed");
        given().header("Authorization", gating.bearer())
                .contentType(ContentType.JSON)
                .body(Map.of("url", server.url() + "v2", "gate", Map.of("maxGames", 2)))
                .post("/api/bots/{id}/versions", bot)
                .then()
                .statusCode(201);
        LeagueApi.awaitGate(bot, 2);
        // the gate's games are the bot's against itself (its candidate against its current version)
        gateGame = Eventually.value(
                        Duration.ofMinutes(1),
                        () -> given().header("Authorization", LeagueApi.ORGANISER)
                                .get("/api/games?bot={bot}&first=100", bot)
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath()
                                .getList("games.findAll { it.botA.id == it.botB.id }.id", Long.class),
                        games -> assertThat(games).isNotEmpty())
                .get(0);
    }

    @AfterAll
    static void stop() throws InterruptedException {
        server.close();
    }

    /** Anonymous, another team's token, another team's member signed in (on the league's own pages). */
    private static List<Supplier<RequestSpecification>> outsiders() {
        return List.of(() -> given(), () -> given().header("Authorization", other.bearer()), () -> fromOwnPage()
                .cookie(COOKIE, outsider));
    }

    /** The gated team's token, its member signed in, the organiser. */
    private static List<Supplier<RequestSpecification>> readers() {
        return List.of(
                () -> given().header("Authorization", gating.bearer()),
                () -> fromOwnPage().cookie(COOKIE, member),
                () -> given().header("Authorization", LeagueApi.ORGANISER));
    }

    @Test
    void restRefusesTheGameAndLeavesItOutOfListsForOutsiders() {
        List<Integer> refusals = List.of(401, 403, 403);
        for (int i = 0; i < 3; i++) {
            outsiders()
                    .get(i)
                    .get()
                    .get("/api/games/{id}", gateGame)
                    .then()
                    .statusCode(refusals.get(i))
                    .contentType(ContentType.JSON)
                    .body("error", containsString("version gate"));
            for (String list : List.of("/api/games?bot=" + bot + "&first=100", "/api/games?first=100")) {
                assertThat(outsiders()
                                .get(i)
                                .get()
                                .get(list)
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath()
                                .getList("games.id", Long.class))
                        .as("%s for outsider %d", list, i)
                        .doesNotContain(gateGame);
            }
            outsiders()
                    .get(i)
                    .get()
                    .get("/api/bots/{id}/history?kind=gate", bot)
                    .then()
                    .statusCode(refusals.get(i));
        }
        for (Supplier<RequestSpecification> reader : readers()) {
            JsonPath game = reader.get()
                    .get("/api/games/{id}", gateGame)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertThat(game.getList("placementA")).isNotEmpty();
            assertThat(reader.get()
                            .get("/api/games?bot=" + bot + "&first=100")
                            .then()
                            .extract()
                            .jsonPath()
                            .getList("games.id", Long.class))
                    .contains(gateGame);
        }
        assertThat(given().header("Authorization", gating.bearer())
                        .get("/api/bots/{id}/history?kind=gate", bot)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .contains("\"game\":" + gateGame);
    }

    @Test
    void graphQLAnswersByTheSameRule() {
        String one = "{ game(id: \"" + gateGame + "\") { id placementA { x y } } }";
        String list = "{ games(bot: \"" + bot + "\", first: 100) { games { id } } }";
        for (Supplier<RequestSpecification> outsider : outsiders()) {
            JsonPath answer = graphQL(outsider.get(), one);
            assertThat(answer.getString("data.game")).as(answer.prettify()).isNull();
            assertThat(answer.getString("errors[0].message")).contains("version gate");
            assertThat(graphQL(outsider.get(), list).getList("data.games.games.id", Long.class))
                    .doesNotContain(gateGame);
        }
        for (Supplier<RequestSpecification> reader : readers()) {
            JsonPath answer = graphQL(reader.get(), one);
            assertThat(answer.getList("data.game.placementA"))
                    .as(answer.prettify())
                    .isNotEmpty();
            assertThat(graphQL(reader.get(), list).getList("data.games.games.id", Long.class))
                    .contains(gateGame);
        }
    }

    @Test
    void thePagesAnswerByTheSameRule() {
        given().get("/games/{id}", gateGame).then().statusCode(401).body(containsString("version gate"));
        given().cookie(COOKIE, outsider)
                .get("/games/{id}", gateGame)
                .then()
                .statusCode(403)
                .body(containsString("version gate"));
        given().cookie(COOKIE, member).get("/games/{id}", gateGame).then().statusCode(200);
        // the bot's page lists its gate games for its team alone; another team's page has none of them; the gating
        // team's page shows them
        for (Supplier<RequestSpecification> outsider : outsiders()) {
            outsider.get()
                    .get("/bots/{id}", bot)
                    .then()
                    .statusCode(200)
                    .body(org.hamcrest.Matchers.not(containsString("href=\"/games/" + gateGame + "\"")));
        }
        given().cookie(COOKIE, member)
                .get("/bots/{id}", bot)
                .then()
                .statusCode(200)
                .body(containsString("href=\"/games/" + gateGame + "\""));
        given().cookie(COOKIE, outsider)
                .get("/teams/{team}/games/{game}", other.id(), gateGame)
                .then()
                .statusCode(404);
        given().cookie(COOKIE, member)
                .get("/teams/{team}/games/{game}", gating.id(), gateGame)
                .then()
                .statusCode(200);
        given().cookie(COOKIE, member)
                .get("/teams/{team}", gating.id())
                .then()
                .statusCode(200)
                .body(containsString("/games/" + gateGame + "\""));
    }

    private static JsonPath graphQL(RequestSpecification caller, String query) {
        return caller.contentType(ContentType.JSON)
                .body(Map.of("query", query))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }
}
