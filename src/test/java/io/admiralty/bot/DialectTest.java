package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.Ruleset;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DialectTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                "skynet       | classic              | -",
                "skynet       | salvo                | skynet speaks only the classic ruleset (10x10, fleet 5,4,3,3,2, one shot per turn)",
                "skynet       | 10x10:5,4,3,3        | skynet speaks only the classic ruleset (10x10, fleet 5,4,3,3,2, one shot per turn)",
                "broadsides   | classic              | -",
                "broadsides   | salvo                | -",
                "broadsides   | 10x10:4,4:salvo      | -",
                "broadsides   | 8x8:3,2              | broadsides names cells A-J and 1-10, so it needs a 10x10 board",
                "arena        | classic              | -",
                "arena        | 30x20:6,5            | -",
                "arena        | salvo                | arena asks for one shot per request, so it cannot play salvo",
                "arena-json   | 12x5:5,1             | -",
                "arena-json   | 12x5:5,1:salvo       | arena-json asks for one shot per request, so it cannot play salvo",
                "native       | 100x100:6,6,5:salvo  | -",
                "native       | 1x1:1                | -",
                "ruby-player  | classic              | -",
                "ruby-player  | 12x8:5,4,3,1         | -",
                "ruby-player  | 1x1:1                | -",
                "ruby-player  | salvo                | ruby-player players fire one shot per turn, so they cannot play salvo",
                "ruby-player  | 8x8:4,3:salvo        | ruby-player players fire one shot per turn, so they cannot play salvo",
                "elixir-player| classic              | -",
                "elixir-player| 8x8:4,3,2            | -",
                "elixir-player| 100x100:6,6          | -",
                "elixir-player| 12x8:5,4,3           | elixir-player players work on square boards (the Grid helper is square), not 12x8",
                "elixir-player| 12x8:5,4,3:salvo     | elixir-player players fire one shot per turn, so they cannot play salvo",
                "elixir-player| salvo                | elixir-player players fire one shot per turn, so they cannot play salvo"
            })
    void whatEachDialectCanExpress(String code, String ruleset, String refusal) {
        Dialect dialect = Dialect.of(code).orElseThrow();
        assertThat(dialect.cannotExpress(Ruleset.parse(ruleset)))
                .as(code + " on " + ruleset)
                .isEqualTo(Optional.ofNullable(refusal));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "SKYNET       | skynet        | true  | false | false",
                "BROADSIDES   | broadsides    | true  | false | false",
                "NATIVE       | native        | true  | true  | false",
                "ARENA        | arena         | false | true  | false",
                "ARENA_JSON   | arena-json    | false | true  | false",
                "RUBY_PLAYER  | ruby-player   | true  | false | true",
                "ELIXIR_PLAYER| elixir-player | true  | false | true"
            })
    void eachDialectHasItsCodeItsTransportsAndWhetherAHostLoadsIt(
            Dialect dialect, String code, boolean process, boolean http, boolean player) {
        assertThat(dialect.code()).isEqualTo(code);
        assertThat(dialect).hasToString(code);
        assertThat(Dialect.of(code)).contains(dialect);
        assertThat(Dialect.of(code.toUpperCase()))
                .as("codes are read whatever their case")
                .contains(dialect);
        assertThat(dialect.isSpokenBy(Kind.PROCESS)).isEqualTo(process);
        assertThat(dialect.isSpokenBy(Kind.HTTP)).isEqualTo(http);
        assertThat(dialect.isSpokenBy(Kind.JVM) || dialect.isSpokenBy(Kind.BUILTIN))
                .isFalse();
        assertThat(dialect.isPlayer()).isEqualTo(player);
    }

    @Test
    void unknownCodesAreNoDialect() {
        assertThat(Dialect.of("klingon")).isEmpty();
        assertThat(Dialect.of("arena_json")).isEmpty();
        assertThat(Dialect.of(null)).isEmpty();
    }

    @Test
    void theDialectsOfAKindReadAsASentence() {
        assertThat(Dialect.listSpokenBy(Kind.PROCESS))
                .isEqualTo("skynet, broadsides, native, ruby-player or elixir-player");
        assertThat(Dialect.listSpokenBy(Kind.HTTP)).isEqualTo("native, arena or arena-json");
        assertThat(Arrays.stream(Kind.values()).map(Kind::code)).containsExactly("builtin", "process", "http", "jvm");
    }
}
