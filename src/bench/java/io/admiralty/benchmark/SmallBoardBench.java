package io.admiralty.benchmark;

import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.builtin.ExpertSteps;
import io.admiralty.bot.builtin.SmallBoardOptimum;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Exact expected shots on small boards, every legal layout equally likely: the optimum and the best greedy play
 * (computed by the tests' oracle), and density and each step of the expert played on every layout with seed 1. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.SmallBoardBench}
 */
public final class SmallBoardBench {

    public static void main(String[] args) {
        for (String spec : args.length > 0 ? List.of(args) : List.of("4x4:3,2", "5x5:3")) {
            Ruleset ruleset = Ruleset.parse(spec);
            SmallBoardOptimum oracle = SmallBoardOptimum.of(ruleset);
            System.out.printf(
                    "%s, %d layouts: optimum %.4f, greedy with the best tie-break %.4f%n",
                    spec, oracle.layouts().size(), oracle.optimum(), oracle.greedy());
            List<String> bots = new ArrayList<>(List.of("density"));
            bots.addAll(ExpertSteps.names());
            for (String bot : bots) {
                // A limit no busy machine reaches: no move falls back to density's, so the means are exact
                // expectations.
                Supplier<Player> player = () -> bot.contains(":")
                        ? ExpertSteps.equallyLikely(bot, Duration.ofMinutes(10))
                        : BuiltinBots.create(bot);
                long shots = 0;
                for (Placement layout : oracle.layouts()) {
                    shots += Referee.shotsToSink(ruleset, layout, player.get(), 1);
                }
                System.out.printf(
                        "  %-16s %.4f%n", bot, (double) shots / oracle.layouts().size());
            }
        }
    }
}
