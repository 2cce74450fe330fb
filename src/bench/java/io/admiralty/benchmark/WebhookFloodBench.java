package io.admiralty.benchmark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import io.admiralty.bot.http.ExampleHttpBot;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * Issue 44.4 measured on the packaged service ({@code java -jar}, embedded PostgreSQL in a scratch folder, everything
 * through the REST API): how long a team's webhook delivery takes from its event (the notice's {@code createdAt}) to
 * its receiver, alone (control) and while another team floods its five webhooks, whose receivers take the connection
 * and never answer, with 20 deliveries (4 challenges, each telling the team on its 5 webhooks). Rounds alternate
 * control and flood, each with webhooks made for it and removed after it; the flooder's and the other team's events are
 * challenges of their example HTTP bot against {@code random}, one game each. Prints each round and the medians' ratio.
 * Needs {@code ./mvnw package -DskipTests}. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.WebhookFloodBench}
 * ({@code -Drounds=N} pairs of rounds, default 3).
 */
public final class WebhookFloodBench {

    private static final int ROUNDS = Integer.getInteger("rounds", 3);
    private static final int FLOOD_EVENTS = 4;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ORGANISER = "Bearer " + LeagueRoundBench.TOKEN;

    private final String base;

    private WebhookFloodBench(String base) {
        this.base = base;
    }

    public static void main(String[] args) throws Exception {
        Path data = Files.createTempDirectory("webhook-flood-bench");
        int port = LeagueRoundBench.freePort();
        String base = "http://127.0.0.1:" + port;
        ProcessBuilder builder = LeagueRoundBench.packagedService(data, port);
        Process service = builder.start();
        try (ExampleHttpBot example = ExampleHttpBot.start()) {
            LeagueRoundBench.awaitReady(base, service);
            WebhookFloodBench bench = new WebhookFloodBench(base);
            Team flooder = bench.team("flooder", example.url());
            Team other = bench.team("other", example.url());
            double[] control = new double[ROUNDS];
            double[] flood = new double[ROUNDS];
            for (int round = 0; round < ROUNDS; round++) {
                control[round] = bench.delivery(other, null);
                System.out.printf(
                        Locale.ROOT,
                        "round %d control: %.2f s (load %s)%n",
                        round + 1,
                        control[round],
                        LeagueRoundBench.load());
                flood[round] = bench.delivery(other, flooder);
                System.out.printf(
                        Locale.ROOT,
                        "round %d flood: %.2f s (load %s)%n",
                        round + 1,
                        flood[round],
                        LeagueRoundBench.load());
            }
            double controlMedian = LeagueRoundBench.median(control);
            double floodMedian = LeagueRoundBench.median(flood);
            System.out.printf(
                    Locale.ROOT,
                    "the other team's delivery: %.2f s beside the flood, %.2f s alone (medians of %d): %.2fx%n",
                    floodMedian,
                    controlMedian,
                    ROUNDS,
                    floodMedian / controlMedian);
        } finally {
            service.destroy();
            service.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** A team with its token and a bot (the example) that passed its validation. */
    private record Team(long id, String bearer, long bot) {}

    private Team team(String name, String botUrl) throws Exception {
        JsonNode made = call("POST", "/api/teams", ORGANISER, Map.of("name", name + "-" + System.nanoTime()));
        String bearer = "Bearer " + made.get("token").asText();
        long bot = call(
                        "POST",
                        "/api/bots",
                        bearer,
                        Map.of("name", name + "-bot", "kind", "http", "dialect", "arena-json", "url", botUrl))
                .get("id")
                .asLong();
        while (call("GET", "/api/bots/" + bot, bearer, null)
                .path("validation")
                .path("state")
                .asText()
                .equals("validating")) {
            Thread.sleep(200);
        }
        return new Team(made.get("id").asLong(), bearer, bot);
    }

    /**
     * Seconds from the other team's event to its receiver, after {@code flooder} (null: none) has flooded its five
     * silent webhooks.
     */
    private double delivery(Team other, Team flooder) throws Exception {
        List<ServerSocket> silent = new ArrayList<>();
        List<Long> flooderHooks = new ArrayList<>();
        HttpServer receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        CompletableFuture<Instant> received = new CompletableFuture<>();
        List<String> bodies = new CopyOnWriteArrayList<>();
        receiver.createContext("/", exchange -> {
            Instant at = Instant.now();
            bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
            received.complete(at);
        });
        receiver.start();
        try {
            if (flooder != null) {
                for (int i = 0; i < 5; i++) {
                    ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
                    silent.add(socket);
                    Thread holding = new Thread(() -> hold(socket), "silent");
                    holding.setDaemon(true);
                    holding.start();
                    flooderHooks.add(webhook(flooder, "http://127.0.0.1:" + socket.getLocalPort() + "/"));
                }
                for (int i = 0; i < FLOOD_EVENTS; i++) {
                    challenge(flooder);
                }
            }
            long hook =
                    webhook(other, "http://127.0.0.1:" + receiver.getAddress().getPort() + "/");
            challenge(other);
            Instant at = received.get(10, TimeUnit.MINUTES);
            Instant event =
                    Instant.parse(JSON.readTree(bodies.get(0)).get("createdAt").asText());
            call("DELETE", "/api/teams/" + other.id() + "/webhooks/" + hook, other.bearer(), null);
            return Duration.between(event, at).toMillis() / 1000.0;
        } finally {
            receiver.stop(0);
            for (long hook : flooderHooks) {
                call("DELETE", "/api/teams/" + flooder.id() + "/webhooks/" + hook, flooder.bearer(), null);
            }
            for (ServerSocket socket : silent) {
                socket.close();
            }
        }
    }

    /** Takes connections and holds them, silent, until the league hangs up. */
    private static void hold(ServerSocket listener) {
        while (!listener.isClosed()) {
            try {
                Socket connection = listener.accept();
                Thread reading = new Thread(
                        () -> {
                            try (connection;
                                    InputStream in = connection.getInputStream()) {
                                in.transferTo(OutputStream.nullOutputStream());
                            } catch (IOException hungUp) {
                                // the league gave up
                            }
                        },
                        "silent-connection");
                reading.setDaemon(true);
                reading.start();
            } catch (IOException closed) {
                // the round is over
            }
        }
    }

    private long webhook(Team team, String url) throws Exception {
        return call(
                        "POST",
                        "/api/teams/" + team.id() + "/webhooks",
                        team.bearer(),
                        Map.of("url", url, "events", List.of("challenge.finished")))
                .get("id")
                .asLong();
    }

    /** A challenge of one game against random, waited for to its end. */
    private void challenge(Team team) throws Exception {
        long random = 0;
        for (JsonNode bot : call("GET", "/api/bots", null, null)) {
            if (bot.get("kind").asText().equals("builtin")
                    && bot.get("name").asText().equals("random")) {
                random = bot.get("id").asLong();
            }
        }
        long id = call(
                        "POST",
                        "/api/challenges",
                        team.bearer(),
                        Map.of("bot", team.bot(), "opponent", random, "games", 1))
                .get("id")
                .asLong();
        while (!List.of("done", "cancelled")
                .contains(call("GET", "/api/challenges/" + id, null, null)
                        .get("state")
                        .asText())) {
            Thread.sleep(100);
        }
    }

    private JsonNode call(String method, String path, String bearer, Object body) throws Exception {
        return LeagueRoundBench.call(base, method, path, bearer, body);
    }
}
