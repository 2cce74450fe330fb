package io.admiralty.skill;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.BoardNotation;
import io.admiralty.game.Coord;
import io.admiralty.game.EndReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import io.admiralty.skill.SkillGames.SkillGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DefenceGamesTest {

    /** Every ship across, one a row from the top: the same fleet in every game. */
    private static final Placement TOP_ROWS = BoardNotation.parse(
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
            ..........""");

    private static List<SkillGame> play(Player bot, Ruleset ruleset, int layouts) {
        List<SkillGame> games = new ArrayList<>();
        int[] next = {1};
        SkillGames.playDefence(
                BotSession.of(bot),
                ruleset,
                () -> next[0] <= layouts ? next[0]++ : 0,
                PlacementHeat.of(ruleset),
                games::add);
        return games;
    }

    private static double mean(List<SkillGame> games) {
        return SkillScore.of(games.stream().mapToInt(SkillGame::shots).toArray())
                .mean();
    }

    /** A bot that places as told and must hear of no shot; it records what it was told. */
    private static final class Placer implements Player {
        final List<GameSetup> setups = new ArrayList<>();
        final List<Outcome> ends = new ArrayList<>();
        private final Player placement;

        Placer(Player placement) {
            this.placement = placement;
        }

        @Override
        public String name() {
            return "placer";
        }

        @Override
        public Placement place(GameSetup setup) {
            setups.add(setup);
            return placement.place(setup);
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            throw new AssertionError("a defence game asks for no shot");
        }

        @Override
        public void onShotsResolved(List<Strike> strikes) {
            throw new AssertionError("a defence game tells of no shot");
        }

        @Override
        public void onOpponentShots(List<Strike> strikes) {
            throw new AssertionError("a defence game tells of no shot");
        }

        @Override
        public void onGameEnd(Outcome outcome, Side self) {
            ends.add(outcome);
        }
    }

    @Test
    void theBotOnlyPlacesAndTheAttackerSinksItsFleet() {
        Placer bot = new Placer(BuiltinBots.create("random"));
        List<SkillGame> games = play(bot, Ruleset.classic(), 5);
        assertThat(games).extracting(SkillGame::layout).containsExactly(1, 2, 3, 4, 5);
        for (SkillGame game : games) {
            assertThat(game.played().record().outcome().reason()).isEqualTo(EndReason.FLEET_SUNK);
            assertThat(game.played().record().outcome().winner()).isEqualTo(Side.A);
            assertThat(game.shots()).isBetween(17, 100);
            assertThat(game.placement()).isEqualTo(game.played().record().placementB());
        }
        assertThat(bot.setups)
                .as("told it moves second against the attacker, with game n's seed of the skill games")
                .allSatisfy(setup -> {
                    assertThat(setup.side()).isEqualTo(Side.B);
                    assertThat(setup.movesFirst()).isFalse();
                    assertThat(setup.opponent()).isEqualTo(DefenceAttacker.NAME);
                });
        assertThat(bot.setups.get(2).seed())
                .isEqualTo(io.admiralty.game.Referee.seedFor(SkillLayouts.DEALS.gameSeed(3), Side.B));
        assertThat(bot.ends).hasSize(5);
    }

    /**
     * Density alone finds a fleet as fast wherever it lies; remembering the bot's earlier fleets, it finds one placed
     * the same way every time in its 17 cells once it has seen ten, while a random placer keeps density's figure.
     */
    @Test
    void aBotThatAlwaysPlacesTheSameWayIsFoundFasterThanARandomPlacer() {
        List<SkillGame> same = play(new Placer(new FixedPlacer()), Ruleset.classic(), 30);
        assertThat(same.subList(DefenceAttacker.MIN_LAYOUTS, 30))
                .allSatisfy(game -> assertThat(game.shots()).isEqualTo(17));
        List<SkillGame> random = play(new Placer(BuiltinBots.create("random")), Ruleset.classic(), 30);
        assertThat(mean(random)).isGreaterThan(mean(same) + 10);
    }

    /** The same games from the same start: a resumed job's attacker remembers the layouts stored before. */
    @Test
    void aRunResumedWithTheEarlierPlacementsPlaysTheSameGames() {
        List<SkillGame> whole = play(new Placer(new FixedPlacer()), Ruleset.classic(), 14);
        PlacementHeat earlier = PlacementHeat.of(Ruleset.classic());
        whole.subList(0, 11).forEach(game -> earlier.add(game.placement()));
        List<SkillGame> rest = new ArrayList<>();
        int[] next = {12};
        SkillGames.playDefence(
                BotSession.of(new FixedPlacer()),
                Ruleset.classic(),
                () -> next[0] <= 14 ? next[0]++ : 0,
                earlier,
                rest::add);
        assertThat(rest)
                .extracting(SkillGame::shots)
                .containsExactlyElementsOf(
                        whole.subList(11, 14).stream().map(SkillGame::shots).toList());
    }

    private static final class FixedPlacer implements Player {
        @Override
        public String name() {
            return "fixed";
        }

        @Override
        public Placement place(GameSetup setup) {
            return TOP_ROWS;
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            throw new AssertionError("a defence game asks for no shot");
        }
    }
}
