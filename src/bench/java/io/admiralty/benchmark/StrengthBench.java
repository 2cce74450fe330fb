package io.admiralty.benchmark;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.builtin.ExpertSteps;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.skill.Deals;
import io.admiralty.skill.SkillGames;
import io.admiralty.skill.SkillLayouts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Shots each built-in bot needs to sink a randomly placed classic fleet, over deals 1..N ({@link StrengthDeals}: each
 * deal's layout and the bot's seed from generators of their own, neither from the seeds the expert was tuned on). Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.StrengthBench -Dexec.args="10000"}
 * (optionally followed by bot names, or steps of the expert such as {@code expert:rollouts}). Deals are played in
 * parallel, in blocks whose running mean goes to stderr; "ms/move" is the CPU time of the playing threads per shot, the
 * same on a busy machine as on an idle one.
 * <p>
 * By default a deal is played one-sided ({@link Referee#shotsToSink}: the bot fires single shots at the layout until
 * every ship is sunk) with a move limit no machine reaches, so the expert never falls back to its greedy move for want
 * of time and each game is a function of its deal. {@code -Dstrength.refereed=true} plays the real thing instead: a
 * refereed game through the league's matchup runner, the bot in seat A moving first against a partner that places the
 * deal's layout and never hits ({@code SkillGames}), the seats' seeds derived from the deal's game seed as the league
 * derives them, and the bot made for the move limit {@code play} gives it (the league's 2 s unless
 * {@code -Dstrength.move-limit} says otherwise), so that a bot pressed for time plays as it would there. Each game then
 * also counts the bot's moves that took at least half the move limit on the wall clock (where the expert gave up its
 * search until it counted its thread's CPU time instead; it now gives up there at 90% of the limit). While
 * no move runs out of its budget, a built-in fires the one-sided game's shots.
 * <p>
 * System properties: {@code -Dstrength.from=F} plays deals F..F+N-1 instead; {@code -Dstrength.against=BOT} also plays
 * BOT on every deal and reports each bot's paired difference (its shots minus BOT's on the same deal: mean and
 * standard error of the per-deal differences), far less noisy than comparing two means when the bots mostly agree;
 * {@code -Dstrength.against-seeds=K} plays BOT K times on each deal (the deal's game seed, then K-1 seeds derived from
 * it) and pairs each bot with BOT's mean there: a greedy bot's ties are broken at random, so one run of it needs
 * shots that differ from its own average on the same layouts by a standard deviation of about 7.6 a game, and the
 * comparison with one run carries that noise as well;
 * {@code -Dstrength.deals=skill} plays the league's skill deals (layout n public, {@link SkillLayouts#DEALS}) instead,
 * {@code -Dstrength.deals=play:S} the games of {@code play --seed S BOT builtin:random} ({@link PlayDeals});
 * {@code -Dstrength.move-limit=MS} the bots' move limit; {@code -Dstrength.jobs=N} plays N deals at once (default: the
 * cores); {@code -Dstrength.shots=FILE} appends a line {@code bot deal shots} per game, block by block, for analyses
 * pairing runs; {@code -Dstrength.block=B} reports (and records) every B deals instead of every 250.
 */
public final class StrengthBench {

    private static final Duration UNHURRIED = Duration.ofMinutes(10);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final Ruleset ruleset = Ruleset.classic();
    private final String dealsName;
    private final Deals deals;
    private final boolean refereed;
    private final Duration moveLimit;
    private final int from;
    private final int count;
    private final Path shotsFile;
    private final int block = Integer.getInteger("strength.block", 250);

    private StrengthBench(String dealsName, boolean refereed, Duration moveLimit, int from, int count, Path shotsFile) {
        this.dealsName = dealsName;
        this.deals = deals(dealsName);
        this.refereed = refereed;
        this.moveLimit = moveLimit;
        this.from = from;
        this.count = count;
        this.shotsFile = shotsFile;
    }

    /** One bot's games: shots per deal, CPU time, moves that took half the move limit or more. */
    private record Games(int[] shots, long cpuNanos, long slowMoves) {}

    /** The same layouts with game seeds derived from the deals' own: run {@code run} of a bot that plays several. */
    private record Reseeded(Deals deals, int run) implements Deals {
        @Override
        public Placement layout(Ruleset ruleset, int deal) {
            return deals.layout(ruleset, deal);
        }

        @Override
        public long gameSeed(int deal) {
            return MatchupRunner.gameSeed(deals.gameSeed(deal), run);
        }
    }

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        List<String> bots = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : BuiltinBots.names();
        String dealt = System.getProperty("strength.deals", "strength");
        boolean refereed = Boolean.getBoolean("strength.refereed");
        Long limitMillis = Long.getLong("strength.move-limit");
        Duration moveLimit = limitMillis != null
                ? Duration.ofMillis(limitMillis)
                : refereed ? Duration.ofMillis(BotLimits.MOVE_TIMEOUT_MS) : UNHURRIED;
        String shots = System.getProperty("strength.shots");
        StrengthBench bench = new StrengthBench(
                dealt,
                refereed,
                moveLimit,
                Integer.getInteger("strength.from", 1),
                count,
                shots == null ? null : Path.of(shots));
        int jobs = Integer.getInteger("strength.jobs", Runtime.getRuntime().availableProcessors());
        ForkJoinPool pool = new ForkJoinPool(jobs);
        try {
            pool.submit(() -> bench.run(
                            bots,
                            System.getProperty("strength.against"),
                            Integer.getInteger("strength.against-seeds", 1),
                            jobs))
                    .get();
        } finally {
            pool.shutdown();
        }
    }

    private static Deals deals(String name) {
        if (name.startsWith("play:")) {
            return new PlayDeals(Long.parseLong(name.substring("play:".length())));
        }
        return switch (name) {
            case "strength" -> new StrengthDeals();
            case "skill" -> SkillLayouts.DEALS;
            default -> throw new IllegalArgumentException("deals are strength, skill or play:SEED, was " + name);
        };
    }

    private void run(List<String> bots, String against, int againstSeeds, int jobs) {
        System.out.printf(
                "%d %s deals of %s (%d..%d), %s, move limit %s, %d at once%n",
                count,
                dealsName,
                ruleset.spec(),
                from,
                from + count - 1,
                refereed ? "refereed games against a placing partner" : "one-sided",
                moveLimit,
                jobs);
        double[] baseline = against == null ? null : expected(against, againstSeeds);
        System.out.printf(
                "%-15s %7s %7s %7s %5s %5s %10s %6s%s%n",
                "bot",
                "mean",
                "+-se",
                "median",
                "p90",
                "max",
                "ms/move",
                "slow",
                baseline == null ? "" : String.format(" %9s %7s", "- " + against, "+-se"));
        if (baseline != null && againstSeeds > 1) {
            double[] meanAndError = meanAndError(baseline);
            System.out.printf(
                    "%-15s %7.2f %7.2f (its mean over %d seeds on each deal)%n",
                    against, meanAndError[0], meanAndError[1], againstSeeds);
        }
        for (String bot : bots) {
            Games games = play(bot, deals, baseline, true);
            int[] shots = games.shots();
            long total = Arrays.stream(shots).asLongStream().sum();
            String paired = "";
            if (baseline != null) {
                double[] difference = difference(shots, baseline, count);
                paired = String.format(" %9.3f %7.3f", difference[0], difference[1]);
            }
            int[] sorted = shots.clone();
            Arrays.sort(sorted);
            double[] meanAndError =
                    meanAndError(Arrays.stream(sorted).asDoubleStream().toArray());
            System.out.printf(
                    "%-15s %7.2f %7.2f %7.1f %5d %5d %10.4f %6s%s%n",
                    bot,
                    meanAndError[0],
                    meanAndError[1],
                    median(sorted),
                    sorted[(int) Math.ceil(count * 0.9) - 1],
                    sorted[count - 1],
                    games.cpuNanos() / 1e6 / total,
                    refereed ? String.valueOf(games.slowMoves()) : "-",
                    paired);
        }
    }

    /** {@code bot}'s mean shots on each deal over {@code runs} game seeds: the deal's own, then seeds derived from it. */
    private double[] expected(String bot, int runs) {
        double[] mean = new double[count];
        for (int run = 0; run < runs; run++) {
            int[] shots = play(bot, run == 0 ? deals : new Reseeded(deals, run), null, false)
                    .shots();
            Arrays.setAll(mean, i -> mean[i] + shots[i] / (double) runs);
        }
        record(runs == 1 ? bot : bot + "*" + runs, i -> String.valueOf(mean[i]), 0, count);
        return mean;
    }

    /**
     * Shots of {@code bot} on each of {@code dealt}'s deals, by blocks of deals in order, the running figures of each
     * block on stderr (and, if {@code recorded}, each block's shots in the shots file).
     */
    private Games play(String bot, Deals dealt, double[] baseline, boolean recorded) {
        long start = System.nanoTime();
        int[] shots = new int[count];
        LongAdder cpuNanos = new LongAdder();
        LongAdder slowMoves = new LongAdder();
        for (int first = 0; first < count; first += block) {
            int end = Math.min(count, first + block);
            // Blocks in order, each spread over the pool, so a long run reports the deals it has finished.
            IntStream.range(first, end).parallel().forEach(i -> {
                long cpu = THREADS.getCurrentThreadCpuTime();
                shots[i] = refereed ? refereed(bot, dealt, from + i, slowMoves) : oneSided(bot, dealt, from + i);
                cpuNanos.add(THREADS.getCurrentThreadCpuTime() - cpu);
            });
            if (recorded) {
                record(bot, i -> String.valueOf(shots[i]), first, end);
            }
            if (end < count) {
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
                        "%s: deals %d..%d, mean %.3f +- %.3f, median %.1f%s, %d slow moves, %.0f s%n",
                        bot,
                        from,
                        from + end - 1,
                        meanAndError[0],
                        meanAndError[1],
                        median(sorted),
                        paired,
                        slowMoves.sum(),
                        (System.nanoTime() - start) / 1e9);
            }
        }
        return new Games(shots, cpuNanos.sum(), slowMoves.sum());
    }

    private int oneSided(String bot, Deals dealt, int deal) {
        return Referee.shotsToSink(ruleset, dealt.layout(ruleset, deal), create(bot), dealt.gameSeed(deal));
    }

    /** Deal {@code deal} as a refereed game, adding the bot's moves of half the move limit or more to {@code slow}. */
    private int refereed(String bot, Deals dealt, int deal, LongAdder slow) {
        long halfLimitMicros = moveLimit.toNanos() / 2_000;
        int[] shots = new int[1];
        int[] next = {deal};
        SkillGames.play(BotSession.of(create(bot)), ruleset, dealt, () -> next[0] == deal ? next[0]++ : 0, game -> {
            if (game.shots() == null) {
                throw new IllegalStateException(bot + " forfeited deal " + deal + ": "
                        + game.played().record().outcome());
            }
            shots[0] = game.shots();
            slow.add(Arrays.stream(game.played().moveTimes().of(Side.A))
                    .filter(micros -> micros >= halfLimitMicros)
                    .count());
        });
        return shots[0];
    }

    /** Appends the shots of deals {@code first..end-1} (indices) to the shots file, if one was asked for. */
    private void record(String bot, IntFunction<String> shots, int first, int end) {
        if (shotsFile == null) {
            return;
        }
        String lines = IntStream.range(first, end)
                .mapToObj(i -> bot + " " + (from + i) + " " + shots.apply(i) + "\n")
                .collect(Collectors.joining());
        try {
            Files.writeString(shotsFile, lines, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static double median(int[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }

    /** Mean and standard error of the first {@code n} per-deal differences {@code shots - baseline}. */
    private static double[] difference(int[] shots, double[] baseline, int n) {
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

    /** A built-in bot by name, or a step of the expert ({@code expert:rollouts}, ...), made for the move limit. */
    private Player create(String bot) {
        return bot.contains(":") ? ExpertSteps.create(bot, moveLimit) : BuiltinBots.create(bot, moveLimit);
    }
}
