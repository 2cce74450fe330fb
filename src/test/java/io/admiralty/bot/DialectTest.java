package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.game.Ruleset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DialectTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "skynet| classic| true", "skynet| salvo| false", "skynet| 10x10:5,4,3,3| false",
            "broadsides| classic| true", "broadsides| salvo| true", "broadsides| 10x10:4,4:salvo| true", "broadsides| 8x8:3,2| false",
            "arena| classic| true", "arena| 30x20:6,5| true", "arena| salvo| false",
            "arena-json| 12x5:5,1| true", "arena-json| 12x5:5,1:salvo| false",
            "native| 100x100:6,6,5:salvo| true", "native| 1x1:1| true"})
    void whatEachDialectCanExpress(String dialect, String ruleset, boolean can) {
        Dialect d = Dialect.of(dialect).orElseThrow();
        assertThat(d.cannotExpress(Ruleset.parse(ruleset)).isEmpty()).isEqualTo(can);
        assertThat(d.toString()).isEqualTo(dialect);
    }
}
