package io.admiralty.benchmark;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Sandbox;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * How close the league's HTTP dialect comes to the floor: requests per second of an {@code arena-json} bot played
 * by the league (a matchup against the random built-in, the league's own client, request bodies and all) against
 * a keep-alive loop replaying the very same requests to the same server, as fast as a socket allows. Two
 * servers: a keep-alive one (a plain-socket arena server in this benchmark, the lightest there is) and a closing
 * one ({@code php -S} serving botsArena's {@code StupidIABattleship.php}, which answers each request on a
 * connection it then closes, so both sides pay a connection per move). Rounds alternate league and floor, and
 * the ratio is taken per round; the median of seven is reported.
 * <p>
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.HttpFloorBench -Dias=/work/.mirror/gnieark+IAS/repo}
 * ({@code ias}: a git directory holding botsArena's repository, brought here by the search tool's fetch; without it
 * only the keep-alive server is measured; {@code -Dgames=N}: games a round, 100 unless told).
 */
public final class HttpFloorBench {

    private static final int ROUNDS = 7;
    private static final int GAMES = Integer.getInteger("games", 100);
    private static final BotLimits LIMITS = BotLimits.defaults();
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private HttpFloorBench() {}

    public static void main(String[] args) throws Exception {
        List<Server> servers = new ArrayList<>();
        servers.add(new Server("keep-alive: plain-socket arena server", keepAliveArenaServer(), null));
        String ias = System.getProperty("ias");
        if (ias != null) {
            servers.add(phpServer(Path.of(ias)));
        }
        try {
            for (Server server : servers) {
                List<byte[]> requests = record(server.port);
                System.out.printf("%s: %d requests recorded from %d games%n", server.name, requests.size(), GAMES);
                double[] league = new double[ROUNDS];
                double[] floor = new double[ROUNDS];
                double[] ratio = new double[ROUNDS];
                double[] leagueCpu = new double[ROUNDS];
                double[] floorCpu = new double[ROUNDS];
                play(server.port, 2);
                replay(server.port, requests);
                for (int round = 0; round < ROUNDS; round++) {
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    league[round] = play(server.port, GAMES);
                    leagueCpu[round] = (THREADS.getCurrentThreadCpuTime() - cpu) / 1e3 / requests.size();
                    cpu = THREADS.getCurrentThreadCpuTime();
                    floor[round] = replay(server.port, requests);
                    floorCpu[round] = (THREADS.getCurrentThreadCpuTime() - cpu) / 1e3 / requests.size();
                    ratio[round] = league[round] / floor[round];
                }
                System.out.printf(
                        Locale.ROOT,
                        "%s: league %.0f requests/s, floor %.0f requests/s, ratio %.2f (median of %d; ratios %s)%n",
                        server.name,
                        median(league),
                        median(floor),
                        median(ratio),
                        ROUNDS,
                        Arrays.toString(round2(ratio)));
                // the time a request costs the sending thread itself (the rest of a round trip is the server's and
                // waiting)
                System.out.printf(
                        Locale.ROOT,
                        "%s: CPU of the sending thread per request: league %.1f us, floor %.1f us (medians)%n",
                        server.name,
                        median(leagueCpu),
                        median(floorCpu));
            }
        } finally {
            for (Server server : servers) {
                server.close();
            }
        }
    }

    private record Server(String name, int port, Process process) implements AutoCloseable {
        @Override
        public void close() {
            if (process != null) {
                process.destroyForcibly();
            }
        }
    }

    /** Plays {@code games} games of the bot at {@code port} against the random built-in; answers the requests per second. */
    private static double play(int port, int games) {
        BotEnvironment env = BotEnvironment.local(
                LIMITS, Sandbox.none(), 0, Path.of("").toAbsolutePath(), Path.of("target"), "bench");
        long[] requests = {0};
        long start = System.nanoTime();
        try (BotSession bot = Bots.open(
                        "remote", new BotDefinition.Http(Dialect.ARENA_JSON, "http://127.0.0.1:" + port + "/"), env);
                BotSession random = Bots.open("random", new BotDefinition.Builtin("random"), env)) {
            MatchupRunner.play(bot, random, Ruleset.classic(), games, System.nanoTime(), played -> {
                if (played.record().outcome().forfeit() != null) {
                    throw new IllegalStateException(
                            "the bot forfeited: " + played.record().outcome() + " " + played.transcripts());
                }
                requests[0] += 1
                        + played.record().strikes().stream()
                                .filter(s -> s.shooter() == Side.A)
                                .count();
            });
        }
        return requests[0] / ((System.nanoTime() - start) / 1e9);
    }

    /** The requests a league run sends, recorded by a proxy between the league's client and the server. */
    private static List<byte[]> record(int port) throws IOException {
        List<byte[]> requests = new CopyOnWriteArrayList<>();
        try (ServerSocket proxy = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread forward = new Thread(
                    () -> {
                        while (!proxy.isClosed()) {
                            try (Socket client = proxy.accept()) {
                                InputStream in = client.getInputStream();
                                byte[] request;
                                while ((request = readMessage(in)) != null) {
                                    requests.add(request);
                                    byte[] answer = exchange(port, request);
                                    client.getOutputStream().write(answer);
                                }
                            } catch (IOException closed) {
                                // the next connection, or the recording is over
                            }
                        }
                    },
                    "recording-proxy");
            forward.setDaemon(true);
            forward.start();
            play(proxy.getLocalPort(), GAMES);
        }
        return requests;
    }

    /**
     * The floor: the recorded requests sent back to back, on one kept-alive connection while the server keeps it,
     * on a new one for each request where it closes them; answers the requests per second.
     */
    private static double replay(int port, List<byte[]> requests) throws IOException {
        long start = System.nanoTime();
        Socket socket = null;
        InputStream in = null;
        OutputStream out = null;
        for (byte[] request : requests) {
            if (socket == null) {
                socket = new Socket(InetAddress.getLoopbackAddress(), port);
                socket.setTcpNoDelay(true);
                in = new BufferedInputStream(socket.getInputStream());
                out = socket.getOutputStream();
            }
            out.write(request);
            Response response = readResponse(in);
            if (response.closing) {
                socket.close();
                socket = null;
            }
        }
        if (socket != null) {
            socket.close();
        }
        return requests.size() / ((System.nanoTime() - start) / 1e9);
    }

    /** One request to the server on a connection of its own; answers the whole response, as the proxy passes it on. */
    private static byte[] exchange(int port, byte[] request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.getOutputStream().write(request);
            Response response = readResponse(socket.getInputStream());
            // the proxy keeps its own connection to the league open, so it tells the length rather than closing
            String head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + response.body.length
                    + "\r\n\r\n";
            ByteArrayOutputStream whole = new ByteArrayOutputStream();
            whole.write(head.getBytes(StandardCharsets.ISO_8859_1));
            whole.write(response.body);
            return whole.toByteArray();
        }
    }

    private record Response(byte[] body, boolean closing) {}

    private static Response readResponse(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        String headers = readHead(in, head);
        if (headers == null) {
            throw new IOException("the server closed the connection without an answer");
        }
        String lower = headers.toLowerCase(Locale.ROOT);
        int length = contentLength(lower);
        boolean closing = lower.contains("connection: close") || lower.startsWith("http/1.0");
        byte[] body = length >= 0 ? in.readNBytes(length) : in.readAllBytes();
        return new Response(body, closing || length < 0);
    }

    /** A request or response with a Content-Length body, as bytes; null at the end of the stream. */
    private static byte[] readMessage(InputStream in) throws IOException {
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        String headers = readHead(in, whole);
        if (headers == null) {
            return null;
        }
        int length = contentLength(headers.toLowerCase(Locale.ROOT));
        whole.write(in.readNBytes(Math.max(0, length)));
        return whole.toByteArray();
    }

    private static String readHead(InputStream in, ByteArrayOutputStream copy) throws IOException {
        int matched = 0;
        int b;
        while (matched < 4) {
            if ((b = in.read()) < 0) {
                return null;
            }
            copy.write(b);
            matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
                    ? matched + 1
                    : 0;
        }
        return copy.toString(StandardCharsets.ISO_8859_1);
    }

    private static int contentLength(String lowerHeaders) {
        for (String line : lowerHeaders.split("\r\n")) {
            if (line.startsWith("content-length:")) {
                return Integer.parseInt(line.substring(15).trim());
            }
        }
        return -1;
    }

    /**
     * An arena-json bot on a plain socket with HTTP/1.1 keep-alive: its fleet in rows, its shots in reading order
     * (the next one is the number of its strikes so far, so it keeps no state and answers a replay alike).
     */
    private static int keepAliveArenaServer() throws IOException {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread serve = new Thread(
                () -> {
                    while (!server.isClosed()) {
                        try {
                            Socket socket = server.accept();
                            Thread connection = new Thread(() -> answer(socket), "arena-connection");
                            connection.setDaemon(true);
                            connection.start();
                        } catch (IOException closed) {
                            return;
                        }
                    }
                },
                "arena-server");
        serve.setDaemon(true);
        serve.start();
        return server.getLocalPort();
    }

    private static void answer(Socket socket) {
        try (socket) {
            socket.setTcpNoDelay(true);
            InputStream in = new BufferedInputStream(socket.getInputStream());
            OutputStream out = socket.getOutputStream();
            byte[] request;
            while ((request = readMessage(in)) != null) {
                String text = new String(request, StandardCharsets.UTF_8);
                String answer;
                if (text.contains("\"action\":\"init\"")) {
                    answer =
                            "{\"name\":\"rows\",\"boats\":[\"0,0-4,0\",\"0,1-3,1\",\"0,2-2,2\",\"0,3-2,3\",\"0,4-1,4\"]}";
                } else {
                    String mine = text.substring(text.indexOf("\"your_strikes\""), text.indexOf("\"his_strikes\""));
                    int n = mine.split("\"target\"", -1).length - 1;
                    answer = "{\"play\":\"" + n % 10 + "," + n / 10 % 10 + "\"}";
                }
                out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + answer.length()
                                + "\r\n\r\n" + answer)
                        .getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        } catch (IOException closed) {
            // the client went away
        }
    }

    /** botsArena's own PHP bot under PHP's built-in server, from the git directory {@code ias}. */
    private static Server phpServer(Path ias) throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("ias");
        Process show = new ProcessBuilder("git", "--git-dir", ias.toString(), "show", "HEAD:StupidIABattleship.php")
                .redirectOutput(folder.resolve("StupidIABattleship.php").toFile())
                .start();
        if (!show.waitFor(30, TimeUnit.SECONDS) || show.exitValue() != 0) {
            throw new IOException("could not read StupidIABattleship.php from " + ias);
        }
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        Process php = new ProcessBuilder("php", "-S", "127.0.0.1:" + port, "StupidIABattleship.php")
                .directory(folder.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            try (Socket probe = new Socket(InetAddress.getLoopbackAddress(), port)) {
                break;
            } catch (IOException notYet) {
                if (System.nanoTime() > deadline) {
                    php.destroyForcibly();
                    throw new IOException("php -S did not start");
                }
                Thread.sleep(50);
            }
        }
        return new Server("closing: php -S StupidIABattleship.php", port, php);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static double[] round2(double[] values) {
        return Arrays.stream(values).map(v -> Math.round(v * 100) / 100.0).toArray();
    }
}
