package io.admiralty.benchmark;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Transcript;
import io.admiralty.bot.process.BotProcess;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Confinement;
import io.admiralty.sandbox.Sandbox;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What starting a bot process costs, confined (sh, bwrap, setpriv, a cgroup) against a plain process: time from
 * start to the first answer of a trivial bot (python3 named by its path: the unconfined process would otherwise be
 * looked up on the league's own PATH), and time to stop it (its cgroup removed). Rounds interleaved.
 * Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.SandboxStartBench}
 */
public final class SandboxStartBench {

    private static final int ROUNDS = 7;
    private static final int STARTS = 20;
    private static final Path BOTS = Path.of("target", "test-classes", "bots").toAbsolutePath();

    public static void main(String[] args) throws Exception {
        BotLimits limits = BotLimits.defaults();
        Map<String, Confinement> kinds = new LinkedHashMap<>();
        kinds.put(
                "plain process (sandbox none)",
                Sandbox.none().confine(0, Files.createTempDirectory("bench-plain"), limits, "echo"));
        Sandbox sandbox = Sandbox.bubblewrap();
        kinds.put(
                "confined (sh, bwrap, setpriv, cgroup)",
                sandbox.confine(sandbox.uidOf(Side.A), Files.createTempDirectory("bench-confined"), limits, "echo"));
        Map<String, double[][]> millis = new LinkedHashMap<>();
        kinds.forEach((name, confinement) -> millis.put(name, new double[2][ROUNDS]));
        for (int round = -1; round < ROUNDS; round++) {
            // round -1 warms up; rounds alternate between the kinds so drift in the machine's load touches both alike
            for (Map.Entry<String, Confinement> kind : kinds.entrySet()) {
                long answering = 0;
                long stopping = 0;
                for (int i = 0; i < STARTS; i++) {
                    long start = System.nanoTime();
                    BotProcess process = BotProcess.start(
                            kind.getValue(), List.of("/usr/bin/python3", "echo.py"), BOTS, limits, new Transcript());
                    process.ask("ping", Duration.ofSeconds(10), String::strip);
                    long answered = System.nanoTime();
                    process.close();
                    answering += answered - start;
                    stopping += System.nanoTime() - answered;
                }
                if (round >= 0) {
                    millis.get(kind.getKey())[0][round] = answering / 1e6 / STARTS;
                    millis.get(kind.getKey())[1][round] = stopping / 1e6 / STARTS;
                }
            }
        }
        double plain = median(millis.get("plain process (sandbox none)")[0]);
        millis.forEach((name, m) -> System.out.printf(
                "%-40s start to first answer median %6.1f ms (min %6.1f, max %6.1f) = %.2fx plain;"
                        + " stop median %5.1f ms%n",
                name, median(m[0]), min(m[0]), max(m[0]), median(m[0]) / plain, median(m[1])));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElseThrow();
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElseThrow();
    }
}
