package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Coord;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.game.Tracking;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An adapter that fails in a way nobody foresaw still forfeits in the league's words; the error's text stays private. */
class WordedSessionTest {

    @Test
    void anUnforeseenErrorQuotingTheBotForfeitsWithTheLeaguesSentence() {
        Player density = BuiltinBots.create("density");
        Player careless = new Player() {
            @Override
            public String name() {
                return "careless";
            }

            @Override
            public Placement place(GameSetup setup) {
                return density.place(setup);
            }

            @Override
            public List<Coord> fire(Tracking tracking, int shots) {
                // what an adapter's parser says when the bot's answer holds something it did not expect
                throw new NumberFormatException("For input string: \"SECRET-ANSWER\"");
            }
        };
        List<PlayedGame> games = new ArrayList<>();
        MatchupRunner.play(
                BotSession.of(careless),
                BotSession.of(BuiltinBots.create("random")),
                Ruleset.classic(),
                2,
                5,
                games::add);

        assertThat(games).hasSize(2).allSatisfy(game -> {
            assertThat(game.record().outcome().forfeiter()).isEqualTo(Side.A);
            assertThat(game.record().outcome().forfeit()).isEqualTo(ForfeitReason.MALFORMED_REPLY);
            assertThat(game.record().outcome().detail()).isEqualTo(WordedSession.UNREADABLE);
            assertThat(game.transcripts().get(Side.A)).contains("SECRET-ANSWER");
        });
    }
}
