package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Sandbox;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * HTTP bots against real servers on loopback: the example bot, and servers that misbehave. Beside the Quarkus classes
 * (CONTRIBUTING.md, "Build and test"): it starts no Quarkus and no sandbox, its servers take ports the system gives, and most of
 * its time is its bots' deliberate waits.
 */
@Execution(ExecutionMode.CONCURRENT)
class HttpBotsTest {

    private static final BotLimits FAST = new BotLimits(
            Duration.ofMillis(800),
            Duration.ofSeconds(1),
            Duration.ofSeconds(2),
            64 * 1024,
            256L * 1024 * 1024,
            32,
            1024 * 1024,
            Duration.ofSeconds(60),
            64L * 1024 * 1024,
            10L * 1024 * 1024);
    private static final AtomicInteger MATCHUPS = new AtomicInteger();
    /** Something a bot's server sends that must never reach a public detail. */
    private static final String SECRET = "SECRET-8d1f";

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
    @CsvSource({
        "arena, classic",
        "arena, 9x7:4,3,2,1,1",
        "arena-json, classic",
        "arena-json, 12x5:5,1",
        "native, classic",
        "native, salvo",
        "native, 6x6:3,2,2,1:salvo"
    })
    void exampleHttpBotPlaysEveryDialectItCanExpress(String dialect, String ruleset) {
        for (String opponent : List.of("density", "random")) {
            List<PlayedGame> games = play(dialect + ":" + exampleUrl, "builtin:" + opponent, Ruleset.parse(ruleset), 4);
            assertThat(games).hasSize(4).allSatisfy(g -> assertThat(
                            g.record().outcome().reason())
                    .as(g.transcripts().toString())
                    .isEqualTo(EndReason.FLEET_SUNK));
        }
    }

    /** What a misbehaving server sent goes to the bot's transcript; the public detail is the league's own sentence. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "status500 | http_error      | answered HTTP 500",
                "notJson   | malformed_reply | answered with something that is not JSON",
                "slow      | timeout         | did not answer within 1000 ms",
                "huge      | output_limit    | answered with more than 65536 bytes",
                "hugeHead  | output_limit    | answered with headers longer than 16384 bytes",
                "redirect  | http_error      | answered HTTP 302 (redirects are not followed)",
                "badCell   | malformed_reply | answered a cell that is not \"x,y\""
            })
    void misbehavingServersForfeitAndTheMatchupGoesOn(String behaviour, String reason, String detail)
            throws IOException {
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
                assertThat(g.record().outcome().detail()).isEqualTo(detail).doesNotContain(SECRET);
                assertThat(g.transcripts().get(Side.A)).contains("\"action\":\"init\"");
                if (List.of("status500", "notJson", "badCell").contains(behaviour)) {
                    assertThat(g.transcripts().get(Side.A)).contains(SECRET);
                }
            });
        } finally {
            server.stop(0);
        }
    }

    /**
     * A closed port, and open ports whose service is not HTTP (one that hangs up like PostgreSQL does on an HTTP
     * request, one that sends a banner, one that resets), read alike in public: the league is no port scanner.
     */
    @ParameterizedTest
    @ValueSource(strings = {"closed", "hangUp", "banner", "reset"})
    void closedPortsAndOpenPortsThatDoNotSpeakHttpLookAlike(String service) throws IOException {
        ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        int port = listener.getLocalPort();
        if (service.equals("closed")) {
            listener.close();
        } else {
            Thread serving = new Thread(() -> serveNonHttp(listener, service), "non-http-" + service);
            serving.setDaemon(true);
            serving.start();
        }
        try {
            List<PlayedGame> games =
                    play("arena-json:http://127.0.0.1:" + port + "/", "builtin:random", Ruleset.classic(), 2);
            assertThat(games).hasSize(2).allSatisfy(g -> {
                assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.HTTP_ERROR);
                assertThat(g.record().outcome().detail()).isEqualTo(BotHttpClient.NO_HTTP);
            });
        } finally {
            listener.close();
        }
    }

    @Test
    void connectionsGoToTheCheckedAddressKeepingTheUrlsNameCredentialsAndQuery() throws IOException {
        List<String> seen = new CopyOnWriteArrayList<>();
        HttpServer server = validArenaServer(
                (exchange, body) -> seen.add(exchange.getRequestHeaders().getFirst("Host") + " "
                        + exchange.getRequestHeaders().getFirst("Authorization") + " " + exchange.getRequestURI()),
                false);
        try {
            int port = server.getAddress().getPort();
            Egress egress = Egress.of(
                    List.of("127.0.0.0/8"),
                    List.of(),
                    a -> false,
                    host -> List.of(InetAddress.getByName(host.equals("bot.league.test") ? "127.0.0.1" : host)));
            List<PlayedGame> games =
                    playAt("http://alice:s%40cret@bot.league.test:" + port + "/turn?key=k3y", egress, 1);
            assertThat(games.get(0).record().outcome().reason())
                    .as(games.get(0).transcripts().toString())
                    .isEqualTo(EndReason.FLEET_SUNK);
            String basic =
                    "Basic " + Base64.getEncoder().encodeToString("alice:s@cret".getBytes(StandardCharsets.UTF_8));
            assertThat(seen).isNotEmpty().allSatisfy(request -> assertThat(request)
                    .isEqualTo("bot.league.test:" + port + " " + basic + " /turn?key=k3y"));
        } finally {
            server.stop(0);
        }
    }

    @Test
    void arenaJsonGameIdsAreUniqueAcrossMatchupsAndEveryRequestNamesTheSeat() throws IOException {
        List<JsonNode> requests = new CopyOnWriteArrayList<>();
        HttpServer server = validArenaServer((exchange, body) -> requests.add(readJson(body)), false);
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/";
            Egress egress = Egress.of(List.of("127.0.0.0/8"), List.of(), a -> false, Egress.SYSTEM_RESOLVER);
            playAt(url, egress, 7, 2);
            playAt(url, egress, 8, 2);
        } finally {
            server.stop(0);
        }
        Map<Long, Set<Long>> seatsByGame = new TreeMap<>();
        for (JsonNode request : requests) {
            assertThat(request.has("player-index")).as(request.toString()).isTrue();
            seatsByGame
                    .computeIfAbsent(request.get("game-id").asLong(), id -> new TreeSet<>())
                    .add(request.get("player-index").asLong());
        }
        // one seat per game for the remote bot; first move alternates, so its seat does too
        assertThat(seatsByGame)
                .containsExactly(
                        Map.entry(700_001L, Set.of(0L)),
                        Map.entry(700_002L, Set.of(1L)),
                        Map.entry(800_001L, Set.of(0L)),
                        Map.entry(800_002L, Set.of(1L)));
        // each turn carries every strike so far: the remote bot's own grow by one a turn, in the order fired
        List<JsonNode> turns = requests.stream()
                .filter(r -> r.get("action").asText().equals("play-turn")
                        && r.get("game-id").asLong() == 700_001L)
                .toList();
        assertThat(turns).isNotEmpty();
        for (int i = 0; i < turns.size(); i++) {
            JsonNode mine = turns.get(i).get("board").get("your_strikes");
            assertThat(mine).hasSize(i);
            for (int j = 0; j < i; j++) {
                assertThat(mine.get(j).get("target").asText()).isEqualTo(j % 10 + "," + j / 10 % 10);
                assertThat(mine.get(j).get("result").asText()).isIn("", "hit", "hit and sunk");
            }
        }
    }

    private static JsonNode readJson(String body) {
        try {
            return new ObjectMapper().readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** DNS rebinding: the name resolved to an allowed address for the first connection, to an inside one for the next. */
    @Test
    void everyConnectionIsCheckedOnTheAddressItWillUse() throws IOException {
        AtomicInteger requests = new AtomicInteger();
        HttpServer server = validArenaServer(
                (exchange, body) -> {
                    requests.incrementAndGet();
                    exchange.getResponseHeaders().add("Connection", "close");
                },
                false);
        try {
            AtomicInteger lookups = new AtomicInteger();
            Egress egress = Egress.of(
                    List.of("127.0.0.0/8"),
                    List.of(),
                    a -> false,
                    host -> List.of(InetAddress.getByName(lookups.getAndIncrement() == 0 ? "127.0.0.1" : "10.0.0.1")));
            List<PlayedGame> games =
                    playAt("http://flip.league.test:" + server.getAddress().getPort() + "/", egress, 2);
            assertThat(requests.get()).isEqualTo(1);
            assertThat(games).hasSize(2).allSatisfy(g -> {
                assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.HTTP_ERROR);
                assertThat(g.record().outcome().detail()).isEqualTo(BotHttpClient.NOT_OPEN);
                assertThat(g.transcripts().get(Side.A))
                        .contains("not connecting: host 'flip.league.test' resolves to a private address");
            });
        } finally {
            server.stop(0);
        }
    }

    @Test
    void chunkedAnswersAreRead() throws IOException {
        HttpServer server = validArenaServer((exchange, body) -> {}, true);
        try {
            List<PlayedGame> games = play(
                    "arena-json:http://127.0.0.1:" + server.getAddress().getPort() + "/",
                    "builtin:random",
                    Ruleset.classic(),
                    1);
            assertThat(games.get(0).record().outcome().reason())
                    .as(games.get(0).transcripts().toString())
                    .isEqualTo(EndReason.FLEET_SUNK);
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
        List<PlayedGame> games =
                play("arena:http://127.0.0.1:" + closedPort + "/", "builtin:random", Ruleset.classic(), 2);
        assertThat(games)
                .hasSize(2)
                .allSatisfy(g -> assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.HTTP_ERROR));
    }

    /** Answers init legally, then misbehaves on the first turn ("slow", "huge", "redirect", ... from the start). */
    private static void misbehave(HttpExchange exchange, String behaviour) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        boolean init = body.contains("\"action\":\"init\"");
        switch (behaviour) {
            case "status500" -> respond(exchange, 500, "oops: " + SECRET);
            case "notJson" -> respond(exchange, 200, init ? "{\"boats\": [" + SECRET : "{");
            case "slow" -> {
                sleep(3000);
                respond(exchange, 200, "{}");
            }
            case "huge" -> respond(exchange, 200, "{\"boats\":[\"" + "9".repeat(200_000) + "\"]}");
            case "hugeHead" -> {
                exchange.getResponseHeaders().add("X-Padding", SECRET + "x".repeat(20_000));
                respond(exchange, 200, "{}");
            }
            case "redirect" -> {
                exchange.getResponseHeaders().add("Location", "http://127.0.0.1:1/");
                respond(exchange, 302, "");
            }
            default ->
                respond(
                        exchange,
                        200,
                        init
                                ? "{\"boats\":[\"0,0-4,0\",\"0,1-3,1\",\"0,2-2,2\",\"0,3-2,3\",\"0,4-1,4\"]}"
                                : "{\"play\":\"" + SECRET + "\"}");
        }
    }

    /** Speaks something other than HTTP on one connection after another, until the listener is closed. */
    private static void serveNonHttp(ServerSocket listener, String service) {
        while (!listener.isClosed()) {
            try (Socket connection = listener.accept()) {
                connection.getInputStream().read(new byte[64]);
                switch (service) {
                    case "banner" ->
                        connection
                                .getOutputStream()
                                .write(("SSH-2.0-OpenSSH_9.2 " + SECRET + "\r\n").getBytes(StandardCharsets.US_ASCII));
                    case "reset" -> connection.setSoLinger(true, 0);
                    default -> {
                        // hangs up without a word
                    }
                }
            } catch (IOException closed) {
                // the listener was closed, or the league hung up first
            }
        }
    }

    /**
     * A server playing arena-json legally (fleet in rows, shots in reading order), answering with a length or
     * {@code chunked}; {@code watch} sees every request and its body first.
     */
    private static HttpServer validArenaServer(BiConsumer<HttpExchange, String> watch, boolean chunked)
            throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        int[] shot = {0};
        server.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            watch.accept(exchange, body);
            byte[] answer = (body.contains("\"action\":\"init\"")
                            ? "{\"boats\":[\"0,0-4,0\",\"0,1-3,1\",\"0,2-2,2\",\"0,3-2,3\",\"0,4-1,4\"]}"
                            : "{\"play\":\"" + shot[0] % 10 + "," + shot[0]++ / 10 % 10 + "\"}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(
                    200, chunked ? 0 : answer.length); // length 0: the JDK server sends the body chunked
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
        return server;
    }

    /** An arena-json bot at {@code url} under {@code egress} against the random bot. */
    private static List<PlayedGame> playAt(String url, Egress egress, int games) {
        return playAt(url, egress, 0, games);
    }

    /** The same, as the league's matchup number {@code matchup}. */
    private static List<PlayedGame> playAt(String url, Egress egress, long matchup, int games) {
        List<PlayedGame> played = new ArrayList<>();
        BotEnvironment env = environment();
        BotSession bot = Bots.open(
                "remote",
                new BotDefinition.Http(Dialect.ARENA_JSON, url),
                new BotEnvironment(
                        env.limits(),
                        env.sandbox(),
                        env.uid(),
                        env.botDir(),
                        env.dataDir(),
                        "m" + matchup,
                        matchup,
                        false,
                        egress,
                        env.hostFiles()));
        MatchupRunner.play(
                bot,
                Bots.open("random", new BotDefinition.Builtin("random"), env),
                Ruleset.classic(),
                games,
                7,
                played::add);
        return played;
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

    /**
     * A matchup's environment, under a name of its own: the example bot keeps its native games by the matchup's name,
     * and this class's tests run at once.
     */
    private static BotEnvironment environment() {
        return BotEnvironment.local(
                FAST,
                Sandbox.none(),
                0,
                Path.of("").toAbsolutePath(),
                Path.of("target"),
                "http-test-" + MATCHUPS.incrementAndGet());
    }

    private static List<PlayedGame> play(String spec, String opponent, Ruleset ruleset, int games) {
        List<PlayedGame> played = new ArrayList<>();
        BotSession a = Bots.open(spec, BotDefinition.parse(spec), environment());
        BotSession b = Bots.open(opponent, BotDefinition.parse(opponent), environment());
        Consumer<PlayedGame> sink = played::add;
        MatchupRunner.play(a, b, ruleset, games, 7, sink);
        return played;
    }
}
