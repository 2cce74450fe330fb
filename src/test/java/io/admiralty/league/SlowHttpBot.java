package io.admiralty.league;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import io.admiralty.json.GameRecordJson;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An HTTP bot of the native dialect on a free loopback port that plays legally and slowly: it places its fleet a ship
 * a row and shoots in reading order, and takes {@code delay} over every turn, well within the move limit. A team that
 * registers many of them fills the queue with validations that each take minutes (issue 44.4's flood).
 */
public final class SlowHttpBot implements AutoCloseable {

    private final HttpServer server;
    private final ExecutorService answering = Executors.newCachedThreadPool();
    private final Duration delay;
    /** The next cell each matchup's game shoots at (its name in the protocol's messages), from its newGame on. */
    private final Map<String, AtomicInteger> nextCell = new ConcurrentHashMap<>();

    /** Each matchup's board width, from its newGame. */
    private final Map<String, Integer> widths = new ConcurrentHashMap<>();

    private SlowHttpBot(HttpServer server, Duration delay) {
        this.server = server;
        this.delay = delay;
    }

    public static SlowHttpBot start(Duration delay) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        SlowHttpBot bot = new SlowHttpBot(server, delay);
        server.setExecutor(bot.answering);
        server.createContext("/", exchange -> {
            byte[] answer = bot.answer(GameRecordJson.mapper().readTree(exchange.getRequestBody()));
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length == 0 ? -1 : answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        server.start();
        return bot;
    }

    private byte[] answer(JsonNode message) throws IOException {
        String matchup = message.path("matchup").asText();
        return switch (message.path("type").asText()) {
            case "hello" -> "{\"type\":\"hello\",\"protocol\":1}".getBytes(StandardCharsets.UTF_8);
            case "newGame" -> {
                nextCell.put(matchup, new AtomicInteger());
                widths.put(matchup, message.path("ruleset").path("width").asInt());
                List<Map<String, Object>> ships = new ArrayList<>();
                int row = 0;
                for (JsonNode length : message.path("ruleset").path("fleet")) {
                    ships.add(Map.of("x", 0, "y", row++, "length", length.asInt(), "orientation", "across"));
                }
                yield GameRecordJson.mapper().writeValueAsBytes(Map.of("type", "placement", "ships", ships));
            }
            case "turn" -> {
                think();
                int width = widths.get(matchup);
                AtomicInteger cells = nextCell.get(matchup);
                List<Map<String, Object>> shots = new ArrayList<>();
                for (int i = 0; i < message.path("shots").asInt(1); i++) {
                    int cell = cells.getAndIncrement();
                    shots.add(Map.of("x", cell % width, "y", cell / width));
                }
                yield GameRecordJson.mapper().writeValueAsBytes(Map.of("type", "shots", "shots", shots));
            }
            default -> new byte[0];
        };
    }

    /** The bot's slowness: what it does, not a wait of the test's. */
    private void think() {
        try {
            Thread.sleep(delay.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    /** Stops answering: the bot's games from now on forfeit at once ({@code http_error}). */
    @Override
    public void close() {
        server.stop(0);
        answering.shutdownNow();
    }
}
