package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.BotSpec;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.bot.process.Sandbox;
import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** HTTP bots against real servers on loopback: the example bot, and servers that misbehave. */
class HttpBotsTest {

    private static final BotLimits FAST = new BotLimits(Duration.ofMillis(800), Duration.ofSeconds(1), Duration.ofSeconds(2),
            64 * 1024, 256L * 1024 * 1024, 32, 1024 * 1024, Duration.ofSeconds(60), 64L * 1024 * 1024, 10L * 1024 * 1024);
    private static ExampleHttpBot example;
    private static String exampleUrl;

    @BeforeAll
    static void startExampleBot() throws IOException {
        example = ExampleHttpBot.start();
        exampleUrl = example.url();
    }

    @AfterAll
    static void stopExampleBot() throws InterruptedException {
        example.close();
    }

    @ParameterizedTest
    @CsvSource({"arena, classic", "arena, 9x7:4,3,2,1,1", "arena-json, classic", "arena-json, 12x5:5,1", "native, classic",
            "native, salvo", "native, 6x6:3,2,2,1:salvo"})
    void exampleHttpBotPlaysEveryDialectItCanExpress(String dialect, String ruleset) {
        for (String opponent : List.of("density", "random")) {
            List<PlayedGame> games = play(dialect + ":" + exampleUrl, "builtin:" + opponent, Ruleset.parse(ruleset), 4);
            assertThat(games).hasSize(4).allSatisfy(g -> assertThat(g.record().outcome().reason())
                    .as(g.transcripts().toString()).isEqualTo(EndReason.FLEET_SUNK));
        }
    }

    @ParameterizedTest
    @CsvSource({"status500, http_error", "notJson, malformed_reply", "slow, timeout", "huge, output_limit",
            "redirect, http_error", "badCell, malformed_reply"})
    void misbehavingServersForfeitAndTheMatchupGoesOn(String behaviour, String reason) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> misbehave(exchange, behaviour));
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.start();
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/";
            List<PlayedGame> games = play("arena-json:" + url, "builtin:random", Ruleset.classic(), 2);
            assertThat(games).hasSize(2).allSatisfy(g -> {
                assertThat(g.record().outcome().forfeiter()).isEqualTo(Side.A);
                assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.fromCode(reason));
                assertThat(g.transcripts().get(Side.A)).contains("\"action\":\"init\"");
            });
        } finally {
            server.stop(0);
        }
    }

    @Test
    void chunkedAnswersAreRead() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        int[] shot = {0};
        server.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            String answer = body.contains("\"action\":\"init\"")
                    ? "{\"boats\":[\"0,0-4,0\",\"0,1-3,1\",\"0,2-2,2\",\"0,3-2,3\",\"0,4-1,4\"]}"
                    : "{\"play\":\"" + shot[0] % 10 + "," + shot[0]++ / 10 % 10 + "\"}";
            exchange.sendResponseHeaders(200, 0); // length 0: the JDK server sends the body chunked
            exchange.getResponseBody().write(answer.getBytes(StandardCharsets.UTF_8));
            exchange.close();
        });
        server.start();
        try {
            List<PlayedGame> games = play("arena-json:http://127.0.0.1:" + server.getAddress().getPort() + "/", "builtin:random",
                    Ruleset.classic(), 1);
            assertThat(games.get(0).record().outcome().reason()).as(games.get(0).transcripts().toString()).isEqualTo(EndReason.FLEET_SUNK);
        } finally {
            server.stop(0);
        }
    }

    @Test
    void refusedConnectionsForfeitAsHttpErrors() throws IOException {
        int closedPort;
        try (ServerSocket probe = new ServerSocket(0)) {
            closedPort = probe.getLocalPort();
        }
        List<PlayedGame> games = play("arena:http://127.0.0.1:" + closedPort + "/", "builtin:random", Ruleset.classic(), 2);
        assertThat(games).hasSize(2).allSatisfy(g -> assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.HTTP_ERROR));
    }

    /** Answers init legally, then misbehaves on the first turn ("slow", "huge", "redirect", ... from the start). */
    private static void misbehave(HttpExchange exchange, String behaviour) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        boolean init = body.contains("\"action\":\"init\"");
        switch (behaviour) {
            case "status500" -> respond(exchange, 500, "oops");
            case "notJson" -> respond(exchange, 200, init ? "{\"boats\": [broken" : "{");
            case "slow" -> {
                sleep(3000);
                respond(exchange, 200, "{}");
            }
            case "huge" -> respond(exchange, 200, "{\"boats\":[\"" + "9".repeat(200_000) + "\"]}");
            case "redirect" -> {
                exchange.getResponseHeaders().add("Location", "http://127.0.0.1:1/");
                respond(exchange, 302, "");
            }
            default -> respond(exchange, 200, init
                    ? "{\"boats\":[\"0,0-4,0\",\"0,1-3,1\",\"0,2-2,2\",\"0,3-2,3\",\"0,4-1,4\"]}" : "{\"play\":\"a,b\"}");
        }
    }

    private static void respond(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            exchange.getResponseBody().write(bytes);
        }
        exchange.close();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static List<PlayedGame> play(String spec, String opponent, Ruleset ruleset, int games) {
        List<PlayedGame> played = new ArrayList<>();
        BotEnvironment env = new BotEnvironment(FAST, Sandbox.none(), 0, Path.of("").toAbsolutePath(), Path.of("target"), "http-test", false);
        BotSession a = BotSpec.parse(spec).open(env);
        BotSession b = BotSpec.parse(opponent).open(env);
        Consumer<PlayedGame> sink = played::add;
        MatchupRunner.play(a, b, ruleset, games, 7, sink);
        return played;
    }
}
