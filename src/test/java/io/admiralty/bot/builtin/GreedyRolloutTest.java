package io.admiralty.bot.builtin;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.CellState;
import io.admiralty.game.Orientation;
import io.admiralty.game.Placement;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

@Execution(ExecutionMode.CONCURRENT)
class GreedyRolloutTest {

    /**
     * Hunting, the rule fires at the densest cell ('*' in each picture; 'o' is a miss) unless a cell on a lattice of the
     * shortest afloat ship (x + y the same modulo its length), the one with the fewest live cells, is within 15% of it.
     */
    @Test
    void huntsTheDensestCellUnlessOneOnTheShortestShipsLatticeIsNearlyAsDense() {
        // Lines of 4 and 3 through (3,2): 12, the most; through (4,2), on the lattice x + y = 0 modulo 3 (the three
        // have 11
        // live cells each): 11, within 15%.
        assertChoice(
                "7x5:4,3",
                """
                .......
                .......
                ....*..
                .o.....
                .....o.
                """);
        // (3,1) is on 5 lines of 3; on the hunted lattice (x + y = 0 modulo 3: the three have 7 live cells each) the
        // densest cell, (2,1), is on 4: more than 15% fewer.
        assertChoice(
                "6x4:3",
                """
                ..o...
                ...*..
                .o....
                ......
                """);
        // Six cells alike, on 4 lines each; the three lattices have 6 live cells each, so the first (x + y = 0 modulo
        // 3)
        // is hunted, and of its two densest cells, (3,0) and (2,1), the lower goes first.
        assertChoice(
                "6x3:3", """
                ...*..
                ......
                ......
                """);
        // Two of the misses are on odd cells, so the odd lattice has 16 live cells and the even one 17: (2,1) on 9
        // lines
        // goes before (3,3) on 10.
        assertChoice(
                "6x6:3,2",
                """
                ......
                ..*...
                .o...o
                ......
                ..o...
                ......
                """);
        // Ties on the lattice go to the lowest cell: the board's centre cells lie on the lattice of 2 at (4,4) and
        // (5,5).
        assertChoice(
                "10x10:5,4,3,3,2",
                """
                ..........
                ..........
                ..........
                ..........
                ....*.....
                ..........
                ..........
                ..........
                ..........
                ..........
                """);
    }

    @Test
    void anyPositionsHuntingCellIsTheDensestOrANearlyAsDenseOneOnTheLattice() {
        Ruleset classic = Ruleset.classic();
        PlacementTable table = new PlacementTable(classic.width(), classic.height());
        SplittableRandom random = new SplittableRandom(16);
        for (int position = 0; position < 300; position++) {
            boolean[] miss = new boolean[classic.cells()];
            BuiltinBotsTest.FixedTracking tracking = new BuiltinBotsTest.FixedTracking(classic, new int[0]);
            for (int shot = random.nextInt(60); shot > 0; shot--) {
                int c = random.nextInt(classic.cells());
                miss[c] = true;
                tracking.set(c % classic.width(), c / classic.width(), CellState.MISS);
            }
            Evidence evidence = new Evidence(table, classic.fleet());
            evidence.observe(tracking, null);
            int[] layout = new int[evidence.fleet.length];
            LayoutSampler sampler = LayoutSampler.of(table, evidence, ExpertBot.MAX_COVERS);
            if (sampler == null || !sampler.sample(random, layout, ExpertBot.ATTEMPTS)) {
                continue;
            }
            assertThat(new GreedyRollout(table, evidence).firstChoice(layout))
                    .as("position %d", position)
                    .isEqualTo(countedChoice(classic, miss));
        }
    }

    @Test
    void theExpertWithoutRolloutsPlaysThePlayOutsGame() {
        // What the roll-outs score is what the expert plays when no other cell wins: the premise of its departures.
        Ruleset classic = Ruleset.classic();
        PlacementTable table = new PlacementTable(classic.width(), classic.height());
        for (int seed = 1; seed <= 20; seed++) {
            Placement truth = RandomFleet.place(classic, new SplittableRandom(seed));
            int[] layout = lines(table, truth);
            GreedyRollout rollout = new GreedyRollout(table, new Evidence(table, classic.fleet()));
            int playOut = rollout.play(layout, new int[] {rollout.firstChoice(layout)})[0];
            int expert = Referee.shotsToSink(
                    classic, truth, ExpertSteps.create("expert:greedy", Duration.ofMinutes(10)), seed);
            assertThat(expert).as("seed %d", seed).isEqualTo(playOut);
        }
    }

    private static void assertChoice(String spec, String picture) {
        Ruleset ruleset = Ruleset.parse(spec);
        String[] rows = picture.split("\n");
        PlacementTable table = new PlacementTable(ruleset.width(), ruleset.height());
        BuiltinBotsTest.FixedTracking tracking = new BuiltinBotsTest.FixedTracking(ruleset, new int[0]);
        int expected = -1;
        for (int y = 0; y < ruleset.height(); y++) {
            for (int x = 0; x < ruleset.width(); x++) {
                char mark = rows[y].charAt(x);
                if (mark == 'o') {
                    tracking.set(x, y, CellState.MISS);
                } else if (mark == '*') {
                    expected = y * ruleset.width() + x;
                }
            }
        }
        Evidence evidence = new Evidence(table, ruleset.fleet());
        evidence.observe(tracking, null);
        int[] layout = new int[evidence.fleet.length];
        LayoutSampler.of(table, evidence, ExpertBot.MAX_COVERS)
                .sample(new SplittableRandom(1), layout, ExpertBot.ATTEMPTS);
        assertThat(new GreedyRollout(table, evidence).firstChoice(layout))
                .as(spec)
                .isEqualTo(expected);
    }

    /** The rule counted cell by cell from the ships' lengths alone, without the play-outs' tables. */
    private static int countedChoice(Ruleset ruleset, boolean[] miss) {
        int width = ruleset.width();
        int[] score = new int[ruleset.cells()];
        for (int length : ruleset.fleet()) {
            for (int start = 0; start < ruleset.cells(); start++) {
                for (int step : new int[] {1, width}) {
                    int x = start % width;
                    int y = start / width;
                    boolean fits = step == 1 ? x + length <= width : y + length <= ruleset.height();
                    for (int k = 0; k < length && fits; k++) {
                        fits = !miss[start + k * step];
                    }
                    for (int k = 0; k < length && fits; k++) {
                        score[start + k * step]++;
                    }
                }
            }
        }
        int shortest =
                ruleset.fleet().stream().mapToInt(Integer::intValue).min().orElseThrow();
        int[] live = new int[shortest];
        int best = 0;
        for (int c = 0; c < score.length; c++) {
            if (score[c] > score[best]) {
                best = c;
            }
            if (score[c] > 0) {
                live[(c % width + c / width) % shortest]++;
            }
        }
        int offset = 0;
        for (int r = 1; r < shortest; r++) {
            offset = live[r] < live[offset] ? r : offset;
        }
        int lattice = -1;
        for (int c = 0; c < score.length; c++) {
            if ((c % width + c / width) % shortest == offset && (lattice < 0 || score[c] > score[lattice])) {
                lattice = c;
            }
        }
        return score[lattice] > 0 && score[lattice] >= (1 - GreedyRollout.LATTICE_WINDOW) * score[best]
                ? lattice
                : best;
    }

    /** The placement as a layout: the line of each ship, in fleet order. */
    private static int[] lines(PlacementTable table, Placement placement) {
        int[] layout = new int[placement.ships().size()];
        for (int s = 0; s < layout.length; s++) {
            Ship ship = placement.ships().get(s);
            int first = ship.y() * table.width + ship.x();
            boolean down = ship.orientation() == Orientation.DOWN;
            int[][] cellsOf = table.cellsOf[ship.length()];
            for (int p = 0; p < cellsOf.length; p++) {
                if (cellsOf[p][0] == first
                        && (cellsOf[p].length == 1 || (cellsOf[p][1] - cellsOf[p][0] == table.width) == down)) {
                    layout[s] = p;
                }
            }
        }
        return layout;
    }
}
