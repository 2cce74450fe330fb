package io.admiralty.bot.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.game.CellState;
import io.admiralty.game.Coord;
import io.admiralty.game.EndReason;
import io.admiralty.game.Firing;
import io.admiralty.game.GameRecord;
import io.admiralty.game.GameSetup;
import io.admiralty.game.InvalidRulesetException;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.game.Sink;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BuiltinBotsTest {

    @ParameterizedTest
    @ValueSource(strings = {"random", "sequential", "hunter", "parity", "density"})
    void neverForfeitNeverRepeatAndAlwaysFinishOnRandomRulesets(String name) {
        SplittableRandom random = new SplittableRandom(name.hashCode());
        int games = 0;
        while (games < 150) {
            Ruleset ruleset = randomRuleset(random);
            if (ruleset == null) {
                continue;
            }
            games++;
            GameRecord game = Referee.play(ruleset, random.nextLong(), games % 2 == 0 ? Side.A : Side.B, games,
                    BuiltinBots.create(name), BuiltinBots.create(name));
            assertThat(game.outcome().reason()).as(ruleset.spec()).isEqualTo(EndReason.FLEET_SUNK);
            for (Side side : Side.values()) {
                assertNoRepeatWhileCellsWereUnknown(game, side, ruleset.cells());
            }
        }
    }

    @Test
    void everyBotHandlesTheSmallestAndLargestBoards() {
        List<Ruleset> extremes = List.of(Ruleset.parse("1x1:1"), Ruleset.parse("1x1:1:salvo"), Ruleset.parse("1x6:6"),
                Ruleset.parse("100x100:6,6,5,5,4,3,2,1:salvo"), Ruleset.parse("100x1:6,5,1"));
        for (String name : BuiltinBots.names()) {
            for (Ruleset ruleset : extremes) {
                GameRecord game = Referee.play(ruleset, 5, Side.A, 1, BuiltinBots.create(name), BuiltinBots.create("sequential"));
                assertThat(game.outcome().reason()).as(name + " on " + ruleset.spec()).isEqualTo(EndReason.FLEET_SUNK);
            }
        }
    }

    @Test
    void sameSeedSameGameForEveryBot() {
        for (String name : BuiltinBots.names()) {
            GameRecord one = Referee.play(Ruleset.salvo(), 77, Side.A, 1, BuiltinBots.create(name), BuiltinBots.create("density"));
            GameRecord two = Referee.play(Ruleset.salvo(), 77, Side.A, 1, BuiltinBots.create(name), BuiltinBots.create("density"));
            assertThat(two).as(name).isEqualTo(one);
        }
    }

    @Test
    void densityBeatsRandomAndHunterBeatsRandom() {
        int density = 0;
        int hunter = 0;
        for (int seed = 1; seed <= 100; seed++) {
            Side first = seed % 2 == 0 ? Side.A : Side.B;
            density += wins(Referee.play(Ruleset.classic(), seed, first, seed, BuiltinBots.create("density"), BuiltinBots.create("random")));
            hunter += wins(Referee.play(Ruleset.classic(), seed, first, seed, BuiltinBots.create("hunter"), BuiltinBots.create("random")));
        }
        assertThat(density).isGreaterThanOrEqualTo(95);
        assertThat(hunter).isGreaterThanOrEqualTo(85);
    }

    @Test
    void densityTargetsTheNeighboursOfAWoundAndExtendsALine() {
        Player density = BuiltinBots.create("density");
        Ruleset ruleset = new Ruleset(10, 10, List.of(3), Firing.SINGLE);
        density.place(new GameSetup(ruleset, Side.A, true, "x", 1, 1));
        FixedTracking oneHit = new FixedTracking(ruleset, new int[] {3});
        oneHit.set(5, 5, CellState.HIT);
        assertThat(density.fire(oneHit, 1).get(0)).isIn(Coord.of(4, 5), Coord.of(6, 5), Coord.of(5, 4), Coord.of(5, 6));

        FixedTracking line = new FixedTracking(ruleset, new int[] {3});
        line.set(5, 5, CellState.HIT);
        line.set(6, 5, CellState.HIT);
        assertThat(density.fire(line, 1).get(0)).isIn(Coord.of(4, 5), Coord.of(7, 5));

        FixedTracking blocked = new FixedTracking(ruleset, new int[] {3});
        blocked.set(5, 5, CellState.HIT);
        blocked.set(6, 5, CellState.HIT);
        blocked.set(7, 5, CellState.MISS);
        assertThat(density.fire(blocked, 1).get(0)).isEqualTo(Coord.of(4, 5));
    }

    @Test
    void densityIgnoresTheCellsOfAShipItSankAndHuntsOn() {
        Player density = BuiltinBots.create("density");
        Ruleset ruleset = new Ruleset(4, 1, List.of(2, 1), Firing.SINGLE);
        density.place(new GameSetup(ruleset, Side.A, true, "x", 1, 1));
        // hits at 0 and 1 sank the length-2 ship; only the length-1 ship is left, and cells 2 and 3 are open
        FixedTracking tracking = new FixedTracking(ruleset, new int[] {1});
        tracking.set(0, 0, CellState.HIT);
        tracking.set(1, 0, CellState.HIT);
        tracking.sinks.add(new Sink(Coord.of(1, 0), 0, 2));
        assertThat(density.fire(tracking, 1).get(0)).isIn(Coord.of(2, 0), Coord.of(3, 0));
    }

    @Test
    void salvoVolleysAreDistinctUnknownCells() {
        for (String name : BuiltinBots.names()) {
            Player bot = BuiltinBots.create(name);
            Ruleset ruleset = Ruleset.salvo();
            bot.place(new GameSetup(ruleset, Side.A, true, "x", 1, 3));
            FixedTracking tracking = new FixedTracking(ruleset, new int[] {5, 4, 3, 3, 2});
            tracking.set(0, 0, CellState.MISS);
            List<Coord> volley = bot.fire(tracking, 6);
            assertThat(volley).as(name).hasSize(6).doesNotHaveDuplicates().doesNotContain(Coord.of(0, 0));
        }
    }

    @Test
    void unknownNamesAreRefusedWithTheList() {
        assertThatThrownBy(() -> BuiltinBots.create("clever")).hasMessageContaining("random, sequential, hunter, parity, density");
    }

    private static int wins(GameRecord game) {
        return game.outcome().winner() == Side.A ? 1 : 0;
    }

    private static void assertNoRepeatWhileCellsWereUnknown(GameRecord game, Side side, int cells) {
        Set<Coord> seen = new HashSet<>();
        for (Strike strike : game.strikes()) {
            if (strike.shooter() == side && !seen.add(strike.target())) {
                assertThat(seen).as("repeated %s while cells were unknown", strike.target()).hasSize(cells);
            }
        }
    }

    private static Ruleset randomRuleset(SplittableRandom random) {
        int width = 1 + random.nextInt(random.nextInt(4) == 0 ? 30 : 10);
        int height = 1 + random.nextInt(random.nextInt(4) == 0 ? 30 : 10);
        List<Integer> fleet = new ArrayList<>();
        for (int n = 1 + random.nextInt(7); n > 0; n--) {
            fleet.add(1 + random.nextInt(6));
        }
        try {
            return new Ruleset(width, height, fleet, random.nextBoolean() ? Firing.SALVO : Firing.SINGLE);
        } catch (InvalidRulesetException infeasible) {
            return null;
        }
    }

    /** A hand-made tracking grid for scenario tests. */
    static final class FixedTracking implements Tracking {
        private final Ruleset ruleset;
        private final CellState[] cells;
        private final int[] afloat;
        final List<Sink> sinks = new ArrayList<>();

        FixedTracking(Ruleset ruleset, int[] afloat) {
            this.ruleset = ruleset;
            this.cells = new CellState[ruleset.cells()];
            java.util.Arrays.fill(cells, CellState.UNKNOWN);
            this.afloat = afloat;
        }

        void set(int x, int y, CellState state) {
            cells[y * ruleset.width() + x] = state;
        }

        @Override
        public Ruleset ruleset() {
            return ruleset;
        }

        @Override
        public CellState at(int x, int y) {
            return cells[y * ruleset.width() + x];
        }

        @Override
        public List<Sink> sinks() {
            return sinks;
        }

        @Override
        public int[] afloatLengths() {
            return afloat.clone();
        }

        @Override
        public int unknownCells() {
            return (int) java.util.Arrays.stream(cells).filter(c -> c == CellState.UNKNOWN).count();
        }

        @Override
        public int unresolvedHits() {
            int hits = (int) java.util.Arrays.stream(cells).filter(c -> c == CellState.HIT).count();
            return hits - sinks.stream().mapToInt(Sink::length).sum();
        }

        @Override
        public int shotsFired() {
            return ruleset.cells() - unknownCells();
        }
    }
}
