package io.admiralty.benchmark;

import static io.restassured.RestAssured.given;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.history.GameKind;
import io.admiralty.history.HistoryExport;
import io.admiralty.league.LeagueApi;
import io.admiralty.league.standings.Standings;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * The league's storage and read paths, measured on the embedded PostgreSQL of the test profile, in a database that
 * already holds {@code bench.prefill} strikes (10 million unless given; made with SQL, not timed):
 * <ol>
 * <li>a season of 1,000 bots, one of which played 100,000 games of 100 strikes (10 million strikes), then copies of
 * those games between the other bots up to the prefill;</li>
 * <li>stored games/s and strikes/s end to end (a round robin of built-in bots through the queue, workers, storage
 * and Elo);</li>
 * <li>bytes per stored strike: every relation that holds strikes, with its indexes and TOAST, over the strikes;</li>
 * <li>leaderboard latency (GraphQL over HTTP) in that season;</li>
 * <li>history download rate (NDJSON and CSV over HTTP) of the bot with 10 million strikes, with the heap watched.</li>
 * </ol>
 * Not a test: compiled only with the bench profile (src/bench), and even there its name keeps it out of the suites
 * {@code verify} runs; run it with
 * {@code ./mvnw -q -Pbench test -Dtest=LeagueBench -Dsurefire.failIfNoSpecifiedTests=false}. The same file runs on a
 * database from before V17 too (strikes also as rows in a {@code strike} table): docs/benchmarks/league-storing.md
 * compares the two.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LeagueBench {

    private static final int GAMES_PER_MATCHUP = Integer.getInteger("bench.games", 5000);
    private static final int BOTS = 1000;
    private static final int STRIKE_GAMES = 100_000;
    private static final int STRIKES_PER_GAME = 100;
    private static final long PREFILL = Long.getLong("bench.prefill", (long) STRIKE_GAMES * STRIKES_PER_GAME);
    /** Games copied per statement while prefilling, so that no statement holds millions of rows at once. */
    private static final int PREFILL_CHUNK = 100_000;

    @Inject
    AgroalDataSource dataSource;

    @Inject
    Standings standings;

    @Inject
    HistoryExport export;

    @ConfigProperty(name = "quarkus.http.test-port", defaultValue = "8081")
    int port;

    @Test
    void measure() throws Exception {
        boolean big = Boolean.parseBoolean(System.getProperty("bench.big", "true"));
        long[] season = big ? bigSeason() : null;
        if (Boolean.parseBoolean(System.getProperty("bench.stored", "true"))) {
            storedGames();
        }
        sizes();
        if (big) {
            leaderboard(season[0]);
            history(season[1]);
        }
    }

    private void storedGames() throws Exception {
        long season = given().header("Authorization", LeagueApi.ORGANISER)
                .contentType(ContentType.JSON)
                .body("{\"name\":\"bench\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES_PER_MATCHUP + "}")
                .post("/api/seasons")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        List<Map<String, Object>> bots =
                given().get("/api/bots").then().extract().jsonPath().getList("$");
        for (String name : List.of("random", "sequential", "hunter", "parity")) {
            Object id = bots.stream()
                    .filter(b -> b.get("name").equals(name))
                    .findFirst()
                    .orElseThrow()
                    .get("id");
            given().header("Authorization", LeagueApi.ORGANISER)
                    .contentType(ContentType.JSON)
                    .body(Map.of("botId", id))
                    .post("/api/seasons/{id}/entries", season)
                    .then()
                    .statusCode(201);
        }
        long start = System.nanoTime();
        LeagueApi.queueRound(season).statusCode(201);
        while (true) {
            JsonPath s =
                    given().get("/api/seasons/{id}", season).then().extract().jsonPath();
            if (s.getInt("progress.done") == 6) {
                break;
            }
            Thread.sleep(20);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long games;
        long strikes;
        long logBytes;
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            games = single(s, "select count(*) from game where season_id = " + season);
            strikes = single(s, "select sum(octet_length(strike_log)) / 4 from game where season_id = " + season);
            logBytes = single(s, "select sum(pg_column_size(strike_log)) from game where season_id = " + season);
        }
        System.out.printf(
                "%nSTORED: %d games, %d strikes in %.2f s = %.0f games/s, %.0f strikes/s (6 matchups of %d games, 4 built-in bots); "
                        + "their logs as stored (compressed where PostgreSQL chose to): %.2f bytes a strike%n",
                games,
                strikes,
                seconds,
                games / seconds,
                strikes / seconds,
                GAMES_PER_MATCHUP,
                logBytes / (double) strikes);
    }

    /**
     * A season of 1,000 bots: one of them played 100,000 games of 100 strikes (10 million strikes), and the others
     * copies of those games among themselves, as many as bring the database to {@link #PREFILL} strikes. Returns the
     * season and the bot with 10 million strikes.
     */
    private long[] bigSeason() throws Exception {
        long start = System.nanoTime();
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            long team = single(s, "insert into team (name) values ('bench') returning id");
            s.execute("insert into bot (team_id, name, kind, dialect) select " + team
                    + ", 'bench-' || i, 'http', 'arena' from generate_series(1, " + BOTS + ") i");
            s.execute(
                    "insert into bot_version (bot_id, version, url) select id, 1, 'http://127.0.0.1:9/' from bot where team_id = "
                            + team);
            long season = single(
                    s,
                    "insert into season (name, ruleset, games_per_matchup, k_factor, move_timeout_ms) values ('big', 'classic', 10, 16, 2000) returning id");
            s.execute("insert into season_entry (season_id, bot_id, elo, games, wins, losses) select " + season
                    + ", id, 1300 + random() * 400, 200, 100, 100 from bot where team_id = " + team);
            long hero = single(s, "select min(id) from bot where team_id = " + team);
            insertGames(s, season, hero + "", hero + " + 1 + (i % " + (BOTS - 1) + ")", 1, STRIKE_GAMES);
            // what the download also reads per game: the hero's Elo around the game
            s.execute(
                    """
                    insert into rating_history (season_id, bot_id, game_id, elo_before, elo, at)
                    select season_id, %d, id, 1400 + (id %% 200) * 1.37, 1408 + (id %% 200) * 1.37, finished_at from game
                    where season_id = %d"""
                            .formatted(hero, season));
            long copies = Math.max(0, PREFILL / STRIKES_PER_GAME - STRIKE_GAMES);
            for (long done = 0; done < copies; done += PREFILL_CHUNK) {
                insertGames(
                        s,
                        season,
                        hero + " + 1 + (i % " + (BOTS - 1) + ")",
                        hero + " + 1 + ((i + 1) % " + (BOTS - 1) + ")",
                        STRIKE_GAMES + done + 1,
                        Math.min(PREFILL_CHUNK, copies - done));
            }
            // vacuumed now, so that autovacuum does not wake up for these rows while the storing is timed
            s.execute("vacuum (analyze)");
            s.execute("checkpoint");
            System.out.printf(
                    "BIG SEASON: %d bots, %d games, %d strikes in the database, made in %.0f s (setup, not measured)%n",
                    BOTS,
                    single(s, "select count(*) from game"),
                    single(s, "select sum(octet_length(strike_log)) / 4 from game"),
                    (System.nanoTime() - start) / 1e9);
            return new long[] {season, hero};
        }
    }

    /**
     * Games {@code first} to {@code first + count - 1} of the season between the bots the two expressions of {@code i}
     * give, each with the same 100 strikes packed as the service packs them (io.admiralty.game.PackedStrike: x, y << 7,
     * shooter << 14, result << 15, sunk ship << 17 (63 for none), sunk length << 23) and the think time of each move.
     */
    private static void insertGames(Statement s, long season, String botA, String botB, long first, long count)
            throws Exception {
        String placement =
                "{\"ships\":[{\"x\":0,\"y\":0,\"length\":5,\"orientation\":\"across\"},{\"x\":0,\"y\":2,\"length\":4,\"orientation\":\"across\"},"
                        + "{\"x\":0,\"y\":4,\"length\":3,\"orientation\":\"across\"},{\"x\":0,\"y\":6,\"length\":3,\"orientation\":\"across\"},{\"x\":0,\"y\":8,\"length\":2,\"orientation\":\"down\"}]}";
        long before = single(s, "select coalesce(max(id), 0) from game");
        s.execute(
                """
                insert into game (season_id, bot_a, bot_b, version_a, version_b, ruleset, seed, first_mover, name_a, name_b, placement_a,
                  placement_b, winner, reason, started_at, finished_at, strike_log, move_times_a, move_times_b)
                select %d, %s, %s, 1, 1, '{"width":10,"height":10,"fleet":[5,4,3,3,2],"firing":"single"}', i,
                  case when i %% 2 = 0 then 'A' else 'B' end, 'hero', 'other', '%s', '%s', 'A', 'fleet_sunk',
                  now() - interval '1 day' + i * interval '1 second', now() - interval '1 day' + i * interval '1 second', log.bytes, times.a, times.b
                from generate_series(%d, %d) i,
                  (select string_agg(int4send((q %% 10) | (((q / 10) %% 10) << 7) | ((1 - q %% 2) << 14) | ((q %% 3) << 15)
                     | ((case when q %% 3 = 2 then 1 else 63 end) << 17) | ((case when q %% 3 = 2 then 4 else 0 end) << 23)), ''::bytea order by q) as bytes
                   from generate_series(1, %d) q) log,
                  (select string_agg(int4send(900 + q * 37), ''::bytea order by q) as a, string_agg(int4send(1200 + q * 53), ''::bytea order by q) as b
                   from generate_series(1, %d) q) times"""
                        .formatted(
                                season,
                                botA,
                                botB,
                                placement,
                                placement,
                                first,
                                first + count - 1,
                                STRIKES_PER_GAME,
                                STRIKES_PER_GAME / 2));
        if (strikeTable(s)) {
            // a database from before V17 also holds every strike as a row, as its service writes them
            s.execute(
                    """
                    insert into strike (game_id, seq, shooter, x, y, result, sunk_ship, sunk_length)
                    select g.id, q, case when q %% 2 = 1 then 'A' else 'B' end, q %% 10, (q / 10) %% 10, (array['miss', 'hit', 'sunk'])[q %% 3 + 1],
                      case when q %% 3 = 2 then 1 end, case when q %% 3 = 2 then 4 end
                    from game g cross join generate_series(1, %d) q where g.id > %d"""
                            .formatted(STRIKES_PER_GAME, before));
        }
    }

    private static boolean strikeTable(Statement s) throws Exception {
        return single(s, "select count(*) from pg_class where relname = 'strike' and relkind = 'r'") == 1;
    }

    /**
     * Bytes per stored strike, all in (table, indexes, TOAST): the relations that hold strikes (the packed logs, in the
     * game table; before V17 also the strike table), and, for comparison, the whole game table and the logs alone in a
     * table of their own keyed by game (made here, then dropped).
     */
    private void sizes() throws Exception {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            long strikes = single(s, "select sum(octet_length(strike_log)) / 4 from game");
            long logs = single(s, "select sum(pg_column_size(strike_log)) from game");
            long rows = strikeTable(s) ? single(s, "select pg_total_relation_size('strike')") : 0;
            long game = single(s, "select pg_total_relation_size('game')");
            s.execute("create table strike_log_alone as select id as game_id, strike_log from game");
            s.execute("alter table strike_log_alone add primary key (game_id)");
            long alone = single(s, "select pg_total_relation_size('strike_log_alone')");
            s.execute("drop table strike_log_alone");
            double n = strikes;
            System.out.printf(
                    "BYTES PER STRIKE (%d strikes, %d games): holding strikes %.2f (packed logs in game %.2f, strike table with index and TOAST %.2f); "
                            + "whole game table %.2f; game and strike tables %.2f; the logs alone in a table keyed by game %.2f%n",
                    strikes,
                    single(s, "select count(*) from game"),
                    (logs + rows) / n,
                    logs / n,
                    rows / n,
                    game / n,
                    (game + rows) / n,
                    alone / n);
        }
    }

    private void leaderboard(long season) throws Exception {
        String query = "{\"query\":\"{ leaderboard(season: \\\"" + season
                + "\\\", first: 50) { rank elo games wins losses draws forfeits mle mleLow mleHigh bot { id name team { name } } } }\"}";
        report("GraphQL over HTTP", () -> fetch("/graphql", query));
        report(
                "REST over HTTP (/api/seasons/{id}/leaderboard)",
                () -> fetch("/api/seasons/" + season + "/leaderboard", null));
        report("the service method alone", () -> standings.leaderboard(season, 50));
    }

    private interface Call {
        void run() throws Exception;
    }

    private static void report(String what, Call call) throws Exception {
        for (int i = 0; i < 3000; i++) {
            call.run();
        }
        System.gc();
        int n = 3000;
        long[] nanos = new long[n];
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            call.run();
            nanos[i] = System.nanoTime() - t;
        }
        Arrays.sort(nanos);
        System.out.printf(
                "LEADERBOARD top 50 of %d bots, %s, %d calls after 3000 warm-up: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n",
                BOTS, what, n, nanos[n / 2] / 1e6, nanos[n * 99 / 100] / 1e6, nanos[n - 1] / 1e6);
    }

    /** One request on a kept-alive connection; fails on anything but a clean 200. */
    private void fetch(String path, String postBody) throws Exception {
        HttpURLConnection connection = (HttpURLConnection)
                URI.create("http://127.0.0.1:" + port + path).toURL().openConnection();
        if (postBody != null) {
            connection.setDoOutput(true);
            connection.setRequestProperty("Content-Type", "application/json");
            connection.getOutputStream().write(postBody.getBytes(StandardCharsets.UTF_8));
        }
        String body;
        try (var in = connection.getInputStream()) {
            body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (connection.getResponseCode() != 200 || body.contains("\"errors\"")) {
            throw new IllegalStateException(body);
        }
    }

    private void history(long bot) throws Exception {
        for (String format : List.of("csv", "ndjson")) {
            long t = System.nanoTime();
            HistoryExport.Filter filter = new HistoryExport.Filter(bot, GameKind.DEFAULT, null, null, null, null);
            if (format.equals("csv")) {
                export.csv(filter, java.io.OutputStream.nullOutputStream());
            } else {
                export.ndjson(filter, java.io.OutputStream.nullOutputStream());
            }
            System.out.printf(
                    "HISTORY %s without HTTP: %.0f strikes/s%n",
                    format, STRIKE_GAMES * (double) STRIKES_PER_GAME / ((System.nanoTime() - t) / 1e9));
        }
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        for (String format : List.of("csv", "ndjson")) {
            System.gc();
            long before = memory.getHeapMemoryUsage().getUsed();
            AtomicLong peak = new AtomicLong(before);
            Thread watcher = new Thread(() -> {
                while (!Thread.currentThread().isInterrupted()) {
                    peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            watcher.start();
            long start = System.nanoTime();
            // curl as the client, so the figure is the service's, not a Java HTTP client's on the same two cores
            Process curl = new ProcessBuilder(
                            "bash",
                            "-c",
                            "curl -sS -H 'Authorization: " + LeagueApi.ORGANISER + "' 'http://127.0.0.1:" + port
                                    + "/api/bots/" + bot + "/history?format=" + format + "' | wc -lc")
                    .start();
            String[] counted = new String(curl.getInputStream().readAllBytes(), StandardCharsets.US_ASCII)
                    .trim()
                    .split("\\s+");
            if (curl.waitFor() != 0) {
                throw new IllegalStateException(new String(curl.getErrorStream().readAllBytes()));
            }
            long lines = Long.parseLong(counted[0]);
            long bytes = Long.parseLong(counted[1]);
            double seconds = (System.nanoTime() - start) / 1e9;
            watcher.interrupt();
            long strikes = (long) STRIKE_GAMES * STRIKES_PER_GAME;
            System.out.printf(
                    "HISTORY %s: %d lines, %.0f MB, %d strikes in %.2f s = %.0f strikes/s; heap before %.0f MB, peak while streaming %.0f MB (max heap %.0f MB)%n",
                    format,
                    lines,
                    bytes / 1e6,
                    strikes,
                    seconds,
                    strikes / seconds,
                    before / 1e6,
                    peak.get() / 1e6,
                    memory.getHeapMemoryUsage().getMax() / 1e6);
        }
    }

    private static long single(Statement s, String sql) throws Exception {
        try (ResultSet row = s.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }
}
