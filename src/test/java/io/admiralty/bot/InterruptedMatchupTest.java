package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Once the thread playing a matchup is interrupted (the service is stopping), no bot makes another move: a built-in
 * bot, which no read would cut short, would otherwise think on through the stop. The game ends at once with the mover
 * timed out, a result the league then declines to record.
 */
class InterruptedMatchupTest {

    @Test
    void anInterruptedMatchupMakesNoFurtherMove() {
        PlayedGame whole = play(false);
        assertThat(whole.record().outcome().forfeit()).isNull();
        assertThat(whole.record().strikes()).hasSizeGreaterThan(17);

        PlayedGame stopped = play(true);
        assertThat(stopped.record().strikes()).isEmpty();
        assertThat(stopped.record().outcome().forfeiter()).isEqualTo(Side.A);
        assertThat(stopped.record().outcome().forfeit()).isEqualTo(ForfeitReason.TIMEOUT);
        assertThat(stopped.record().outcome().detail()).isEqualTo("the league stopped before this move");
        assertThat(stopped.record().placementA()).isEqualTo(whole.record().placementA());
    }

    private static PlayedGame play(boolean interrupted) {
        List<PlayedGame> played = new ArrayList<>();
        try {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            MatchupRunner.play(
                    BotSession.of(BuiltinBots.create("hunter")),
                    BotSession.of(BuiltinBots.create("parity")),
                    Ruleset.classic(),
                    1,
                    1,
                    20261126L,
                    false,
                    played::add);
        } finally {
            Thread.interrupted();
        }
        assertThat(played).hasSize(1);
        return played.get(0);
    }
}
