package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A version gate's matchup plays its games in pairs: the two games of a pair are one deal (one seed, so each seat's
 * placement and random choices are the same) with the bots in each other's seats, and seat A moving first in both.
 * Built-in bots place their fleet from their seat's seed, so the placements show the deal.
 */
class PairedMatchupTest {

    private static final long SEED = 20261123L;

    @Test
    void theGamesOfAPairAreOneDealWithTheBotsInEachOthersSeats() {
        List<PlayedGame> games = play(1, 6, true);
        assertThat(games).extracting(PlayedGame::number).containsExactly(1, 2, 3, 4, 5, 6);
        for (int k = 0; k < 3; k++) {
            PlayedGame first = games.get(2 * k);
            PlayedGame second = games.get(2 * k + 1);
            assertThat(first.swapped()).isFalse();
            assertThat(second.swapped()).isTrue();
            assertThat(second.record().seed()).isEqualTo(first.record().seed());
            assertThat(List.of(first.record().firstMover(), second.record().firstMover()))
                    .containsOnly(Side.A);
            // the bots changed seats ...
            assertThat(second.record().nameA()).isEqualTo(first.record().nameB());
            assertThat(second.record().nameB()).isEqualTo(first.record().nameA());
            // ... and each found there the deal the other had: the seat's placement is the same in both games
            assertThat(second.record().placementA()).isEqualTo(first.record().placementA());
            assertThat(second.record().placementB()).isEqualTo(first.record().placementB());
        }
        assertThat(games.get(2).record().seed())
                .isNotEqualTo(games.get(0).record().seed());
        assertThat(games.get(4).record().seed())
                .isNotIn(games.get(0).record().seed(), games.get(2).record().seed());
    }

    @Test
    void aResumedPairedMatchupPlaysTheSameGamesFromWhereItStopped() {
        List<PlayedGame> whole = play(1, 4, true);
        List<PlayedGame> resumed = play(2, 4, true);
        assertThat(resumed).extracting(PlayedGame::number).containsExactly(2, 3, 4);
        for (int i = 0; i < resumed.size(); i++) {
            PlayedGame expected = whole.get(i + 1);
            assertThat(resumed.get(i).swapped()).isEqualTo(expected.swapped());
            assertThat(resumed.get(i).record().seed())
                    .isEqualTo(expected.record().seed());
            assertThat(resumed.get(i).record().placementA())
                    .isEqualTo(expected.record().placementA());
            assertThat(resumed.get(i).record().strikes())
                    .isEqualTo(expected.record().strikes());
        }
    }

    @Test
    void anUnpairedMatchupAlternatesTheFirstMoveAndDealsEveryGameAfresh() {
        List<PlayedGame> games = play(1, 2, false);
        assertThat(games).extracting(PlayedGame::swapped).containsOnly(false);
        assertThat(games.get(0).record().firstMover()).isEqualTo(Side.A);
        assertThat(games.get(1).record().firstMover()).isEqualTo(Side.B);
        assertThat(games.get(1).record().seed())
                .isNotEqualTo(games.get(0).record().seed());
        assertThat(games.get(1).record().nameA())
                .isEqualTo(games.get(0).record().nameA());
    }

    private static List<PlayedGame> play(int firstGame, int games, boolean paired) {
        List<PlayedGame> played = new ArrayList<>();
        MatchupRunner.play(
                BotSession.of(BuiltinBots.create("hunter")),
                BotSession.of(BuiltinBots.create("parity")),
                Ruleset.classic(),
                firstGame,
                games,
                SEED,
                paired,
                played::add);
        return played;
    }
}
