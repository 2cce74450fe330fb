package io.admiralty.bot.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.admiralty.game.CellState;
import io.admiralty.game.Coord;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Orientation;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import io.admiralty.game.Side;
import io.admiralty.game.Sink;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

@Execution(ExecutionMode.CONCURRENT)
class ExpertBotTest {

    /** No busy machine reaches it, so no move falls back to density's and the means are exact expectations. */
    private static final Duration UNHURRIED = Duration.ofMinutes(10);

    private static final Ruleset FOUR_BY_FOUR = Ruleset.parse("4x4:3,2");
    private static final Ruleset FIVE_BY_FIVE = Ruleset.parse("5x5:3");

    @Test
    void theOracleAgreesWithTheKnownValuesOfTheSmallBoards() {
        SmallBoardOptimum four = SmallBoardOptimum.of(FOUR_BY_FOUR);
        assertThat(four.optimum()).isCloseTo(8.754, within(0.0005));
        assertThat(four.greedy()).isCloseTo(8.894, within(0.0005));
        SmallBoardOptimum five = SmallBoardOptimum.of(FIVE_BY_FIVE);
        assertThat(five.optimum()).isCloseTo(6.900, within(0.0005));
        assertThat(five.greedy()).isCloseTo(7.100, within(0.0005));
    }

    @Test
    void theEndgameSolverFindsTheOptimumFromTheFirstShot() {
        for (Ruleset ruleset : List.of(FIVE_BY_FIVE, FOUR_BY_FOUR)) {
            PlacementTable table = new PlacementTable(ruleset.width(), ruleset.height());
            Evidence nothingSeen = new Evidence(table, ruleset.fleet());
            List<int[]> layouts = LayoutSampler.of(table, nothingSeen, 10).enumerate(10_000);
            SmallBoardOptimum oracle = SmallBoardOptimum.of(ruleset);
            assertThat(layouts).hasSameSizeAs(oracle.layouts());
            double[] equally = new double[layouts.size()];
            Arrays.fill(equally, 1);
            EndgameSolver.Solution solution =
                    EndgameSolver.solve(table, nothingSeen.fleet, layouts, equally, 0, 0, Long.MAX_VALUE);
            assertThat(solution.value()).isCloseTo(oracle.optimum(), within(1e-9));
        }
    }

    @Test
    void placerWeightsAreTheRandomPlacersOwnChances() {
        // An oblong board: a ship of 3 has 4 lines across and 6 down, and the placer picks an orientation by a coin, so
        // its layouts are far from equally likely.
        Ruleset ruleset = Ruleset.parse("3x4:3,2");
        PlacementTable table = new PlacementTable(ruleset.width(), ruleset.height());
        LayoutSampler sampler = LayoutSampler.of(table, new Evidence(table, ruleset.fleet()), 10);
        List<int[]> layouts = sampler.enumerate(10_000);
        Map<String, Integer> index = new HashMap<>();
        double[] chance = new double[layouts.size()];
        for (int i = 0; i < layouts.size(); i++) {
            index.put(placement(ruleset, table, layouts.get(i)).ships().toString(), i);
            chance[i] = sampler.placerWeight(layouts.get(i));
        }
        double total = Arrays.stream(chance).sum();
        int draws = 200_000;
        int[] seen = new int[layouts.size()];
        SplittableRandom random = new SplittableRandom(7);
        for (int d = 0; d < draws; d++) {
            seen[index.get(RandomFleet.place(ruleset, random).ships().toString())]++;
        }
        double spread = 0;
        for (int i = 0; i < layouts.size(); i++) {
            double expected = draws * chance[i] / total;
            assertThat((double) seen[i]).as("layout %d", i).isCloseTo(expected, within(5 * Math.sqrt(expected)));
            spread = Math.max(spread, chance[i] / total * layouts.size());
        }
        assertThat(spread).as("some layouts are much likelier than average").isGreaterThan(1.3);
    }

    @Test
    void theListedLayoutsAreExactlyThoseConsistentWithTheShotsSoFar() {
        for (Ruleset ruleset : List.of(Ruleset.parse("5x5:3,2"), Ruleset.parse("4x5:3,2,2"), FOUR_BY_FOUR)) {
            SmallBoardOptimum oracle = SmallBoardOptimum.of(ruleset);
            PlacementTable table = new PlacementTable(ruleset.width(), ruleset.height());
            SplittableRandom random = new SplittableRandom(ruleset.spec().hashCode());
            for (int game = 0; game < 30; game++) {
                Placement truth =
                        oracle.layouts().get(random.nextInt(oracle.layouts().size()));
                List<Coord> order = shuffledCells(ruleset, random);
                int stop = random.nextInt(ruleset.cells());
                BuiltinBotsTest.FixedTracking tracking = new BuiltinBotsTest.FixedTracking(ruleset, new int[0]);
                Evidence evidence = new Evidence(table, ruleset.fleet());
                for (Coord shot : order.subList(0, stop)) {
                    strike(truth, tracking, shot);
                    evidence.observe(tracking, shot);
                }
                Set<String> expected = new HashSet<>();
                for (Placement layout : oracle.layouts()) {
                    if (consistent(layout, truth, order.subList(0, stop))) {
                        expected.add(layout.ships().toString());
                    }
                }
                LayoutSampler sampler = LayoutSampler.of(table, evidence, 100_000);
                Set<String> listed = new HashSet<>();
                for (int[] layout : sampler.enumerate(100_000)) {
                    listed.add(placement(ruleset, table, layout).ships().toString());
                }
                assertThat(listed).as("%s after %d shots", ruleset.spec(), stop).isEqualTo(expected);
            }
        }
    }

    @Test
    void eachPartPlaysTheSmallBoardsCloserToTheOptimum() {
        for (Ruleset ruleset : List.of(FOUR_BY_FOUR, FIVE_BY_FIVE)) {
            SmallBoardOptimum oracle = SmallBoardOptimum.of(ruleset);
            double optimum = oracle.optimum();
            double density = mean(ruleset, oracle, () -> BuiltinBots.create("density"));
            double greedy = mean(ruleset, oracle, () -> ExpertSteps.equallyLikely("expert:greedy", UNHURRIED));
            double rollouts = mean(ruleset, oracle, () -> ExpertSteps.equallyLikely("expert:rollouts", UNHURRIED));
            double endgame = mean(ruleset, oracle, () -> ExpertSteps.equallyLikely("expert:endgame", UNHURRIED));
            double full = mean(ruleset, oracle, () -> ExpertSteps.equallyLikely("expert:full", UNHURRIED));
            assertThat(density).as("density on " + ruleset.spec()).isGreaterThanOrEqualTo(oracle.greedy() - 1e-9);
            assertThat(greedy)
                    .as("the rule on " + ruleset.spec())
                    .isLessThan(density)
                    .isGreaterThanOrEqualTo(oracle.greedy() - 1e-9);
            assertThat(rollouts)
                    .as("roll-outs on " + ruleset.spec())
                    .isLessThan(greedy)
                    .isGreaterThanOrEqualTo(optimum - 1e-9);
            assertThat(endgame)
                    .as("endgame on " + ruleset.spec())
                    .isLessThanOrEqualTo(rollouts + 1e-9)
                    .isGreaterThanOrEqualTo(optimum - 1e-9);
            assertThat(full)
                    .as("the expert on " + ruleset.spec())
                    .isLessThanOrEqualTo(endgame + 1e-9)
                    .isGreaterThanOrEqualTo(optimum - 1e-9);
        }
    }

    @Test
    void wholeGamesOutOfReachOfTheSearchAreDensitysGames() {
        // Salvo volleys, boards over 128 cells, and no time to think: the expert fires exactly as density would.
        List<Ruleset> rulesets =
                List.of(Ruleset.salvo(), Ruleset.parse("12x11:5,4,3,3,2"), Ruleset.parse("100x100:6,5,4,3,2,1"));
        for (Ruleset ruleset : rulesets) {
            GameRecord expert = Referee.play(
                    ruleset, 9, Side.A, 1, BuiltinBotsTest.unhurried("expert"), BuiltinBots.create("random"));
            GameRecord density =
                    Referee.play(ruleset, 9, Side.A, 1, BuiltinBots.create("density"), BuiltinBots.create("random"));
            assertThat(expert.strikes()).as(ruleset.spec()).isEqualTo(density.strikes());
        }
        GameRecord hurried = Referee.play(
                Ruleset.classic(),
                9,
                Side.A,
                1,
                BuiltinBots.create("expert", Duration.ZERO),
                BuiltinBots.create("random"));
        GameRecord density = Referee.play(
                Ruleset.classic(), 9, Side.A, 1, BuiltinBots.create("density"), BuiltinBots.create("random"));
        assertThat(hurried.strikes()).isEqualTo(density.strikes());
        GameRecord thinking = Referee.play(
                Ruleset.classic(), 9, Side.A, 1, BuiltinBotsTest.unhurried("expert"), BuiltinBots.create("random"));
        assertThat(thinking.strikes())
                .as("with time to think it plays its own game")
                .isNotEqualTo(density.strikes());
    }

    @Test
    void anAuditVariantIsTheWholeExpertWithThatVariantsKnobs() {
        // the audit's "budget-x2" variant carries the shipped knobs, so it plays the shipped expert's game shot for
        // shot
        GameRecord shipped = Referee.play(
                Ruleset.classic(),
                9,
                Side.A,
                1,
                ExpertSteps.create("expert:full", UNHURRIED),
                BuiltinBots.create("random"));
        GameRecord variant = Referee.play(
                Ruleset.classic(),
                9,
                Side.A,
                1,
                ExpertSteps.create("expert:budget-x2", UNHURRIED),
                BuiltinBots.create("random"));
        assertThat(variant.strikes()).isEqualTo(shipped.strikes());
        assertThatThrownBy(() -> ExpertSteps.create("expert:no-such-variant", UNHURRIED))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no-such-variant");
    }

    private static List<Coord> shuffledCells(Ruleset ruleset, SplittableRandom random) {
        List<Coord> cells = new ArrayList<>();
        for (int c = 0; c < ruleset.cells(); c++) {
            cells.add(Coord.of(c % ruleset.width(), c / ruleset.width()));
        }
        for (int i = cells.size() - 1; i > 0; i--) {
            Collections.swap(cells, i, random.nextInt(i + 1));
        }
        return cells;
    }

    /** What firing {@code shot} at {@code truth} shows, recorded as the referee would. */
    private static void strike(Placement truth, BuiltinBotsTest.FixedTracking tracking, Coord shot) {
        List<Ship> ships = truth.ships();
        for (int s = 0; s < ships.size(); s++) {
            if (ships.get(s).cells().contains(shot)) {
                tracking.set(shot.x(), shot.y(), CellState.HIT);
                if (ships.get(s).cells().stream().allMatch(c -> tracking.at(c.x(), c.y()) == CellState.HIT)) {
                    tracking.sinks.add(new Sink(shot, s, ships.get(s).length()));
                }
                return;
            }
        }
        tracking.set(shot.x(), shot.y(), CellState.MISS);
    }

    /** Whether {@code layout} answers every shot as {@code truth} did: miss, hit, or the same named ship sunk. */
    private static boolean consistent(Placement layout, Placement truth, List<Coord> shots) {
        for (int k = 0; k < shots.size(); k++) {
            if (!answer(layout, shots.subList(0, k + 1)).equals(answer(truth, shots.subList(0, k + 1)))) {
                return false;
            }
        }
        return true;
    }

    private static String answer(Placement layout, List<Coord> shots) {
        Coord last = shots.get(shots.size() - 1);
        for (int s = 0; s < layout.ships().size(); s++) {
            List<Coord> cells = layout.ships().get(s).cells();
            if (cells.contains(last)) {
                return shots.containsAll(cells) ? "sunk " + s : "hit";
            }
        }
        return "miss";
    }

    /** The layout (a line per ship, in fleet order) as the referee's placement. */
    static Placement placement(Ruleset ruleset, PlacementTable table, int[] layout) {
        List<Ship> ships = new ArrayList<>();
        for (int s = 0; s < layout.length; s++) {
            int length = ruleset.fleet().get(s);
            int[] cells = table.cellsOf[length][layout[s]];
            boolean down = cells.length > 1 && cells[1] - cells[0] == table.width;
            ships.add(new Ship(
                    cells[0] % table.width,
                    cells[0] / table.width,
                    length,
                    down ? Orientation.DOWN : Orientation.ACROSS));
        }
        return new Placement(ships);
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
