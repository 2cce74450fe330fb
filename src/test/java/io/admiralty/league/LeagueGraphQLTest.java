package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The GraphQL names other people's scripts rely on, on a season that was really played. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LeagueGraphQLTest {

    private static final int GAMES = 4;
    private static final String ANOTHER_TEAMS = "this belongs to another team";
    private static final String NO_TOKEN = "this needs a team's or the organiser's token";
    private static long season;
    private static long density;

    /** Once for the class; in @BeforeEach because the service is not listening yet in @BeforeAll. */
    @BeforeEach
    void playASeason() throws InterruptedException {
        if (season != 0) {
            return;
        }
        season = LeagueApi.createSeason(
                "{\"name\":\"graphql\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}");
        density = LeagueApi.builtinId("density");
        for (String bot : List.of("density", "random", "hunter")) {
            LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId(bot));
        }
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 3);
    }

    @Test
    void leaderboardRanksByEloWithTheMaximumLikelihoodRatingBesideIt() {
        JsonPath board = LeagueApi.graphQL(
                "{ leaderboard(season: \"" + season
                        + "\", first: 10) { rank elo games wins losses draws forfeits mle mleLow mleHigh bot { id name team { name } } } }");
        List<Map<String, Object>> rows = board.getList("leaderboard");
        assertThat(rows).hasSize(3);
        assertThat(board.getList("leaderboard.rank", Integer.class)).containsExactly(1, 2, 3);
        List<Float> elo = board.getList("leaderboard.elo", Float.class);
        assertThat(elo).isSortedAccordingTo((a, b) -> Float.compare(b, a));
        assertThat(elo.stream().mapToDouble(Float::doubleValue).sum())
                .isCloseTo(4500, org.assertj.core.data.Offset.offset(0.01));
        assertThat(board.getList("leaderboard.games", Integer.class)).containsOnly(2 * GAMES);
        assertThat(board.getList("leaderboard.bot.team.name", String.class)).containsOnly("builtin");
        for (Map<String, Object> row : rows) {
            double mle = ((Number) row.get("mle")).doubleValue();
            assertThat(((Number) row.get("mleLow")).doubleValue()).isLessThan(mle);
            assertThat(((Number) row.get("mleHigh")).doubleValue()).isGreaterThan(mle);
        }
    }

    @Test
    void ratingHistoryEndsAtTheBotsCurrentElo() {
        JsonPath bot = LeagueApi.graphQL(
                "{ bot(id: \"" + density + "\") { name ratingHistory(season: \"" + season + "\") { game elo at } } }");
        List<Float> history = bot.getList("bot.ratingHistory.elo", Float.class);
        assertThat(history).hasSize(2 * GAMES);
        JsonPath board = LeagueApi.graphQL("{ leaderboard(season: \"" + season + "\") { elo bot { id } } }");
        int row = board.getList("leaderboard.bot.id", String.class).indexOf(Long.toString(density));
        assertThat(history.get(history.size() - 1))
                .isEqualTo(board.getList("leaderboard.elo", Float.class).get(row));
    }

    @Test
    void gamesPageWithCursorsWithoutOverlap() {
        List<String> seen = new ArrayList<>();
        String after = null;
        boolean more = true;
        while (more) {
            JsonPath page = LeagueApi.graphQL(
                    "{ games(season: \"" + season + "\", first: 5" + (after == null ? "" : ", after: \"" + after + "\"")
                            + ") { games { id botA { name version } botB { name } firstMover reason } endCursor hasNextPage } }");
            seen.addAll(page.getList("games.games.id", String.class));
            after = page.getString("games.endCursor");
            more = page.getBoolean("games.hasNextPage");
        }
        assertThat(seen).hasSize(3 * GAMES).doesNotHaveDuplicates();
        assertThat(new HashSet<>(seen)).hasSize(3 * GAMES);
    }

    @Test
    void oneGameHasEveryStrike() {
        String id = LeagueApi.graphQL("{ games(season: \"" + season + "\", first: 1) { games { id strikeCount } } }")
                .getString("games.games[0].id");
        JsonPath game = LeagueApi.graphQL(
                "{ game(id: \"" + id
                        + "\") { strikeCount strikes { seq shooter x y result sunkLength } placementA { x y length orientation } } }");
        List<Integer> seqs = game.getList("game.strikes.seq", Integer.class);
        assertThat(seqs).hasSize(game.getInt("game.strikeCount"));
        for (int i = 0; i < seqs.size(); i++) {
            assertThat(seqs.get(i)).isEqualTo(i + 1);
        }
        assertThat(game.getList("game.strikes.result", String.class))
                .containsOnly("miss", "hit", "sunk")
                .contains("sunk");
        assertThat(game.getList("game.placementA")).hasSize(5);
        assertThat(LeagueApi.graphQL("{ game(id: \"999999\") { id } }").getMap("game"))
                .isNull();
    }

    @Test
    void headToHeadIsSymmetric() {
        JsonPath h2h =
                LeagueApi.graphQL("{ headToHead(season: \"" + season + "\") { bot opponent wins losses draws } }");
        List<Map<String, Object>> rows = h2h.getList("headToHead");
        assertThat(rows).hasSize(6);
        for (Map<String, Object> row : rows) {
            Map<String, Object> mirror = rows.stream()
                    .filter(r -> r.get("bot").equals(row.get("opponent"))
                            && r.get("opponent").equals(row.get("bot")))
                    .findFirst()
                    .orElseThrow();
            assertThat(mirror.get("wins")).isEqualTo(row.get("losses"));
            assertThat((Integer) row.get("wins") + (Integer) row.get("losses") + (Integer) row.get("draws"))
                    .isEqualTo(GAMES);
        }
    }

    @Test
    void seasonsShowTheirProgressAndTheSchemaIsPublished() {
        JsonPath seasons =
                LeagueApi.graphQL("{ seasons { id name progress { queued running done games } } season(id: \"" + season
                        + "\") { name progress { done games } } }");
        assertThat(seasons.getList("seasons.id", String.class)).contains(Long.toString(season));
        assertThat(seasons.getInt("season.progress.done")).isEqualTo(3);
        assertThat(seasons.getInt("season.progress.games")).isEqualTo(3 * GAMES);
        given().get("/graphql/schema.graphql")
                .then()
                .statusCode(200)
                .body(containsString("leaderboard("))
                .body(containsString("headToHead("))
                .body(containsString("ratingHistory("));
    }

    /**
     * The views are plain records with {@code long} ids and a {@code finalPlan}: the schema still types every id as
     * GraphQL's ID, written as a string, and names a season's final {@code final}, as REST does.
     */
    @Test
    void idsAreGraphQLsIdsAndASeasonsFinalIsNamedAsInRest() {
        String schema = given().get("/graphql/schema.graphql")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        Matcher id = Pattern.compile("(?m)^  (id|\\w+Id): (\\S+)$").matcher(schema);
        List<String> types = new ArrayList<>();
        while (id.find()) {
            types.add(id.group(1) + ": " + id.group(2));
        }
        assertThat(types).hasSizeGreaterThan(10).allSatisfy(field -> assertThat(field)
                .matches(".*: ID!?"));
        assertThat(schema).contains("\n  final: FinalView\n").doesNotContain("finalPlan");

        JsonPath answer = LeagueApi.graphQL("{ season(id: \"" + season + "\") { id final { state } } "
                + "headToHead(season: \"" + season + "\") { bot opponent } }");
        assertThat((Object) answer.get("season.id")).isEqualTo(Long.toString(season));
        assertThat((Object) answer.get("season.final")).isNull();
        assertThat(answer.getList("headToHead.bot")).isNotEmpty().allSatisfy(bot -> assertThat(bot)
                .isInstanceOf(String.class));
    }

    @Test
    void aBotIsWithdrawnAndBroughtBackByItsTeamOrTheOrganiserOnlyAsOverRest() {
        String team = LeagueApi.newTeam("GraphQL Changes").bearer();
        String stranger = LeagueApi.newTeam("GraphQL Strangers").bearer();
        long bot = LeagueApi.registerHttpBot(team, "graphql-comeback", "http://127.0.0.1:9/");
        long entered = LeagueApi.createSeason("{\"name\":\"graphql changes\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team, entered, bot);
        String withdraw =
                "mutation { withdrawEntry(season: \"" + entered + "\", bot: \"" + bot + "\") { id entries } }";

        assertThat(mutationRefused(stranger, withdraw)).isEqualTo(ANOTHER_TEAMS);
        assertThat(mutationRefused("", withdraw)).startsWith(NO_TOKEN);
        assertThat(mutation(team, withdraw).getLong("withdrawEntry.id")).isEqualTo(entered);
        // withdrawn once: a second withdrawal finds no entry, and entering again is REST's
        assertThat(mutationRefused(team, withdraw)).isEqualTo("bot " + bot + " is not in season " + entered);
        LeagueApi.enter(team, entered, bot);
        String builtin = "mutation { withdrawEntry(season: \"" + season + "\", bot: \"" + density + "\") { id } }";
        assertThat(mutationRefused(team, builtin)).isEqualTo("only the organiser may do this");

        given().header("Authorization", team)
                .delete("/api/bots/{id}", bot)
                .then()
                .statusCode(200);
        String unretire = "mutation { unretireBot(id: \"" + bot + "\") { id retired } }";
        assertThat(mutationRefused(stranger, unretire)).isEqualTo(ANOTHER_TEAMS);
        assertThat(mutationRefused("", unretire)).startsWith(NO_TOKEN);
        assertThat(mutation(team, unretire).getBoolean("unretireBot.retired")).isFalse();
        given().get("/api/bots/{id}", bot).then().statusCode(200).body("retired", equalTo(false));
        given().header("Authorization", team)
                .delete("/api/bots/{id}", bot)
                .then()
                .statusCode(200);
        assertThat(mutation(LeagueApi.ORGANISER, unretire).getBoolean("unretireBot.retired"))
                .isFalse();
        assertThat(mutationRefused(LeagueApi.ORGANISER, "mutation { unretireBot(id: \"" + density + "\") { id } }"))
                .isEqualTo("built-in bots are never retired");
    }

    private static JsonPath mutation(String caller, String mutation) {
        JsonPath answer = LeagueApi.graphQLAs(caller, mutation);
        assertThat(answer.getList("errors")).as(answer.prettify()).isNull();
        return answer.setRootPath("data");
    }

    /** The refusal's message; the mutation changed nothing (its data is null). */
    private static String mutationRefused(String caller, String mutation) {
        JsonPath answer = LeagueApi.graphQLAs(caller, mutation);
        assertThat(answer.getList("errors")).as(answer.prettify()).hasSize(1);
        assertThat(answer.getMap("data") == null
                        || answer.getMap("data").values().stream().allMatch(v -> v == null))
                .as(answer.prettify())
                .isTrue();
        return answer.getString("errors[0].message");
    }

    @Test
    void aSeasonWithoutGamesHasEmptyTablesAndNoSeasonIsAnError() {
        long empty = LeagueApi.createSeason("{\"name\":\"no entries\",\"ruleset\":\"classic\"}");
        JsonPath tables = LeagueApi.graphQL(
                "{ leaderboard(season: \"" + empty + "\") { rank } headToHead(season: \"" + empty + "\") { bot } }");
        assertThat(tables.getList("leaderboard")).isEmpty();
        assertThat(tables.getList("headToHead")).isEmpty();
        // the tables read the season apart only when they have no rows: a season that does not exist is still told
        for (String query : List.of(
                "{ leaderboard(season: \"987654321\") { rank } }", "{ headToHead(season: \"987654321\") { bot } }")) {
            assertThat(LeagueApi.graphQLAs(null, query).getString("errors[0].message"))
                    .as(query)
                    .contains("no season 987654321");
        }
        assertThat(LeagueApi.leaderboard(empty).getList("$")).isEmpty();
        given().get("/api/seasons/987654321/leaderboard").then().statusCode(404);
    }

    @Test
    void badArgumentsAreErrorsThatSayWhy() {
        assertThat(LeagueApi.graphQLAs(null, "{ leaderboard(season: \"abc\") { rank } }")
                        .getString("errors[0].message"))
                .contains("'abc' is not an id");
    }
}
