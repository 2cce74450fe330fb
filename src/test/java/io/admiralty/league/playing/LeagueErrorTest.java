package io.admiralty.league.playing;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.league.queue.MatchupQueue;
import io.quarkus.arc.ClientProxy;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An {@link Error} thrown by the league's own code while a matchup plays (here an {@link OutOfMemoryError} from storing
 * its games, put in through Quarkus' bean replacement with a hand-written storage, no mock framework): no bot forfeits
 * for it, the matchup goes back to the queue and is finished once, and the worker thread that met the Error lives on.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LeagueErrorTest {

    private static final int GAMES = 4;

    @Inject
    MatchupStorage storage;

    @Inject
    EntityManager entities;

    @Test
    void anErrorOfTheLeaguesOwnHandsTheMatchupBackAndTheWorkerLivesOn() {
        long season = LeagueApi.createSeason(
                "{\"name\":\"league error " + System.nanoTime() + "\",\"gamesPerMatchup\":" + GAMES + "}");
        FailingOnce failing = new FailingOnce(ClientProxy.unwrap(storage), season);
        QuarkusMock.installMockForType(failing, MatchupStorage.class);
        long random = LeagueApi.builtinId("random");
        long sequential = LeagueApi.builtinId("sequential");
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        LeagueApi.enter(LeagueApi.ORGANISER, season, sequential);
        LeagueApi.queueRound(season).statusCode(201);

        JsonPath done = LeagueApi.awaitRound(season, 1);
        assertThat(failing.thrower).as("the Error was thrown").isNotNull();
        assertThat(failing.thrower.isAlive())
                .as("the worker thread that met the Error")
                .isTrue();
        assertThat(done.getInt("progress.games")).isEqualTo(GAMES);
        assertThat(done.getInt("progress.cancelled")).isZero();
        // handed back after the Error, as a failed attempt: claimed twice, finished by the second claim
        assertThat(QuarkusTransaction.requiringNew().call(() -> ((Number) entities.createNativeQuery(
                                        "select w.attempts from work w join matchup m using (id) where m.season_id = :season")
                                .setParameter("season", season)
                                .getSingleResult())
                        .intValue()))
                .isEqualTo(2);
        // finished once: each game of the matchup stored once, none a forfeit of either bot
        JsonPath games = given().contentType(ContentType.JSON)
                .body(Map.of(
                        "query",
                        "{ games(season: \"" + season
                                + "\", first: 20) { games { index reason } } leaderboard(season: \"" + season
                                + "\") { games forfeits } }"))
                .post("/graphql")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .setRootPath("data");
        assertThat(games.getList("games.games.index", Integer.class)).containsExactlyInAnyOrder(1, 2, 3, 4);
        assertThat(games.getList("games.games.reason", String.class)).noneMatch(r -> r.startsWith("forfeit"));
        assertThat(games.getList("leaderboard.games", Integer.class)).containsOnly(GAMES);
        assertThat(games.getList("leaderboard.forfeits", Integer.class)).containsOnly(0);
    }

    /** The league's storage, which runs out of memory the first time it stores a game of the season. */
    static final class FailingOnce extends MatchupStorage {
        private final MatchupStorage real;
        private final long season;
        volatile Thread thrower;

        FailingOnce(MatchupStorage real, long season) {
            super(null, null);
            this.real = real;
            this.season = season;
        }

        @Override
        public void store(
                MatchupQueue.Claim claim, MatchupOwner owner, MatchupOwner.Plan plan, List<LeagueGame> games) {
            if (thrower == null && plan.season() != null && plan.season() == season) {
                thrower = Thread.currentThread();
                throw new OutOfMemoryError("Java heap space (thrown by the test, as the league's own code would)");
            }
            real.store(claim, owner, plan, games);
        }
    }
}
