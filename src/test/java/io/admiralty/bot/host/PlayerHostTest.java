package io.admiralty.bot.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.admiralty.bot.BotDefinition;
import io.admiralty.bot.BotEnvironment;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.BotSession;
import io.admiralty.bot.Bots;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.bot.http.Egress;
import io.admiralty.game.EndReason;
import io.admiralty.game.GameRecord;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.sandbox.Sandbox;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayerHostTest {

    @TempDir
    Path root;

    @Test
    void onlyThePlayerDialectsHaveHosts() {
        assertThat(Arrays.stream(Dialect.values()).filter(Dialect::isPlayer).map(PlayerHost::of))
                .containsExactly(PlayerHost.RUBY, PlayerHost.ELIXIR);
        assertThatThrownBy(() -> PlayerHost.of(Dialect.NATIVE)).hasMessage("native is not a player dialect");
    }

    @Test
    void theHostRunsFromItsInstallFolderOnThePlayersArguments() {
        Path hosts = Path.of("/srv/hosts/abc");
        assertThat(PlayerHost.RUBY.command(hosts, List.of("my_player.rb"), true))
                .containsExactly("ruby", "/srv/hosts/abc/ruby/player_host.rb", "my_player.rb");
        List<String> elixir = PlayerHost.ELIXIR.command(hosts, List.of("--module", "My.Player"), true);
        assertThat(elixir)
                .startsWith("env", "MALLOC_ARENA_MAX=1")
                .contains("elixir")
                .endsWith("/srv/hosts/abc/elixir/player_host.exs", "--module", "My.Player");
        assertThat(String.join(" ", elixir)).contains("+JPperf map");
        assertThat(String.join(" ", PlayerHost.ELIXIR.command(hosts, List.of(), false)))
                .doesNotContain("+JPperf");
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
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(first)))
                .isEqualTo("rwxr-xr-x");
        for (String file : HostFiles.FILES) {
            try (InputStream resource = getClass().getClassLoader().getResourceAsStream("hosts/" + file)) {
                assertThat(Files.readAllBytes(first.resolve(file))).as(file).isEqualTo(resource.readAllBytes());
            }
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(first.resolve(file))))
                    .isEqualTo("rw-r--r--");
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
        BotSession hunter = Bots.open(
                "hunter",
                BotDefinition.parse("elixir-player:examples/elixir/hunter"),
                new BotEnvironment(
                        BotLimits.defaults(),
                        sandbox,
                        sandbox.uidOf(Side.A),
                        Path.of("").toAbsolutePath(),
                        data,
                        "precompiled",
                        0,
                        false,
                        Egress.unrestricted(Egress.SYSTEM_RESOLVER),
                        () -> hosts));
        List<GameRecord> games = new ArrayList<>();
        MatchupRunner.play(
                hunter,
                BotSession.of(BuiltinBots.create("random")),
                Ruleset.classic(),
                2,
                9,
                played -> games.add(played.record()));

        assertThat(games)
                .hasSize(2)
                .allSatisfy(game -> assertThat(game.outcome().reason()).isEqualTo(EndReason.FLEET_SUNK));
    }
}
