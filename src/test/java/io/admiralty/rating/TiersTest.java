package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A bot is tied with the one above when their 95% intervals share a point, and only then. */
class TiersTest {

    @ParameterizedTest
    @CsvSource(
            nullValues = "-",
            value = {
                // above: low  high    this: low   high   tied
                "1600, 1700, 1500, 1650, true", // its top reaches into the one above's
                "1600, 1700, 1400, 1599, false", // wholly below
                "1600, 1700, 1400, 1600, true", // they touch at one point
                "1600, 1700, 1620, 1680, true", // inside the one above's (a wider interval above)
                "1600, 1700, 1550, 1750, true", // wider than the one above's and around it
                "1600, 1700, -, -, false", // placed by its Elo: no interval
                "-, -, 1500, 1650, false" // the one above has none
            })
    void tiedWhenTheIntervalsOverlap(Double aboveLow, Double aboveHigh, Double low, Double high, boolean tied) {
        assertThat(Tiers.tiedWithAbove(aboveLow, aboveHigh, low, high)).isEqualTo(tied);
    }
}
