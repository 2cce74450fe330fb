package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.MatchupRunner.PlayedGame;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Coord;
import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameSetup;
import io.admiralty.game.Outcome;
import io.admiralty.game.Placement;
import io.admiralty.game.Player;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.game.Tracking;
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
    /** How long the opponent of the first test thinks each move: past the example's idle timeout below. */
    private static final Duration THINKING = Duration.ofMillis(300);

    /**
     * The case: the example bot closing idle connections (the 50 ms; 200 ms here, since the handler's
     * timeout also bounds its wait for a new connection's request, which a loaded machine can delay past 50 ms
     * between the league's connecting and its writing), against an opponent that thinks longer. The opponent is
     * {@code density} waiting {@link #THINKING} before each move rather than the expert thinking on the CPU, so that
     * the example keeps the default move limit on a loaded machine: what is tried is the closed connection.
     */
    @Test
    void theExampleBotClosingIdleConnectionsPlaysTenGamesAgainstAThinkingOpponentWithoutAnHttpError() throws Exception {
        try (ExampleHttpBot example = ExampleHttpBot.closingIdleConnectionsAfter(Duration.ofMillis(200))) {
            List<PlayedGame> games = play(
                    opened("arena-json:" + example.url()),
                    BotSession.of(new Thinking(BuiltinBots.create("density"))),
                    10);
            assertThat(games).hasSize(10).allSatisfy(g -> assertThat(
                            g.record().outcome().reason())
                    .as(g.transcripts().toString())
                    .isEqualTo(EndReason.FLEET_SUNK));
        }
    }

    /** A player that waits {@link #THINKING} before each volley, as one that thinks on its own machine. */
    private record Thinking(Player player) implements Player {
        @Override
        public String name() {
            return player.name();
        }

        @Override
        public Placement place(GameSetup setup) {
            return player.place(setup);
        }

        @Override
        public List<Coord> fire(Tracking tracking, int shots) {
            try {
                Thread.sleep(THINKING.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return player.fire(tracking, shots);
        }

        @Override
        public void onShotsResolved(List<Strike> strikes) {
            player.onShotsResolved(strikes);
        }

        @Override
        public void onOpponentShots(List<Strike> strikes) {
            player.onOpponentShots(strikes);
        }

        @Override
        public void onGameEnd(Outcome outcome, Side self) {
            player.onGameEnd(outcome, self);
        }
    }

    /**
     * A server that closes every connection as soon as it has answered on it: every request after a game's first finds
     * its connection closed, and is sent once more on a new one; the server reads each request once.
     */
    @Test
    void aConnectionClosedAfterEachAnswerCostsOneNewConnectionPerRequestAndNoGame() throws Exception {
        try (ClosingArenaServer server = ClosingArenaServer.start(ClosingArenaServer.Kind.AFTER_EACH_ANSWER)) {
            List<PlayedGame> games = play(opened("arena-json:" + server.url()), opened("builtin:random"), 2);
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
            List<PlayedGame> games = play(opened("arena-json:" + server.url()), opened("builtin:random"), 2);
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

    private static List<PlayedGame> play(BotSession remote, BotSession opponent, int games) {
        List<PlayedGame> played = new ArrayList<>();
        MatchupRunner.play(remote, opponent, Ruleset.classic(), games, 11, played::add);
        return played;
    }

    private static BotSession opened(String spec) {
        BotEnvironment env = BotEnvironment.local(
                LIMITS, Sandbox.none(), 0, Path.of("").toAbsolutePath(), Path.of("target"), "kept-test");
        return Bots.open(spec.startsWith("builtin:") ? "opponent" : "remote", BotDefinition.parse(spec), env);
    }
}
