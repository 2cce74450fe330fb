package io.admiralty.bench;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.builtin.ExpertSteps;
import io.admiralty.game.Player;
import io.admiralty.game.Placement;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.IntStream;

/**
 * Shots each built-in bot needs to sink a randomly placed classic fleet, one-sided (the bot fires single shots at a
 * fixed layout until every ship is sunk), over the layouts of seeds 1..N, the bot seeded with the same seed. Run:
 * {@code ./mvnw -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.bench.StrengthBench -Dexec.args="10000"}
 * (optionally followed by bot names, or steps of the expert such as {@code expert:rollouts}). Layouts are played in
 * parallel on every core, in blocks of seeds whose running mean goes to stderr; "ms/move" is the CPU time of
 * the playing threads per shot, the same on a busy machine as on an idle one.
 */
public final class StrengthBench {

    private static final int BLOCK = 250;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) {
        int layouts = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        List<String> bots = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : BuiltinBots.names();
        Ruleset classic = Ruleset.classic();
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf("%d layouts of %s, %d cores%n", layouts, classic.spec(), cores);
        System.out.printf("%-15s %7s %7s %7s %5s %5s %10s%n", "bot", "mean", "+-se", "median", "p90", "max", "ms/move");
        for (String bot : bots) {
            long start = System.nanoTime();
            // Blocks of seeds in order, each spread over the cores, so a long run reports the seeds 1..k it has finished.
            int[] shots = new int[layouts];
            LongAdder cpuNanos = new LongAdder();
            for (int from = 1; from <= layouts; from += BLOCK) {
                int to = Math.min(layouts, from + BLOCK - 1);
                IntStream.rangeClosed(from, to).parallel().forEach(seed -> {
                    Placement layout = RandomFleet.place(classic, new SplittableRandom(seed));
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    shots[seed - 1] = Referee.shotsToSink(classic, layout, create(bot), seed);
                    cpuNanos.add(THREADS.getCurrentThreadCpuTime() - cpu);
                });
                if (to < layouts) {
                    System.err.printf("%s: seeds 1..%d, mean %.3f, %.0f s%n", bot, to,
                            Arrays.stream(shots, 0, to).average().orElse(0), (System.nanoTime() - start) / 1e9);
                }
            }
            Arrays.sort(shots);
            long total = Arrays.stream(shots).asLongStream().sum();
            double mean = (double) total / layouts;
            double variance = Arrays.stream(shots).mapToDouble(s -> (s - mean) * (s - mean)).sum() / Math.max(1, layouts - 1);
            double median = layouts % 2 == 1 ? shots[layouts / 2] : (shots[layouts / 2 - 1] + shots[layouts / 2]) / 2.0;
            System.out.printf("%-15s %7.2f %7.2f %7.1f %5d %5d %10.4f%n", bot, mean, Math.sqrt(variance / layouts), median,
                    shots[(int) Math.ceil(layouts * 0.9) - 1], shots[layouts - 1], cpuNanos.sum() / 1e6 / total);
        }
    }

    /** A built-in bot by name, or a step of the expert ({@code expert:rollouts}, ...). */
    private static Player create(String bot) {
        return bot.contains(":") ? ExpertSteps.create(bot) : BuiltinBots.create(bot);
    }
}
