package io.admiralty.bench;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.builtin.ExpertSteps;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
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
 * the playing threads per shot, the same on a busy machine as on an idle one. The bots are given a move limit no
 * machine reaches: the expert then never falls back to density's move for want of time (as it may when a long run
 * shares a busy machine), so each game is a function of its seed; its move times are measured by
 * {@code DensityLatencyBench}.
 * <p>
 * System properties: {@code -Dstrength.from=F} plays seeds F..F+N-1 instead; {@code -Dstrength.against=BOT} also plays
 * BOT on every layout and reports each bot's paired difference (its shots minus BOT's on the same layout: mean and
 * standard error of the per-layout differences), far less noisy than comparing two means when the bots mostly agree.
 */
public final class StrengthBench {

    private static final int BLOCK = 250;
    private static final Duration UNHURRIED = Duration.ofMinutes(10);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) {
        int layouts = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        List<String> bots = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : BuiltinBots.names();
        int from = Integer.getInteger("strength.from", 1);
        String against = System.getProperty("strength.against");
        Ruleset classic = Ruleset.classic();
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf(
                "%d layouts of %s (seeds %d..%d), %d cores%n",
                layouts, classic.spec(), from, from + layouts - 1, cores);
        int[] baseline = against == null ? null : play(classic, against, from, layouts, null, new LongAdder());
        System.out.printf(
                "%-15s %7s %7s %7s %5s %5s %10s%s%n",
                "bot",
                "mean",
                "+-se",
                "median",
                "p90",
                "max",
                "ms/move",
                baseline == null ? "" : String.format(" %9s %7s", "- " + against, "+-se"));
        for (String bot : bots) {
            LongAdder cpuNanos = new LongAdder();
            int[] shots = play(classic, bot, from, layouts, baseline, cpuNanos);
            long total = Arrays.stream(shots).asLongStream().sum();
            String paired = "";
            if (baseline != null) {
                double[] difference = difference(shots, baseline, layouts);
                paired = String.format(" %9.3f %7.3f", difference[0], difference[1]);
            }
            int[] sorted = shots.clone();
            Arrays.sort(sorted);
            double[] meanAndError =
                    meanAndError(Arrays.stream(sorted).asDoubleStream().toArray());
            System.out.printf(
                    "%-15s %7.2f %7.2f %7.1f %5d %5d %10.4f%s%n",
                    bot,
                    meanAndError[0],
                    meanAndError[1],
                    median(sorted),
                    sorted[(int) Math.ceil(layouts * 0.9) - 1],
                    sorted[layouts - 1],
                    cpuNanos.sum() / 1e6 / total,
                    paired);
        }
    }

    /** Shots of {@code bot} on each layout, by blocks of seeds in order, the running figures of each block on stderr. */
    private static int[] play(Ruleset ruleset, String bot, int from, int layouts, int[] baseline, LongAdder cpuNanos) {
        long start = System.nanoTime();
        int[] shots = new int[layouts];
        for (int first = 0; first < layouts; first += BLOCK) {
            int end = Math.min(layouts, first + BLOCK);
            // Blocks in order, each spread over the cores, so a long run reports the seeds it has finished.
            IntStream.range(first, end).parallel().forEach(i -> {
                int seed = from + i;
                Placement layout = RandomFleet.place(ruleset, new SplittableRandom(seed));
                long cpu = THREADS.getCurrentThreadCpuTime();
                shots[i] = Referee.shotsToSink(ruleset, layout, create(bot), seed);
                cpuNanos.add(THREADS.getCurrentThreadCpuTime() - cpu);
            });
            if (end < layouts) {
                String paired = "";
                if (baseline != null) {
                    double[] difference = difference(shots, baseline, end);
                    paired = String.format(", paired difference %.3f +- %.3f", difference[0], difference[1]);
                }
                int[] sorted = Arrays.copyOf(shots, end);
                Arrays.sort(sorted);
                double[] meanAndError =
                        meanAndError(Arrays.stream(sorted).asDoubleStream().toArray());
                System.err.printf(
                        "%s: seeds %d..%d, mean %.3f +- %.3f, median %.1f%s, %.0f s%n",
                        bot,
                        from,
                        from + end - 1,
                        meanAndError[0],
                        meanAndError[1],
                        median(sorted),
                        paired,
                        (System.nanoTime() - start) / 1e9);
            }
        }
        return shots;
    }

    private static double median(int[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }

    /** Mean and standard error of the first {@code n} per-layout differences {@code shots - baseline}. */
    private static double[] difference(int[] shots, int[] baseline, int n) {
        double[] difference = new double[n];
        Arrays.setAll(difference, i -> shots[i] - baseline[i]);
        return meanAndError(difference);
    }

    /** Mean and standard error of the mean of {@code values}. */
    public static double[] meanAndError(double[] values) {
        int n = values.length;
        double mean = Arrays.stream(values).average().orElse(0);
        double variance =
                Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / Math.max(1, n - 1);
        return new double[] {mean, Math.sqrt(variance / n)};
    }

    /** A built-in bot by name, or a step of the expert ({@code expert:rollouts}, ...). */
    private static Player create(String bot) {
        return bot.contains(":") ? ExpertSteps.create(bot, UNHURRIED) : BuiltinBots.create(bot, UNHURRIED);
    }
}
