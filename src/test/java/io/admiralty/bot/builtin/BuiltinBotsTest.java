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
import io.admiralty.game.Orientation;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import io.admiralty.game.Side;
import io.admiralty.game.Sink;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Execution(ExecutionMode.CONCURRENT)
class BuiltinBotsTest {

    @Test
    void theRegistryKnowsExactlyTheSixBotsByName() {
        assertThat(BuiltinBots.names())
                .containsExactly("random", "sequential", "hunter", "parity", "density", "expert");
        for (String name : BuiltinBots.names()) {
            Player bot = BuiltinBots.create(name);
            assertThat(bot.name()).isEqualTo(name);
            assertThat(BuiltinBots.create(name)).as("a fresh instance per call").isNotSameAs(bot);
        }
        assertThatThrownBy(() -> BuiltinBots.create("clever"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("random, sequential, hunter, parity, density, expert");
    }

    @ParameterizedTest
    @ValueSource(strings = {"random", "sequential", "hunter", "parity", "density", "expert"})
    void playsRandomRulesetsToTheEndWithoutForfeitOrRepeat(String name) {
        SplittableRandom random = new SplittableRandom(name.hashCode());
        // density's textbook mode costs a full board scan per shot: its large boards stay fewer
        int largestSide = name.equals("density") || name.equals("expert") ? 40 : 100;
        // the expert's play-outs cost milliseconds a shot: it plays fewer games
        int games = name.equals("expert") ? 40 : 200;
        for (int game = 1; game <= games; game++) {
            Ruleset ruleset = randomRuleset(random, largestSide);
            GameRecord record = Referee.play(
                    ruleset,
                    random.nextLong(),
                    game % 2 == 0 ? Side.A : Side.B,
                    game,
                    BuiltinBots.create(name),
                    BuiltinBots.create(name));
            assertThat(record.outcome().reason()).as(ruleset.spec()).isEqualTo(EndReason.FLEET_SUNK);
            for (Side side : Side.values()) {
                assertNoRepeatWhileCellsWereUnknown(record, side, ruleset);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"random", "sequential", "hunter", "parity", "density", "expert"})
    void sinksAFixedFleetWithinOneShotPerCell(String name) {
        SplittableRandom random = new SplittableRandom(~name.hashCode());
        int largestSide = name.equals("density") || name.equals("expert") ? 40 : 100;
        for (int layout = 1; layout <= (name.equals("expert") ? 30 : 120); layout++) {
            Ruleset ruleset = randomRuleset(random, largestSide);
            Placement target = RandomFleet.place(ruleset, new SplittableRandom(layout));
            int shots = Referee.shotsToSink(ruleset, target, BuiltinBots.create(name), random.nextLong());
            assertThat(shots)
                    .as(ruleset.spec())
                    .isBetween(
                            ruleset.fleet().stream().mapToInt(Integer::intValue).sum(), ruleset.cells());
        }
    }

    @Test
    void everyBotHandlesTheSmallestAndLargestBoards() {
        List<Ruleset> extremes = List.of(
                Ruleset.parse("1x1:1"),
                Ruleset.parse("1x1:1:salvo"),
                Ruleset.parse("1x6:6"),
                Ruleset.parse("2x2:1,1,1,1:salvo"),
                Ruleset.parse("100x1:6,5,1"),
                Ruleset.parse("100x100:6,6,5,5,4,3,2,1:salvo"));
        for (String name : BuiltinBots.names()) {
            for (Ruleset ruleset : extremes) {
                GameRecord game =
                        Referee.play(ruleset, 5, Side.A, 1, BuiltinBots.create(name), BuiltinBots.create("sequential"));
                assertThat(game.outcome().reason())
                        .as(name + " on " + ruleset.spec())
                        .isEqualTo(EndReason.FLEET_SUNK);
                assertNoRepeatWhileCellsWereUnknown(game, Side.A, ruleset);
            }
        }
    }

    @Test
    void theSameSeedReplaysTheSameGame() {
        List<Ruleset> rulesets = List.of(Ruleset.classic(), Ruleset.salvo(), Ruleset.parse("13x7:4,3,2,2,1:salvo"));
        for (String name : BuiltinBots.names()) {
            for (Ruleset ruleset : rulesets) {
                GameRecord one = Referee.play(ruleset, 77, Side.A, 1, unhurried(name), BuiltinBots.create("density"));
                GameRecord two = Referee.play(ruleset, 77, Side.A, 1, unhurried(name), BuiltinBots.create("density"));
                assertThat(two).as(name + " on " + ruleset.spec()).isEqualTo(one);
            }
        }
    }

    @Test
    void aBotInstanceStartsAfreshInEveryGame() {
        for (String name : BuiltinBots.names()) {
            Player reused = unhurried(name);
            Referee.play(Ruleset.classic(), 3, Side.A, 1, reused, BuiltinBots.create("random"));
            GameRecord second = Referee.play(Ruleset.classic(), 4, Side.A, 2, reused, BuiltinBots.create("random"));
            GameRecord fresh =
                    Referee.play(Ruleset.classic(), 4, Side.A, 2, unhurried(name), BuiltinBots.create("random"));
            assertThat(second).as(name).isEqualTo(fresh);
        }
    }

    @Test
    void everyBotPlacesTheRandomFleetOfItsSeed() {
        GameSetup setup = new GameSetup(Ruleset.classic(), Side.A, true, "x", 1, 1234);
        Placement expected = RandomFleet.place(Ruleset.classic(), new SplittableRandom(1234));
        for (String name : BuiltinBots.names()) {
            assertThat(BuiltinBots.create(name).place(setup)).as(name).isEqualTo(expected);
        }
    }

    @Test
    void densityBeatsRandomAndHunterBeatsRandom() {
        int[] wins = IntStream.rangeClosed(1, 100)
                .parallel()
                .map(seed -> {
                    Side first = seed % 2 == 0 ? Side.A : Side.B;
                    int density = winsForA(Referee.play(
                            Ruleset.classic(),
                            seed,
                            first,
                            seed,
                            BuiltinBots.create("density"),
                            BuiltinBots.create("random")));
                    int hunter = winsForA(Referee.play(
                            Ruleset.classic(),
                            seed,
                            first,
                            seed,
                            BuiltinBots.create("hunter"),
                            BuiltinBots.create("random")));
                    return density * 1000 + hunter;
                })
                .toArray();
        assertThat(Arrays.stream(wins).map(w -> w / 1000).sum())
                .as("density wins of 100")
                .isGreaterThanOrEqualTo(95);
        assertThat(Arrays.stream(wins).map(w -> w % 1000).sum())
                .as("hunter wins of 100")
                .isGreaterThanOrEqualTo(85);
    }

    @Test
    void densityFinishesAWoundedShipWithAtMostThreeMisses() {
        Ruleset ruleset = new Ruleset(10, 10, List.of(4), Firing.SINGLE);
        List<Ship> ships = List.of(
                new Ship(3, 5, 4, Orientation.ACROSS),
                new Ship(0, 0, 4, Orientation.DOWN),
                new Ship(6, 2, 4, Orientation.DOWN),
                new Ship(6, 9, 4, Orientation.ACROSS));
        for (Ship ship : ships) {
            for (Coord wound : ship.cells()) {
                Player density = BuiltinBots.create("density");
                density.place(new GameSetup(ruleset, Side.A, true, "x", 1, wound.x() * 10L + wound.y()));
                FixedTracking tracking = new FixedTracking(ruleset, new int[] {4});
                tracking.set(wound.x(), wound.y(), CellState.HIT);
                Set<Coord> left = new HashSet<>(ship.cells());
                left.remove(wound);
                int misses = 0;
                while (!left.isEmpty() && misses <= 3) {
                    Coord shot = density.fire(tracking, 1).get(0);
                    assertThat(tracking.isUnknown(shot.x(), shot.y()))
                            .as("fired at a known cell %s", shot)
                            .isTrue();
                    if (left.remove(shot)) {
                        tracking.set(shot.x(), shot.y(), CellState.HIT);
                    } else {
                        tracking.set(shot.x(), shot.y(), CellState.MISS);
                        misses++;
                    }
                }
                assertThat(left)
                        .as("%s wounded at %s: cells never hit", ship, wound)
                        .isEmpty();
                assertThat(misses).as("%s wounded at %s", ship, wound).isLessThanOrEqualTo(3);
            }
        }
    }

    @Test
    void densityTargetsTheNeighboursOfAWoundAndExtendsALine() {
        Player density = BuiltinBots.create("density");
        Ruleset ruleset = new Ruleset(10, 10, List.of(3), Firing.SINGLE);
        density.place(new GameSetup(ruleset, Side.A, true, "x", 1, 1));
        FixedTracking oneHit = new FixedTracking(ruleset, new int[] {3});
        oneHit.set(5, 5, CellState.HIT);
        assertThat(density.fire(oneHit, 1).get(0)).isIn(Coord.of(4, 5), Coord.of(6, 5), Coord.of(5, 4), Coord.of(5, 6));

        density.place(new GameSetup(ruleset, Side.A, true, "x", 2, 1));
        FixedTracking line = new FixedTracking(ruleset, new int[] {3});
        line.set(5, 5, CellState.HIT);
        line.set(6, 5, CellState.HIT);
        assertThat(density.fire(line, 1).get(0)).isIn(Coord.of(4, 5), Coord.of(7, 5));

        density.place(new GameSetup(ruleset, Side.A, true, "x", 3, 1));
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
    void densityWorksOutWhichHitsASunkShipCovered() {
        // A row of hits 1..4, known in that order (cells the bot did not fire itself count in reading order): the
        // length-3 ship sank at 3, so it lay on 1..3, not 2..4, whose cell 4 was hit after the sinking. So the
        // length-2 ship holds 4 and 5.
        Player density = BuiltinBots.create("density");
        Ruleset ruleset = new Ruleset(7, 1, List.of(3, 2), Firing.SINGLE);
        density.place(new GameSetup(ruleset, Side.A, true, "x", 1, 1));
        FixedTracking tracking = new FixedTracking(ruleset, new int[] {2});
        tracking.set(0, 0, CellState.MISS);
        tracking.set(1, 0, CellState.HIT);
        tracking.set(2, 0, CellState.HIT);
        tracking.set(3, 0, CellState.HIT);
        tracking.sinks.add(new Sink(Coord.of(3, 0), 0, 3));
        tracking.set(4, 0, CellState.HIT);
        assertThat(density.fire(tracking, 1).get(0)).isEqualTo(Coord.of(5, 0));
    }

    @Test
    void densityHuntsWhereTheMostPlacementsOverlap() {
        // Golden counts: a length-3 ship on a 5x1 board has placements 0-2, 1-3, 2-4, so cells count 1,2,3,2,1.
        assertThat(firstShot("5x1:3", List.of())).isEqualTo(Coord.of(2, 0));
        // A length-2 ship on 3x3: corners 2, edge middles 3, centre 4.
        assertThat(firstShot("3x3:2", List.of())).isEqualTo(Coord.of(1, 1));
        // With the centre missed, a length-3 ship lies on an outer row or column: corners 2, edge middles 1.
        assertThat(firstShot("3x3:3", List.of(Coord.of(1, 1))))
                .isIn(Coord.of(0, 0), Coord.of(2, 0), Coord.of(0, 2), Coord.of(2, 2));
        // 6x1 with a miss at 2: the length-3 ship fits only on 3-5, the length-2 one on 0-1, 3-4 or 4-5.
        assertThat(firstShot("6x1:3,2", List.of(Coord.of(2, 0)))).isEqualTo(Coord.of(4, 0));
    }

    private static Coord firstShot(String spec, List<Coord> misses) {
        Ruleset ruleset = Ruleset.parse(spec);
        Player density = BuiltinBots.create("density");
        density.place(new GameSetup(ruleset, Side.A, true, "x", 1, 1));
        FixedTracking tracking = new FixedTracking(
                ruleset, ruleset.fleet().stream().mapToInt(Integer::intValue).toArray());
        misses.forEach(m -> tracking.set(m.x(), m.y(), CellState.MISS));
        return density.fire(tracking, 1).get(0);
    }

    @Test
    void salvoVolleysAreDistinctUnknownCells() {
        for (String name : BuiltinBots.names()) {
            Player bot = BuiltinBots.create(name);
            Ruleset ruleset = Ruleset.salvo();
            bot.place(new GameSetup(ruleset, Side.A, true, "x", 1, 3));
            FixedTracking tracking = new FixedTracking(ruleset, new int[] {5, 4, 3, 3, 2});
            tracking.set(0, 0, CellState.MISS);
            tracking.set(4, 4, CellState.HIT);
            List<Coord> volley = bot.fire(tracking, 6);
            assertThat(volley)
                    .as(name)
                    .hasSize(6)
                    .doesNotHaveDuplicates()
                    .doesNotContain(Coord.of(0, 0), Coord.of(4, 4));
        }
    }

    @Test
    void aVolleyLargerThanTheUnknownCellsRepeatsOnlyAfterUsingThemAll() {
        for (String name : BuiltinBots.names()) {
            Player bot = BuiltinBots.create(name);
            Ruleset ruleset = Ruleset.parse("2x2:1,1:salvo");
            bot.place(new GameSetup(ruleset, Side.A, true, "x", 1, 3));
            FixedTracking tracking = new FixedTracking(ruleset, new int[] {1});
            tracking.set(0, 0, CellState.MISS);
            tracking.set(1, 0, CellState.HIT);
            tracking.sinks.add(new Sink(Coord.of(1, 0), 0, 1));
            List<Coord> volley = bot.fire(tracking, 3);
            assertThat(volley).as(name).hasSize(3);
            assertThat(volley.subList(0, 2)).as(name).containsExactlyInAnyOrder(Coord.of(0, 1), Coord.of(1, 1));
        }
    }

    /**
     * The bot with a move limit no busy machine reaches: the expert falls back to density's move when its time runs
     * out, so only then is a replay guaranteed to be the same game.
     */
    static Player unhurried(String name) {
        return BuiltinBots.create(name, Duration.ofMinutes(10));
    }

    private static int winsForA(GameRecord game) {
        return game.outcome().winner() == Side.A ? 1 : 0;
    }

    private static void assertNoRepeatWhileCellsWereUnknown(GameRecord game, Side side, Ruleset ruleset) {
        Set<Coord> seen = new HashSet<>();
        for (Strike strike : game.strikes()) {
            if (strike.shooter() == side && !seen.add(strike.target())) {
                assertThat(seen)
                        .as(
                                "%s repeated %s while cells were unknown on %s",
                                game.name(side), strike.target(), ruleset.spec())
                        .hasSize(ruleset.cells());
            }
        }
    }

    /** A feasible random ruleset: sides 1..largestSide (mostly small), 1..8 ships of lengths 1..6, either firing. */
    private static Ruleset randomRuleset(SplittableRandom random, int largestSide) {
        while (true) {
            int width = side(random, largestSide);
            int height = side(random, largestSide);
            List<Integer> fleet = new ArrayList<>();
            for (int n = 1 + random.nextInt(8); n > 0; n--) {
                fleet.add(1 + random.nextInt(random.nextInt(3) == 0 ? 2 : 6));
            }
            try {
                return new Ruleset(width, height, fleet, random.nextBoolean() ? Firing.SALVO : Firing.SINGLE);
            } catch (InvalidRulesetException infeasible) {
                // draw again
            }
        }
    }

    private static int side(SplittableRandom random, int largest) {
        return switch (random.nextInt(10)) {
            case 0 -> 1;
            case 1 -> 1 + random.nextInt(largest);
            default -> 1 + random.nextInt(Math.min(12, largest));
        };
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
            Arrays.fill(cells, CellState.UNKNOWN);
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
            return (int)
                    Arrays.stream(cells).filter(c -> c == CellState.UNKNOWN).count();
        }

        @Override
        public int unresolvedHits() {
            int hits =
                    (int) Arrays.stream(cells).filter(c -> c == CellState.HIT).count();
            return hits - sinks.stream().mapToInt(Sink::length).sum();
        }

        @Override
        public int shotsFired() {
            return ruleset.cells() - unknownCells();
        }
    }
}
