package io.admiralty.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.bot.host.HostFiles;
import io.admiralty.game.BoardNotation;
import io.admiralty.game.EndReason;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.admiralty.sandbox.Sandbox;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The player dialects through {@code play}: real ruby and elixir processes running the league's hosts under the
 * real sandbox, with the example players and with test players that raise, print, keep state or misbehave.
 */
class PlayerDialectsTest {

    private static final String TEST_PLAYERS = "target/test-classes/players/";

    @TempDir
    Path dir;

    @BeforeAll
    static void sandboxIsAvailable() {
        assertThat(Sandbox.bubblewrapWorks())
                .as("bubblewrap must be installed (.ci/run installs it)")
                .isTrue();
    }

    /** What play printed and every game it logged. */
    private record Run(String out, List<GameRecord> games) {}

    private Run play(String... args) throws Exception {
        Path log = dir.resolve("games-" + System.nanoTime() + ".jsonl");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String[] all = new String[args.length + 2];
        all[0] = "--log";
        all[1] = log.toString();
        System.arraycopy(args, 0, all, 2, args.length);
        PrintStream printer = new PrintStream(out, true, StandardCharsets.UTF_8);
        int status = new PlayCommand(printer, printer).play(PlayCommand.PlayOptions.parse(all));
        Run run = new Run(
                out.toString(StandardCharsets.UTF_8),
                Files.readAllLines(log).stream().map(GameLines::read).toList());
        // scripts use play as a test: a forfeit anywhere is a failure
        boolean forfeited = run.games().stream().anyMatch(game -> game.outcome().forfeit() != null);
        assertThat(status).as(run.out()).isEqualTo(forfeited ? PlayCommand.FORFEITED : PlayCommand.PLAYED);
        return run;
    }

    @ParameterizedTest
    @CsvSource({
        "ruby-player:examples/ruby/hunter, classic",
        "ruby-player:examples/ruby/hunter, 12x8:5,4,3,1",
        "elixir-player:examples/elixir/hunter, classic",
        "elixir-player:examples/elixir/hunter, 8x8:4,3,2"
    })
    void theHuntersBeatRandomOnEveryBoardTheyAreTold(String hunter, String ruleset) throws Exception {
        Run run = play("--games", "4", "--seed", "11", "--ruleset", ruleset, hunter, "builtin:random");

        assertThat(run.games())
                .hasSize(4)
                .allSatisfy(game ->
                        assertThat(game.outcome().reason()).as(run.out()).isEqualTo(EndReason.FLEET_SUNK));
        assertThat(run.games().stream().filter(g -> g.outcome().winner() == Side.A))
                .as(run.out())
                .hasSizeGreaterThanOrEqualTo(3);
    }

    @ParameterizedTest
    @CsvSource({"ruby-player:examples/ruby/corner_player.rb", "elixir-player:examples/elixir/corner_player.exs"})
    void theCornerPlayersHuddleInTheCornerAndFireWhereTheyFiredBefore(String corner) throws Exception {
        // the players fire at random with their own unseeded generators: in six games at least one repeat is all but
        // certain (two games of 17 shots each left a one-in-twenty chance of none)
        Run run = play("--games", "6", "--seed", "3", corner, "builtin:sequential");

        assertThat(run.games()).hasSize(6).allSatisfy(game -> {
            assertThat(game.outcome().forfeit()).as(run.out()).isNull();
            assertThat(BoardNotation.render(10, 10, game.placementA()))
                    .isEqualTo(
                            """
                    AAAAABBBB.
                    CCCDDDEE..
                    ..........
                    ..........
                    ..........
                    ..........
                    ..........
                    ..........
                    ..........
                    ..........
                    """);
        });
        assertThat(run.games()).anySatisfy(game -> assertThat(firesTwiceAtOneCell(game, Side.A))
                .isTrue());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "ruby-player:" + TEST_PLAYERS + "ruby/raising_player.rb| exception| raising_player.rb:29:in `blow_up'",
                "elixir-player:" + TEST_PLAYERS
                        + "elixir/crashing_player.exs| crash| crashing_player.exs:24: CrashingPlayer.blow_up/0"
            })
    void aPlayerThatRaisesForfeitsThatGameWithItsBacktraceAndTheMatchupGoesOn(String bot, String reason, String frame)
            throws Exception {
        Run run = play("--games", "3", "--seed", "5", bot, "builtin:random");

        assertThat(run.games()).hasSize(3);
        GameRecord first = run.games().get(0);
        assertThat(first.outcome().forfeiter()).isEqualTo(Side.A);
        assertThat(first.outcome().forfeit()).isEqualTo(ForfeitReason.fromCode(reason));
        assertThat(first.shotsBy(Side.A)).isEqualTo(2);
        assertThat(run.out())
                .contains("transcript of A")
                .contains("raised on purpose in the first game")
                .contains(frame);
        assertThat(run.games().subList(1, 3))
                .allSatisfy(game ->
                        assertThat(game.outcome().reason()).as(run.out()).isEqualTo(EndReason.FLEET_SUNK));
    }

    @Test
    void whatPlayersPrintNeverReachesTheProtocol() throws Exception {
        Run run = play(
                "--games",
                "2",
                "--seed",
                "2",
                "ruby-player:" + TEST_PLAYERS + "ruby/chatty_player.rb",
                "elixir-player:" + TEST_PLAYERS + "elixir/chatty_player.exs");

        assertThat(run.games())
                .hasSize(2)
                .allSatisfy(game ->
                        assertThat(game.outcome().reason()).as(run.out()).isEqualTo(EndReason.FLEET_SUNK));
        // both sweep in reading order: had a printed {"type":"shots"...} line been read, a shot at 9,9 would show
        assertThat(run.games()).allSatisfy(game -> assertThat(game.strikes()).noneMatch(s -> s.x() == 9 && s.y() == 9));
        assertThat(run.out()).doesNotContain("transcript");
    }

    @Test
    void rubyGetsAFreshInstanceEveryGameAndElixirOneProcessPerMatchup() throws Exception {
        Run run = play(
                "--games",
                "2",
                "--seed",
                "4",
                "ruby-player:" + TEST_PLAYERS + "ruby/counting_player.rb",
                "elixir-player:" + TEST_PLAYERS + "elixir/counting_player.exs");

        String game1 =
                """
                ABCDE.....
                ABCDE.....
                ABCD......
                AB........
                A.........
                ..........
                ..........
                ..........
                ..........
                ..........
                """;
        String game2 =
                """
                .ABCDE....
                .ABCDE....
                .ABCD.....
                .AB.......
                .A........
                ..........
                ..........
                ..........
                ..........
                ..........
                """;
        assertThat(run.games())
                .extracting(game -> BoardNotation.render(10, 10, game.placementA()))
                .as(run.out())
                .containsExactly(game1, game2);
        assertThat(run.games())
                .extracting(game -> BoardNotation.render(10, 10, game.placementB()))
                .as(run.out())
                .containsExactly(game1, game2);
    }

    @Test
    void aPlayerCannotRewriteTheHostsEveryBotShares() throws Exception {
        Run run = play(
                "--games",
                "1",
                "--seed",
                "8",
                "ruby-player:" + TEST_PLAYERS + "ruby/tampering_player.rb",
                "builtin:random");

        assertThat(run.games().get(0).outcome().reason()).as(run.out()).isEqualTo(EndReason.FLEET_SUNK);
        Path hosts = HostFiles.forThisRun();
        for (String file : List.of("ruby/player_host.rb", "elixir/grid.ex")) {
            try (var resource = getClass().getClassLoader().getResourceAsStream("hosts/" + file)) {
                assertThat(Files.readAllBytes(hosts.resolve(file))).as(file).isEqualTo(resource.readAllBytes());
            }
        }
    }

    @ParameterizedTest
    @CsvSource({
        "ruby-player:" + TEST_PLAYERS + "ruby/bad_reply_player.rb, malformed_reply",
        "ruby-player:" + TEST_PLAYERS + "ruby/broken_player.rb, exception",
        "ruby-player:" + TEST_PLAYERS + "ruby/nameless_player.rb, exception",
        "ruby-player:" + TEST_PLAYERS + "ruby/short_fleet_player.rb, wrong_fleet",
        "elixir-player:" + TEST_PLAYERS + "elixir/bad_reply_player.exs, malformed_reply",
        "elixir-player:" + TEST_PLAYERS + "elixir/broken_player.exs, exception",
        "elixir-player:" + TEST_PLAYERS + "elixir/refusing_player.exs, crash",
        "elixir-player:" + TEST_PLAYERS + "elixir/serverless_player.exs, exception"
    })
    void misbehavingPlayersForfeitEveryGameWithTheirReasonAndTheMatchupGoesOn(String bot, String reason)
            throws Exception {
        Run run = play("--games", "2", "--seed", "6", bot, "builtin:random");

        assertThat(run.games()).hasSize(2).allSatisfy(game -> {
            assertThat(game.outcome().forfeiter()).as(run.out()).isEqualTo(Side.A);
            assertThat(game.outcome().forfeit()).as(run.out()).isEqualTo(ForfeitReason.fromCode(reason));
        });
        assertThat(run.out()).contains("transcript of A");
    }

    @Test
    void rulesetsThePlayerApisCannotExpressAreRefusedBeforeTheFirstGame() {
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(
                        new String[] {"--ruleset", "salvo", "ruby-player:examples/ruby/hunter", "builtin:random"}))
                .hasMessage("ruby-player:examples/ruby/hunter cannot play salvo: ruby-player players fire one shot "
                        + "per turn, so they cannot play salvo");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {
                    "--ruleset", "12x8:5,4,3", "builtin:random", "elixir-player:examples/elixir/hunter"
                }))
                .hasMessageContaining("elixir-player players work on square boards");
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(new String[] {
                    "--ruleset", "8x8:4,3:salvo", "builtin:random", "elixir-player:examples/elixir/hunter"
                }))
                .hasMessageContaining("cannot play salvo");
        // the old dialects are held to what they can express too
        assertThatThrownBy(() -> PlayCommand.PlayOptions.parse(
                        new String[] {"--ruleset", "salvo", "skynet:python3 bot.py", "builtin:random"}))
                .hasMessageContaining("skynet speaks only the classic ruleset");
        assertThat(PlayCommand.PlayOptions.parse(
                                new String[] {"--ruleset", "12x8:5,4,3", "ruby-player:x.rb", "builtin:random"})
                        .botA()
                        .toString())
                .isEqualTo("ruby-player:x.rb");
        assertThat(PlayCommand.run(
                        new String[] {"--ruleset", "salvo", "ruby-player:examples/ruby/hunter", "builtin:random"}))
                .isEqualTo(2);
    }

    @Test
    void aMissingPlayerIsABadArgument() {
        assertThat(PlayCommand.run(new String[] {"ruby-player:" + dir.resolve("nowhere.rb"), "builtin:random"}))
                .isEqualTo(2);
        assertThat(PlayCommand.run(new String[] {"elixir-player:" + dir.resolve("nowhere"), "builtin:random"}))
                .isEqualTo(2);
    }

    private static boolean firesTwiceAtOneCell(GameRecord game, Side shooter) {
        Set<List<Integer>> seen = new HashSet<>();
        for (Strike strike : game.strikes()) {
            if (strike.shooter() == shooter && !seen.add(List.of(strike.x(), strike.y()))) {
                return true;
            }
        }
        return false;
    }
}
