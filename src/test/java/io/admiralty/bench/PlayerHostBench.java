package io.admiralty.bench;

import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.BotSpec;
import io.admiralty.bot.host.HostFiles;
import io.admiralty.bot.host.PlayerHost;
import io.admiralty.bot.process.Sandbox;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Start-up (from starting the process to the first placement: the VM, the host and the player loaded) and time
 * per move of the player dialects under the real sandbox, beside a python3 native bot as the reference, in
 * interleaved rounds. Elixir runs twice: as {@code play} installs its host (compiled at every start) and as the
 * league installs it (precompiled). Run:
 * {@code ./mvnw -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.bench.PlayerHostBench}
 */
public final class PlayerHostBench {

    private static final int ROUNDS = 7;
    private static final int MOVES = 300;

    public static void main(String[] args) throws Exception {
        Path data = Files.createTempDirectory("bench-data");
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path leagueHosts = HostFiles.install(Files.createTempDirectory("bench-hosts"));
        Path elixirExamples = Path.of("examples", "elixir").toAbsolutePath();
        Map<String, Function<BotEnvironment, BotSession>> bots = new LinkedHashMap<>();
        bots.put("native:python3 trivial_native.py", spec("native:python3 trivial_native.py", Path.of("target", "test-classes", "bots")));
        bots.put("ruby-player:corner_player.rb", spec("ruby-player:corner_player.rb", Path.of("examples", "ruby")));
        bots.put("elixir-player:corner_player.exs", spec("elixir-player:corner_player.exs", elixirExamples));
        bots.put("elixir-player, precompiled host", env -> PlayerHost.ELIXIR.open("bench", List.of("corner_player.exs"), leagueHosts,
                inFolder(env, elixirExamples)));
        Map<String, double[]> startMillis = new LinkedHashMap<>();
        Map<String, double[]> moveMicros = new LinkedHashMap<>();
        bots.keySet().forEach(bot -> {
            startMillis.put(bot, new double[ROUNDS]);
            moveMicros.put(bot, new double[ROUNDS]);
        });
        for (int round = -1; round < ROUNDS; round++) {
            // interleaved, so drift in the machine's load touches every bot alike; round -1 warms up
            for (Map.Entry<String, Function<BotEnvironment, BotSession>> bot : bots.entrySet()) {
                Sandbox sandbox = Sandbox.bubblewrap();
                BotEnvironment env = new BotEnvironment(BotLimits.defaults(), sandbox, sandbox.uidOf(Side.A), data, data, "bench", false);
                try (BotSession session = bot.getValue().apply(env)) {
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
            System.out.printf("%-32s start-up median %6.0f ms (min %6.0f, max %6.0f)   move median %7.1f us (min %7.1f, max %7.1f)%n",
                    bot, starts[ROUNDS / 2], starts[0], starts[ROUNDS - 1], moves[ROUNDS / 2], moves[0], moves[ROUNDS - 1]);
        }
    }

    /** A bot named as on play's command line, its files in {@code folder}. */
    private static Function<BotEnvironment, BotSession> spec(String spec, Path folder) {
        return env -> BotSpec.parse(spec).open(inFolder(env, folder));
    }

    private static BotEnvironment inFolder(BotEnvironment env, Path folder) {
        return new BotEnvironment(env.limits(), env.sandbox(), env.uid(), folder.toAbsolutePath(), env.dataDir(), env.matchup(), false);
    }
}
