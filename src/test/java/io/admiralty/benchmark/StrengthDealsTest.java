package io.admiralty.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Placement;
import io.admiralty.game.RandomFleet;
import io.admiralty.game.Referee;
import io.admiralty.game.Ruleset;
import io.admiralty.skill.DealStreams;
import io.admiralty.skill.SkillGames;
import io.admiralty.skill.SkillGames.SkillGame;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

@Execution(ExecutionMode.CONCURRENT)
class StrengthDealsTest {

    private final StrengthDeals deals = new StrengthDeals();

    @Test
    void theLayoutsGeneratorsShareNoValueWithTheBotsAsTheyDidWhenTheBotWasSeededFromTheLayoutsSeed() {
        assertThat(DealStreams.sharedValue(deals::layoutSeed, deals::gameSeed, 10_000))
                .isEmpty();
        // the benchmark's first deals: layout n from seed n, game seed n, the bot's seed the layout generator's first
        assertThat(DealStreams.sharedValue(n -> n, n -> n, 3))
                .contains("the bot's seed in game 1 is output 1 of layout 1's generator");
    }

    @Test
    void noLayoutComesFromTheSmallSeedsTheExpertWasTunedOn() {
        // tuned on layouts of seeds 1..10,000, 20,001 on and 100,000 on, a few hundred thousand each
        assertThat(IntStream.rangeClosed(1, 100_000).mapToLong(deals::layoutSeed))
                .allMatch(seed -> Math.abs(seed) > 1L << 32);
        assertThat(IntStream.rangeClosed(1, 1_000).mapToObj(n -> deals.layout(Ruleset.classic(), n)))
                .doesNotHaveDuplicates()
                .doesNotContainAnyElementsOf(IntStream.rangeClosed(1, 1_000)
                        .mapToObj(n -> RandomFleet.place(Ruleset.classic(), new SplittableRandom(n)))
                        .toList());
    }

    @Test
    void aBuiltinsRefereedGameOnADealIsItsOneSidedGame() {
        Ruleset classic = Ruleset.classic();
        for (String name : List.of("hunter", "density")) {
            List<SkillGame> games = new ArrayList<>();
            int[] next = {1};
            SkillGames.play(
                    BotSession.of(BuiltinBots.create(name)),
                    classic,
                    deals,
                    () -> next[0] <= 40 ? next[0]++ : 0,
                    games::add);
            assertThat(games).hasSize(40);
            for (SkillGame game : games) {
                Placement layout = deals.layout(classic, game.layout());
                assertThat(game.shots())
                        .as("%s on deal %d", name, game.layout())
                        .isEqualTo(Referee.shotsToSink(
                                classic, layout, BuiltinBots.create(name), deals.gameSeed(game.layout())));
            }
        }
    }
}
