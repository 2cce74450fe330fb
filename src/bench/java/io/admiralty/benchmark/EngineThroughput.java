package io.admiralty.benchmark;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.util.Arrays;

/**
 * Games per second of the referee on one thread, two trivial bots. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.EngineThroughput -Dexec.args="sequential sequential classic"}
 */
public final class EngineThroughput {

    private static final long WARMUP_NANOS = 5_000_000_000L;
    private static final long ROUND_NANOS = 2_000_000_000L;
    private static final int ROUNDS = 5;

    public static void main(String[] args) {
        String nameA = args.length > 0 ? args[0] : "sequential";
        String nameB = args.length > 1 ? args[1] : "sequential";
        Ruleset ruleset = Ruleset.parse(args.length > 2 ? args[2] : "classic");
        Player a = BuiltinBots.create(nameA);
        Player b = BuiltinBots.create(nameB);
        long[] seed = {1};
        long shots = 0;
        measure(ruleset, a, b, seed, WARMUP_NANOS);
        double[] rates = new double[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            long[] result = measure(ruleset, a, b, seed, ROUND_NANOS);
            rates[r] = result[0] * 1e9 / result[2];
            shots += result[1];
            System.out.printf(
                    "round %d: %,.0f games/s (%.1f strikes per game)%n",
                    r + 1, rates[r], (double) result[1] / result[0]);
        }
        Arrays.sort(rates);
        System.out.printf(
                "%s vs %s, %s, one thread: median %,.0f games/s (min %,.0f, max %,.0f) on %s, %d cores%n",
                nameA,
                nameB,
                ruleset.spec(),
                rates[ROUNDS / 2],
                rates[0],
                rates[ROUNDS - 1],
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
    }

    /** Plays games for about {@code nanos}; returns games, strikes and elapsed nanoseconds. */
    private static long[] measure(Ruleset ruleset, Player a, Player b, long[] seed, long nanos) {
        long games = 0;
        long strikes = 0;
        long start = System.nanoTime();
        long elapsed;
        do {
            for (int i = 0; i < 1000; i++) {
                GameRecord game =
                        Referee.play(ruleset, seed[0]++, (games & 1) == 0 ? Side.A : Side.B, (int) games, a, b);
                strikes += game.strikes().size();
                games++;
            }
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos);
        return new long[] {games, strikes, elapsed};
    }
}
