package io.admiralty.benchmark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An instance's concurrency by cost, measured on the packaged service as in production (as {@link LeagueRoundBench}
 * does: {@code java -jar}, embedded PostgreSQL in a scratch folder, bots registered over the REST API).
 * <p>
 * The HTTP bots are this program's own: one Vert.x server on loopback, a path per bot, speaking the native dialect and
 * answering every request after the bot's latency (a timer, no thread held), placing a fixed fleet and shooting the
 * board in a random order. It counts the requests, so the latency bound is the count times the latency divided by the
 * matchups played at once.
 * <ul>
 * <li>{@code -Dpart=round} (default): 8 HTTP bots at 20 ms, a round robin of 28 matchups x 4 games, on an instance with
 * the defaults and one with the concurrency unbounded ({@code max-open} 100,000), rounds alternating, each instance's
 * time over the other's and over the latency bound (28 matchups at once);</li>
 * <li>{@code -Dpart=wide}: 64 HTTP bots at 50 ms, a round robin of 2,016 matchups x 2 games on one instance with the
 * defaults: games/s, the instance's CPU time, its largest resident memory and thread count, the latency bound (the
 * matchups at once are the cap's cheap places, 254); with {@code -Dreaders=20}, as many readers hammer the
 * leaderboard (REST and GraphQL), the season page and the game list (GraphQL) through the round's first 60 s, each with
 * its own HTTP client, after 10 s of reading that warms the service: p50, p99 (and past the first 10 s), the slowest
 * requests and when they came, errors, and how often and how long the service computed each view;</li>
 * <li>{@code -Dpart=beside}: the same readers' minute alone (the service stops without waiting for the round), with the
 * CPU the service, this program and PostgreSQL used in it ({@code -Djfr=FILE} records the service);</li>
 * <li>{@code -Dpart=mixed}: 4 process bots (the Python examples, in the sandbox) and 8 HTTP bots at 20 ms in one
 * season, a round robin of 66 matchups x {@code -Dgames} (default 4): the metrics are read every 100 ms, and the most
 * process matchups open at once must not pass the CPU slots, while HTTP matchups run beside them.</li>
 * </ul>
 * Needs {@code ./mvnw package -DskipTests}. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.ConcurrencyBench -Dpart=round}
 * ({@code -Drounds=N} rounds of the first part, default 3; {@code -Dservice=PATH} runs another build's jar, to compare
 * two builds in one run).
 */
public final class ConcurrencyBench {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    /** A classic fleet placed across on rows 0, 2, 4, 6 and 8. */
    private static final int[] FLEET = {5, 4, 3, 3, 2};

    private ConcurrencyBench() {}

    public static void main(String[] args) throws Exception {
        String part = System.getProperty("part", "round");
        Vertx vertx = Vertx.vertx();
        try {
            BotServer bots = BotServer.start(vertx);
            switch (part) {
                case "round" -> round(bots);
                case "wide" -> wide(bots);
                case "mixed" -> mixed(bots);
                case "reads" -> reads(bots);
                case "beside" -> beside(bots);
                default -> throw new IllegalArgumentException("-Dpart=round, wide, mixed, reads or beside");
            }
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    /** The 8-bot round with the defaults and unbounded, alternating. */
    private static void round(BotServer bots) throws Exception {
        int rounds = Integer.getInteger("rounds", 3);
        int latency = 20;
        try (Service defaults = Service.start(Map.of());
                Service unbounded = Service.start(Map.of("ADMIRALTY_LEAGUE_MAX_OPEN", "100000"))) {
            long seasonD = httpSeason(defaults, bots, 8, latency, 4);
            long seasonU = httpSeason(unbounded, bots, 8, latency, 4);
            System.out.printf(
                    Locale.ROOT,
                    "8 HTTP bots at %d ms, 28 matchups x 4 games (load %s)%n",
                    latency,
                    LeagueRoundBench.load());
            double[] byDefault = new double[rounds];
            double[] byBound = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                bots.requests.reset();
                double d = LeagueRoundBench.leagueRound(defaults.base, seasonD);
                double bound = bots.requests.sum() * latency / 1000.0 / 28;
                double u = LeagueRoundBench.leagueRound(unbounded.base, seasonU);
                byDefault[r] = d / u;
                byBound[r] = d / bound;
                System.out.printf(
                        Locale.ROOT,
                        "round %d: defaults %.1f s, unbounded %.1f s, bound %.1f s: defaults/unbounded %.2f,"
                                + " defaults/bound %.2f (load %s)%n",
                        r + 1,
                        d,
                        u,
                        bound,
                        byDefault[r],
                        byBound[r],
                        LeagueRoundBench.load());
            }
            System.out.printf(
                    Locale.ROOT,
                    "median: defaults/unbounded %.2f (goal <= 1.25), defaults/bound %.2f (goal <= 1.5)%n",
                    LeagueRoundBench.median(byDefault),
                    LeagueRoundBench.median(byBound));
        }
    }

    /** 64 bots at 50 ms, 2,016 matchups x 2 games, with readers beside if asked. */
    private static void wide(BotServer bots) throws Exception {
        int latency = 50;
        int readers = Integer.getInteger("readers", 20);
        // -Dnice=N: the work threads' nice increment (admiralty.league.work-nice)
        Map<String, String> settings = System.getProperty("nice") == null
                ? Map.of()
                : Map.of("ADMIRALTY_LEAGUE_WORK_NICE", System.getProperty("nice"));
        try (Service service = Service.start(settings)) {
            long season = httpSeason(service, bots, 64, latency, 2);
            System.out.printf(
                    Locale.ROOT,
                    "64 HTTP bots at %d ms, 2,016 matchups x 2 games, %d readers, work threads' nice +%s (load %s)%n",
                    latency,
                    readers,
                    System.getProperty("nice", "0"),
                    LeagueRoundBench.load());
            Readers.warm(service.base, season, readers);
            bots.requests.reset();
            Sampler sampler = Sampler.start(service);
            Readers reading = Readers.start(service.base, season, readers);
            // the views are computed only for readers: their timer's figures, read as the readers stop
            StringBuilder computed = new StringBuilder();
            Thread computedRead = new Thread(() -> {
                try {
                    reading.stop();
                    computed.append(viewsComputed(service));
                } catch (Exception e) {
                    computed.append("  views computed: not read (").append(e).append(")\n");
                }
            });
            computedRead.start();
            long cpuBefore = service.cpuMillis();
            double seconds = LeagueRoundBench.leagueRound(service.base, season);
            long cpu = service.cpuMillis() - cpuBefore;
            sampler.stop();
            reading.stop();
            double bound = bots.requests.sum() * latency / 1000.0 / 254;
            System.out.printf(
                    Locale.ROOT,
                    "%.1f s: %.1f games/s; bound %.1f s (%d requests x %d ms / 254 at once): %.2f of the bound"
                            + " (goal >= 0.8); CPU %.1f s (%.0f%% of one core); resident memory at most %d MB,"
                            + " threads at most %d, network matchups open at most %d (load %s)%n",
                    seconds,
                    4032 / seconds,
                    bound,
                    bots.requests.sum(),
                    latency,
                    bound / seconds,
                    cpu / 1000.0,
                    cpu / seconds / 10,
                    sampler.maxRssKb.get() / 1024,
                    sampler.maxThreads.get(),
                    sampler.max("network"),
                    LeagueRoundBench.load());
            reading.report(10);
            computedRead.join();
            System.out.print(computed);
        }
    }

    /**
     * The readers' minute of {@code -Dpart=wide} alone: the 64-bot round starts, 20 readers read for 60 s, and the
     * service stops without waiting for the round's end; the readers' latencies, and the CPU the service, this program
     * (the bots' server and the readers) and PostgreSQL used in that minute, each as a share of the 2 cores; a JFR
     * recording of the service with {@code -Djfr=FILE}.
     */
    private static void beside(BotServer bots) throws Exception {
        int readers = Integer.getInteger("readers", 20);
        Map<String, String> settings = new HashMap<>(recording());
        if (System.getProperty("nice") != null) {
            settings.put("ADMIRALTY_LEAGUE_WORK_NICE", System.getProperty("nice"));
        }
        try (Service service = Service.start(settings)) {
            long season = httpSeason(service, bots, 64, 50, 2);
            System.out.printf(
                    Locale.ROOT,
                    "64 HTTP bots at 50 ms, the round's first minute, %d readers, work threads' nice +%s (load %s)%n",
                    readers,
                    System.getProperty("nice", "0"),
                    LeagueRoundBench.load());
            Readers.warm(service.base, season, readers);
            long[] before = {service.cpuMillis(), ownCpuMillis(), postgresCpuMillis()};
            LeagueRoundBench.post(
                    service.base + "/api/seasons/" + season + "/rounds", "Bearer " + LeagueRoundBench.TOKEN, "");
            Readers reading = Readers.start(service.base, season, readers);
            reading.stop();
            long[] after = {service.cpuMillis(), ownCpuMillis(), postgresCpuMillis()};
            System.out.printf(
                    Locale.ROOT,
                    "CPU in the minute, of 2 cores: service %.0f%%, bots' server and readers %.0f%%, PostgreSQL %.0f%%"
                            + " (load %s)%n",
                    (after[0] - before[0]) / 1200.0,
                    (after[1] - before[1]) / 1200.0,
                    (after[2] - before[2]) / 1200.0,
                    LeagueRoundBench.load());
            reading.report(10);
            System.out.print(viewsComputed(service));
        }
    }

    /**
     * The service's settings for a JFR recording, if {@code -Djfr=FILE} asks for one ({@code -Djfr.settings}: JFR's
     * settings, {@code profile} unless given, or a {@code .jfc} file of one's own).
     */
    private static Map<String, String> recording() {
        String jfr = System.getProperty("jfr");
        return jfr == null
                ? Map.of()
                : Map.of(
                        "JAVA_TOOL_OPTIONS",
                        "-XX:StartFlightRecording=settings=" + System.getProperty("jfr.settings", "profile")
                                + ",filename=" + jfr + ",dumponexit=true");
    }

    private static long ownCpuMillis() {
        return ProcessHandle.current().info().totalCpuDuration().orElseThrow().toMillis();
    }

    /** Every postgres process's CPU (the service's embedded database; the machine's own is idle). */
    private static long postgresCpuMillis() throws IOException {
        long ticks = 0;
        try (var processes = Files.list(Path.of("/proc"))) {
            for (Path process : processes
                    .filter(p -> p.getFileName().toString().matches("\\d+"))
                    .toList()) {
                try {
                    String stat = Files.readString(process.resolve("stat"));
                    if (stat.contains("(postgres)")) {
                        String[] fields =
                                stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                        ticks += Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
                    }
                } catch (IOException gone) {
                    // the process ended meanwhile
                }
            }
        }
        return ticks * 10; // USER_HZ is 100
    }

    /** How often, and how long, the service computed each public view again ({@code admiralty.views.computed}). */
    private static String viewsComputed(Service service) throws Exception {
        StringBuilder text = new StringBuilder();
        for (String view : List.of("leaderboard", "withdrawn", "head_to_head", "newest_games")) {
            String labels = "view=\"" + view + "\"";
            double count = service.metric("admiralty_views_computed_seconds_count", labels);
            text.append(String.format(
                    Locale.ROOT,
                    "  view %s computed %.0f times, mean %.1f ms, max %.1f ms%n",
                    view,
                    count,
                    service.metric("admiralty_views_computed_seconds_sum", labels) / count * 1000,
                    service.metric("admiralty_views_computed_seconds_max", labels) * 1000));
        }
        return text.toString();
    }

    /**
     * What each public view costs on an idle instance: a season of {@code -Dbots} HTTP bots (default 16) at 1 ms plays a
     * round robin of 2 games a matchup, then each view is read {@code -Dreads} times (default 300), one request after the other: the
     * time per request and the service's CPU per request. A JFR recording of the reads, if asked, by
     * {@code -Djfr=FILE} (the service's {@code JAVA_TOOL_OPTIONS}).
     */
    private static void reads(BotServer bots) throws Exception {
        int count = Integer.getInteger("reads", 300);
        try (Service service = Service.start(recording())) {
            int entered = Integer.getInteger("bots", 16);
            long season = httpSeason(service, bots, entered, 1, 2);
            double round = LeagueRoundBench.leagueRound(service.base, season);
            System.out.printf(
                    Locale.ROOT,
                    "%d HTTP bots at 1 ms, %d matchups x 2 games in %.1f s; %d reads of each view (load %s)%n",
                    entered,
                    entered * (entered - 1) / 2,
                    round,
                    count,
                    LeagueRoundBench.load());
            Map<String, HttpRequest> views = Readers.views(service.base, season);
            for (int pass = 0; pass < 2; pass++) {
                for (Map.Entry<String, HttpRequest> view : new java.util.TreeMap<>(views).entrySet()) {
                    long[] nanos = new long[count];
                    long cpuBefore = service.cpuMillis();
                    for (int i = 0; i < count; i++) {
                        long start = System.nanoTime();
                        int status = HTTP.send(view.getValue(), HttpResponse.BodyHandlers.discarding())
                                .statusCode();
                        nanos[i] = System.nanoTime() - start;
                        if (status != 200) {
                            throw new IOException(view.getKey() + " answered " + status);
                        }
                    }
                    long cpu = service.cpuMillis() - cpuBefore;
                    Arrays.sort(nanos);
                    System.out.printf(
                            Locale.ROOT,
                            "  %s %s: p50 %.2f ms, p99 %.2f ms, the service's CPU %.2f ms a request%n",
                            pass == 0 ? "warming" : "measured",
                            view.getKey(),
                            nanos[count / 2] / 1e6,
                            nanos[(int) (count * 0.99)] / 1e6,
                            (double) cpu / count);
                }
            }
        }
    }

    /** 4 process bots and 8 HTTP bots in one season. */
    private static void mixed(BotServer bots) throws Exception {
        int games = Integer.getInteger("games", 4);
        try (Service service = Service.start(Map.of())) {
            long season = httpSeason(service, bots, 8, 20, games);
            String team = "Bearer "
                    + LeagueRoundBench.post(
                                    service.base + "/api/teams",
                                    "Bearer " + LeagueRoundBench.TOKEN,
                                    "{\"name\":\"processes\"}")
                            .path("token")
                            .asText();
            for (int i = 1; i <= 4; i++) {
                long bot = LeagueRoundBench.upload(
                        service.base, team, new LeagueRoundBench.Bot("python-" + i, "native", "native_bot.py"));
                LeagueRoundBench.post(
                        service.base + "/api/seasons/" + season + "/entries", team, "{\"botId\":" + bot + "}");
            }
            int slots = (int) service.metric("admiralty_cpu_slots", "");
            System.out.printf(
                    Locale.ROOT,
                    "4 process bots + 8 HTTP bots at 20 ms, 66 matchups x %d games, %d CPU slots (load %s)%n",
                    games,
                    slots,
                    LeagueRoundBench.load());
            Sampler sampler = Sampler.start(service);
            double seconds = LeagueRoundBench.leagueRound(service.base, season);
            sampler.stop();
            System.out.printf(
                    Locale.ROOT,
                    "%.1f s; process matchups open at once at most %d (slots %d: %s); network matchups open at most %d,"
                            + " %d samples with both kinds open (load %s)%n",
                    seconds,
                    sampler.max("cpu"),
                    slots,
                    sampler.max("cpu") <= slots ? "never more" : "MORE THAN THE SLOTS",
                    sampler.max("network"),
                    sampler.together.get(),
                    LeagueRoundBench.load());
        }
    }

    /** A season of {@code count} HTTP bots of the bench's server at {@code latency} ms; its id. */
    private static long httpSeason(Service service, BotServer bots, int count, int latency, int games)
            throws Exception {
        String organiser = "Bearer " + LeagueRoundBench.TOKEN;
        String team = "Bearer "
                + LeagueRoundBench.post(service.base + "/api/teams", organiser, "{\"name\":\"network\"}")
                        .path("token")
                        .asText();
        long season = LeagueRoundBench.post(
                        service.base + "/api/seasons",
                        organiser,
                        "{\"name\":\"network\",\"ruleset\":\"classic\",\"gamesPerMatchup\":" + games + "}")
                .path("id")
                .asLong();
        for (int i = 1; i <= count; i++) {
            ObjectNode bot = JSON.createObjectNode()
                    .put("name", "net-" + i)
                    .put("kind", "http")
                    .put("dialect", "native")
                    .put("url", "http://127.0.0.1:" + bots.port + "/" + latency + "/" + i);
            long id = LeagueRoundBench.post(service.base + "/api/bots", team, bot.toString())
                    .path("id")
                    .asLong();
            LeagueRoundBench.post(service.base + "/api/seasons/" + season + "/entries", team, "{\"botId\":" + id + "}");
        }
        return season;
    }

    /**
     * The HTTP bots: {@code /LATENCY/N} is bot N answering after LATENCY ms. A game's state is kept by the matchup's
     * key and the bot's path; shots go through the board in a random order.
     */
    private static final class BotServer {
        final int port;
        final LongAdder requests = new LongAdder();
        private final Map<String, int[]> shots = new ConcurrentHashMap<>();
        private final Map<String, AtomicInteger> next = new ConcurrentHashMap<>();

        private BotServer(int port) {
            this.port = port;
        }

        static BotServer start(Vertx vertx) throws Exception {
            int port = LeagueRoundBench.freePort();
            BotServer bots = new BotServer(port);
            HttpServer server = vertx.createHttpServer()
                    .requestHandler(request -> request.body().onSuccess(body -> {
                        String[] path = request.path().split("/");
                        String answer = bots.answer(request.path(), body.toString());
                        bots.requests.increment();
                        vertx.setTimer(Long.parseLong(path[1]), t -> request.response()
                                .putHeader("Content-Type", "application/json")
                                .end(answer));
                    }));
            server.listen(port, "127.0.0.1")
                    .toCompletionStage()
                    .toCompletableFuture()
                    .get(10, TimeUnit.SECONDS);
            return bots;
        }

        private String answer(String bot, String body) {
            try {
                JsonNode message = JSON.readTree(body);
                String key = bot + "/" + message.path("matchup").asText();
                return switch (message.path("type").asText()) {
                    case "hello" -> "{\"type\":\"hello\",\"protocol\":1,\"name\":\"bench\"}";
                    case "newGame" -> {
                        int[] order = new int[100];
                        Arrays.setAll(order, i -> i);
                        Random random = new Random(message.path("seed").asLong());
                        for (int i = order.length - 1; i > 0; i--) {
                            int j = random.nextInt(i + 1);
                            int swap = order[i];
                            order[i] = order[j];
                            order[j] = swap;
                        }
                        shots.put(key, order);
                        next.put(key, new AtomicInteger());
                        StringBuilder ships = new StringBuilder("{\"type\":\"placement\",\"ships\":[");
                        for (int i = 0; i < FLEET.length; i++) {
                            ships.append(i == 0 ? "" : ",")
                                    .append("{\"x\":0,\"y\":")
                                    .append(2 * i)
                                    .append(",\"length\":")
                                    .append(FLEET[i])
                                    .append(",\"orientation\":\"across\"}");
                        }
                        yield ships.append("]}").toString();
                    }
                    case "turn" -> {
                        int[] order = shots.get(key);
                        StringBuilder volley = new StringBuilder("{\"type\":\"shots\",\"shots\":[");
                        for (int i = 0; i < message.path("shots").asInt(1); i++) {
                            int cell = order[next.get(key).getAndIncrement() % order.length];
                            volley.append(i == 0 ? "" : ",")
                                    .append("{\"x\":")
                                    .append(cell % 10)
                                    .append(",\"y\":")
                                    .append(cell / 10)
                                    .append('}');
                        }
                        yield volley.append("]}").toString();
                    }
                    case "bye" -> {
                        shots.remove(key);
                        next.remove(key);
                        yield "";
                    }
                    default -> "";
                };
            } catch (IOException e) {
                return "";
            }
        }
    }

    /** A packaged service on its own embedded database. */
    private static final class Service implements AutoCloseable {
        final String base;
        final Process process;

        private Service(String base, Process process) {
            this.base = base;
            this.process = process;
        }

        static Service start(Map<String, String> settings) throws Exception {
            Path data = Files.createTempDirectory("concurrency-bench");
            int port = LeagueRoundBench.freePort();
            ProcessBuilder builder = LeagueRoundBench.packagedService(data, port);
            Map<String, String> environment = new HashMap<>(Map.of(
                    // the bench's bots are on 127.0.0.1 itself
                    "ADMIRALTY_BOTS_HTTP_ALLOW",
                    "127.0.0.1",
                    // the bench's seasons schedule nothing; no skill jobs beside the rounds
                    "ADMIRALTY_SKILL_ENABLED",
                    "false"));
            environment.putAll(settings);
            builder.environment().putAll(environment);
            Service service = new Service("http://127.0.0.1:" + port, builder.start());
            LeagueRoundBench.awaitReady(service.base, service.process);
            return service;
        }

        long cpuMillis() {
            return process.info().totalCpuDuration().orElseThrow().toMillis();
        }

        /** A gauge of /q/metrics ({@code labels}: what follows its name, e.g. {@code {cost="cpu",}}). */
        double metric(String name, String labels) throws Exception {
            String text = HTTP.send(
                            HttpRequest.newBuilder(URI.create(base + "/q/metrics"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            Matcher value = Pattern.compile("(?m)^" + Pattern.quote(name) + "(\\{[^}]*" + Pattern.quote(labels)
                            + "[^}]*\\})? ([0-9.eE+-]+)$")
                    .matcher(text);
            if (!value.find()) {
                throw new IOException(name + labels + " is not in the metrics");
            }
            return Double.parseDouble(value.group(2));
        }

        @Override
        public void close() throws Exception {
            process.destroy();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    /** Reads the service's open work by cost, its memory and threads, every 100 ms. */
    private static final class Sampler {
        final Map<String, AtomicInteger> most = new ConcurrentHashMap<>();
        final AtomicInteger together = new AtomicInteger();
        final AtomicLong maxRssKb = new AtomicLong();
        final AtomicLong maxThreads = new AtomicLong();
        private final Thread thread;
        private volatile boolean stopped;

        private Sampler(Service service) {
            thread = new Thread(() -> {
                while (!stopped) {
                    try {
                        int cpu = (int) service.metric("admiralty_work_open_here", "cost=\"cpu\"");
                        int network = (int) service.metric("admiralty_work_open_here", "cost=\"network\"");
                        most.computeIfAbsent("cpu", k -> new AtomicInteger()).accumulateAndGet(cpu, Math::max);
                        most.computeIfAbsent("network", k -> new AtomicInteger())
                                .accumulateAndGet(network, Math::max);
                        if (cpu > 0 && network > 0) {
                            together.incrementAndGet();
                        }
                        for (String line : Files.readAllLines(Path.of("/proc/" + service.process.pid() + "/status"))) {
                            if (line.startsWith("VmRSS:")) {
                                maxRssKb.accumulateAndGet(kb(line), Math::max);
                            } else if (line.startsWith("Threads:")) {
                                maxThreads.accumulateAndGet(kb(line), Math::max);
                            }
                        }
                        Thread.sleep(100);
                    } catch (InterruptedException e) {
                        return;
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }
            });
        }

        private static long kb(String line) {
            return Long.parseLong(line.replaceAll("[^0-9]", ""));
        }

        static Sampler start(Service service) {
            Sampler sampler = new Sampler(service);
            sampler.thread.start();
            return sampler;
        }

        int max(String cost) {
            return most.getOrDefault(cost, new AtomicInteger()).get();
        }

        void stop() throws InterruptedException {
            stopped = true;
            thread.join();
        }
    }

    /** Readers of the league's public views, each request after the last, their latencies and failures kept. */
    private static final class Readers {
        private final List<Thread> threads = new ArrayList<>();
        /** Each request's start (ns after the readers started) and its time, by view. */
        private final Map<String, List<long[]>> nanos = new ConcurrentHashMap<>();

        private final long started = System.nanoTime();
        private final long startedAtMillis = System.currentTimeMillis();
        private final Map<String, AtomicInteger> failed = new ConcurrentHashMap<>();
        private final CountDownLatch done;
        private volatile boolean stopped;

        /** The four views the readers read, by name. */
        static Map<String, HttpRequest> views(String base, long season) {
            String leaderboard = "{\"query\":\"{ leaderboard(season: \\\"" + season
                    + "\\\", first: 50) { rank elo games bot { id name team { name } } } }\"}";
            String gameList = "{\"query\":\"{ games(season: \\\"" + season
                    + "\\\", first: 20) { games { id } endCursor hasNextPage } }\"}";
            return Map.of(
                    "REST leaderboard",
                    HttpRequest.newBuilder(URI.create(base + "/api/seasons/" + season + "/leaderboard"))
                            .build(),
                    "GraphQL leaderboard",
                    graphql(base, leaderboard),
                    "season page",
                    HttpRequest.newBuilder(URI.create(base + "/seasons/" + season))
                            .build(),
                    "GraphQL game list",
                    graphql(base, gameList));
        }

        private Readers(String base, long season, int count, int seconds) {
            Map<String, HttpRequest> views = views(base, season);
            List<String> names = new ArrayList<>(views.keySet());
            names.forEach(name -> {
                nanos.put(name, java.util.Collections.synchronizedList(new ArrayList<>()));
                failed.put(name, new AtomicInteger());
            });
            done = new CountDownLatch(count);
            for (int i = 0; i < count; i++) {
                String name = names.get(i % names.size());
                HttpRequest request = views.get(name);
                // a client each, as readers on their own machines: one client's single selector thread, shared by all
                // 20 and starved of the CPU with everything else here, would add its own waits to theirs
                HttpClient client = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .build();
                threads.add(new Thread(() -> {
                    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
                    while (!stopped && System.nanoTime() < until) {
                        long start = System.nanoTime();
                        try {
                            int status = client.send(request, HttpResponse.BodyHandlers.discarding())
                                    .statusCode();
                            if (status != 200) {
                                failed.get(name).incrementAndGet();
                            }
                        } catch (Exception e) {
                            failed.get(name).incrementAndGet();
                        }
                        nanos.get(name).add(new long[] {start - started, System.nanoTime() - start});
                    }
                    done.countDown();
                }));
            }
        }

        private static HttpRequest graphql(String base, String query) {
            return HttpRequest.newBuilder(URI.create(base + "/graphql"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(query))
                    .build();
        }

        /** Readers that read for 60 s. */
        static Readers start(String base, long season, int count) {
            return start(base, season, count, 60);
        }

        /**
         * Reads every view for 10 s, before what is measured: the service's first requests of each kind run its code
         * interpreted and fill its caches, which a service that has served readers for a while has done long before.
         */
        static void warm(String base, long season, int count) throws InterruptedException {
            start(base, season, count, 10).stop();
        }

        private static Readers start(String base, long season, int count, int seconds) {
            Readers readers = new Readers(base, season, count, seconds);
            readers.threads.forEach(Thread::start);
            return readers;
        }

        /** Lets the readers finish their 60 s (if the round ended sooner). */
        void stop() throws InterruptedException {
            done.await();
        }

        /**
         * p50, p99 and the slowest requests, over the whole 60 s and past its first {@code settled} seconds; with
         * {@code -Dtimeline=FILE}, every request as a line of that file (view, its start as epoch milliseconds, its time
         * in ms), to set beside a JFR recording of the same minute.
         */
        void report(int settled) throws IOException {
            String timeline = System.getProperty("timeline");
            if (timeline != null) {
                StringBuilder lines = new StringBuilder();
                nanos.forEach((name, list) -> {
                    synchronized (list) {
                        list.forEach(r -> lines.append(String.format(
                                Locale.ROOT, "%s\t%d\t%.1f%n", name, startedAtMillis + r[0] / 1_000_000, r[1] / 1e6)));
                    }
                });
                Files.writeString(Path.of(timeline), lines);
            }
            nanos.forEach((name, list) -> {
                if (list.isEmpty()) {
                    return;
                }
                long[] all = times(list, 0);
                long[] later = times(list, TimeUnit.SECONDS.toNanos(settled));
                List<long[]> slowest = new ArrayList<>(list);
                slowest.sort((a, b) -> Long.compare(b[1], a[1]));
                System.out.printf(
                        Locale.ROOT,
                        "  %s: %d requests, p50 %.1f ms, p99 %.1f ms, max %.1f ms, %d not 200; past the first %d s:"
                                + " p50 %.1f ms, p99 %.1f ms; slowest at s %s%n",
                        name,
                        all.length,
                        percentile(all, 0.5),
                        percentile(all, 0.99),
                        all[all.length - 1] / 1e6,
                        failed.get(name).get(),
                        settled,
                        percentile(later, 0.5),
                        percentile(later, 0.99),
                        slowest.stream()
                                .limit(8)
                                .map(r -> String.format(Locale.ROOT, "%.1f (%.0f ms)", r[0] / 1e9, r[1] / 1e6))
                                .toList());
            });
        }

        private static long[] times(List<long[]> requests, long from) {
            return requests.stream()
                    .filter(r -> r[0] >= from)
                    .mapToLong(r -> r[1])
                    .sorted()
                    .toArray();
        }

        private static double percentile(long[] sorted, double p) {
            return sorted.length == 0 ? Double.NaN : sorted[(int) (sorted.length * p)] / 1e6;
        }
    }
}
