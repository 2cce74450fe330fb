package io.admiralty.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.web.Browser;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a bot prints is its team's business: a bot that writes a secret to stderr and crashes forfeits in public,
 * but its transcript (stderr included) is shown only to its own team and the organiser, over REST, over
 * GraphQL and on the replay page.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class VisibilityTest {

    private static final String SECRET = "sk-live-4f2a9c";
    private static String owner;
    private static long game;

    @ConfigProperty(name = "quarkus.http.test-port", defaultValue = "8081")
    int port;

    /** Once for the class: the leaky bot forfeits its validation games against a built-in. */
    @BeforeEach
    void playTheLeakyBot() throws Exception {
        if (game != 0) {
            return;
        }
        owner = "Bearer " + LeagueApi.createTeam("leaky-" + System.nanoTime());
        long leaky = LeagueApi.uploadProcessBot(
                owner,
                "leaky",
                "native",
                List.of("python3", "leak.py"),
                Map.of(
                        "leak.py",
                        """
                import sys
                print("my api key is %s", file=sys.stderr)
                sys.exit(3)
                """
                                .formatted(SECRET)));
        // the bot crashes as it starts: its validation (two games against a built-in) is where it forfeits, and
        // those games' transcripts are its team's
        game = Eventually.value(
                        Duration.ofMinutes(2),
                        () -> given().get("/api/bots/{id}", leaky)
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath(),
                        bot -> assertThat(bot.getString("validation.state")).isEqualTo("refused"))
                .getLong("validation.games[0]");
    }

    @Test
    void restShowsTheTranscriptOnlyToItsTeamAndTheOrganiser() {
        String other = "Bearer " + LeagueApi.createTeam("nosy-" + System.nanoTime());
        for (String outsider : new String[] {null, other}) {
            var request = given();
            if (outsider != null) {
                request.header("Authorization", outsider);
            }
            request.get("/api/games/{id}", game)
                    .then()
                    .statusCode(200)
                    .body("reason", containsString("forfeit_crash"))
                    .body(not(containsString(SECRET)))
                    .body("transcriptA", nullValue())
                    .body("transcriptB", nullValue());
        }
        for (String insider : new String[] {owner, LeagueApi.ORGANISER}) {
            assertThat(given().header("Authorization", insider)
                            .get("/api/games/{id}", game)
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString())
                    .contains(SECRET);
        }
    }

    @Test
    void graphQLShowsTheTranscriptOnlyToItsTeamAndTheOrganiser() {
        String query = "{ game(id: \"" + game + "\") { reason detail transcriptA transcriptB } }";
        String anonymous = given().contentType(ContentType.JSON)
                .body(Map.of("query", query))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(anonymous).contains("forfeit_crash").doesNotContain(SECRET);
        JsonPath mine = given().header("Authorization", owner)
                .contentType(ContentType.JSON)
                .body(Map.of("query", query))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(mine.getString("data.game.transcriptA") + mine.getString("data.game.transcriptB"))
                .contains(SECRET);
    }

    /**
     * The page's HTML holds a transcript for those who may read it alone (its team, the organiser), never kept by a
     * shared cache; the public page and another team's hold none (issue 49.3: signed-in people paste no token).
     */
    @Test
    void theReplayPagesHtmlHoldsTheTranscriptOnlyForThoseWhoMayReadIt() {
        String stranger = "Bearer " + LeagueApi.createTeam("replay-strangers-" + System.nanoTime());
        for (String caller : new String[] {null, stranger}) {
            var request = given();
            if (caller != null) {
                request.header("Authorization", caller);
            }
            assertThat(request.get("/games/{id}", game)
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString())
                    .contains("forfeit_crash")
                    .doesNotContain(SECRET)
                    .doesNotContain("my api key");
        }
        for (String caller : new String[] {owner, LeagueApi.ORGANISER}) {
            var answer = given().header("Authorization", caller).get("/games/{id}", game);
            assertThat(answer.statusCode()).isEqualTo(200);
            assertThat(answer.header("Cache-Control")).isEqualTo("private, no-store");
            assertThat(answer.asString()).contains(SECRET).doesNotContain("paste your");
        }
    }

    @Test
    void theReplayPageShowsTheTranscriptOnceTheTeamPastesItsToken() throws Exception {
        String seen = Browser.playwright(
                "transcript-visibility.mjs",
                "http://localhost:" + port + "/games/" + game,
                owner.substring("Bearer ".length()),
                SECRET,
                Browser.screenshot("replay-transcript-with-token"));
        JsonPath page = JsonPath.from(seen);
        assertThat(page.getBoolean("publicPage"))
                .as("the public replay shows the secret")
                .isFalse();
        assertThat(page.getBoolean("withToken"))
                .as("the owner's replay shows its transcript")
                .isTrue();
    }
}
