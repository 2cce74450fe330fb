package io.admiralty.league;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabase;
import io.admiralty.ServiceJar;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Two packaged service instances on one database share the matchup queue: each matchup runs on one of them only,
 * and when one instance is killed mid-round the other finishes its matchups without losing or repeating a game. Then
 * the deployment split in two, as on Kubernetes: an API-only instance queues a round that it plays none of, a worker
 * instance (no public path) plays beside the survivor and is stopped mid-matchup as a scale-down stops it, and the
 * survivor resumes its matchups, nothing lost or stored twice.
 */
class TwoInstancesIT {

    private static final String TOKEN = "Bearer it-organiser";
    private static final int GAMES = 120;
    private final List<ServiceJar> services = new ArrayList<>();
    private EmbeddedDatabase database;

    @AfterEach
    void stop() {
        services.forEach(ServiceJar::close);
        if (database != null) {
            database.close();
        }
    }

    @Test
    void twoInstancesShareTheQueueAndSurviveEachOthersDeath() throws Exception {
        database = EmbeddedDatabase.start(Files.createTempDirectory(Path.of("target"), "two-instances-pg"));
        Map<String, String> db = database.datasourceConfig();
        String first = start(18391, db, "all");
        String second = start(18392, db, "all");

        // plain HTTP/1.1: with the JDK client's default (an h2c upgrade offered with each POST) a cold instance once
        // answered the season's creation 409, as if the POST had arrived twice
        HttpClient http =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        String season = field(
                post(
                        http,
                        first + "/api/seasons",
                        "{\"name\":\"shared\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}"),
                "id");
        for (long bot = 1; bot <= 5; bot++) {
            post(http, first + "/api/seasons/" + season + "/entries", "{\"botId\":" + bot + "}");
        }
        post(http, second + "/api/seasons/" + season + "/rounds", "");

        try (Connection c = DriverManager.getConnection(
                        db.get("quarkus.datasource.jdbc.url"),
                        db.get("quarkus.datasource.username"),
                        db.get("quarkus.datasource.password"));
                Statement s = c.createStatement()) {
            // wait until both instances are running a matchup, the second one well inside its matchup, then kill it
            // outright
            awaitCount(
                    s, "select count(distinct split_part(lease_owner, '/', 1)) from work where status = 'running'", 2);
            String victim = instanceName(services.get(1));
            awaitCount(
                    s,
                    "select count(*) from matchup m join work using (id) where status = 'running' and lease_owner like '"
                            + victim
                            + "/%' and " + "(select count(*) from game g where g.matchup_id = m.id) between 4 and "
                            + (GAMES - 40),
                    1);
            services.get(1).kill();
            awaitCount(s, "select count(*) from work where status = 'done'", 10);

            assertThat(count(s, "select count(*) from game")).isEqualTo(10L * GAMES);
            assertThat(count(s, "select count(distinct (matchup_id, game_index)) from game"))
                    .isEqualTo(10L * GAMES);
            assertThat(count(s, "select count(distinct split_part(finished_by, '/', 1)) from work"))
                    .as("matchups finished per instance")
                    .isBetween(1L, 2L);
            // matchups ran once, except those the killed instance held: the survivor resumed them, once each
            assertThat(count(s, "select count(*) from work where attempts > 2")).isZero();
            assertThat(count(s, "select count(*) from work where attempts = 2")).isEqualTo(1);
            assertThat(count(s, "select count(*) from work where attempts = 2 and finished_by like '" + victim + "/%'"))
                    .isZero();
            assertThat(count(
                            s,
                            "select count(*) from game g where (select count(*) from strike where game_id = g.id) = 0"))
                    .isZero();
            ResultSet elo = s.executeQuery("select sum(elo), sum(games) from season_entry");
            elo.next();
            assertThat(elo.getDouble(1)).isCloseTo(7500, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(elo.getLong(2)).isEqualTo(2L * 10 * GAMES);

            scaleDown(http, s, db, season);
        }
    }

    /** Round 2 queued through an API-only instance, played by the survivor and a worker stopped mid-matchup. */
    private void scaleDown(HttpClient http, Statement s, Map<String, String> db, String season) throws Exception {
        String api = start(18392, db, "api");
        String worker = start(18393, db, "worker");
        String apiName = instanceName(services.get(2));
        String workerName = instanceName(services.get(3));
        HttpResponse<String> refused = http.send(
                HttpRequest.newBuilder(URI.create(worker + "/api/seasons"))
                        .header("Authorization", TOKEN)
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).as("a worker serves no public path").isEqualTo(404);
        assertThat(refused.body()).contains("worker");
        assertThat(http.send(
                                HttpRequest.newBuilder(URI.create(worker + "/q/metrics"))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString())
                        .body())
                .contains("admiralty_cpu_slots");

        // the API-only instance keeps the season's views in memory from this read on; the round's games are stored by
        // the other instances, whose notices must reach it
        assertThat(boardGames(http, api, season)).isEqualTo(2L * 10 * GAMES);
        post(http, api + "/api/seasons/" + season + "/rounds", "");
        awaitCount(
                s,
                "select count(*) from matchup m join work using (id) where status = 'running' and lease_owner like '"
                        + workerName
                        + "/%' and (select count(*) from game g where g.matchup_id = m.id) between 4 and "
                        + (GAMES - 40),
                1);
        services.get(3).stop(30);
        assertThat(services.get(3).log()).doesNotContain("were not left within");
        awaitCount(s, "select count(*) from work where status = 'done'", 20);

        assertThat(count(s, "select count(*) from game")).isEqualTo(20L * GAMES);
        assertThat(count(s, "select count(distinct (matchup_id, game_index)) from game"))
                .isEqualTo(20L * GAMES);
        assertThat(count(s, "select count(*) from work where finished_by like '" + apiName + "/%'"))
                .as("the API-only instance plays nothing")
                .isZero();
        assertThat(count(s, "select count(*) from work where attempts > 2")).isZero();
        // the stopped worker's matchups: resumed once each, by the survivor
        assertThat(count(s, "select count(*) from work where attempts = 2 and finished_by like '" + workerName + "/%'"))
                .isZero();
        assertThat(count(
                        s,
                        "select count(*) from matchup m join work w using (id) join round r on r.id = m.round_id"
                                + " where r.number = 2 and w.attempts = 2"))
                .isPositive();
        ResultSet elo = s.executeQuery("select sum(games) from season_entry");
        elo.next();
        assertThat(elo.getLong(1)).isEqualTo(2L * 20 * GAMES);
        Awaitility.await("the API-only instance's leaderboard shows the games the others stored")
                .atMost(Duration.ofSeconds(30))
                .until(() -> boardGames(http, api, season) == 2L * 20 * GAMES);
    }

    /** The games of every row of the season's leaderboard on the instance, summed. */
    private static long boardGames(HttpClient http, String base, String season) throws Exception {
        String board = http.send(
                        HttpRequest.newBuilder(URI.create(base + "/api/seasons/" + season + "/leaderboard?first=1000"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
        return io.restassured.path.json.JsonPath.from(board).getList("games", Long.class).stream()
                .mapToLong(Long::longValue)
                .sum();
    }

    private String start(int port, Map<String, String> db, String role) throws Exception {
        Map<String, String> environment = new HashMap<>(Map.of(
                "QUARKUS_DATASOURCE_JDBC_URL",
                db.get("quarkus.datasource.jdbc.url"),
                "QUARKUS_DATASOURCE_USERNAME",
                db.get("quarkus.datasource.username"),
                "QUARKUS_DATASOURCE_PASSWORD",
                db.get("quarkus.datasource.password"),
                "ADMIRALTY_ADMIN_TOKEN",
                TOKEN.substring(7),
                "ADMIRALTY_DATA_DIR",
                Files.createTempDirectory(Path.of("target"), "instance-data").toString(),
                "ADMIRALTY_ROLE",
                role));
        environment.putAll(Map.of(
                // one built-in matchup at a time per instance: a slot, and built-ins costing a whole one
                "ADMIRALTY_LEAGUE_CPU_SLOTS",
                "1",
                "ADMIRALTY_LEAGUE_BUILTIN_COST",
                "1",
                "ADMIRALTY_LEAGUE_POLL",
                "100ms",
                "ADMIRALTY_LEAGUE_LEASE",
                "3s",
                "ADMIRALTY_LEAGUE_COMMIT_BATCH",
                "4",
                // No skill jobs: a worker hands one back only between its games, and an expert's game takes seconds, so
                // one instance's only slot could be in the expert's first game while the other plays the whole round.
                "ADMIRALTY_SKILL_ENABLED",
                "false"));
        ServiceJar service = ServiceJar.start(port, environment);
        services.add(service);
        return service.base();
    }

    /** The instance's name in the queue, from its start-up log line. */
    private static String instanceName(ServiceJar service) throws java.io.IOException {
        return service.log()
                .lines()
                .filter(l -> l.matches(".*instance \\S+ plays .*"))
                .findFirst()
                .map(l -> l.replaceAll(".*instance (\\S+) plays.*", "$1"))
                .orElseThrow();
    }

    private static String post(HttpClient http, String url, String json) throws Exception {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create(url))
                        .header("Authorization", TOKEN)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(json))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(url + " " + response.body()).isEqualTo(201);
        return response.body();
    }

    private static String field(String json, String name) {
        return io.restassured.path.json.JsonPath.from(json).getString(name);
    }

    private static void awaitCount(Statement s, String sql, long expected) {
        Awaitility.await(sql).atMost(Duration.ofMinutes(3)).until(() -> count(s, sql) == expected);
    }

    private static long count(Statement s, String sql) throws SQLException {
        try (ResultSet row = s.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }
}
