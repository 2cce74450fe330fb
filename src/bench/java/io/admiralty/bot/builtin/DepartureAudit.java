package io.admiralty.bot.builtin;

import io.admiralty.benchmark.StrengthBench;
import io.admiralty.game.Coord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Tracking;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * What settings of the expert gain over its greedy rule, per game, measured in minutes where whole games take hours.
 * The shipped expert plays the classic layouts of seeds F..F+N-1; at each of its positions every variant chooses its
 * cell (each from the same draws), and wherever one departs from the rule's cell, every chosen cell is scored against
 * the rule's on the same fresh layouts from the posterior, each played to the end by the rule (the expert's play-outs;
 * 8,000 layouts by default: a standard error of about 0.05 shots per scored position). By the performance difference
 * identity, a variant's expected shots minus the rule's are the sum over its own moves of Q(position, its cell) −
 * Q(position, the rule's cell), Q being the expected total when the rule plays on. For the shipped settings that sum is
 * exact: the positions are its own, and the rule is what it plays whenever it does not depart. Other variants are
 * scored on the shipped expert's positions, which was measured to flatter the ones that depart more
 * (docs/benchmarks/strength.md). Every variant is scored on the same positions with the same reference layouts, so
 * their differences are far less noisy than their gains.
 * <p>
 * Run, after {@code ./mvnw -q -Pbench test-compile}:
 * {@code java -cp target/test-classes:target/classes:<test classpath> io.admiralty.bot.builtin.DepartureAudit 100
 * second third budget-x2 ...} ({@code -Daudit.from=F}, default 20001, so as not to tune on the strength benchmark's
 * seeds; {@code -Daudit.reference=M}); the variants are {@link ExpertSteps#variants()}. Prints per variant the
 * expected gain per game (negative: fewer shots than the rule) with its standard error over the games, the same
 * paired with the first variant, departures per game, and the CPU time of its choices per move.
 */
public final class DepartureAudit {

    private static final Duration UNHURRIED = Duration.ofMinutes(10);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final int REFERENCE = Integer.getInteger("audit.reference", 8000);

    private DepartureAudit() {}

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        int from = Integer.getInteger("audit.from", 20_001);
        Map<String, ExpertBot.Settings> variants = ExpertSteps.variants();
        List<String> names = args.length > 1 ? List.of(args).subList(1, args.length) : List.copyOf(variants.keySet());
        for (String name : names) {
            if (!variants.containsKey(name)) {
                throw new IllegalArgumentException(
                        "unknown variant '" + name + "' (variants: " + variants.keySet() + ")");
            }
        }
        Auditor[] audits = new Auditor[games];
        IntStream.range(0, games).parallel().forEach(i -> {
            int seed = from + i;
            Ruleset classic = Ruleset.classic();
            Placement layout = RandomFleet.place(classic, new SplittableRandom(seed));
            audits[i] = new Auditor(names, seed);
            Referee.shotsToSink(classic, layout, audits[i], seed);
        });
        long moves = Arrays.stream(audits).mapToLong(a -> a.moves).sum();
        System.out.printf(
                "%d games (seeds %d..%d), %d reference layouts per scored position%n",
                games, from, from + games - 1, REFERENCE);
        System.out.printf(
                "%-40s %8s %6s %10s %6s %11s %8s%n",
                "variant", "gain", "+-se", "- " + names.get(0), "+-se", "departures", "ms/move");
        for (int j = 0; j < names.size(); j++) {
            int v = j;
            double[] gain = Arrays.stream(audits).mapToDouble(a -> a.gain[v]).toArray();
            double[] paired = Arrays.stream(audits)
                    .mapToDouble(a -> a.gain[v] - a.gain[0])
                    .toArray();
            double departures =
                    Arrays.stream(audits).mapToDouble(a -> a.departures[v]).sum() / games;
            double cpuMs = Arrays.stream(audits).mapToDouble(a -> a.cpuNanos[v]).sum() / 1e6 / moves;
            System.out.printf(
                    "%-40s %8.3f %6.3f %10.3f %6.3f %11.1f %8.1f%n",
                    names.get(j), mean(gain), error(gain), mean(paired), error(paired), departures, cpuMs);
        }
    }

    private static double mean(double[] values) {
        return StrengthBench.meanAndError(values)[0];
    }

    private static double error(double[] values) {
        return StrengthBench.meanAndError(values)[1];
    }

    /** Plays the shipped expert's game and, at each of its positions, asks every variant and scores their cells. */
    private static final class Auditor implements Player {
        private final ExpertBot expert = new ExpertBot(UNHURRIED);
        /** Density as the expert's copy sees the game (same seed, every position): its move where no layout is drawn. */
        private final DensityBot density = new DensityBot();

        private final ExpertBot[] variants;
        private final long seed;
        private final double[] gain;
        private final double[] departures;
        private final double[] cpuNanos;
        private int moves;
        private PlacementTable table;
        private Evidence evidence;
        /** The shots of the expert's game so far, in order. */
        private final List<Coord> history = new ArrayList<>();

        Auditor(List<String> names, long seed) {
            this.seed = seed;
            this.variants = names.stream()
                    .map(name -> new ExpertBot(UNHURRIED, ExpertSteps.variants().get(name)))
                    .toArray(ExpertBot[]::new);
            this.gain = new double[variants.length];
            this.departures = new double[variants.length];
            this.cpuNanos = new double[variants.length];
        }

        @Override
        public String name() {
            return "departure audit";
        }

        @Override
        public Placement place(GameSetup setup) {
            density.place(setup);
            table = new PlacementTable(setup.ruleset().width(), setup.ruleset().height());
            evidence = new Evidence(table, setup.ruleset().fleet());
            history.clear();
            return expert.place(setup);
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            Coord greedy = density.fire(tracking, 1).get(0);
            evidence.observe(tracking, history.isEmpty() ? null : history.get(history.size() - 1));
            LayoutSampler sampler = LayoutSampler.of(table, evidence, ExpertBot.MAX_COVERS);
            SplittableRandom random = new SplittableRandom(seed * 7_777_777L + moves);
            int[] layout = new int[evidence.fleet.length];
            if (sampler != null && sampler.sample(random, layout, ExpertBot.ATTEMPTS)) {
                int[] chosen = new int[variants.length];
                for (int j = 0; j < variants.length; j++) {
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    chosen[j] = variants[j].chooseIn(
                            table, evidence, greedy, new SplittableRandom(seed * 1_000_003L + moves));
                    cpuNanos[j] += THREADS.getCurrentThreadCpuTime() - cpu;
                }
                // Departures are from the play-outs' own rule, which the expert plays when no other cell wins.
                List<Integer> cells = new ArrayList<>(List.of(new GreedyRollout(table, evidence).firstChoice(layout)));
                for (int cell : chosen) {
                    if (!cells.contains(cell)) {
                        cells.add(cell);
                    }
                }
                if (cells.size() > 1) {
                    double[] advantage = reference(
                            sampler,
                            random,
                            cells.stream().mapToInt(Integer::intValue).toArray());
                    for (int j = 0; j < variants.length; j++) {
                        int k = cells.indexOf(chosen[j]);
                        if (k > 0) {
                            departures[j]++;
                            gain[j] += advantage[k];
                        }
                    }
                }
            }
            moves++;
            Coord shot = expert.fire(tracking, 1).get(0);
            history.add(shot);
            return List.of(shot);
        }

        /** Each cell's weighted mean shots minus the first cell's, on the same reference layouts. */
        private double[] reference(LayoutSampler sampler, SplittableRandom random, int[] firsts) {
            GreedyRollout rollout = new GreedyRollout(table, evidence);
            int[] layout = new int[evidence.fleet.length];
            double[] advantage = new double[firsts.length];
            double weights = 0;
            for (int i = 0; i < REFERENCE; i++) {
                if (!sampler.sample(random, layout, ExpertBot.ATTEMPTS)) {
                    throw new IllegalStateException("no layout drawn where the variants drew theirs");
                }
                double weight = sampler.placerWeight(layout);
                int[] shots = rollout.play(layout, firsts);
                for (int m = 1; m < firsts.length; m++) {
                    advantage[m] += weight * (shots[m] - shots[0]);
                }
                weights += weight;
            }
            for (int m = 0; m < advantage.length; m++) {
                advantage[m] /= weights;
            }
            return advantage;
        }
    }
}
