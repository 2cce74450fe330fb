package io.admiralty.benchmark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The league against {@code play} on the same process bots: one round of a season of four example Python process
 * bots (six matchups of {@value #GAMES} classic games) played by the packaged service with as many CPU slots as
 * cores, against the same six matchups played by {@code play}, six commands two at a time. Rounds alternate
 * (league, play, league, play...) and the ratio is taken per round; the median of {@value #ROUNDS} is reported.
 * <p>
 * The league is the packaged service itself ({@code java -jar target/quarkus-app/quarkus-run.jar}) on its embedded
 * PostgreSQL in a scratch folder, driven over its REST API as an organiser would: what is measured is what a league
 * costs in production, uploads unpacked, sandbox, storage and ratings included, and nothing of a test harness.
 * Each round is a new round robin of the same season, timed from {@code POST /rounds} until no matchup is queued
 * or running. {@code play} runs with {@code --jobs 1}, so both sides play two matchups at a time, one game after
 * another in each. Needs {@code ./mvnw package -DskipTests}.
 * <p>
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.LeagueRoundBench}
 * ({@code -Dgames=N} for another number of games per matchup, {@code -Drounds=N} another number of rounds).
 */
public final class LeagueRoundBench {

    private static final int GAMES = Integer.getInteger("games", 200);
    private static final int ROUNDS = Integer.getInteger("rounds", 5);
    private static final int CORES = Runtime.getRuntime().availableProcessors();
    /** The packaged service; {@code -Dservice=PATH} for another build's, to compare two in one run. */
    static final Path SERVICE = Path.of(System.getProperty("service", "target/quarkus-app/quarkus-run.jar"))
            .toAbsolutePath();

    static final Path EXAMPLES = Path.of("examples", "python").toAbsolutePath();
    static final String TOKEN = "bench-" + UUID.randomUUID();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** The four bots: a name, its dialect and its program among the examples (two of them speak native). */
    record Bot(String name, String dialect, String program) {
        String play() {
            return dialect + ":python3 " + EXAMPLES.resolve(program);
        }
    }

    private static final List<Bot> BOTS = List.of(
            new Bot("native-one", "native", "native_bot.py"),
            new Bot("native-two", "native", "native_bot.py"),
            new Bot("skynet", "skynet", "skynet_bot.py"),
            new Bot("broadsides", "broadsides", "broadsides_bot.py"));

    private LeagueRoundBench() {}

    public static void main(String[] args) throws Exception {
        if (!Files.isRegularFile(SERVICE)) {
            throw new IllegalArgumentException("needs " + SERVICE + ": ./mvnw package -DskipTests");
        }
        Path data = Files.createTempDirectory("league-round-bench");
        int port = freePort();
        String base = "http://127.0.0.1:" + port;
        ProcessBuilder builder = new ProcessBuilder("java", "-jar", SERVICE.toString())
                .redirectErrorStream(true)
                .redirectOutput(data.resolve("service.log").toFile());
        builder.environment()
                .putAll(java.util.Map.of(
                        "QUARKUS_HTTP_PORT",
                        Integer.toString(port),
                        "ADMIRALTY_ADMIN_TOKEN",
                        TOKEN,
                        "ADMIRALTY_DATA_DIR",
                        data.resolve("league").toString(),
                        "ADMIRALTY_LEAGUE_CPU_SLOTS",
                        Integer.toString(CORES)));
        Process service = builder.start();
        try {
            awaitReady(base, service);
            long season = season(base);
            System.out.printf(
                    Locale.ROOT,
                    "%d bots, %d matchups of %d games a round; league with %d CPU slots, play two at a time (load %s)%n",
                    BOTS.size(),
                    matchups().size(),
                    GAMES,
                    CORES,
                    load());
            double[] league = new double[ROUNDS];
            double[] play = new double[ROUNDS];
            double[] ratio = new double[ROUNDS];
            for (int round = 0; round < ROUNDS; round++) {
                league[round] = leagueRound(base, season);
                play[round] = playRound();
                ratio[round] = league[round] / play[round];
                System.out.printf(
                        Locale.ROOT,
                        "round %d: league %.1f s, play %.1f s, ratio %.2f (load %s)%n",
                        round + 1,
                        league[round],
                        play[round],
                        ratio[round],
                        load());
            }
            System.out.printf(
                    Locale.ROOT,
                    "league %.1f s a round, play %.1f s: the league takes %.2fx play's time (median of %d; ratios %s)%n",
                    median(league),
                    median(play),
                    median(ratio),
                    ROUNDS,
                    Arrays.toString(Arrays.stream(ratio)
                            .map(r -> Math.round(r * 100) / 100.0)
                            .toArray()));
        } finally {
            service.destroy();
            if (!service.waitFor(60, TimeUnit.SECONDS)) {
                service.destroyForcibly();
            }
        }
    }

    /** A season holding the four bots, uploaded by one team; its id. */
    private static long season(String base) throws Exception {
        String organiser = "Bearer " + TOKEN;
        String team = "Bearer "
                + post(base + "/api/teams", organiser, "{\"name\":\"bench\"}")
                        .path("token")
                        .asText();
        long season = post(
                        base + "/api/seasons",
                        organiser,
                        "{\"name\":\"bench\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + GAMES + "}")
                .path("id")
                .asLong();
        for (Bot bot : BOTS) {
            long id = upload(base, team, bot);
            post(base + "/api/seasons/" + season + "/entries", team, "{\"botId\":" + id + "}");
        }
        return season;
    }

    /** One round robin of the season, queued now; seconds until every matchup is over. */
    static double leagueRound(String base, long season) throws Exception {
        long start = System.nanoTime();
        post(base + "/api/seasons/" + season + "/rounds", "Bearer " + TOKEN, "");
        while (true) {
            JsonNode progress = get(base + "/api/seasons/" + season).path("progress");
            if (progress.path("queued").asInt() + progress.path("running").asInt() == 0) {
                return (System.nanoTime() - start) / 1e9;
            }
            Thread.sleep(50);
        }
    }

    /** The same six matchups as six play commands, two at a time; seconds for all six. */
    private static double playRound() throws Exception {
        List<Bot[]> pairs = matchups();
        long start = System.nanoTime();
        List<Process> running = new ArrayList<>();
        for (Bot[] pair : pairs) {
            if (running.size() == 2) {
                await(running.remove(0));
            }
            running.add(new ProcessBuilder(
                            "java",
                            "-jar",
                            SERVICE.toString(),
                            "play",
                            "--jobs",
                            "1",
                            "--games",
                            Integer.toString(GAMES),
                            pair[0].play(),
                            pair[1].play())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start());
        }
        for (Process process : running) {
            await(process);
        }
        return (System.nanoTime() - start) / 1e9;
    }

    private static List<Bot[]> matchups() {
        List<Bot[]> pairs = new ArrayList<>();
        for (int i = 0; i < BOTS.size(); i++) {
            for (int j = i + 1; j < BOTS.size(); j++) {
                pairs.add(new Bot[] {BOTS.get(i), BOTS.get(j)});
            }
        }
        return pairs;
    }

    private static void await(Process process) throws Exception {
        if (!process.waitFor(30, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IOException("play did not finish");
        }
        // 3: a bot forfeited a game, which the league plays as well
        if (process.exitValue() != 0 && process.exitValue() != 3) {
            throw new IOException("play failed with " + process.exitValue());
        }
    }

    /** The bot's program and the strategy it imports, zipped, with its definition. */
    static long upload(String base, String team, Bot bot) throws Exception {
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(zip)) {
            for (String file : List.of(bot.program(), "strategy.py")) {
                out.putNextEntry(new ZipEntry(file));
                out.write(Files.readAllBytes(EXAMPLES.resolve(file)));
                out.closeEntry();
            }
        }
        String boundary = "bench" + UUID.randomUUID();
        String definition = "{\"name\":\"" + bot.name() + "\",\"kind\":\"process\",\"dialect\":\"" + bot.dialect()
                + "\",\"command\":[\"python3\",\"" + bot.program() + "\"]}";
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"artifact\"; filename=\"bot.zip\"\r\n"
                        + "Content-Type: application/zip\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));
        body.write(zip.toByteArray());
        body.write(("\r\n--" + boundary
                        + "\r\nContent-Disposition: form-data; name=\"definition\"\r\nContent-Type: application/json\r\n\r\n"
                        + definition + "\r\n--" + boundary + "--\r\n")
                .getBytes(StandardCharsets.UTF_8));
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/bots"))
                .header("Authorization", team)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
                .build();
        return answer(request).path("id").asLong();
    }

    static JsonNode post(String url, String authorization, String json) throws Exception {
        return answer(HttpRequest.newBuilder(URI.create(url))
                .header("Authorization", authorization)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build());
    }

    /**
     * {@code method} of {@code base + path} as the bearer (null: anonymous), with {@code body} as JSON (null: none);
     * the answer's JSON (a JSON null when empty), which must be a 2xx.
     */
    static JsonNode call(String base, String method, String path, String bearer, Object body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .method(
                        method,
                        body == null
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (bearer != null) {
            request.header("Authorization", bearer);
        }
        HttpResponse<String> answer = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() / 100 != 2) {
            throw new IOException(method + " " + path + ": " + answer.statusCode() + " " + answer.body());
        }
        return answer.body().isEmpty() ? JSON.nullNode() : JSON.readTree(answer.body());
    }

    static JsonNode get(String url) throws Exception {
        return answer(HttpRequest.newBuilder(URI.create(url)).GET().build());
    }

    private static JsonNode answer(HttpRequest request) throws Exception {
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IOException(
                    request.method() + " " + request.uri() + ": " + response.statusCode() + " " + response.body());
        }
        return response.body().isEmpty() ? JSON.createObjectNode() : JSON.readTree(response.body());
    }

    static void awaitReady(String base, Process service) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline) {
            if (!service.isAlive()) {
                throw new IOException("the service exited with " + service.exitValue());
            }
            try {
                if (HTTP.send(
                                        HttpRequest.newBuilder(URI.create(base + "/q/health/ready"))
                                                .build(),
                                        HttpResponse.BodyHandlers.discarding())
                                .statusCode()
                        == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(500);
        }
        throw new IOException("the service did not become ready");
    }

    /**
     * The packaged service on {@code port} with its data (and log, service.log) in {@code data}, the benchmarks' admin
     * token, and HTTP bots on loopback allowed: to start, with more settings where a benchmark needs them.
     */
    static ProcessBuilder packagedService(Path data, int port) {
        ProcessBuilder builder = new ProcessBuilder("java", "-jar", SERVICE.toString())
                .redirectErrorStream(true)
                .redirectOutput(data.resolve("service.log").toFile());
        builder.environment()
                .putAll(Map.of(
                        "QUARKUS_HTTP_PORT",
                        Integer.toString(port),
                        "ADMIRALTY_ADMIN_TOKEN",
                        TOKEN,
                        "ADMIRALTY_DATA_DIR",
                        data.resolve("league").toString(),
                        "ADMIRALTY_BOTS_HTTP_ALLOW",
                        "127.0.0.0/8"));
        return builder;
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    static String load() throws IOException {
        return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
