package io.admiralty.league.tournament;

import static io.admiralty.league.tournament.TournamentRunTest.create;
import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.league.LeagueApi;
import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/**
 * The tournament's lock, on the real database: a transaction that waited for it reads the tournament as the one it
 * waited for left it, its entrants too (a series' end that waited on a withdrawal must not pair the withdrawn entrant:
 * a full test run saw a Swiss pair one in its next round, and stop).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class TournamentLockTest {

    @Inject
    TournamentRepository tournaments;

    @Inject
    AgroalDataSource dataSource;

    @Test
    void aTransactionThatWaitedForTheLockSeesTheWithdrawalMadeMeanwhile() throws Exception {
        List<Long> bots = List.of(
                LeagueApi.builtinId("hunter"), LeagueApi.builtinId("random"), LeagueApi.builtinId("sequential"));
        long id = create(Map.of(
                        "name",
                        "locked " + System.nanoTime(),
                        "format",
                        "swiss",
                        "rounds",
                        2,
                        "bestOf",
                        1,
                        "bots",
                        bots))
                .getLong("id");
        long leaving = bots.get(1);
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> withdrawing = CompletableFuture.runAsync(
                () -> QuarkusTransaction.requiringNew().run(() -> {
                    Tournament tournament = tournaments.locked(id);
                    tournament.withdraw(tournament.entry(leaving).orElseThrow(), "went home", 1);
                    tournaments.flush();
                    held.countDown();
                    await(release);
                }));
        assertThat(held.await(30, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<Tournament.Entry> waiting =
                CompletableFuture.supplyAsync(() -> QuarkusTransaction.requiringNew()
                        .call(() -> tournaments.locked(id).entry(leaving).orElseThrow()));
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> waitingForALock() > 0);
        release.countDown();
        withdrawing.get(30, TimeUnit.SECONDS);

        Tournament.Entry seen = waiting.get(30, TimeUnit.SECONDS);
        assertThat(seen.withdrawn()).isEqualTo("went home");
        assertThat(seen.withdrawnAfter()).isEqualTo(1);
    }

    private int waitingForALock() throws SQLException {
        try (Connection connection = dataSource.getConnection();
                ResultSet rows = connection
                        .createStatement()
                        .executeQuery("select count(*) from pg_stat_activity where wait_event_type = 'Lock'")) {
            rows.next();
            return rows.getInt(1);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(30, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
