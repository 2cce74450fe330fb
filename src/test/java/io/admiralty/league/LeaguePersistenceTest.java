package io.admiralty.league;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.Kind;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.StderrLog;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.PackedStrike;
import io.admiralty.game.Ruleset;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.league.games.GameLogPurge;
import io.admiralty.league.games.GameRepository;
import io.admiralty.league.games.GameStore;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.games.StoredGame;
import io.admiralty.league.games.StoringFailures;
import io.admiralty.league.queue.Matchup;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.league.queue.MatchupStatus;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.registry.BotVersion;
import io.admiralty.league.season.BoardRow;
import io.admiralty.league.season.EntryRepository;
import io.admiralty.league.season.Ratings;
import io.admiralty.league.season.Round;
import io.admiralty.league.season.Season;
import io.admiralty.league.season.SeasonCounts;
import io.admiralty.league.season.SeasonEntry;
import io.admiralty.league.season.SeasonRepository;
import io.admiralty.league.team.Team;
import io.admiralty.league.team.TeamRepository;
import io.admiralty.rating.LiveElo;
import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The repositories and the bulk game store on the real PostgreSQL that Flyway built, below the API. */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LeaguePersistenceTest {

    private static final long SEED = 77;

    @Inject
    AgroalDataSource dataSource;

    @Inject
    TeamRepository teams;

    @Inject
    BotRepository bots;

    @Inject
    SeasonRepository seasons;

    @Inject
    EntryRepository entries;

    @Inject
    MatchupRepository matchups;

    @Inject
    GameRepository games;

    @Inject
    GameStore store;

    @Inject
    GameLogPurge purge;

    @Inject
    Ratings ratings;

    @Test
    void aGameWrittenThroughTheOrmAndCopyInOneTransactionLeavesNothingWhenRolledBack() throws SQLException {
        AtomicLong seen = new AtomicLong();
        QuarkusTransaction.begin();
        try {
            World world = world("rolled back");
            List<LeagueGame> played = play(world, 3);
            long[] ids = store.insert(played);
            List<Ratings.StoredResult> results = new ArrayList<>();
            for (int i = 0; i < ids.length; i++) {
                results.add(new Ratings.StoredResult(
                        new LiveElo.Result(
                                ids[i], world.a, world.b, played.get(i).record().outcome()),
                        played.get(i).finishedAt()));
            }
            ratings.apply(world.season, 16, results);
            // inside the transaction the ORM sees what COPY wrote on the same connection: games and rating points
            SeasonCounts counts = seasons.counts(world.season);
            assertThat(counts.games()).isEqualTo(3);
            assertThat(counts.entries()).isEqualTo(2);
            assertThat(entries.ratingHistory(world.season, world.a))
                    .extracting(EntryRepository.VersionedPoint::game)
                    .containsExactly(ids[0], ids[1], ids[2]);
            assertThat(games.findById(ids[0]).strikeCount)
                    .isEqualTo(played.get(0).record().strikes().size());
            seen.set(ids[0]);
        } finally {
            QuarkusTransaction.rollback();
        }
        assertThat(seen.get()).isPositive();
        long game = seen.get();
        assertThat(left("select count(*) as n from team where name = 'rolled back team' and ? > 0", game))
                .isZero();
        assertThat(left("select count(*) as n from season where name = 'rolled back' and ? > 0", game))
                .isZero();
        assertThat(left("select count(*) as n from game where id = ?", game)).isZero();
        assertThat(left("select count(*) as n from strike where game_id = ?", game))
                .isZero();
        assertThat(left("select count(*) as n from rating_history where game_id = ?", game))
                .isZero();
    }

    @Test
    void storedGamesReadBackThroughTheEntitiesWithTheirEnumsWrittenAsWords() throws SQLException {
        List<LeagueGame> played = new ArrayList<>();
        long[] ids = QuarkusTransaction.requiringNew().call(() -> {
            World world = world("committed");
            played.addAll(play(world, 2));
            return store.insert(played);
        });
        List<Strike> strikes =
                QuarkusTransaction.requiringNew().call(() -> PackedStrike.strikes(games.findById(ids[1]).strikeLog));
        StoredGame game = QuarkusTransaction.requiringNew()
                .call(() -> games.withPlayers(ids[1]).orElseThrow());
        assertThat(game.gameIndex).isEqualTo(2);
        assertThat(strikes).isEqualTo(played.get(1).record().strikes());
        assertThat(game.strikeCount).isEqualTo(strikes.size()).isPositive();
        assertThat(strikes).extracting(Strike::result).contains(ShotResult.SUNK);
        try (Connection c = dataSource.getConnection();
                PreparedStatement select = c.prepareStatement(
                        """
                select b.kind, b.dialect, w.status, r.trigger,
                  (select array_agg(distinct result order by result) from strike where game_id = ?) as results
                from game g join bot b on b.id = g.bot_b join matchup m on m.id = g.matchup_id
                  join work w on w.id = m.id join round r on r.id = m.round_id
                where g.id = ?""")) {
            select.setLong(1, ids[1]);
            select.setLong(2, ids[1]);
            try (ResultSet row = select.executeQuery()) {
                assertThat(row.next()).isTrue();
                assertThat(row.getString("kind")).isEqualTo("http");
                assertThat(row.getString("dialect")).isEqualTo("arena-json");
                assertThat(row.getString("status")).isEqualTo("running");
                assertThat(row.getString("trigger")).isEqualTo("manual");
                assertThat((String[]) row.getArray("results").getArray()).containsExactly("hit", "miss", "sunk");
            }
        }
    }

    /**
     * A transcript that bypassed the league's escape, with a NUL that no PostgreSQL text takes: the batch holding it
     * is refused, and the storing policy then stores every game of it, that one without its transcript.
     */
    @Test
    void aGameWhoseContentTheDatabaseRefusesIsStoredWithoutItAndTheRestOfItsBatchWhole() throws SQLException {
        World world = QuarkusTransaction.requiringNew().call(() -> world("refused content"));
        List<LeagueGame> played = play(world, 3);
        LeagueGame raw = played.get(1);
        LeagueGame refused = withBotText(raw, Map.of(Side.B, "< {\"type\":\"shots\"}\0"), Map.of());
        List<LeagueGame> batch = List.of(played.get(0), refused, played.get(2));
        List<Integer> tried = new ArrayList<>();
        StoringFailures.store(batch, games -> {
            tried.add(games.size());
            QuarkusTransaction.requiringNew().run(() -> store.insert(games));
        });
        assertThat(tried)
                .as("the batch, then each game, then the refused one without its transcript")
                .containsExactly(3, 1, 1, 1, 1);
        try (Connection c = dataSource.getConnection();
                PreparedStatement select = c.prepareStatement(
                        "select game_index, transcript_b from game where matchup_id = ? order by game_index")) {
            select.setLong(1, world.matchup);
            try (ResultSet rows = select.executeQuery()) {
                List<String> stored = new ArrayList<>();
                while (rows.next()) {
                    stored.add(rows.getInt("game_index") + ": " + rows.getString("transcript_b"));
                }
                assertThat(stored).containsExactly("1: null", "2: " + StoringFailures.UNSTORABLE, "3: null");
            }
        }
    }

    @Test
    void eachSeatsStderrLogIsStoredWithItsGamesBatchAndOnlyForTheSeatsThatWroteAny() throws SQLException {
        World world = QuarkusTransaction.requiringNew().call(() -> world("stderr logs"));
        List<LeagueGame> played = play(world, 2);
        StderrLog log = new StderrLog();
        byte[] placing = "placing\n".getBytes(StandardCharsets.UTF_8);
        log.write(placing, placing.length);
        log.moveAsked(1);
        byte[] shot = {0, ' ', 's', 'h', 'o', 't', '\n'};
        log.write(shot, shot.length);
        LeagueGame raw = played.get(0);
        LeagueGame chatty = withBotText(raw, raw.transcripts(), Map.of(Side.B, log.kept()));
        long[] ids = QuarkusTransaction.requiringNew().call(() -> store.insert(List.of(chatty, played.get(1))));
        try (Connection c = dataSource.getConnection();
                PreparedStatement select = c.prepareStatement(
                        "select game_id, seat, lines, line_moves, cut_bytes from game_log where game_id in (?, ?)")) {
            select.setLong(1, ids[0]);
            select.setLong(2, ids[1]);
            try (ResultSet rows = select.executeQuery()) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getLong("game_id")).isEqualTo(ids[0]);
                assertThat(rows.getString("seat")).isEqualTo("B");
                assertThat(rows.getString("lines")).isEqualTo("placing\n\\x00 shot\n");
                assertThat(StderrLog.Kept.stored(
                                rows.getString("lines"), rows.getBytes("line_moves"), rows.getLong("cut_bytes")))
                        .isEqualTo(log.kept());
                assertThat(rows.next())
                        .as("the game whose bots wrote nothing has no log")
                        .isFalse();
            }
        }
    }

    @Test
    void theStderrLogsPastTheirRetentionArePurgedAndTheGamesKept() throws SQLException {
        World world = QuarkusTransaction.requiringNew().call(() -> world("purged logs"));
        LeagueGame raw = play(world, 1).get(0);
        StderrLog log = new StderrLog();
        byte[] line = "kept a while\n".getBytes(StandardCharsets.UTF_8);
        log.write(line, line.length);
        long id = QuarkusTransaction.requiringNew()
                .call(() -> store.insert(List.of(withBotText(raw, raw.transcripts(), Map.of(Side.A, log.kept())))))[0];
        String logs = "select count(*) as n from game_log where game_id = ?";
        purge.purge(raw.finishedAt().plus(Duration.ofDays(13)));
        assertThat(left(logs, id)).as("within the 14 days kept").isEqualTo(1);
        assertThat(purge.purge(raw.finishedAt().plus(Duration.ofDays(14)).plusSeconds(1)))
                .isPositive();
        assertThat(left(logs, id)).isZero();
        assertThat(left("select count(*) as n from game where id = ?", id)).isEqualTo(1);
    }

    @Test
    void theLeaderboardPagesByEloThenWinsThenBot() {
        long season = QuarkusTransaction.requiringNew().call(() -> {
            World world = world("board");
            SeasonEntry third = entry(world.season, builtin("parity"), 1500, 3);
            SeasonEntry first = entries.entry(world.season, world.a).orElseThrow();
            first.tally.elo = 1600;
            SeasonEntry second = entries.entry(world.season, world.b).orElseThrow();
            second.tally.elo = 1500;
            second.tally.wins = 4;
            entries.persist(third);
            return world.season;
        });
        List<BoardRow> top = QuarkusTransaction.requiringNew().call(() -> entries.board(season, 2));
        assertThat(top).extracting(BoardRow::elo).containsExactly(1600.0, 1500.0);
        assertThat(top.get(1).wins()).isEqualTo(4);
        assertThat(top.get(1).teamName()).isEqualTo("board team");
        assertThat(QuarkusTransaction.requiringNew().call(() -> entries.board(season, 10)))
                .hasSize(3);
    }

    @Test
    void seasonNamesAreTakenWhateverTheirCase() {
        QuarkusTransaction.requiringNew().run(() -> world("Spring Cup"));
        assertThat(QuarkusTransaction.requiringNew().call(() -> seasons.nameTaken("SPRING CUP")))
                .isTrue();
        assertThat(QuarkusTransaction.requiringNew().call(() -> seasons.nameTaken("Summer Cup")))
                .isFalse();
    }

    /** A team with an http bot, a season both it and a built-in bot entered, and a running matchup of round 1. */
    private record World(long season, long matchup, long a, long b) {}

    private World world(String name) {
        Team team = new Team();
        team.name = name + " team";
        teams.persist(team);
        Bot bot = new Bot();
        bot.team = team;
        bot.name = "remote";
        bot.kind = Kind.HTTP;
        bot.dialect = Dialect.ARENA_JSON;
        bot.version = 1;
        bots.persist(bot);
        BotVersion version = new BotVersion();
        version.botId = bot.id;
        version.version = 1;
        version.url = "http://127.0.0.1:9/";
        bots.persistVersion(version);
        Season season = new Season();
        season.name = name;
        season.ruleset = "classic";
        season.gamesPerMatchup = 3;
        season.kFactor = 16;
        season.moveTimeoutMs = 2000;
        seasons.persist(season);
        long hunter = builtin("hunter");
        entries.persist(entry(season.id, hunter, 1500, 0));
        entries.persist(entry(season.id, bot.id, 1500, 0));
        Round round = FirstRound.of(seasons, season.id);
        Matchup matchup = new Matchup();
        matchup.seasonId = season.id;
        matchup.roundId = round.id;
        matchup.botA = hunter;
        matchup.botB = bot.id;
        matchup.games = 3;
        matchup.seed = SEED;
        matchup.status = MatchupStatus.RUNNING;
        matchups.queue(List.of(matchup));
        return new World(season.id, matchup.id, hunter, bot.id);
    }

    private long builtin(String name) {
        return bots.all().stream()
                .filter(b -> b.kind == Kind.BUILTIN && b.name.equals(name))
                .findFirst()
                .orElseThrow()
                .id;
    }

    private static SeasonEntry entry(long season, long bot, double elo, int wins) {
        SeasonEntry entry = new SeasonEntry();
        entry.seasonId = season;
        entry.botId = bot;
        entry.tally.elo = elo;
        entry.tally.wins = wins;
        return entry;
    }

    /** Games of the built-in hunter against the built-in parity, stored as if the world's bots had played them. */
    private static List<LeagueGame> play(World world, int n) {
        List<LeagueGame> played = new ArrayList<>();
        MatchupRunner.play(
                BotSession.of(BuiltinBots.create("hunter")),
                BotSession.of(BuiltinBots.create("parity")),
                Ruleset.classic(),
                1,
                n,
                SEED,
                game -> played.add(new LeagueGame(
                        world.season,
                        world.matchup,
                        game.number(),
                        world.a,
                        world.b,
                        1,
                        1,
                        game.record(),
                        game.transcripts(),
                        game.logs(),
                        game.notes(),
                        game.startedAt(),
                        game.finishedAt(),
                        game.moveTimes())));
        return played;
    }

    /** A count in a fresh connection, outside any transaction of the test. */
    /** {@code raw} with other transcripts and stderr logs. */
    private static LeagueGame withBotText(
            LeagueGame raw, Map<Side, String> transcripts, Map<Side, StderrLog.Kept> logs) {
        return new LeagueGame(
                raw.seasonId(),
                raw.matchupId(),
                raw.index(),
                raw.botA(),
                raw.botB(),
                raw.versionA(),
                raw.versionB(),
                raw.record(),
                transcripts,
                logs,
                raw.notes(),
                raw.startedAt(),
                raw.finishedAt(),
                raw.moveTimes());
    }

    private long left(String sql, long game) throws SQLException {
        try (Connection c = dataSource.getConnection();
                PreparedStatement select = c.prepareStatement(sql)) {
            select.setLong(1, game);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getLong("n");
            }
        }
    }
}
