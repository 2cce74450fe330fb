package io.admiralty.benchmark;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.Transcript;
import io.admiralty.bot.process.BotProcess;
import io.admiralty.game.Firing;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Sandbox;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.ToolProvider;

/**
 * Moves per second and time per move of each bot adapter against a trivial bot, and a bare pipe echo measured
 * the same way as the floor. Process and jar bots run under the real sandbox. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.AdapterBench}
 */
public final class AdapterBench {

    private static final int ROUNDS = 7;
    private static final int MOVES = 4_000;
    private static final String TURN = "{\"type\":\"turn\",\"matchup\":\"bench\",\"game\":1,\"shots\":1}";
    private static final Path BOTS = Path.of("target", "test-classes", "bots").toAbsolutePath();
    private static final Ruleset BIG = new Ruleset(100, 100, List.of(1), Firing.SINGLE);

    public static void main(String[] args) throws Exception {
        BotLimits limits = BotLimits.defaults();
        Path data = Files.createTempDirectory("bench-data");
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxrwxrwx"));
        ServerSocket server = trivialHttpBot();
        Path jar = trivialJar();
        Sandbox sandbox = Sandbox.bubblewrap();
        BotEnvironment sandboxed = BotEnvironment.local(limits, sandbox, sandbox.uidOf(Side.A), BOTS, data, "bench");
        BotEnvironment jarDir =
                BotEnvironment.local(limits, sandbox, sandbox.uidOf(Side.A), jar.getParent(), data, "bench");
        BotEnvironment trusted = BotEnvironment.local(limits, Sandbox.none(), 0, jar.getParent(), data, "bench")
                .trustingJars();
        BotDefinition jarBot = new BotDefinition.Jar(jar.getFileName());
        try (BotProcess echo = BotProcess.start(
                        sandboxed.confinement("echo"), List.of("python3", "echo.py"), BOTS, limits, new Transcript());
                BotSession process = started(
                        Bots.open("bench", BotDefinition.parse("native:python3 trivial_native.py"), sandboxed));
                BotSession http = started(Bots.open(
                        "bench",
                        BotDefinition.parse("native:http://127.0.0.1:" + server.getLocalPort() + "/"),
                        sandboxed));
                BotSession child = started(Bots.open("bench", jarBot, jarDir));
                BotSession inProcess = started(Bots.open("bench", jarBot, trusted))) {
            Map<String, Runnable> adapters = new LinkedHashMap<>();
            adapters.put(
                    "bare pipe echo (python3, sandboxed)", () -> echo.ask(TURN, Duration.ofSeconds(2), String::strip));
            adapters.put("process pipe, native (python3, sandboxed)", () -> process.fire(null, 1));
            adapters.put("HTTP on loopback, native (socket server)", () -> http.fire(null, 1));
            adapters.put("jar in a child JVM (sandboxed)", () -> child.fire(null, 1));
            adapters.put("jar in-process (--trusted)", () -> inProcess.fire(null, 1));
            Map<String, double[]> micros = new LinkedHashMap<>();
            adapters.forEach((name, move) -> micros.put(name, new double[ROUNDS]));
            for (int round = -1; round < ROUNDS; round++) {
                // interleaved rounds, so drift in the machine's load touches every adapter alike; round -1 warms up
                for (Map.Entry<String, Runnable> adapter : adapters.entrySet()) {
                    long start = System.nanoTime();
                    for (int i = 0; i < MOVES; i++) {
                        adapter.getValue().run();
                    }
                    if (round >= 0) {
                        micros.get(adapter.getKey())[round] = (System.nanoTime() - start) / 1e3 / MOVES;
                    }
                }
            }
            micros.forEach((name, rounds) -> {
                Arrays.sort(rounds);
                double median = rounds[ROUNDS / 2];
                System.out.printf(
                        "%-44s median %7.1f us/move (min %7.1f, max %7.1f) %9.0f moves/s%n",
                        name, median, rounds[0], rounds[ROUNDS - 1], 1e6 / median);
            });
        } finally {
            server.close();
        }
    }

    private static BotSession started(BotSession bot) {
        bot.place(new GameSetup(BIG, Side.A, true, "bench", 1, 1));
        return bot;
    }

    /**
     * A trivial native bot over HTTP/1.1 keep-alive on a plain socket: the lightest server there is, so the
     * figure is the league's side of an HTTP move (a framework server adds its own cost on top).
     */
    private static ServerSocket trivialHttpBot() throws IOException {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread serve = new Thread(
                () -> {
                    while (!server.isClosed()) {
                        try (Socket socket = server.accept()) {
                            socket.setTcpNoDelay(true);
                            answer(new BufferedInputStream(socket.getInputStream()), socket.getOutputStream());
                        } catch (IOException closed) {
                            // next connection, or the benchmark is over
                        }
                    }
                },
                "trivial-http-bot");
        serve.setDaemon(true);
        serve.start();
        return server;
    }

    private static void answer(InputStream in, OutputStream out) throws IOException {
        int shot = 0;
        while (true) {
            StringBuilder head = new StringBuilder();
            int b;
            while (!head.toString().endsWith("\r\n\r\n")) {
                if ((b = in.read()) < 0) {
                    return;
                }
                head.append((char) b);
            }
            int length = 0;
            for (String line : head.toString().split("\r\n")) {
                if (line.toLowerCase().startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).trim());
                }
            }
            String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
            String answer;
            if (body.contains("\"type\":\"hello\"")) {
                answer = "{\"type\":\"hello\",\"protocol\":1}";
            } else if (body.contains("\"type\":\"newGame\"")) {
                answer =
                        "{\"type\":\"placement\",\"ships\":[{\"x\":0,\"y\":0,\"length\":1,\"orientation\":\"across\"}]}";
            } else {
                int n = shot++;
                answer = "{\"type\":\"shots\",\"shots\":[{\"x\":" + n % 100 + ",\"y\":" + n / 100 % 100 + "}]}";
            }
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + answer.length()
                            + "\r\n\r\n" + answer)
                    .getBytes(StandardCharsets.UTF_8));
            out.flush();
        }
    }

    private static Path trivialJar() throws IOException {
        Path dir = Files.createTempDirectory("bench-jar");
        Path source = dir.resolve("Trivial.java");
        Files.writeString(
                source,
                """
                import io.admiralty.botapi.*;
                import java.util.*;
                public class Trivial implements BattleshipBot {
                    private int shot;
                    public String name() { return "trivial"; }
                    public List<ShipPlacement> newGame(GameInfo game) {
                        return List.of(new ShipPlacement(0, 0, game.fleet().get(0), Orientation.ACROSS));
                    }
                    public List<Cell> takeTurn(Mark[][] board, List<Integer> remaining, int shots) {
                        int n = shot++;
                        return List.of(new Cell(n % board[0].length, n / board[0].length % board.length));
                    }
                }
                """);
        ToolProvider.getSystemJavaCompiler()
                .run(null, null, null, "-d", dir.toString(), "-cp", "target/classes", source.toString());
        Path jar = dir.resolve("trivial.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("Trivial.class"));
            out.write(Files.readAllBytes(dir.resolve("Trivial.class")));
            out.closeEntry();
            out.putNextEntry(new JarEntry("META-INF/services/io.admiralty.botapi.BattleshipBot"));
            out.write("Trivial\n".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        return jar;
    }
}
