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
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A hostile HTTP bot of the native dialect on a free loopback port: it says hello and places its fleet as it should,
 * then answers every turn with a body that holds NUL bytes. Counts the turns it was asked. Started to spare its first
 * matchup, it plays that one legally (shots in reading order): the league's validation of a new bot comes before
 * anything else it plays, so the bot passes it and reaches the matchups it is meant to spoil.
 */
public final class NulAnsweringBot implements AutoCloseable {

    /** The body of its every turn: shots, then NULs. */
    public static final byte[] TURN =
            "{\"type\":\"shots\",\"shots\":[{\"x\":0,\"y\":0}]}\0\0".getBytes(StandardCharsets.UTF_8);

    private final HttpServer server;
    private final AtomicInteger turns = new AtomicInteger();
    private final AtomicInteger legalShots = new AtomicInteger();
    /** Each matchup's opponent, as its newGame names it, and the turns spoilt against each opponent. */
    private final Map<String, String> opponents = new ConcurrentHashMap<>();

    private final Map<String, AtomicInteger> turnsAgainst = new ConcurrentHashMap<>();
    private final boolean spareFirstMatchup;
    /** The first matchup it was asked to play (its name in the protocol's messages), when it spares it. */
    private final AtomicReference<String> spared = new AtomicReference<>();

    private NulAnsweringBot(HttpServer server, boolean spareFirstMatchup) {
        this.server = server;
        this.spareFirstMatchup = spareFirstMatchup;
    }

    /** A bot that spoils every turn. */
    public static NulAnsweringBot start() throws IOException {
        return start(false);
    }

    /** A bot that plays its first matchup (its validation) legally and spoils every turn after it. */
    public static NulAnsweringBot startAfterValidation() throws IOException {
        return start(true);
    }

    private static NulAnsweringBot start(boolean spareFirstMatchup) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        NulAnsweringBot bot = new NulAnsweringBot(server, spareFirstMatchup);
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
        String matchup = message.path("matchup").asText();
        if (spareFirstMatchup) {
            spared.compareAndSet(null, matchup);
        }
        if (matchup.equals(spared.get()) && message.path("type").asText().equals("turn")) {
            List<Map<String, Object>> shots = new ArrayList<>();
            for (int i = 0; i < message.path("shots").asInt(1); i++) {
                int cell = legalShots.getAndIncrement() % 100;
                shots.add(Map.of("x", cell % 10, "y", cell / 10));
            }
            return GameRecordJson.mapper().writeValueAsBytes(Map.of("type", "shots", "shots", shots));
        }
        return switch (message.path("type").asText()) {
            case "hello" -> "{\"type\":\"hello\",\"protocol\":1}".getBytes(StandardCharsets.UTF_8);
            case "newGame" -> {
                opponents.put(matchup, message.path("opponent").asText());
                List<Map<String, Object>> ships = new ArrayList<>();
                int row = 0;
                for (JsonNode length : message.path("ruleset").path("fleet")) {
                    ships.add(Map.of("x", 0, "y", row++, "length", length.asInt(), "orientation", "across"));
                }
                yield GameRecordJson.mapper().writeValueAsBytes(Map.of("type", "placement", "ships", ships));
            }
            case "turn" -> {
                turns.incrementAndGet();
                turnsAgainst
                        .computeIfAbsent(opponents.getOrDefault(matchup, "?"), o -> new AtomicInteger())
                        .incrementAndGet();
                yield TURN;
            }
            default -> new byte[0];
        };
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    /** How many turns it spoilt. */
    public int turns() {
        return turns.get();
    }

    /** How many turns it spoilt against the opponent so named. */
    public int turnsAgainst(String opponent) {
        return turnsAgainst.getOrDefault(opponent, new AtomicInteger()).get();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
