package io.admiralty.league;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import io.admiralty.json.GameRecordJson;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A hostile HTTP bot of the native dialect on a free loopback port: it says hello and places its fleet as it should,
 * then answers every turn with a body that holds NUL bytes. Counts the turns it was asked.
 */
public final class NulAnsweringBot implements AutoCloseable {

    /** The body of its every turn: shots, then NULs. */
    public static final byte[] TURN =
            "{\"type\":\"shots\",\"shots\":[{\"x\":0,\"y\":0}]}\0\0".getBytes(StandardCharsets.UTF_8);

    private final HttpServer server;
    private final AtomicInteger turns = new AtomicInteger();

    private NulAnsweringBot(HttpServer server) {
        this.server = server;
    }

    public static NulAnsweringBot start() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        NulAnsweringBot bot = new NulAnsweringBot(server);
        server.createContext("/", exchange -> {
            JsonNode message = GameRecordJson.mapper().readTree(exchange.getRequestBody());
            byte[] answer = bot.answer(message);
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
        return switch (message.path("type").asText()) {
            case "hello" -> "{\"type\":\"hello\",\"protocol\":1}".getBytes(StandardCharsets.UTF_8);
            case "newGame" -> {
                List<Map<String, Object>> ships = new ArrayList<>();
                int row = 0;
                for (JsonNode length : message.path("ruleset").path("fleet")) {
                    ships.add(Map.of("x", 0, "y", row++, "length", length.asInt(), "orientation", "across"));
                }
                yield GameRecordJson.mapper().writeValueAsBytes(Map.of("type", "placement", "ships", ships));
            }
            case "turn" -> {
                turns.incrementAndGet();
                yield TURN;
            }
            default -> new byte[0];
        };
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    /** How many turns it was asked to play. */
    public int turns() {
        return turns.get();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
