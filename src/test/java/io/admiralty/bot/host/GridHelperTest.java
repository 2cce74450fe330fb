package io.admiralty.bot.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The Grid helper shipped with the Elixir host, tested by ExUnit in a real elixir process. */
class GridHelperTest {

    @Test
    void theGridHelperBehavesAsOriginalPlayersExpect() throws Exception {
        Path grid = Path.of("target", "classes", "hosts", "elixir", "grid.ex");
        Path tests = Path.of("target", "test-classes", "hosts", "grid_test.exs");
        Process elixir = new ProcessBuilder("elixir", "-r", grid.toString(), tests.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(elixir.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(elixir.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(elixir.exitValue()).as(output).isZero();
        assertThat(output).contains("6 tests, 0 failures");
    }
}
