package io.admiralty.league.tournament;

import static io.admiralty.league.account.People.COOKIE;
import static io.admiralty.league.account.People.ORGANISER_EMAIL;
import static io.admiralty.league.account.People.ORGANISER_PASSWORD;
import static io.admiralty.league.account.People.fromOwnPage;
import static io.admiralty.league.account.People.session;
import static io.admiralty.league.tournament.TournamentRunTest.as;
import static io.admiralty.league.tournament.TournamentRunTest.create;
import static io.admiralty.league.tournament.TournamentRunTest.over;
import static io.admiralty.league.tournament.TournamentRunTest.read;
import static io.admiralty.league.tournament.TournamentRunTest.start;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.Eventually;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.playing.MatchupStorage;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.WorkKind;
import io.admiralty.league.queue.WorkWorkers;
import io.quarkus.arc.ClientProxy;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * A series stopped by a league fault, on the real service, and the organiser's replay of it: the league's storage
 * (replaced through Quarkus' bean replacement by a hand-written one, as LeagueErrorTest does) stores the first game of
 * each pair of the tournament and then runs out of memory, so every claim hands the pair back until the queue gives
 * up on it; both series of round 1 stop with the reason, their half pairs counted nowhere. With the fault mended the
 * organiser replays one through the API and one through the console; fresh pairs play and the tournament ends.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentReplayTest {

    @Inject
    MatchupStorage storage;

    @Inject
    EntityManager entities;

    @Test
    void aSeriesStoppedByALeagueFaultIsReplayedByTheOrganiserAndPlaysToItsEnd() {
        List<Long> bots = List.of("hunter", "random", "sequential", "parity").stream()
                .map(LeagueApi::builtinId)
                .toList();
        long id = create(Map.of("name", "replay " + System.nanoTime(), "format", "single", "bestOf", 1, "bots", bots))
                .getLong("id");
        HalfPairs failing = new HalfPairs(ClientProxy.unwrap(storage), id);
        QuarkusMock.installMockForType(failing, MatchupStorage.class);
        String stranger =
                LeagueApi.newTeam("replay strangers " + System.nanoTime()).bearer();
        replay(id, "1/winners/1", LeagueApi.ORGANISER, 404);
        start(id);

        JsonPath stopped = Eventually.value(
                Duration.ofMinutes(2), () -> read(id, null), t -> assertThat(t.getList("series.stopped", String.class))
                        .containsExactly(WorkWorkers.GIVEN_UP, WorkWorkers.GIVEN_UP));
        assertThat(stopped.getList("series.games.flatten()"))
                .as("half pairs count nowhere")
                .isEmpty();
        List<Long> discarded = tournamentGames(id);
        assertThat(discarded).as("each stopped pair's first game, stored").hasSize(2);

        // only the organiser replays, and only a series that stopped
        replay(id, "1/winners/1", null, 401);
        replay(id, "1/winners/1", stranger, 403);
        replay(id, "1/losers/1", LeagueApi.ORGANISER, 404);
        replay(id, "2/winners/1", LeagueApi.ORGANISER, 404);
        replay(999_999_999L, "1/winners/1", LeagueApi.ORGANISER, 404);
        JsonPath byStranger = LeagueApi.graphQLAs(
                stranger,
                "mutation { replaySeries(tournament: \"" + id
                        + "\", round: 1, section: \"winners\", number: 1) { id } }");
        assertThat(byStranger.getString("data.replaySeries")).isNull();
        assertThat(byStranger.getList("errors")).isNotEmpty();

        String organiser = session(ORGANISER_EMAIL, ORGANISER_PASSWORD);
        Document console = consolePage(organiser, id);
        assertThat(console.select("ul.stopped li")).hasSize(2);
        assertThat(console.select("ul.stopped li").get(0).text())
                .contains("Round 1, winners 1:", "stopped: " + WorkWorkers.GIVEN_UP)
                .endsWith("Replay it");

        failing.mended = true;
        JsonPath replayed = replay(id, "1/winners/1", LeagueApi.ORGANISER, 200).jsonPath();
        assertThat(replayed.getString("series[0].stopped")).isNull();
        Response byConsole = fromOwnPage()
                .cookie(COOKIE, organiser)
                .redirects()
                .follow(false)
                .post("/admin/tournaments/" + id + "/series/1/winners/2/replay");
        assertThat(byConsole.statusCode()).as(byConsole.asString()).isEqualTo(303);
        assertThat(byConsole.header("Location")).endsWith("/admin/tournaments/" + id + "?done=replayed");

        JsonPath played = over(id, null);
        assertThat(played.getList("series.stopped")).containsOnly((Object) null);
        for (int series = 0; series < 2; series++) {
            List<Long> games = played.getList("series[" + series + "].games", Long.class);
            assertThat(games).as("series %d: a fresh pair at least", series).hasSizeGreaterThanOrEqualTo(2);
            assertThat(games).doesNotContainAnyElementsOf(discarded);
        }
        assertThat(played.getLong("placings.find { it.place == 1 }.bot")).isIn(bots);
        assertThat(consolePage(organiser, id).select("ul.stopped")).isEmpty();

        // a decided series did not stop: refused, in words, by both doors
        assertThat(replay(id, "1/winners/1", LeagueApi.ORGANISER, 409)
                        .jsonPath()
                        .getString("error"))
                .contains("is decided");
        Response again =
                fromOwnPage().cookie(COOKIE, organiser).post("/admin/tournaments/" + id + "/series/1/winners/1/replay");
        assertThat(again.statusCode()).isEqualTo(409);
        assertThat(Jsoup.parse(again.asString()).select("[role=alert]").text()).contains("is decided");
    }

    private static Response replay(long id, String series, String caller, int status) {
        Response answer = as(caller)
                .post("/api/tournaments/" + id + "/rounds/" + series.replaceFirst("/", "/series/") + "/replay");
        assertThat(answer.statusCode()).as(series + ": " + answer.asString()).isEqualTo(status);
        if (status != 200) {
            assertThat(answer.jsonPath().getString("error")).isNotBlank();
        }
        return answer;
    }

    private static Document consolePage(String organiser, long id) {
        return Jsoup.parse(fromOwnPage()
                .cookie(COOKIE, organiser)
                .get("/admin/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .asString());
    }

    /** The ids of every game stored for the tournament's series, counted or not. */
    private List<Long> tournamentGames(long id) {
        return QuarkusTransaction.requiringNew().call(() -> entities.createNativeQuery(
                        "select g.id from game g join matchup m on m.id = g.matchup_id"
                                + " join tournament_series s on s.id = m.tournament_series_id where s.tournament_id = :t",
                        Long.class)
                .setParameter("t", id)
                .getResultList());
    }

    /**
     * The league's storage, which stores the first game of each pair of the tournament and then runs out of memory
     * (an Error of the league's own: the pair is handed back, the attempt counted) until {@code mended}.
     */
    final class HalfPairs extends MatchupStorage {
        private final MatchupStorage real;
        private final long tournament;
        volatile boolean mended;

        HalfPairs(MatchupStorage real, long tournament) {
            super(null, null);
            this.real = real;
            this.tournament = tournament;
        }

        @Override
        public void store(
                MatchupQueue.Claim claim, MatchupOwner owner, MatchupOwner.Plan plan, List<LeagueGame> games) {
            if (mended || claim.kind() != WorkKind.TOURNAMENT || tournamentOf(claim.ownerId()) != tournament) {
                real.store(claim, owner, plan, games);
                return;
            }
            List<LeagueGame> first = games.stream().filter(g -> g.index() == 1).toList();
            if (!first.isEmpty()) {
                real.store(claim, owner, plan, first);
            }
            if (first.size() < games.size()) {
                throw new OutOfMemoryError("Java heap space (thrown by the test, as the league's own code would)");
            }
        }

        private long tournamentOf(long series) {
            return QuarkusTransaction.requiringNew().call(() -> ((Number)
                            entities.createNativeQuery("select tournament_id from tournament_series where id = :s")
                                    .setParameter("s", series)
                                    .getSingleResult())
                    .longValue());
        }
    }
}
