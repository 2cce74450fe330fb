package io.admiralty.league;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.Database;
import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Ruleset;
import io.admiralty.history.GameStore;
import io.admiralty.history.GameStore.LeagueGame;
import io.admiralty.rating.LiveElo;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A matchup whose worker died mid-way is finished by another worker, exactly once, keeping what was stored. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class MatchupRecoveryTest {

    private static final int GAMES = 6;
    private static final long SEED = 4242;

    @Inject
    Database database;

    @Inject
    MatchupQueue queue;

    @Inject
    MatchupWorkers workers;

    @Test
    void aMatchupWhoseWorkerDiedIsResumedAndFinishedExactlyOnce() throws Exception {
        long hunter = LeagueApi.builtinId("hunter");
        long parity = LeagueApi.builtinId("parity");
        long season = LeagueApi.createSeason("{\"name\":\"recovery\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}");
        LeagueApi.enter(LeagueFlowTest.ORGANISER, season, hunter);
        LeagueApi.enter(LeagueFlowTest.ORGANISER, season, parity);
        // a worker of an instance that has since died claimed the matchup, stored two games, and its lease ran out
        List<Long> storedByTheDead = database.inTransaction(c -> {
            long round;
            try (PreparedStatement insert = c.prepareStatement(
                    "insert into round (season_id, number, trigger) values (?, 1, 'manual') returning id")) {
                insert.setLong(1, season);
                try (ResultSet row = insert.executeQuery()) {
                    row.next();
                    round = row.getLong(1);
                }
            }
            long matchup;
            try (PreparedStatement insert = c.prepareStatement("""
                    insert into matchup (season_id, round_id, bot_a, bot_b, version_a, version_b, games, seed, status, lease_owner,
                      lease_until, attempts, started_at)
                    values (?, ?, ?, ?, 1, 1, ?, ?, 'running', 'dead-host/w1', now() - interval '1 second', 1, now()) returning id""")) {
                insert.setLong(1, season);
                insert.setLong(2, round);
                insert.setLong(3, hunter);
                insert.setLong(4, parity);
                insert.setInt(5, GAMES);
                insert.setLong(6, SEED);
                try (ResultSet row = insert.executeQuery()) {
                    row.next();
                    matchup = row.getLong(1);
                }
            }
            List<LeagueGame> games = new ArrayList<>();
            MatchupRunner.play(BotSession.of(BuiltinBots.create("hunter")), BotSession.of(BuiltinBots.create("parity")),
                    Ruleset.classic(), 1, 2, SEED, played -> games.add(new LeagueGame(season, matchup, played.number(), hunter, parity,
                            1, 1, played.record(), played.transcripts(), played.startedAt(), played.finishedAt())));
            long[] ids = GameStore.insert(c, games);
            List<LiveElo.Result> results = new ArrayList<>();
            for (int i = 0; i < ids.length; i++) {
                results.add(new LiveElo.Result(ids[i], hunter, parity, games.get(i).record().outcome(), games.get(i).finishedAt()));
            }
            LiveElo.apply(c, season, 16, results);
            return List.of(ids[0], ids[1]);
        });

        LeagueApi.awaitRound(season, 1);

        database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "select array_agg(game_index order by game_index), array_agg(id order by game_index) from game where season_id = ?")) {
                select.setLong(1, season);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    assertThat((Integer[]) row.getArray(1).getArray()).containsExactly(1, 2, 3, 4, 5, 6);
                    assertThat(List.of((Long[]) row.getArray(2).getArray()).subList(0, 2)).isEqualTo(storedByTheDead);
                }
            }
            try (PreparedStatement select = c.prepareStatement(
                    "select status, attempts, finished_by from matchup where season_id = ?")) {
                select.setLong(1, season);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    assertThat(row.getString(1)).isEqualTo("done");
                    assertThat(row.getInt(2)).isEqualTo(2);
                    assertThat(row.getString(3)).startsWith(workers.instance() + "/w");
                }
            }
            try (PreparedStatement select = c.prepareStatement(
                    "select sum(elo), sum(games) from season_entry where season_id = ?")) {
                select.setLong(1, season);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    assertThat(row.getDouble(1)).isCloseTo(3000, org.assertj.core.data.Offset.offset(1e-9));
                    assertThat(row.getInt(2)).isEqualTo(2 * GAMES);
                }
            }
            return null;
        });
    }

    @Test
    void aWorkerThatLostItsLeaseCannotStoreGames() {
        long random = LeagueApi.builtinId("random");
        long sequential = LeagueApi.builtinId("sequential");
        long season = LeagueApi.createSeason("{\"name\":\"lost lease\",\"gamesPerMatchup\":2}");
        LeagueApi.enter(LeagueFlowTest.ORGANISER, season, random);
        LeagueApi.enter(LeagueFlowTest.ORGANISER, season, sequential);
        given().header("Authorization", LeagueFlowTest.ORGANISER).post("/api/seasons/{id}/rounds", season).then().statusCode(201);
        MatchupQueue.Claim stale = database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement("select id, round_id from matchup where season_id = ?")) {
                select.setLong(1, season);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    return new MatchupQueue.Claim(row.getLong(1), season, row.getLong(2), random, sequential, 1, 1, 2, 1, 1, 0, "someone-else/w9");
                }
            }
        });
        assertThatThrownBy(() -> database.inTransaction(c -> {
            queue.holdLease(c, stale);
            return null;
        })).isInstanceOf(MatchupQueue.LeaseLost.class);
        assertThat(queue.heartbeat(stale)).isFalse();
    }
}
