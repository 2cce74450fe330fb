package io.admiralty.bench;

import io.admiralty.league.LeagueApi;
import static io.restassured.RestAssured.given;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.history.HistoryExport;
import io.admiralty.league.Standings;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.URI;
import java.net.HttpURLConnection;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * The league's storage and read paths, measured on the embedded PostgreSQL of the test profile:
 * <ol>
 * <li>stored games/s and strikes/s end to end (a round robin of built-in bots through the queue, workers, storage
 * and Elo), against the raw rate of {@code COPY} into the same strike table in the same run;</li>
 * <li>leaderboard latency (GraphQL over HTTP) in a season of 1,000 bots with 10 million strikes stored;</li>
 * <li>history download rate (NDJSON and CSV over HTTP) of a bot with 10 million strikes, with the heap watched.</li>
 * </ol>
 * Not a test (its name keeps it out of {@code verify}); run it with
 * {@code ./mvnw -q test -Dtest=LeagueBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class LeagueBench {

    private static final int GAMES_PER_MATCHUP = Integer.getInteger("bench.games", 5000);
    private static final int BOTS = 1000;
    private static final int STRIKE_GAMES = 100_000;
    private static final int STRIKES_PER_GAME = 100;

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
        if (Boolean.parseBoolean(System.getProperty("bench.stored", "true"))) {
            storedGames();
        }
        if (!Boolean.parseBoolean(System.getProperty("bench.big", "true"))) {
            return;
        }
        long[] season = bigSeason();
        leaderboard(season[0]);
        history(season[1]);
    }

    private void storedGames() throws Exception {
        long season = given().header("Authorization", LeagueApi.ORGANISER).contentType(ContentType.JSON)
                .body("{\"name\":\"bench\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES_PER_MATCHUP + "}")
                .post("/api/seasons").then().statusCode(201).extract().jsonPath().getLong("id");
        List<Map<String, Object>> bots = given().get("/api/bots").then().extract().jsonPath().getList("$");
        for (String name : List.of("random", "sequential", "hunter", "parity")) {
            Object id = bots.stream().filter(b -> b.get("name").equals(name)).findFirst().orElseThrow().get("id");
            given().header("Authorization", LeagueApi.ORGANISER).contentType(ContentType.JSON).body(Map.of("botId", id))
                    .post("/api/seasons/{id}/entries", season).then().statusCode(201);
        }
        long start = System.nanoTime();
        given().header("Authorization", LeagueApi.ORGANISER).post("/api/seasons/{id}/rounds", season).then().statusCode(201);
        while (true) {
            JsonPath s = given().get("/api/seasons/{id}", season).then().extract().jsonPath();
            if (s.getInt("progress.done") == 6) {
                break;
            }
            Thread.sleep(20);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long games;
        long strikes;
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            games = single(s, "select count(*) from game where season_id = " + season);
            strikes = single(s, "select count(*) from strike st join game g on g.id = st.game_id where g.season_id = " + season);
        }
        double copyRate = rawCopy(strikes);
        System.out.printf("%nSTORED: %d games, %d strikes in %.2f s = %.0f games/s, %.0f strikes/s (6 matchups of %d games, 4 built-in bots)%n",
                games, strikes, seconds, games / seconds, strikes / seconds, GAMES_PER_MATCHUP);
        System.out.printf("RAW COPY: %.0f strike rows/s into the same table; end to end is %.0f%% of it%n",
                copyRate, 100 * (strikes / seconds) / copyRate);
    }

    /** COPY of as many strike rows as the round stored, into the strike table, for games made beforehand. */
    private double rawCopy(long rows) throws Exception {
        int perGame = 100;
        long games = (rows + perGame - 1) / perGame;
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            long first = single(s, """
                    with g as (insert into game (ruleset, seed, first_mover, name_a, name_b, reason, started_at, finished_at)
                      select '{}'::jsonb, i, 'A', 'a', 'b', 'fleet_sunk', now(), now() from generate_series(1, %d) i returning id)
                    select min(id) from g""".formatted(games));
            // prepared in chunks (the rows are about 110 MB of text), sent in one COPY
            List<byte[]> chunks = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            long written = 0;
            for (long g = first; written < rows; g++) {
                for (int seq = 1; seq <= perGame && written < rows; seq++, written++) {
                    text.append(g).append('\t').append(seq).append('\t').append(seq % 2 == 1 ? 'A' : 'B').append('\t').append(seq % 10)
                            .append('\t').append(seq / 10).append('\t').append(seq % 3 == 0 ? "hit\t\\N\t\\N\n" : "miss\t\\N\t\\N\n");
                }
                if (text.length() > 1 << 22) {
                    chunks.add(text.toString().getBytes(StandardCharsets.US_ASCII));
                    text.setLength(0);
                }
            }
            chunks.add(text.toString().getBytes(StandardCharsets.US_ASCII));
            long start = System.nanoTime();
            CopyIn copy = c.unwrap(PGConnection.class).getCopyAPI().copyIn(
                    "copy strike (game_id, seq, shooter, x, y, result, sunk_ship, sunk_length) from stdin");
            for (byte[] chunk : chunks) {
                copy.writeToCopy(chunk, 0, chunk.length);
            }
            copy.endCopy();
            return rows / ((System.nanoTime() - start) / 1e9);
        }
    }

    /** A season of 1,000 bots; one of them played 100,000 games of 100 strikes. Returns the season and that bot. */
    private long[] bigSeason() throws Exception {
        long start = System.nanoTime();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            long team = single(s, "insert into team (name, token_hash) values ('bench', 'bench') returning id");
            s.execute("insert into bot (team_id, name, kind, dialect) select " + team + ", 'bench-' || i, 'http', 'arena' from generate_series(1, " + BOTS + ") i");
            s.execute("insert into bot_version (bot_id, version, url) select id, 1, 'http://127.0.0.1:9/' from bot where team_id = " + team);
            long season = single(s, "insert into season (name, ruleset, games_per_matchup, k_factor, move_timeout_ms) values ('big', 'classic', 10, 16, 2000) returning id");
            s.execute("insert into season_entry (season_id, bot_id, elo, games, wins, losses) select " + season
                    + ", id, 1300 + random() * 400, 200, 100, 100 from bot where team_id = " + team);
            long hero = single(s, "select min(id) from bot where team_id = " + team);
            String placement = "{\"ships\":[{\"x\":0,\"y\":0,\"length\":5,\"orientation\":\"across\"},{\"x\":0,\"y\":2,\"length\":4,\"orientation\":\"across\"},"
                    + "{\"x\":0,\"y\":4,\"length\":3,\"orientation\":\"across\"},{\"x\":0,\"y\":6,\"length\":3,\"orientation\":\"across\"},{\"x\":0,\"y\":8,\"length\":2,\"orientation\":\"down\"}]}";
            s.execute("""
                    insert into game (season_id, bot_a, bot_b, version_a, version_b, ruleset, seed, first_mover, name_a, name_b, placement_a,
                      placement_b, winner, reason, started_at, finished_at)
                    select %d, %d, %d + 1 + (i %% %d), 1, 1, '{"width":10,"height":10,"fleet":[5,4,3,3,2],"firing":"single"}', i,
                      case when i %% 2 = 0 then 'A' else 'B' end, 'hero', 'other', '%s', '%s', 'A', 'fleet_sunk',
                      now() - interval '1 day' + i * interval '1 second', now() - interval '1 day' + i * interval '1 second'
                    from generate_series(1, %d) i""".formatted(season, hero, hero, BOTS - 1, placement, placement, STRIKE_GAMES));
            s.execute("""
                    insert into strike (game_id, seq, shooter, x, y, result, sunk_ship, sunk_length)
                    select g.id, q, case when q %% 2 = 1 then 'A' else 'B' end, q %% 10, (q / 10) %% 10, (array['miss', 'hit', 'sunk'])[q %% 3 + 1],
                      case when q %% 3 = 2 then 1 end, case when q %% 3 = 2 then 4 end
                    from game g cross join generate_series(1, %d) q where g.season_id = %d""".formatted(STRIKES_PER_GAME, season));
            // the packed copy the service writes with every game (io.admiralty.game.PackedStrike), from the rows above
            s.execute("""
                    update game g set strike_log = (select string_agg(int4send(x | y << 7 | (shooter = 'B')::int << 14
                      | (array_position(array['miss', 'hit', 'sunk'], result) - 1) << 15
                      | coalesce(sunk_ship, 63) << 17 | coalesce(sunk_length, 0) << 23), ''::bytea order by seq)
                      from strike s where s.game_id = g.id) where g.season_id = %d""".formatted(season));
            // what the download also reads per game: each move's think time and the hero's Elo around the game
            s.execute("""
                    update game set move_times_a = (select string_agg(int4send(900 + q * 37), ''::bytea) from generate_series(1, %d) q),
                      move_times_b = (select string_agg(int4send(1200 + q * 53), ''::bytea) from generate_series(1, %d) q)
                    where season_id = %d""".formatted(STRIKES_PER_GAME / 2, STRIKES_PER_GAME / 2, season));
            s.execute("""
                    insert into rating_history (season_id, bot_id, game_id, elo_before, elo, at)
                    select season_id, %d, id, 1400 + (id %% 200) * 1.37, 1408 + (id %% 200) * 1.37, finished_at from game
                    where season_id = %d""".formatted(hero, season));
            s.execute("analyze");
            s.execute("checkpoint");
            if (Boolean.getBoolean("bench.explain")) {
                String filter = "(g.bot_a = " + hero + " or g.bot_b = " + hero + ")";
                for (String q : List.of(
                        "select s.game_id, g.season_id, case when g.bot_a = " + hero + " then 'A' else 'B' end, s.seq, s.shooter, s.x, s.y, s.result, s.sunk_ship, s.sunk_length from game g join strike s on s.game_id = g.id where " + filter + " order by s.game_id, s.seq",
                        "select s.game_id, s.seq, s.shooter, s.x, s.y, s.result, s.sunk_ship, s.sunk_length from game g join strike s on s.game_id = g.id where " + filter + " order by s.game_id, s.seq")) {
                    try (ResultSet plan = s.executeQuery("explain (analyze, buffers) " + q)) {
                        while (plan.next()) {
                            System.out.println("PLAN " + plan.getString(1));
                        }
                    }
                }
            }
            System.out.printf("BIG SEASON: %d bots, %d games, %d strikes stored in %.0f s (setup, not measured)%n", BOTS,
                    STRIKE_GAMES, single(s, "select count(*) from strike"), (System.nanoTime() - start) / 1e9);
            return new long[] {season, hero};
        }
    }

    private void leaderboard(long season) throws Exception {
        String query = "{\"query\":\"{ leaderboard(season: \\\"" + season
                + "\\\", first: 50) { rank elo games wins losses draws forfeits mle mleLow mleHigh bot { id name team { name } } } }\"}";
        report("GraphQL over HTTP", () -> fetch("/graphql", query));
        report("REST over HTTP (/api/seasons/{id}/leaderboard)", () -> fetch("/api/seasons/" + season + "/leaderboard", null));
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
        System.out.printf("LEADERBOARD top 50 of %d bots, %s, %d calls after 3000 warm-up: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n",
                BOTS, what, n, nanos[n / 2] / 1e6, nanos[n * 99 / 100] / 1e6, nanos[n - 1] / 1e6);
    }

    /** One request on a kept-alive connection; fails on anything but a clean 200. */
    private void fetch(String path, String postBody) throws Exception {
        HttpURLConnection connection = (HttpURLConnection) URI.create("http://127.0.0.1:" + port + path).toURL().openConnection();
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
            HistoryExport.Filter filter = new HistoryExport.Filter(bot, null, null);
            if (format.equals("csv")) {
                export.csv(filter, java.io.OutputStream.nullOutputStream());
            } else {
                export.ndjson(filter, java.io.OutputStream.nullOutputStream());
            }
            System.out.printf("HISTORY %s without HTTP: %.0f strikes/s%n", format, STRIKE_GAMES * (double) STRIKES_PER_GAME / ((System.nanoTime() - t) / 1e9));
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
            Process curl = new ProcessBuilder("bash", "-c", "curl -sS -H 'Authorization: " + LeagueApi.ORGANISER + "' 'http://127.0.0.1:" + port
                    + "/api/bots/" + bot + "/history?format=" + format + "' | wc -lc").start();
            String[] counted = new String(curl.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).trim().split("\\s+");
            if (curl.waitFor() != 0) {
                throw new IllegalStateException(new String(curl.getErrorStream().readAllBytes()));
            }
            long lines = Long.parseLong(counted[0]);
            long bytes = Long.parseLong(counted[1]);
            double seconds = (System.nanoTime() - start) / 1e9;
            watcher.interrupt();
            long strikes = (long) STRIKE_GAMES * STRIKES_PER_GAME;
            System.out.printf("HISTORY %s: %d lines, %.0f MB, %d strikes in %.2f s = %.0f strikes/s; heap before %.0f MB, peak while streaming %.0f MB (max heap %.0f MB)%n",
                    format, lines, bytes / 1e6, strikes, seconds, strikes / seconds, before / 1e6, peak.get() / 1e6,
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
