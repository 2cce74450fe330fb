package io.admiralty.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.account.People;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The owner's view of a game in Chromium (issue 46.4): its bot's stderr lines beside their moves with their think
 * times, its tags and metrics, and the replay marking the lines of the step shown as its controls move it, at 1280
 * and 390 wide, none wider than the screen (own-game-view.mjs).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class OwnGameViewJourneyTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void theOwnerSeesItsBotsLinesBesideItsMovesAndItsTagsAndTheReplayMarksThemStepByStep() throws Exception {
        LeagueApi.NewTeam team = LeagueApi.newTeam("Journey Noters");
        String email = "journey-noter@admiralty.test";
        People.member(team.id(), email);
        long bot = LeagueApi.validatedScriptBot(team.bearer(), "journey-noter", "notes_native.py");
        long season = LeagueApi.createSeason(
                "{\"name\":\"journey-notes-" + System.nanoTime() + "\",\"ruleset\":\"classic\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(team.bearer(), season, bot);
        LeagueApi.enter(LeagueApi.ORGANISER, season, LeagueApi.builtinId("random"));
        LeagueApi.queueRound(season).statusCode(201);
        LeagueApi.awaitRound(season, 1);
        long game = LeagueApi.firstGame(season);

        JsonPath seen = JsonPath.from(Browser.playwright(
                "own-game-view.mjs",
                root.toString().replaceAll("/$", ""),
                email,
                People.password(email),
                "/teams/" + team.id() + "/games/" + game,
                Browser.screenshotFolder() + "/own-game"));

        assertThat(seen.getList("tags")).containsExactly("calm", "opening-corner", "rows:0-8");
        assertThat(seen.getList("metrics", String.class))
                .anySatisfy(m -> assertThat(m).isEqualTo("confidence = 0.82"));
        assertThat(seen.getList("logHeadings")).containsExactly("What journey-noter v1 wrote to stderr");
        List<List<String>> rows = seen.getList("logRows");
        // the placement's lines, then the first shot's: its move (a line may be marked a move late, never early), that
        // move's think time and shot
        assertThat(rows.stream().map(row -> row.get(3)).toList())
                .startsWith(
                        "admiralty tag opening-corner",
                        "admiralty tag rows:0-8",
                        "admiralty tag calm",
                        "admiralty metric confidence=0.82");
        assertThat(rows.get(4).get(3)).isEqualTo("admiralty metric shots=1");
        assertThat(Integer.parseInt(rows.get(4).get(0))).isPositive();
        assertThat(rows.get(4).get(1)).matches("\\d+ µs|\\d+\\.\\d ms");
        assertThat(rows.get(4).get(2)).matches("\\(\\d,\\d\\) (miss|hit|sunk)");
        long placing = rows.stream().filter(row -> row.get(0).equals("0")).count();
        for (int width : List.of(1280, 390)) {
            assertThat(seen.getString("heading" + width)).startsWith("Game " + game);
            // at the first shot's step its line is marked; stepped to the end or the start by the replay's buttons the
            // marks move with the step: the end's are later moves', the start's the placement's
            assertThat(seen.getList("markedAt" + width, String.class))
                    .anySatisfy(line -> assertThat(line).endsWith("admiralty metric shots=1"));
            assertThat(seen.getList("markedAtEnd" + width, String.class))
                    .noneSatisfy(line -> assertThat(line).endsWith("admiralty metric shots=1"));
            assertThat(seen.getList("markedAtStart" + width, String.class))
                    .hasSize((int) placing)
                    .allSatisfy(line -> assertThat(line).startsWith("move 0: "));
        }
        assertThat(Browser.assertNoPageWiderThanItsViewport(seen)).containsKeys(390, 1280);
        assertThat(seen.getList("consoleErrors")).isEmpty();
    }
}
