package io.admiralty.benchmark;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.host.HostFiles;
import io.admiralty.bot.http.Egress;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Sandbox;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Start-up (from starting the process to the first placement: the VM, the host and the player loaded) and time
 * per move of the player dialects under the real sandbox, beside a python3 native bot as the reference, in
 * interleaved rounds. Elixir runs twice: as {@code play} installs its host (compiled at every start) and as the
 * league installs it (precompiled). Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.PlayerHostBench}
 */
public final class PlayerHostBench {

    private static final int ROUNDS = 7;
    private static final int MOVES = 300;

    public static void main(String[] args) throws Exception {
        Path data = Files.createTempDirectory("bench-data");
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path leagueHosts = HostFiles.install(Files.createTempDirectory("bench-hosts"));
        Path elixirExamples = Path.of("examples", "elixir").toAbsolutePath();
        Map<String, Bench> bots = new LinkedHashMap<>();
        bots.put(
                "native:python3 trivial_native.py",
                new Bench(
                        "native:python3 trivial_native.py",
                        Path.of("target", "test-classes", "bots"),
                        HostFiles::forThisRun));
        bots.put(
                "ruby-player:corner_player.rb",
                new Bench("ruby-player:corner_player.rb", Path.of("examples", "ruby"), HostFiles::forThisRun));
        bots.put(
                "elixir-player:corner_player.exs",
                new Bench("elixir-player:corner_player.exs", elixirExamples, HostFiles::forThisRun));
        bots.put(
                "elixir-player, precompiled host",
                new Bench("elixir-player:corner_player.exs", elixirExamples, () -> leagueHosts));
        Map<String, double[]> startMillis = new LinkedHashMap<>();
        Map<String, double[]> moveMicros = new LinkedHashMap<>();
        bots.keySet().forEach(bot -> {
            startMillis.put(bot, new double[ROUNDS]);
            moveMicros.put(bot, new double[ROUNDS]);
        });
        for (int round = -1; round < ROUNDS; round++) {
            // interleaved, so drift in the machine's load touches every bot alike; round -1 warms up
            for (Map.Entry<String, Bench> bot : bots.entrySet()) {
                Sandbox sandbox = Sandbox.bubblewrap();
                Bench bench = bot.getValue();
                BotEnvironment env = new BotEnvironment(
                        BotLimits.defaults(),
                        sandbox,
                        sandbox.uidOf(Side.A),
                        bench.folder().toAbsolutePath(),
                        data,
                        "bench",
                        0,
                        false,
                        Egress.unrestricted(Egress.SYSTEM_RESOLVER),
                        bench.hosts());
                try (BotSession session = Bots.open("bench", BotDefinition.parse(bench.bot()), env)) {
                    long start = System.nanoTime();
                    session.place(new GameSetup(Ruleset.classic(), Side.A, true, "bench", 1, round));
                    long placed = System.nanoTime();
                    for (int i = 0; i < MOVES; i++) {
                        session.fire(null, 1);
                    }
                    if (round >= 0) {
                        startMillis.get(bot.getKey())[round] = (placed - start) / 1e6;
                        moveMicros.get(bot.getKey())[round] = (System.nanoTime() - placed) / 1e3 / MOVES;
                    }
                }
            }
        }
        for (String bot : bots.keySet()) {
            double[] starts = startMillis.get(bot);
            double[] moves = moveMicros.get(bot);
            Arrays.sort(starts);
            Arrays.sort(moves);
            System.out.printf(
                    "%-32s start-up median %6.0f ms (min %6.0f, max %6.0f)   move median %7.1f us (min %7.1f, max %7.1f)%n",
                    bot,
                    starts[ROUNDS / 2],
                    starts[0],
                    starts[ROUNDS - 1],
                    moves[ROUNDS / 2],
                    moves[0],
                    moves[ROUNDS - 1]);
        }
    }

    /** A bot named as on play's command line, its files in {@code folder}, the player hosts from {@code hosts}. */
    private record Bench(String bot, Path folder, Supplier<Path> hosts) {}
}
