package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Sandbox;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Servers that close kept-alive connections (issue 44.2): one closed while idle is sent the request again once, on a
 * new connection and within the same move's deadline; one that ends in the middle of an answer is still the bot's
 * fault. Beside the Quarkus classes (README, "Two commands"): no Quarkus, no sandbox, ports the system gives.
 */
@Execution(ExecutionMode.CONCURRENT)
class KeptConnectionsTest {

    private static final BotLimits LIMITS = BotLimits.defaults();
    /**
     * A shorter move limit for the expert's games: it thinks half of it (300 ms of CPU a move), past the example's idle
     * timeout, and ten games take minutes rather than the default limit's quarter of an hour.
     */
    private static final BotLimits THINKING = LIMITS.withMoveTimeout(Duration.ofMillis(600));

    /**
     * The case: the example bot closing idle connections (the 50 ms; 200 ms here, since the handler's
     * timeout also bounds its wait for a new connection's request, which a loaded machine can delay past 50 ms
     * between the league's connecting and its writing), against a built-in that thinks longer.
     */
    @Test
    void theExampleBotClosingIdleConnectionsPlaysTenGamesAgainstTheExpertWithoutAnHttpError() throws Exception {
        try (ExampleHttpBot example = ExampleHttpBot.closingIdleConnectionsAfter(Duration.ofMillis(200))) {
            List<PlayedGame> games = play("arena-json:" + example.url(), "builtin:expert", 10, THINKING);
            assertThat(games).hasSize(10).allSatisfy(g -> assertThat(
                            g.record().outcome().reason())
                    .as(g.transcripts().toString())
                    .isEqualTo(EndReason.FLEET_SUNK));
        }
    }

    /**
     * A server that closes every connection as soon as it has answered on it: every request after a game's first finds
     * its connection closed, and is sent once more on a new one; the server reads each request once.
     */
    @Test
    void aConnectionClosedAfterEachAnswerCostsOneNewConnectionPerRequestAndNoGame() throws Exception {
        try (ClosingArenaServer server = ClosingArenaServer.start(ClosingArenaServer.Kind.AFTER_EACH_ANSWER)) {
            List<PlayedGame> games = play("arena-json:" + server.url(), "builtin:random", 2, LIMITS);
            assertThat(games).hasSize(2).allSatisfy(g -> assertThat(
                            g.record().outcome().reason())
                    .as(g.transcripts().toString())
                    .isEqualTo(EndReason.FLEET_SUNK));
            assertThat(server.requests()).isGreaterThan(2 * 17).isEqualTo(server.connections());
        }
    }

    /** An answer cut short on a kept connection is not sent again: the bot forfeits, as before. */
    @Test
    void aServerThatClosesInTheMiddleOfAnAnswerStillForfeitsAndIsNotAskedAgain() throws Exception {
        try (ClosingArenaServer server = ClosingArenaServer.start(ClosingArenaServer.Kind.MID_SECOND_ANSWER)) {
            List<PlayedGame> games = play("arena-json:" + server.url(), "builtin:random", 2, LIMITS);
            assertThat(games).hasSize(2).allSatisfy(g -> {
                assertThat(g.record().outcome().forfeiter()).isEqualTo(Side.A);
                assertThat(g.record().outcome().forfeit()).isEqualTo(ForfeitReason.HTTP_ERROR);
                assertThat(g.record().outcome().detail()).isEqualTo(BotHttpClient.NO_HTTP);
                assertThat(g.transcripts().get(Side.A)).contains("connection closed in the middle of the answer");
            });
            // each game: its init and its first turn on one connection, the turn's answer cut, nothing sent again
            assertThat(server.connections()).isEqualTo(2);
            assertThat(server.requests()).isEqualTo(4);
        }
    }

    private static List<PlayedGame> play(String spec, String opponent, int games, BotLimits limits) {
        List<PlayedGame> played = new ArrayList<>();
        BotEnvironment env = BotEnvironment.local(
                limits, Sandbox.none(), 0, Path.of("").toAbsolutePath(), Path.of("target"), "kept-test");
        MatchupRunner.play(
                Bots.open("remote", BotDefinition.parse(spec), env),
                Bots.open("opponent", BotDefinition.parse(opponent), env),
                Ruleset.classic(),
                games,
                11,
                played::add);
        return played;
    }
}
