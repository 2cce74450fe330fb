package io.admiralty.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The stored form of a game's strikes: 4 bytes each, big-endian, in order, and back. */
class PackedStrikeTest {

    @Test
    void aLogReadsBackAsTheStrikesItWasWrittenFrom() {
        List<Strike> strikes = List.of(
                new Strike(1, Side.A, 0, 0, ShotResult.MISS, null, null),
                new Strike(2, Side.B, 127, 127, ShotResult.HIT, null, null),
                new Strike(3, Side.A, 9, 3, ShotResult.SUNK, 62, 7),
                new Strike(4, Side.B, 4, 120, ShotResult.SUNK, 0, 1));
        byte[] log = PackedStrike.log(strikes);
        assertThat(log).hasSize(16);
        assertThat(PackedStrike.strikes(log)).isEqualTo(strikes);
        assertThat(PackedStrike.strikes(new byte[0])).isEmpty();
    }

    @Test
    void theLogIsBigEndianSoSqlCanReadItByteByByte() {
        // x 3, y 4, shooter B, hit: 3 | 4 << 7 | 1 << 14 | 1 << 15 | 63 << 17 = 0x007ec203
        byte[] log = PackedStrike.log(List.of(new Strike(1, Side.B, 3, 4, ShotResult.HIT, null, null)));
        assertThat(log).containsExactly(0x00, 0x7e, 0xc2, 0x03);
    }

    @Test
    void aLogWhoseLengthIsNotFourBytesAStrikeIsRefused() {
        assertThatThrownBy(() -> PackedStrike.strikes(new byte[6]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("6 bytes");
    }
}
