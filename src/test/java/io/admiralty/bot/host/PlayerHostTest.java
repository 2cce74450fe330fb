package io.admiralty.bot.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.process.Sandbox;
import io.admiralty.game.EndReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlayerHostTest {

    @TempDir
    Path root;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "ruby-player| classic| true", "ruby-player| 12x8:5,4,3,1| true", "ruby-player| 1x1:1| true",
            "ruby-player| salvo| false", "ruby-player| 8x8:4,3:salvo| false",
            "elixir-player| classic| true", "elixir-player| 8x8:4,3,2| true", "elixir-player| 100x100:6,6| true",
            "elixir-player| 12x8:5,4,3| false", "elixir-player| salvo| false"})
    void whatEachPlayerApiCanExpress(String dialect, String ruleset, boolean can) {
        PlayerHost host = PlayerHost.of(dialect).orElseThrow();
        assertThat(host.cannotExpress(Ruleset.parse(ruleset)).isEmpty()).isEqualTo(can);
        assertThat(host.toString()).isEqualTo(dialect);
    }

    @Test
    void onlyThePlayerDialectsHaveHosts() {
        assertThat(PlayerHost.of("native")).isEmpty();
        assertThat(PlayerHost.of("ruby")).isEmpty();
    }

    @Test
    void theHostRunsFromItsInstallFolderOnThePlayersArguments() {
        Path hosts = Path.of("/srv/hosts/abc");
        assertThat(PlayerHost.RUBY.command(hosts, List.of("my_player.rb"), true))
                .containsExactly("ruby", "/srv/hosts/abc/ruby/player_host.rb", "my_player.rb");
        List<String> elixir = PlayerHost.ELIXIR.command(hosts, List.of("--module", "My.Player"), true);
        assertThat(elixir).startsWith("env", "MALLOC_ARENA_MAX=1").contains("elixir")
                .endsWith("/srv/hosts/abc/elixir/player_host.exs", "--module", "My.Player");
        assertThat(String.join(" ", elixir)).contains("+JPperf map");
        assertThat(String.join(" ", PlayerHost.ELIXIR.command(hosts, List.of(), false))).doesNotContain("+JPperf");
    }

    @Test
    void installingTwiceGivesTheSameReadableFolder() throws Exception {
        Path first = HostFiles.install(root);
        Path second = HostFiles.install(root);

        assertThat(second).isEqualTo(first);
        assertThat(first.getParent()).isEqualTo(root.toAbsolutePath().normalize());
        try (var entries = Files.list(root)) {
            assertThat(entries).containsExactly(first);
        }
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(first))).isEqualTo("rwxr-xr-x");
        for (String file : HostFiles.FILES) {
            try (InputStream resource = getClass().getClassLoader().getResourceAsStream("hosts/" + file)) {
                assertThat(Files.readAllBytes(first.resolve(file))).as(file).isEqualTo(resource.readAllBytes());
            }
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(first.resolve(file)))).isEqualTo("rw-r--r--");
        }
        assertThat(first.resolve("elixir/ebin/Elixir.AdmiraltyHost.beam")).isRegularFile();
        assertThat(first.resolve("elixir/ebin/Elixir.Grid.beam")).isRegularFile();
    }

    @Test
    void theLeaguesPrecompiledElixirHostPlaysUnderTheSandbox() throws Exception {
        Path hosts = HostFiles.install(root);
        Path data = Files.createTempDirectory("player-data");
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxrwxrwx"));
        Sandbox sandbox = Sandbox.bubblewrap();
        BotSession hunter = PlayerHost.ELIXIR.open("hunter", List.of(), hosts, new BotEnvironment(BotLimits.defaults(), sandbox,
                sandbox.uidOf(Side.A), Path.of("examples", "elixir", "hunter").toAbsolutePath(), data, "precompiled", false));
        List<GameRecord> games = new ArrayList<>();
        MatchupRunner.play(hunter, BotSession.of(BuiltinBots.create("random")), Ruleset.classic(), 2, 9, played -> games.add(played.record()));

        assertThat(games).hasSize(2).allSatisfy(game -> assertThat(game.outcome().reason()).isEqualTo(EndReason.FLEET_SUNK));
    }
}
