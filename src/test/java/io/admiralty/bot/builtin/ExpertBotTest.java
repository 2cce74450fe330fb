package io.admiralty.bot.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class ExpertBotTest {

    private static final Ruleset FOUR_BY_FOUR = Ruleset.parse("4x4:3,2");
    private static final Ruleset FIVE_BY_FIVE = Ruleset.parse("5x5:3");

    @Test
    void theOracleAgreesWithTheKnownValuesOfTheSmallBoards() {
        SmallBoardOptimum four = new SmallBoardOptimum(FOUR_BY_FOUR);
        assertThat(four.optimum()).isCloseTo(8.754, within(0.0005));
        assertThat(four.greedy()).isCloseTo(8.894, within(0.0005));
        SmallBoardOptimum five = new SmallBoardOptimum(FIVE_BY_FIVE);
        assertThat(five.optimum()).isCloseTo(6.900, within(0.0005));
        assertThat(five.greedy()).isCloseTo(7.100, within(0.0005));
    }

    @Test
    void theEndgameSolverFindsTheOptimumFromTheFirstShot() {
        for (Ruleset ruleset : List.of(FIVE_BY_FIVE, FOUR_BY_FOUR)) {
            PlacementTable table = new PlacementTable(ruleset.width(), ruleset.height());
            Evidence nothingSeen = new Evidence(table, ruleset.fleet());
            List<int[]> layouts = LayoutSampler.of(table, nothingSeen, 10).enumerate(10_000);
            SmallBoardOptimum oracle = new SmallBoardOptimum(ruleset);
            assertThat(layouts).hasSameSizeAs(oracle.layouts());
            long start = System.nanoTime();
            EndgameSolver.Solution solution = EndgameSolver.solve(table, nothingSeen.fleet, layouts, 0, 0, Long.MAX_VALUE);
            System.out.printf("%s solver %.4f in %.1f ms%n", ruleset.spec(), solution.value(), (System.nanoTime() - start) / 1e6);
            assertThat(solution.value()).isCloseTo(oracle.optimum(), within(1e-9));
        }
    }

    @Test
    void measure() {
        for (Ruleset ruleset : List.of(FOUR_BY_FOUR, FIVE_BY_FIVE)) {
            SmallBoardOptimum oracle = new SmallBoardOptimum(ruleset);
            System.out.printf("%s layouts %d optimum %.4f greedy %.4f%n", ruleset.spec(), oracle.layouts().size(), oracle.optimum(), oracle.greedy());
            System.out.printf("density %.4f%n", mean(ruleset, oracle, () -> BuiltinBots.create("density")));
            for (String step : ExpertSteps.names()) {
                System.out.printf("%s %.4f%n", step, mean(ruleset, oracle, () -> ExpertSteps.create(step)));
            }
        }
    }

    /** The bot's exact expected shots: its mean over every layout, each played with the same seed. */
    private static double mean(Ruleset ruleset, SmallBoardOptimum oracle, Supplier<Player> bot) {
        long shots = 0;
        for (Placement layout : oracle.layouts()) {
            shots += Referee.shotsToSink(ruleset, layout, bot.get(), 1);
        }
        return (double) shots / oracle.layouts().size();
    }
}
