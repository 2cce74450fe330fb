package io.admiralty.benchmark;

import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.bot.http.ExampleHttpBot;
import io.admiralty.league.SlowHttpBot;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Issue 44.4 measured on the packaged service ({@code java -jar}, embedded PostgreSQL in a scratch folder, everything
 * through the REST API): how long a season's round waits from being queued to its first matchup's start, alone
 * (control) and while another team floods the queue with the validations of {@code -Dbots=N} (24) slow HTTP bots, real
 * servers on loopback that take {@code -Dthinks=MS} (200) over every turn. The season is another team's example HTTP bot
 * against {@code random}, one matchup a round. Runs the service with the queue's fairness (the defaults) and without it
 * (no cap per team, no reserve for seasons: the claim as it was before), a service of each in turn, {@code -Drounds=N}
 * (2) times each, each time a control round and a flood round; a flood ends with its servers closed, which has every
 * validation left forfeit at once. Prints each round and the medians. Needs {@code ./mvnw package -DskipTests}. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.TeamFloodBench}
 */
public final class TeamFloodBench {

    private static final int ROUNDS = Integer.getInteger("rounds", 2);
    private static final int BOTS = Integer.getInteger("bots", 24);
    private static final Duration THINKS = Duration.ofMillis(Integer.getInteger("thinks", 200));
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String ORGANISER = "Bearer " + LeagueRoundBench.TOKEN;
    /** The service's defaults' cap per team: the flood is on once this many of its validations are open. */
    private static final int FLOOD_RUNNING = 3;

    /** The queue without its fairness: every team's work claimable, nothing reserved for seasons. */
    private static final Map<String, String> UNFAIR = Map.of(
            "ADMIRALTY_LEAGUE_RUNNING_PER_TEAM", "1000000",
            "ADMIRALTY_LEAGUE_SEASON_SLOTS", "0",
            "ADMIRALTY_LEAGUE_SEASON_PLACES", "0");

    private final String base;
    private final long season;
    private int floods;

    private TeamFloodBench(String base, long season) {
        this.base = base;
        this.season = season;
    }

    public static void main(String[] args) throws Exception {
        Map<Boolean, List<double[]>> figures = new HashMap<>();
        try (ExampleHttpBot example = ExampleHttpBot.start()) {
            for (int round = 0; round < ROUNDS; round++) {
                for (boolean fair : List.of(true, false)) {
                    double[] delays = measure(fair, example.url());
                    figures.computeIfAbsent(fair, f -> new ArrayList<>()).add(delays);
                    System.out.printf(
                            Locale.ROOT,
                            "round %d %s: control %.2f s, beside the flood %.2f s (load %s)%n",
                            round + 1,
                            fair ? "fair" : "unfair",
                            delays[0],
                            delays[1],
                            LeagueRoundBench.load());
                }
            }
        }
        for (boolean fair : List.of(true, false)) {
            List<double[]> rounds = figures.get(fair);
            System.out.printf(
                    Locale.ROOT,
                    "%s: the round's first matchup %.2f s after it was queued alone, %.2f s beside %d slow bots"
                            + " (medians of %d)%n",
                    fair ? "with the queue's fairness" : "without it",
                    LeagueRoundBench.median(
                            rounds.stream().mapToDouble(r -> r[0]).toArray()),
                    LeagueRoundBench.median(
                            rounds.stream().mapToDouble(r -> r[1]).toArray()),
                    BOTS,
                    ROUNDS);
        }
    }

    /** A service of its own, fair or not: the control round's delay and the flood round's, in seconds. */
    private static double[] measure(boolean fair, String exampleUrl) throws Exception {
        Path data = Files.createTempDirectory("team-flood-bench");
        int port = LeagueRoundBench.freePort();
        String base = "http://127.0.0.1:" + port;
        ProcessBuilder builder = LeagueRoundBench.packagedService(data, port);
        if (!fair) {
            builder.environment().putAll(UNFAIR);
        }
        Process service = builder.start();
        try {
            LeagueRoundBench.awaitReady(base, service);
            String steady = team(base, "steady");
            long player = bot(base, steady, "steady", "arena-json", exampleUrl);
            long season = call(
                            base,
                            "POST",
                            "/api/seasons",
                            ORGANISER,
                            Map.of("name", "beside a flood", "gamesPerMatchup", 2))
                    .get("id")
                    .asLong();
            call(base, "POST", "/api/seasons/" + season + "/entries", steady, Map.of("botId", player));
            call(
                    base,
                    "POST",
                    "/api/seasons/" + season + "/entries",
                    ORGANISER,
                    Map.of("botId", builtin(base, "random")));
            awaitValidation(base, player);
            TeamFloodBench bench = new TeamFloodBench(base, season);
            return new double[] {bench.firstMatchup(), bench.floodedFirstMatchup()};
        } finally {
            service.destroy();
            service.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** Seconds from queueing a round to its first matchup's start, measured from outside by polling its season. */
    private double firstMatchup() throws Exception {
        JsonNode before =
                call(base, "GET", "/api/seasons/" + season, null, null).get("progress");
        long queued = System.nanoTime();
        call(base, "POST", "/api/seasons/" + season + "/rounds", ORGANISER, null);
        while (true) {
            JsonNode progress =
                    call(base, "GET", "/api/seasons/" + season, null, null).get("progress");
            if (progress.get("running").asInt() > 0
                    || progress.get("done").asInt() > before.get("done").asInt()) {
                double seconds = (System.nanoTime() - queued) / 1e9;
                awaitRoundEnd();
                return seconds;
            }
            Thread.sleep(20);
        }
    }

    /** {@link #firstMatchup} while a new team's slow bots' validations fill the queue. */
    private double floodedFirstMatchup() throws Exception {
        String flooder = team(base, "flooder " + ++floods);
        List<SlowHttpBot> servers = new ArrayList<>();
        List<Long> bots = new ArrayList<>();
        try {
            for (int i = 0; i < BOTS; i++) {
                SlowHttpBot server = SlowHttpBot.start(THINKS);
                servers.add(server);
                bots.add(bot(base, flooder, "slow " + floods + "-" + i, "native", server.url()));
            }
            while (openBuiltinWork() < FLOOD_RUNNING) {
                Thread.sleep(50);
            }
            return firstMatchup();
        } finally {
            servers.forEach(SlowHttpBot::close);
            for (long bot : bots) {
                awaitValidation(base, bot);
            }
        }
    }

    /** This instance's open work of built-in cost (the validations against {@code random}), from its metrics. */
    private int openBuiltinWork() throws Exception {
        String metrics = HTTP.send(
                        HttpRequest.newBuilder(URI.create(base + "/q/metrics")).build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
        return metrics.lines()
                .filter(line -> line.startsWith("admiralty_work_open_here{") && line.contains("cost=\"builtin\""))
                .mapToInt(line -> (int) Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .sum();
    }

    private void awaitRoundEnd() throws Exception {
        while (true) {
            JsonNode progress =
                    call(base, "GET", "/api/seasons/" + season, null, null).get("progress");
            if (progress.get("queued").asInt() + progress.get("running").asInt() == 0) {
                return;
            }
            Thread.sleep(100);
        }
    }

    private static String team(String base, String name) throws Exception {
        return "Bearer "
                + call(base, "POST", "/api/teams", ORGANISER, Map.of("name", name + " " + System.nanoTime()))
                        .get("token")
                        .asText();
    }

    private static long bot(String base, String team, String name, String dialect, String url) throws Exception {
        return call(
                        base,
                        "POST",
                        "/api/bots",
                        team,
                        Map.of("name", name + " " + System.nanoTime(), "kind", "http", "dialect", dialect, "url", url))
                .get("id")
                .asLong();
    }

    private static long builtin(String base, String name) throws Exception {
        for (JsonNode bot : call(base, "GET", "/api/bots", null, null)) {
            if (bot.get("kind").asText().equals("builtin")
                    && bot.get("name").asText().equals(name)) {
                return bot.get("id").asLong();
            }
        }
        throw new IllegalStateException("no built-in " + name);
    }

    private static void awaitValidation(String base, long bot) throws Exception {
        while (call(base, "GET", "/api/bots/" + bot, null, null)
                .path("validation")
                .path("state")
                .asText()
                .equals("validating")) {
            Thread.sleep(200);
        }
    }

    private static JsonNode call(String base, String method, String path, String bearer, Object body) throws Exception {
        return LeagueRoundBench.call(base, method, path, bearer, body);
    }
}
