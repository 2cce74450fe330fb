package io.admiralty.bot.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.admiralty.game.Coord;
import io.admiralty.game.Orientation;
import io.admiralty.game.Placement;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import java.util.List;
import org.junit.jupiter.api.Test;

class GreedyRolloutTest {

    private static final Ruleset RULESET = Ruleset.parse("6x6:3,2");

    /**
     * <pre>
     *   A A A B B .      the 3 is hit at its ends, then the 2 at its first cell, then the 3's middle sinks it:
     *   . . . . . .      both lines of 3 through the middle lie on hits, so density cannot tell which four hits
     *   . . . . . .      are the 3's, and shoots around all four for the 2 (five cells, all alike) where a player
     *   . . . . . .      that knew the 3's cells would shoot only beside the 2's hit (two cells)
     * </pre>
     */
    @Test
    void aSinkingTheHitsLeaveAmbiguousIsPlayedOnAsDensityPlaysIt() {
        Placement truth = new Placement(List.of(new Ship(0, 0, 3, Orientation.ACROSS), new Ship(3, 0, 2, Orientation.ACROSS)));
        List<Coord> history = List.of(Coord.of(0, 0), Coord.of(2, 0), Coord.of(3, 0), Coord.of(1, 0));
        Coord first = Coord.of(5, 5);
        PlacementTable table = new PlacementTable(RULESET.width(), RULESET.height());
        Evidence evidence = new Evidence(table, RULESET.fleet());
        BuiltinBotsTest.FixedTracking tracking = new BuiltinBotsTest.FixedTracking(RULESET, new int[0]);
        for (Coord shot : history) {
            ExpertBotTest.strike(truth, tracking, shot);
            evidence.observe(tracking, shot);
        }
        int games = 2000;
        double density = 0;
        for (int seed = 1; seed <= games; seed++) {
            density += Referee.shotsToSink(RULESET, truth, new DensityContinuation(history, first), seed) - history.size();
        }
        density /= games;
        GreedyRollout rollout = new GreedyRollout(table, evidence);
        int[] layout = {line(table, 3, 0, 1), line(table, 2, 3, 1)};
        double playOuts = 0;
        for (int seed = 1; seed <= games; seed++) {
            playOuts += rollout.play(layout, new int[] {first.y() * table.width + first.x()}, seed)[0];
        }
        playOuts /= games;
        // The first shot misses, then density picks among five cells alike until it hits the 2's other cell: 1 + 3 shots.
        assertThat(density).isCloseTo(4.0, within(0.15));
        assertThat(playOuts).as("the play-outs' mean against density's").isCloseTo(density, within(0.15));
    }

    /** The line of {@code length} cells from {@code start} one {@code step} apart. */
    private static int line(PlacementTable table, int length, int start, int step) {
        for (int p = 0; p < table.cellsOf[length].length; p++) {
            int[] cells = table.cellsOf[length][p];
            if (cells[0] == start && cells[1] - cells[0] == step) {
                return p;
            }
        }
        throw new IllegalArgumentException("no such line");
    }
}
