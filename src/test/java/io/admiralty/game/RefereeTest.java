package io.admiralty.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class RefereeTest {

    private static final Ruleset SMALL = new Ruleset(3, 3, List.of(2, 1), Firing.SINGLE);
    /** The classic fleet on the top rows, in fleet order. */
    private static final String ROWS =
            """
            AAAAA.....
            BBBB......
            CCC.......
            DDD.......
            EE........
            ..........
            ..........
            ..........
            ..........
            ..........
            """;

    private static final String LAYOUT = """
            AA.
            ...
            B..
            """;

    @Test
    void firstPlayerToSinkTheWholeFleetWinsAtOnce() {
        ScriptedPlayer a = ScriptedPlayer.single("a", LAYOUT, "0,0", "1,0", "0,2");
        ScriptedPlayer b = ScriptedPlayer.single("b", LAYOUT, "2,2", "2,1");
        GameRecord game = Referee.play(SMALL, 7, Side.A, 1, a, b);

        assertThat(game.outcome()).isEqualTo(Outcome.fleetSunk(Side.A));
        assertThat(game.outcome().code()).isEqualTo("fleet_sunk");
        assertThat(game.strikes())
                .containsExactly(
                        new Strike(1, Side.A, 0, 0, ShotResult.HIT, null, null),
                        new Strike(2, Side.B, 2, 2, ShotResult.MISS, null, null),
                        new Strike(3, Side.A, 1, 0, ShotResult.SUNK, 0, 2),
                        new Strike(4, Side.B, 2, 1, ShotResult.MISS, null, null),
                        new Strike(5, Side.A, 0, 2, ShotResult.SUNK, 1, 1));
        assertThat(a.endOutcome).isEqualTo(game.outcome());
        assertThat(b.opponentShots).hasSize(3);
        assertThat(a.ownResults)
                .extracting(Strike::result)
                .containsExactly(ShotResult.HIT, ShotResult.SUNK, ShotResult.SUNK);
    }

    /** The league's own failure mid-game (its sandbox killed under the bot) is nobody's forfeit: no game comes out. */
    @Test
    void aLeagueFaultInAMoveEndsNoGameAsAForfeit() {
        ScriptedPlayer a = ScriptedPlayer.single("a", LAYOUT, "0,0", "1,0", "0,2");
        ScriptedPlayer b = new ScriptedPlayer("b", s -> BoardNotation.parse(LAYOUT), null) {
            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                throw new LeagueFault("the sandbox's launcher was killed while the bot ran");
            }
        };
        assertThatThrownBy(() -> Referee.play(SMALL, 7, Side.A, 1, a, b)).isInstanceOf(LeagueFault.class);
    }

    @Test
    void secondMoverMovesFirstWhenChosenAndTheSetupSaysSo() {
        ScriptedPlayer a = ScriptedPlayer.single("a", LAYOUT, "2,2");
        ScriptedPlayer b = ScriptedPlayer.single("b", LAYOUT, "0,0", "1,0", "0,2");
        GameRecord game = Referee.play(SMALL, 7, Side.B, 1, a, b);

        assertThat(game.strikes().get(0).shooter()).isEqualTo(Side.B);
        assertThat(game.outcome().winner()).isEqualTo(Side.B);
        assertThat(b.setup.movesFirst()).isTrue();
        assertThat(a.setup.movesFirst()).isFalse();
        assertThat(a.setup.opponent()).isEqualTo("b");
        assertThat(a.setup.seed()).isNotEqualTo(b.setup.seed());
    }

    @Test
    void repeatedStrikesReportHitAgainButSinkOnlyOnce() {
        ScriptedPlayer a = ScriptedPlayer.single("a", LAYOUT, "0,2", "0,2", "2,2", "2,2", "0,0", "1,0");
        ScriptedPlayer b = ScriptedPlayer.single("b", LAYOUT, "2,2", "2,1", "2,0", "1,1", "1,2");
        GameRecord game = Referee.play(SMALL, 1, Side.A, 1, a, b);

        List<ShotResult> byA = game.strikes().stream()
                .filter(s -> s.shooter() == Side.A)
                .map(Strike::result)
                .toList();
        assertThat(byA)
                .containsExactly(
                        ShotResult.SUNK,
                        ShotResult.HIT,
                        ShotResult.MISS,
                        ShotResult.MISS,
                        ShotResult.HIT,
                        ShotResult.SUNK);
        assertThat(game.strikes().stream().filter(s -> s.result() == ShotResult.SUNK))
                .hasSize(2);
        assertThat(game.outcome().winner()).isEqualTo(Side.A);
    }

    @Test
    void turnCapEndsAGameOfEndlessRepeatsInADraw() {
        ScriptedPlayer a = repeating("a", Coord.of(2, 2));
        ScriptedPlayer b = repeating("b", Coord.of(2, 1));
        GameRecord game = Referee.play(SMALL, 1, Side.A, 1, a, b);

        assertThat(game.outcome()).isEqualTo(Outcome.turnCap());
        assertThat(game.shotsBy(Side.A)).isEqualTo(SMALL.turnCap());
        assertThat(game.shotsBy(Side.B)).isEqualTo(SMALL.turnCap());
    }

    @Test
    void salvoVolleysShrinkAsShipsSinkAndHearResultsOnlyAfterTheWholeVolley() {
        Ruleset salvo = Ruleset.salvo();
        ScriptedPlayer a = ScriptedPlayer.sweeping("a", ROWS);
        ScriptedPlayer b = new ScriptedPlayer("b", s -> BoardNotation.parse(ROWS), null) {
            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                shotsAsked.add(shots);
                List<Coord> water = new ArrayList<>();
                for (int i = 0; i < shots; i++) {
                    water.add(Coord.of(9, 9));
                }
                return water;
            }
        };
        GameRecord game = Referee.play(salvo, 3, Side.A, 1, a, b);

        // A sweeps row by row and sinks the ships in fleet order
        assertThat(a.shotsAsked.get(0)).isEqualTo(6);
        assertThat(b.shotsAsked).allMatch(n -> n <= 6);
        assertThat(b.shotsAsked.get(b.shotsAsked.size() - 1)).isLessThan(6);
        assertThat(game.outcome().winner()).isEqualTo(Side.A);
        assertThat(game.strikes().stream()
                        .filter(s -> s.result() == ShotResult.SUNK)
                        .map(Strike::sunkShip))
                .containsExactly(0, 1, 2, 3, 4);
        // every volley's results arrive together, in order, after the volley
        assertThat(a.ownResults).extracting(Strike::seq).isSorted();
    }

    /** A salvo ruleset whose fleet gives one shot per afloat ship, small enough to draw every shot. */
    private static final Ruleset SALVO_3X2 = new Ruleset(3, 2, List.of(2, 1), Firing.SALVO);

    private static final String FLEET_OF_A = """
            AA.
            ..B
            """;
    private static final String FLEET_OF_B = """
            .AA
            B..
            """;

    /**
     * Salvo games end the moment a fleet is sunk, and each volley is as large as the shooter's afloat ships
     * allow when it is asked for. Pictures show where each side fired at the other: X hit, o miss.
     */
    static Stream<Arguments> salvoEndings() {
        return Stream.of(
                Arguments.of(
                        "the first mover sinks the last ship: the second, one shot from winning, never answers",
                        Side.A,
                        List.of("0,1 0,0", "1,0", "2,0"),
                        List.of("2,1", "0,0"),
                        Side.A,
                        List.of(2, 1, 1),
                        List.of(1, 1),
                        """
                        oXX
                        X..
                        """,
                        """
                        X..
                        ..X
                        """),
                Arguments.of(
                        "a ship lost in the first mover's volley already costs the answer a shot",
                        Side.A,
                        List.of("1,0 2,0", "0,0 0,1"),
                        List.of("1,1"),
                        Side.A,
                        List.of(2, 2),
                        List.of(1),
                        """
                        oXX
                        X..
                        """,
                        """
                        ...
                        .o.
                        """),
                Arguments.of(
                        "the second mover wins when it sinks first",
                        Side.A,
                        List.of("2,1 1,1", "0,0"),
                        List.of("0,0 1,0", "2,1 2,0"),
                        Side.B,
                        List.of(2, 1),
                        List.of(2, 2),
                        """
                        o..
                        .oo
                        """,
                        """
                        XXo
                        ..X
                        """),
                Arguments.of(
                        "B moving first sinks A's two-cell ship, so A answers with one shot",
                        Side.B,
                        List.of("1,0", "2,0", "0,1"),
                        List.of("0,0 1,0", "2,0 1,1", "0,1"),
                        Side.A,
                        List.of(1, 1, 1),
                        List.of(2, 2, 1),
                        """
                        .XX
                        X..
                        """,
                        """
                        XXo
                        oo.
                        """));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("salvoEndings")
    void salvoEndsWhenAFleetIsSunkAndVolleysFollowTheAfloatShips(
            String title,
            Side first,
            List<String> volleysOfA,
            List<String> volleysOfB,
            Side winner,
            List<Integer> shotsOfA,
            List<Integer> shotsOfB,
            String firedByA,
            String firedByB) {
        ScriptedPlayer a = volleys("a", FLEET_OF_A, volleysOfA);
        ScriptedPlayer b = volleys("b", FLEET_OF_B, volleysOfB);
        GameRecord game = Referee.play(SALVO_3X2, 1, first, 1, a, b);

        assertThat(game.outcome()).isEqualTo(Outcome.fleetSunk(winner));
        assertThat(a.shotsAsked).isEqualTo(shotsOfA);
        assertThat(b.shotsAsked).isEqualTo(shotsOfB);
        assertThat(firedBy(game, Side.A)).isEqualTo(firedByA);
        assertThat(firedBy(game, Side.B)).isEqualTo(firedByB);
    }

    @Test
    void salvoGameWhereBothCouldSinkTheOtherInOneRoundGoesToTheFirstMover() {
        Ruleset tiny = new Ruleset(2, 1, List.of(1), Firing.SALVO);
        ScriptedPlayer a = ScriptedPlayer.single("a", "A.", "0,0");
        ScriptedPlayer b = ScriptedPlayer.single("b", "A.", "0,0");
        GameRecord game = Referee.play(tiny, 1, Side.A, 1, a, b);

        assertThat(game.outcome()).isEqualTo(Outcome.fleetSunk(Side.A));
        assertThat(game.strikes()).containsExactly(new Strike(1, Side.A, 0, 0, ShotResult.SUNK, 0, 1));
        assertThat(b.shotsAsked).isEmpty();
    }

    @Test
    void oneByOneBoardWithOneShipEndsOnTheFirstShot() {
        Ruleset one = new Ruleset(1, 1, List.of(1), Firing.SINGLE);
        GameRecord game = Referee.play(
                one, 1, Side.B, 1, ScriptedPlayer.single("a", "A"), ScriptedPlayer.single("b", "A", "0,0"));
        assertThat(game.outcome()).isEqualTo(Outcome.fleetSunk(Side.B));
        assertThat(game.strikes()).containsExactly(new Strike(1, Side.B, 0, 0, ShotResult.SUNK, 0, 1));
    }

    static Stream<Arguments> badPlacements() {
        return Stream.of(
                Arguments.of("A..\n...\n...", ForfeitReason.WRONG_FLEET),
                Arguments.of("AAA\n...\nB..", ForfeitReason.WRONG_FLEET),
                Arguments.of("AA.\n.B.\n.C.", ForfeitReason.WRONG_FLEET));
    }

    @ParameterizedTest
    @MethodSource("badPlacements")
    void wrongFleetsForfeit(String picture, ForfeitReason reason) {
        assertForfeit(s -> BoardNotation.parse(picture), reason);
    }

    @Test
    void shipsOffTheBoardForfeit() {
        assertForfeit(
                s -> new Placement(
                        List.of(new Ship(2, 0, 2, Orientation.ACROSS), new Ship(0, 2, 1, Orientation.ACROSS))),
                ForfeitReason.SHIP_OFF_BOARD);
        assertForfeit(
                s -> new Placement(
                        List.of(new Ship(0, 0, 2, Orientation.ACROSS), new Ship(-1, 2, 1, Orientation.ACROSS))),
                ForfeitReason.SHIP_OFF_BOARD);
    }

    @Test
    void overlappingShipsForfeit() {
        assertForfeit(
                s -> new Placement(
                        List.of(new Ship(0, 0, 2, Orientation.ACROSS), new Ship(1, 0, 1, Orientation.ACROSS))),
                ForfeitReason.SHIPS_OVERLAP);
    }

    @Test
    void missingPlacementIsMalformed() {
        assertForfeit(s -> null, ForfeitReason.MALFORMED_REPLY);
    }

    @Test
    void faultsReportedByAdaptersForfeitWithTheirReason() {
        for (ForfeitReason reason : List.of(
                ForfeitReason.TIMEOUT,
                ForfeitReason.CRASH,
                ForfeitReason.HTTP_ERROR,
                ForfeitReason.OUTPUT_LIMIT,
                ForfeitReason.MALFORMED_REPLY)) {
            assertForfeit(
                    s -> {
                        throw new BotFault(reason, "said by the adapter");
                    },
                    reason);
            GameRecord midGame = Referee.play(
                    SMALL,
                    1,
                    Side.A,
                    1,
                    failingAfter(1, new BotFault(reason, "mid-game")),
                    ScriptedPlayer.single("b", LAYOUT, "2,2", "2,1"));
            assertThat(midGame.outcome()).isEqualTo(Outcome.forfeit(Side.A, reason, "mid-game"));
            assertThat(midGame.outcome().code()).isEqualTo("forfeit_" + reason.code());
            assertThat(midGame.strikes()).hasSize(2);
        }
    }

    @Test
    void exceptionsThrownByABotForfeitAsException() {
        GameRecord game = Referee.play(
                SMALL,
                1,
                Side.A,
                1,
                failingAfter(0, new IllegalStateException("boom")),
                ScriptedPlayer.single("b", LAYOUT));
        assertThat(game.outcome().forfeiter()).isEqualTo(Side.A);
        assertThat(game.outcome().forfeit()).isEqualTo(ForfeitReason.EXCEPTION);
        assertThat(game.outcome().detail()).contains("boom");
    }

    @Test
    void shotsOffTheBoardForfeit() {
        GameRecord game = Referee.play(
                SMALL, 1, Side.A, 1, ScriptedPlayer.single("a", LAYOUT, "3,0"), ScriptedPlayer.single("b", LAYOUT));
        assertThat(game.outcome())
                .isEqualTo(Outcome.forfeit(Side.A, ForfeitReason.SHOT_OFF_BOARD, "shot at 3,0 is off the 3x3 board"));
        assertThat(game.strikes()).isEmpty();
    }

    @Test
    void wrongShotCountsAndMissingCellsForfeit() {
        ScriptedPlayer two = new ScriptedPlayer(
                "a", s -> BoardNotation.parse(LAYOUT), List.of(List.of(Coord.of(0, 0), Coord.of(1, 1))));
        assertThat(Referee.play(SMALL, 1, Side.A, 1, two, ScriptedPlayer.single("b", LAYOUT))
                        .outcome()
                        .forfeit())
                .isEqualTo(ForfeitReason.WRONG_SHOT_COUNT);
        ScriptedPlayer none = new ScriptedPlayer("a", s -> BoardNotation.parse(LAYOUT), List.of(List.of()));
        assertThat(Referee.play(SMALL, 1, Side.A, 1, none, ScriptedPlayer.single("b", LAYOUT))
                        .outcome()
                        .forfeit())
                .isEqualTo(ForfeitReason.WRONG_SHOT_COUNT);
        List<Coord> nullCell = new ArrayList<>();
        nullCell.add(null);
        ScriptedPlayer blank = new ScriptedPlayer("a", s -> BoardNotation.parse(LAYOUT), List.of(nullCell));
        assertThat(Referee.play(SMALL, 1, Side.A, 1, blank, ScriptedPlayer.single("b", LAYOUT))
                        .outcome()
                        .forfeit())
                .isEqualTo(ForfeitReason.MALFORMED_REPLY);
    }

    @Test
    void bothBotsFailingToPlaceIsADraw() {
        ScriptedPlayer a = new ScriptedPlayer("a", s -> null, List.of());
        ScriptedPlayer b = new ScriptedPlayer("b", s -> BoardNotation.parse("AAA\n...\n..."), List.of());
        GameRecord game = Referee.play(SMALL, 1, Side.A, 1, a, b);
        assertThat(game.outcome().isDraw()).isTrue();
        assertThat(game.outcome().reason()).isEqualTo(EndReason.FORFEIT);
        assertThat(game.outcome().detail()).contains("A malformed_reply").contains("B wrong_fleet");
        assertThat(game.placementA()).isNull();
        assertThat(game.placementB()).isNull();
    }

    @Test
    void placementsAreStoredInFleetOrder() {
        ScriptedPlayer a = new ScriptedPlayer(
                "a",
                s -> new Placement(List.of(new Ship(0, 2, 1, Orientation.DOWN), new Ship(0, 0, 2, Orientation.ACROSS))),
                List.of(List.of(Coord.of(0, 0))));
        GameRecord game =
                Referee.play(SMALL, 1, Side.B, 1, a, ScriptedPlayer.single("b", LAYOUT, "0,2", "1,2", "0,0", "1,0"));
        assertThat(BoardNotation.render(3, 3, game.placementA())).isEqualTo("AA.\n...\nB..\n");
    }

    @Test
    void sameSeedSameGame() {
        Ruleset ruleset = Ruleset.classic();
        GameRecord one = Referee.play(ruleset, 42, Side.A, 1, new RandomShooter(), new RandomShooter());
        GameRecord two = Referee.play(ruleset, 42, Side.A, 1, new RandomShooter(), new RandomShooter());
        GameRecord other = Referee.play(ruleset, 43, Side.A, 1, new RandomShooter(), new RandomShooter());
        assertThat(two).isEqualTo(one);
        assertThat(other).isNotEqualTo(one);
    }

    private static void assertForfeit(
            java.util.function.Function<GameSetup, Placement> placement, ForfeitReason reason) {
        ScriptedPlayer a = new ScriptedPlayer("a", placement, List.of());
        ScriptedPlayer b = ScriptedPlayer.single("b", LAYOUT);
        GameRecord game = Referee.play(SMALL, 1, Side.A, 1, a, b);
        assertThat(game.outcome().winner()).isEqualTo(Side.B);
        assertThat(game.outcome().forfeiter()).isEqualTo(Side.A);
        assertThat(game.outcome().forfeit()).isEqualTo(reason);
        assertThat(game.outcome().detail()).isNotBlank();
        assertThat(game.strikes()).isEmpty();
        assertThat(game.placementA()).isNull();
    }

    /** A player that places {@code picture} and fires the given volleys, each a space-separated list of cells. */
    private static ScriptedPlayer volleys(String name, String picture, List<String> volleys) {
        return new ScriptedPlayer(
                name,
                s -> BoardNotation.parse(picture),
                volleys.stream()
                        .map(v -> Stream.of(v.split(" "))
                                .map(ScriptedPlayer::cell)
                                .toList())
                        .toList());
    }

    /** Where {@code shooter} fired, as a picture of the other side's board: X a hit or sink, o a miss. */
    private static String firedBy(GameRecord game, Side shooter) {
        Ruleset ruleset = game.ruleset();
        char[][] rows = new char[ruleset.height()][ruleset.width()];
        for (char[] row : rows) {
            Arrays.fill(row, '.');
        }
        game.strikes().stream()
                .filter(s -> s.shooter() == shooter)
                .forEach(s -> rows[s.y()][s.x()] = s.result() == ShotResult.MISS ? 'o' : 'X');
        StringBuilder picture = new StringBuilder();
        for (char[] row : rows) {
            picture.append(row).append('\n');
        }
        return picture.toString();
    }

    private static ScriptedPlayer repeating(String name, Coord at) {
        return new ScriptedPlayer(name, s -> BoardNotation.parse(LAYOUT), null) {
            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                return List.of(at);
            }
        };
    }

    private static Player failingAfter(int goodShots, RuntimeException fault) {
        return new ScriptedPlayer("a", s -> BoardNotation.parse(LAYOUT), null) {
            private int fired;

            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                if (fired++ >= goodShots) {
                    throw fault;
                }
                return List.of(Coord.of(2, 2));
            }
        };
    }

    /** Fires uniformly at unknown cells with the seat's seed: enough to check determinism. */
    static final class RandomShooter implements Player {
        private SplittableRandom random;

        @Override
        public String name() {
            return "random-shooter";
        }

        @Override
        public Placement place(GameSetup setup) {
            random = new SplittableRandom(setup.seed());
            return RandomFleet.place(setup.ruleset(), random);
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            while (true) {
                int x = random.nextInt(tracking.width());
                int y = random.nextInt(tracking.height());
                if (tracking.isUnknown(x, y)) {
                    return List.of(Coord.of(x, y));
                }
            }
        }
    }
}
