package io.admiralty.league.queue;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.FirstRound;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.season.Round;
import io.admiralty.league.season.SeasonRepository;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.Tuple;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 44.7: the workers held a claim before their pool took it, and a pool at its cap (a hand-off to a free thread,
 * 256 at most) refused it: the claim stayed held, its lease renewed for ever, the matchup stranded until a restart.
 * A start no thread takes now hands the claim back at once; and the workers' own pool, which no longer has a cap of its
 * own besides the places, takes a start while its threads are busy.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class WorkStartTest {

    private static final Admission ROOM = new Admission(2, 8, 250, 3, 0, 0);

    @Inject
    WorkWorkers workers;

    @Inject
    WorkQueue queue;

    @Inject
    MatchupRepository matchups;

    @Inject
    SeasonRepository seasons;

    @Test
    void aClaimThatNoThreadTakesIsHandedBackAtOnceForAnyWorkerToTake() throws Exception {
        long season = LeagueApi.createSeason("{\"name\":\"start " + System.nanoTime() + "\",\"gamesPerMatchup\":2}");
        long random = LeagueApi.builtinId("random");
        CountDownLatch busy = new CountDownLatch(1);
        ThreadPoolExecutor atItsCap = new ThreadPoolExecutor(1, 1, 1, TimeUnit.MINUTES, new SynchronousQueue<>());
        atItsCap.execute(() -> awaitQuietly(busy));
        ThreadPoolExecutor stopped = WorkWorkers.threads(0);
        stopped.shutdown();
        try {
            for (ThreadPoolExecutor pool : List.of(atItsCap, stopped)) {
                // rolled back: the running workers never see the matchup
                QuarkusTransaction.begin();
                try {
                    Round round = FirstRound.of(seasons, season);
                    Matchup matchup = new Matchup();
                    matchup.seasonId = season;
                    matchup.roundId = round.id;
                    matchup.botA = random;
                    matchup.botB = random;
                    matchup.games = 2;
                    matchup.seed = 1;
                    matchups.persistAndFlush(matchup);
                    String owner = "start-test/w" + System.nanoTime();
                    WorkQueue.Costed claimed = queue.claim(owner, WorkKind.SKILL, ROOM, ROOM.room(Map.of(), Map.of()))
                            .orElseThrow();
                    assertThat(claimed.claim().id()).isEqualTo(matchup.id);

                    assertThat(workers.start(claimed, pool)).as("started").isFalse();

                    assertThat(workers.holds(owner))
                            .as("held here, its lease renewed")
                            .isFalse();
                    Tuple row = (Tuple) matchups.getEntityManager()
                            .createNativeQuery(
                                    "select status, lease_owner, lease_until, attempts from work where id = :id",
                                    Tuple.class)
                            .setParameter("id", matchup.id)
                            .getSingleResult();
                    assertThat(row.get("status", String.class)).isEqualTo("queued");
                    assertThat(row.get("lease_owner")).isNull();
                    assertThat(row.get("lease_until")).isNull();
                    assertThat(row.get("attempts", Number.class).intValue())
                            .as("attempts: the start that never began is not one")
                            .isZero();
                    assertThat(queue.claim(owner + "-again", WorkKind.SKILL, ROOM, ROOM.room(Map.of(), Map.of()))
                                    .map(again -> again.claim().id()))
                            .as("claimed again at once")
                            .contains(matchup.id);
                } finally {
                    QuarkusTransaction.rollback();
                }
            }
        } finally {
            busy.countDown();
            atItsCap.shutdown();
        }
    }

    @Test
    void theWorkersPoolTakesAStartWhileEveryThreadItHasIsBusy() throws Exception {
        ThreadPoolExecutor pool = WorkWorkers.threads(0);
        CountDownLatch first = new CountDownLatch(1);
        CountDownLatch second = new CountDownLatch(1);
        try {
            pool.execute(() -> awaitQuietly(first));
            // its one thread is busy: the pool capped at one refused this
            pool.execute(second::countDown);
            assertThat(second.await(10, TimeUnit.SECONDS))
                    .as("run while the first still runs")
                    .isTrue();
            assertThat(first.getCount()).isEqualTo(1);
        } finally {
            first.countDown();
            pool.shutdown();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
