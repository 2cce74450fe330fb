package io.admiralty.league.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Ruleset;
import io.admiralty.league.FirstRound;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.playing.MatchupStorage;
import io.admiralty.league.season.SeasonMatchups;
import io.admiralty.league.season.SeasonRepository;
import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** A matchup whose worker died mid-way is finished by another worker, exactly once, keeping what was stored. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class MatchupRecoveryTest {

    private static final int GAMES = 6;
    private static final long SEED = 4242;

    @Inject
    AgroalDataSource dataSource;

    @Inject
    SeasonRepository seasons;

    @Inject
    MatchupRepository matchups;

    @Inject
    MatchupStorage storage;

    @Inject
    MatchupQueue queue;

    @Inject
    WorkWorkers workers;

    @Inject
    SeasonMatchups seasonMatchups;

    @Test
    void aMatchupWhoseWorkerDiedIsResumedAndFinishedExactlyOnce() throws Exception {
        long hunter = LeagueApi.builtinId("hunter");
        long parity = LeagueApi.builtinId("parity");
        long season = LeagueApi.createSeason(
                "{\"name\":\"recovery\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, hunter);
        LeagueApi.enter(LeagueApi.ORGANISER, season, parity);
        // a worker of an instance that has since died claimed the matchup, stored two games, and its lease ran out
        Matchup dead = QuarkusTransaction.requiringNew().call(() -> {
            return runningMatchup(season, firstRound(season), hunter, parity, GAMES, "dead-host/w1");
        });
        MatchupQueue.Claim deadClaim = new MatchupQueue.Claim(
                dead.id,
                WorkKind.SEASON,
                season,
                dead.roundId,
                hunter,
                parity,
                1,
                1,
                GAMES,
                SEED,
                1,
                0,
                "dead-host/w1");
        List<LeagueGame> games = new ArrayList<>();
        MatchupRunner.play(
                BotSession.of(BuiltinBots.create("hunter")),
                BotSession.of(BuiltinBots.create("parity")),
                Ruleset.classic(),
                1,
                2,
                SEED,
                played -> games.add(new LeagueGame(
                        season,
                        dead.id,
                        played.number(),
                        hunter,
                        parity,
                        1,
                        1,
                        played.record(),
                        played.transcripts(),
                        played.logs(),
                        played.notes(),
                        played.startedAt(),
                        played.finishedAt(),
                        played.moveTimes())));
        storage.store(deadClaim, seasonMatchups, seasonMatchups.plan(deadClaim), games);
        // then the instance died: its lease runs out
        List<Long> storedByTheDead;
        try (Connection c = dataSource.getConnection()) {
            execute(c, "update work set lease_until = now() - interval '1 second' where id = ?", dead.id);
            storedByTheDead = longs(c, "select id from game where matchup_id = ? order by game_index", dead.id);
        }
        assertThat(storedByTheDead).hasSize(2);

        LeagueApi.awaitRound(season, 1);

        try (Connection c = dataSource.getConnection();
                PreparedStatement select = c.prepareStatement(
                        "select array_agg(game_index order by game_index) as indexes, array_agg(id order by game_index) as ids from game where season_id = ?")) {
            select.setLong(1, season);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                assertThat((Integer[]) row.getArray("indexes").getArray()).containsExactly(1, 2, 3, 4, 5, 6);
                assertThat(List.of((Long[]) row.getArray("ids").getArray()).subList(0, 2))
                        .isEqualTo(storedByTheDead);
            }
        }
        Matchup finished = QuarkusTransaction.requiringNew().call(() -> matchups.findById(dead.id));
        assertThat(finished.status).isEqualTo(MatchupStatus.DONE);
        assertThat(finished.attempts).isEqualTo(2);
        assertThat(finished.finishedBy).startsWith(workers.instance() + "/w");
        try (Connection c = dataSource.getConnection();
                PreparedStatement select = c.prepareStatement(
                        "select sum(elo) as elo, sum(games) as games from season_entry where season_id = ?")) {
            select.setLong(1, season);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                assertThat(row.getDouble("elo")).isCloseTo(3000, Offset.offset(1e-9));
                assertThat(row.getInt("games")).isEqualTo(2 * GAMES);
            }
        }
    }

    @Test
    void aWorkerThatLostItsLeaseCannotStoreGames() {
        long random = LeagueApi.builtinId("random");
        long sequential = LeagueApi.builtinId("sequential");
        long season = LeagueApi.createSeason("{\"name\":\"lost lease\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(LeagueApi.ORGANISER, season, random);
        LeagueApi.enter(LeagueApi.ORGANISER, season, sequential);
        LeagueApi.queueRound(season).statusCode(201);
        Matchup queued = QuarkusTransaction.requiringNew()
                .call(() -> matchups.find("seasonId", season).singleResult());
        MatchupQueue.Claim stale = new MatchupQueue.Claim(
                queued.id,
                WorkKind.SEASON,
                season,
                queued.roundId,
                random,
                sequential,
                1,
                1,
                2,
                1,
                1,
                0,
                "someone-else/w9");
        assertThatThrownBy(() -> storage.store(stale, seasonMatchups, seasonMatchups.plan(stale), List.of()))
                .isInstanceOf(WorkQueue.LeaseLost.class);
        assertThat(queue.heartbeat(stale)).isFalse();
    }

    @Test
    void twoWorkersFinishingARoundsLastMatchupsAtOnceEndTheRoundExactlyOnce() throws Exception {
        long hunter = LeagueApi.builtinId("hunter");
        long parity = LeagueApi.builtinId("parity");
        long season = LeagueApi.createSeason("{\"name\":\"last two\",\"gamesPerMatchup\":2}");
        List<MatchupQueue.Claim> claims = QuarkusTransaction.requiringNew().call(() -> {
            long round = firstRound(season);
            List<MatchupQueue.Claim> running = new ArrayList<>();
            for (String owner : List.of("host/w1", "host/w2")) {
                Matchup matchup = runningMatchup(season, round, hunter, parity, 2, owner);
                running.add(new MatchupQueue.Claim(
                        matchup.id, WorkKind.SEASON, season, round, hunter, parity, 1, 1, 2, 1, 1, 2, owner));
            }
            return running;
        });
        // the first worker's finish is not committed yet when the second worker finishes its own matchup
        CountDownLatch firstFinished = new CountDownLatch(1);
        CountDownLatch secondFinished = new CountDownLatch(1);
        ExecutorService workers = Executors.newFixedThreadPool(2);
        try {
            Future<Boolean> first =
                    workers.submit(() -> QuarkusTransaction.requiringNew().call(() -> {
                        boolean last = queue.finish(claims.get(0), MatchupStatus.DONE, null);
                        firstFinished.countDown();
                        secondFinished.await(2, TimeUnit.SECONDS);
                        return last;
                    }));
            Future<Boolean> second = workers.submit(() -> {
                firstFinished.await();
                boolean last = queue.finish(claims.get(1), MatchupStatus.DONE, null);
                secondFinished.countDown();
                return last;
            });
            assertThat(List.of(first.get(30, TimeUnit.SECONDS), second.get(30, TimeUnit.SECONDS)))
                    .as("the round ended by the first and by the second finish")
                    .containsExactly(false, true);
        } finally {
            workers.shutdownNow();
        }
    }

    private long firstRound(long season) {
        return FirstRound.of(seasons, season).id;
    }

    /** A matchup claimed by {@code owner}, whose lease has a minute to run. */
    private Matchup runningMatchup(long season, long round, long botA, long botB, int games, String owner) {
        Matchup matchup = new Matchup();
        matchup.seasonId = season;
        matchup.roundId = round;
        matchup.botA = botA;
        matchup.botB = botB;
        matchup.versionA = 1;
        matchup.versionB = 1;
        matchup.games = games;
        matchup.seed = SEED;
        matchup.status = MatchupStatus.RUNNING;
        matchup.leaseOwner = owner;
        matchup.leaseUntil = Instant.now().plusSeconds(60);
        matchup.attempts = 1;
        matchup.startedAt = Instant.now();
        matchups.persistAndFlush(matchup);
        return matchup;
    }

    private static void execute(Connection c, String sql, long id) throws SQLException {
        try (PreparedStatement update = c.prepareStatement(sql)) {
            update.setLong(1, id);
            update.executeUpdate();
        }
    }

    private static List<Long> longs(Connection c, String sql, long id) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(sql)) {
            select.setLong(1, id);
            List<Long> values = new ArrayList<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    values.add(row.getLong("id"));
                }
            }
            return values;
        }
    }
}
