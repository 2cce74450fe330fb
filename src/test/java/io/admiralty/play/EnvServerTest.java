package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.BotLimits;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Placement;
import io.admiralty.game.Ship;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.json.GameRecordSchema;
import io.admiralty.sandbox.Sandbox;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code play --env} plays the league's games: a client that makes the moves a bot made in {@code play --seed S} gets
 * that game back, move for move (the opponent's moves, every result, the outcome and the record), in either seat, in
 * every ruleset, and with both seats played from outside.
 */
class EnvServerTest {

    private static final PrintStream QUIET = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    @TempDir
    Path dir;

    private final EnvServer server =
            new EnvServer(new PlayCommand.Seating(Sandbox.none(), BotLimits.defaults(), false, false), QUIET);

    private List<GameRecord> play(String ruleset, long seed, int games, String botA, String botB) throws Exception {
        Path log = dir.resolve("games.jsonl");
        String[] args = {
            "--log",
            log.toString(),
            "--sandbox",
            "none",
            "--jobs",
            "1",
            "--games",
            "" + games,
            "--seed",
            "" + seed,
            "--ruleset",
            ruleset,
            botA,
            botB
        };
        new PlayCommand(QUIET, QUIET).play(PlayCommand.PlayOptions.parse(args));
        return Files.readAllLines(log).stream().map(GameLines::read).toList();
    }

    @ParameterizedTest
    @CsvSource({"classic, A", "classic, B", "salvo, A", "salvo, B", "'7x5:3,2,1,1:salvo', A", "'12x8:5,4,3,1', B"})
    void aClientMakingABotsMovesGetsThatBotsGamesFromTheSameSeed(String ruleset, Side agent) throws Exception {
        List<GameRecord> played = play(ruleset, 21, 6, "builtin:hunter", "builtin:density");
        String opponent = agent == Side.A ? "builtin:density" : "builtin:hunter";
        String name = agent == Side.A ? "hunter" : "density";

        assertThat(server.answer("open e1 " + ruleset + " " + agent + " " + name + " " + opponent))
                .isEqualTo("e1 ok");
        for (int n = 1; n <= played.size(); n++) {
            GameRecord game = played.get(n - 1);
            GameRecord replayed = replay("e1", 21, game, n);

            assertThat(replayed).isEqualTo(game);
        }
    }

    @Test
    void bothSeatsPlayedFromOutsideGiveTheSameGames() throws Exception {
        List<GameRecord> played = play("salvo", 5, 4, "builtin:parity", "builtin:random");
        server.answer("open both salvo AB x");

        for (int n = 1; n <= played.size(); n++) {
            GameRecord game = played.get(n - 1);
            GameRecord replayed = replay("both", 5, game, n);

            assertThat(replayed.strikes()).isEqualTo(game.strikes());
            assertThat(replayed.outcome()).isEqualTo(game.outcome());
            assertThat(replayed.placementA()).isEqualTo(game.placementA());
        }
    }

    @Test
    void aBatchLineStepsManyEnvironmentsAndIsAnsweredInOneLineInOrder() {
        for (String id : List.of("a", "b")) {
            assertThat(server.answer("open " + id + " 3x1:1 A me builtin:sequential"))
                    .isEqualTo(id + " ok");
        }
        String started = server.answer("reset a 3 1 | reset b 3 2");
        String[] replies = started.split(" \\| ");
        assertThat(replies).hasSize(2);
        assertThat(replies[0]).matches("a start A -?\\d+ - place A");
        // in game 2 the opponent moves first: it has fired once it has placed and the client has
        assertThat(replies[1]).matches("b start B -?\\d+ - place A");

        String placed = server.answer("place a 0.0.1.a | place b 2.0.1.a");
        assertThat(placed).isEqualTo("a fire A 1 | b B.0.0.m fire A 1");
        String fired = server.answer("fire a 2.0 | fire b 1.0");
        assertThat(fired.split(" \\| ")).hasSize(2);
        // the opponent's patrol boat (sequential places its fleet at random, as every built-in does) was at 1.0
        assertThat(fired.split(" \\| ")[1]).isEqualTo("b A.1.0.s0 over A fleet_sunk");
    }

    @Test
    void aCommandThatCannotBeCarriedOutIsAnsweredWithItsReasonAndChangesNothing() throws Exception {
        assertThat(server.answer("hello")).isEqualTo("admiralty-env 1");
        assertThat(server.answer("fire nobody 1.1")).isEqualTo("nobody error no environment nobody is open");
        assertThat(server.answer("open e 3x1:1 A me builtin:sequential")).isEqualTo("e ok");
        assertThat(server.answer("open e 3x1:1 A me builtin:sequential"))
                .isEqualTo("e error environment e is open already");
        assertThat(server.answer("fire e 1.0")).isEqualTo("e error no seat of the client's is due to fire");
        assertThat(server.answer("record e")).isEqualTo("e error no finished game to record");
        assertThat(server.answer("reset e 3 1")).endsWith(" place A");
        assertThat(server.answer("fire e 1.0")).isEqualTo("e error no seat of the client's is due to fire");
        assertThat(server.answer("reset e 3 1 | bogus"))
                .endsWith(
                        " place A | - error unknown command 'bogus' (hello, open, reset, place, fire, record or close)");
        // the league's rules, not the protocol, judge a move: a ship off the board forfeits the game
        assertThat(server.answer("place e 3.0.1.a")).startsWith("e over B forfeit_ship_off_board ship of length 1");
        assertThat(server.answer("close e")).isEqualTo("e closed");
        assertThat(server.answer("reset e 3 1")).isEqualTo("e error no environment e is open");

        StringWriter out = new StringWriter();
        server.serve(new BufferedReader(new StringReader("hello\nopen f classic A me builtin:random\n")), out);
        assertThat(out).hasToString("admiralty-env 1\nf ok\n");
    }

    /**
     * Replays {@code game}'s moves of the client's seats as game {@code n} of the matchup seeded {@code seed} in
     * environment {@code id}, checking each reply's strikes against the game's, and returns the environment's record.
     */
    private GameRecord replay(String id, long seed, GameRecord game, int n) {
        String reply = server.answer("reset " + id + " " + seed + " " + n);
        assertThat(reply).startsWith(id + " start " + game.firstMover() + " ");
        List<Strike> told = new ArrayList<>();
        while (true) {
            List<String> words = List.of(reply.split(" "));
            for (String word : words) {
                if (word.matches("[AB]\\.\\d+\\.\\d+\\.(m|h|s\\d+)")) {
                    told.add(game.strikes().get(told.size()));
                    assertThat(word).isEqualTo(token(told.get(told.size() - 1)));
                }
            }
            int over = words.indexOf("over");
            int place = words.indexOf("place");
            int fire = words.indexOf("fire");
            if (over >= 0) {
                assertThat(words.get(over + 2)).isEqualTo(game.outcome().code());
                String record = server.answer("record " + id);
                String json = record.substring((id + " record ").length());
                assertThat(GameRecordSchema.errors(json)).isEmpty();
                assertThat(told).hasSize(game.strikes().size());
                return GameLines.read(json);
            } else if (place >= 0) {
                reply = server.answer("place " + id + ships(game.placement(Side.valueOf(words.get(place + 1)))));
            } else if (fire >= 0) {
                int shots = Integer.parseInt(words.get(fire + 2));
                StringBuilder volley = new StringBuilder("fire " + id);
                for (int i = 0; i < shots; i++) {
                    Strike next = game.strikes().get(told.size() + i);
                    assertThat(next.shooter().name()).isEqualTo(words.get(fire + 1));
                    volley.append(' ').append(next.x()).append('.').append(next.y());
                }
                reply = server.answer(volley.toString());
            } else {
                throw new AssertionError("a reply with nothing due: " + reply);
            }
        }
    }

    private static String token(Strike strike) {
        StringBuilder word = new StringBuilder();
        EnvProtocol.strike(word, strike);
        return word.toString().strip();
    }

    private static String ships(Placement placement) {
        StringBuilder words = new StringBuilder();
        for (Ship ship : placement.ships()) {
            words.append(' ')
                    .append(ship.x())
                    .append('.')
                    .append(ship.y())
                    .append('.')
                    .append(ship.length())
                    .append('.')
                    .append(ship.orientation().name().equals("ACROSS") ? 'a' : 'd');
        }
        return words.toString();
    }
}
