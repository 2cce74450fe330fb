package io.admiralty.skill;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Coord;
import io.admiralty.game.EndReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
import io.admiralty.skill.SkillGames.SkillGame;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SkillGamesTest {

    private static List<SkillGame> play(Player bot, Ruleset ruleset, int layouts) {
        List<SkillGame> games = new ArrayList<>();
        int[] next = {1};
        SkillGames.play(BotSession.of(bot), ruleset, () -> next[0] <= layouts ? next[0]++ : 0, games::add);
        return games;
    }

    /** The strength benchmark's one-sided count, layout by layout: the score of a built-in is the table's measure. */
    @ParameterizedTest
    @ValueSource(strings = {"random", "sequential", "hunter", "parity", "density"})
    void aBuiltinFiresExactlyTheShotsOfTheOneSidedCountOnEachLayoutWithTheGamesSeed(String name) {
        Ruleset classic = Ruleset.classic();
        List<SkillGame> games = play(BuiltinBots.create(name), classic, 40);
        assertThat(games).hasSize(40);
        for (SkillGame game : games) {
            assertThat(game.played().record().seed()).isEqualTo(SkillLayouts.DEALS.gameSeed(game.layout()));
            int benchmark = Referee.shotsToSink(
                    classic,
                    SkillLayouts.layout(classic, game.layout()),
                    BuiltinBots.create(name),
                    SkillLayouts.DEALS.gameSeed(game.layout()));
            assertThat(game.shots()).as("%s on layout %d", name, game.layout()).isEqualTo(benchmark);
            Placement layout = ((Placement.Accepted)
                            SkillLayouts.layout(classic, game.layout()).judge(classic))
                    .placement();
            assertThat(game.played().record().placement(Side.B)).isEqualTo(layout);
        }
    }

    @Test
    void theBotsGeneratorsShareNoValueWithTheLayoutsGenerators() {
        assertThat(DealStreams.sharedValue(n -> n, SkillLayouts.DEALS::gameSeed, 10_000))
                .isEmpty();
        // as they did when game n's seed was n
        assertThat(DealStreams.sharedValue(n -> n, n -> n, 1)).isPresent();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "classic",
                "salvo",
                "6x6:4,3,3,2,2,1:salvo",
                "7x3:3,2:salvo",
                "2x2:2,2",
                "3x1:1,1,1:salvo",
                "1x1:1"
            })
    void thePartnerNeverSinksAShipWhereThereIsWaterAndTheBotAlwaysWins(String spec) {
        Ruleset ruleset = Ruleset.parse(spec);
        for (SkillGame game : play(BuiltinBots.create("random"), ruleset, 20)) {
            var record = game.played().record();
            assertThat(record.outcome().winner()).isEqualTo(Side.A);
            assertThat(record.outcome().reason()).isEqualTo(EndReason.FLEET_SUNK);
            List<Strike> partners =
                    record.strikes().stream().filter(s -> s.shooter() == Side.B).toList();
            boolean water = ruleset.cells()
                    > ruleset.fleet().stream().mapToInt(Integer::intValue).sum();
            if (water) {
                assertThat(partners).allMatch(s -> s.result() == ShotResult.MISS);
            } else {
                assertThat(partners.stream().map(Strike::target).distinct()).hasSizeLessThanOrEqualTo(1);
            }
            assertThat(game.shots())
                    .isBetween(
                            ruleset.fleet().stream().mapToInt(Integer::intValue).sum(), record.shotsBy(Side.A));
        }
    }

    @Test
    void inSalvoTheShotsAfterTheLastSinkOfAVolleyDoNotCount() {
        Ruleset salvo = Ruleset.salvo();
        boolean someVolleyHadShotsLeft = false;
        for (SkillGame game : play(BuiltinBots.create("density"), salvo, 20)) {
            int fired = game.played().record().shotsBy(Side.A);
            assertThat(fired % 6).as("the bot keeps its six shots a volley").isZero();
            assertThat(game.shots()).isBetween(fired - 5, fired);
            someVolleyHadShotsLeft |= game.shots() < fired;
        }
        assertThat(someVolleyHadShotsLeft).isTrue();
    }

    /** A bot that places layout 1 and fires what {@code volley} gives. */
    private static Player firing(String name, Supplier<List<Coord>> volley) {
        return new Player() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Placement place(GameSetup setup) {
                return SkillLayouts.layout(setup.ruleset(), 1);
            }

            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                return volley.get();
            }
        };
    }

    @Test
    void aForfeitedGameCountsNoShotsAndABotThatNeverFinishesCountsTheTurnCap() {
        Player throwing = firing("throwing", () -> {
            throw new IllegalStateException("no idea");
        });
        SkillGame forfeited = play(throwing, Ruleset.classic(), 1).get(0);
        assertThat(forfeited.shots()).isNull();
        assertThat(forfeited.played().record().outcome().reason()).isEqualTo(EndReason.FORFEIT);
        assertThat(forfeited.played().record().outcome().forfeiter()).isEqualTo(Side.A);

        SkillGame capped = play(firing("stubborn", () -> List.of(Coord.of(0, 0))), Ruleset.classic(), 1)
                .get(0);
        assertThat(capped.played().record().outcome().reason()).isEqualTo(EndReason.TURN_CAP);
        assertThat(capped.shots()).isEqualTo(Ruleset.classic().turnCap());
    }
}
