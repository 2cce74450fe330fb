package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The expected figures come from the chess testing tools that use this method: the fastchess match runner publishes,
 * in its own test suite, the LLR its fishtest-style logistic SPRT gives for large pentanomial and trinomial samples,
 * and the Elo difference with its 95% error for smaller ones, each to two decimals. Their inputs are restated here
 * in this repository's order (pentanomial: pairs scoring 0, 1/2, 1, 3/2, 2 points for the tested side; trinomial:
 * losses, draws, wins), the middle pentanomial count being the sum of drawn-drawn and won-lost pairs, which the
 * source lists apart.
 */
class SprtTest {

    @ParameterizedTest
    @CsvSource({
        // counts (tested side's view, lowest score first)   elo0  elo1  published LLR
        "'223 9863 21279 10037 246',                         0.5,  2.5,  -3.07",
        "'871 26175 55983 26678 821',                        0,    2,    -4.98",
        "'21184 40708 21404',                                0.5,  2.5,  -1.57",
        "'57030 106593 57433',                               0,    2,    -2.59"
    })
    void logLikelihoodRatioMatchesPublishedFigures(String counts, double elo0, double elo1, double published) {
        assertThat(Sprt.llr(counts(counts), elo0, elo1)).isCloseTo(published, within(0.006));
    }

    @ParameterizedTest
    @CsvSource({
        // counts                        published Elo   published +/- (half the 95% interval)
        "'34 54 63 64 75',               55.58,          27.65",
        "'332 433 498 333 334',          -8.64,          10.33",
        "'96 111 136',                   40.70,          30.43"
    })
    void eloDifferenceMatchesPublishedFigures(String counts, double elo, double margin) {
        Sprt.Estimate estimate = Sprt.estimate(counts(counts)).orElseThrow();
        assertThat(estimate.elo()).isCloseTo(elo, within(0.006));
        assertThat((estimate.high() - estimate.low()) / 2).isCloseTo(margin, within(0.006));
        assertThat(estimate.low()).isLessThan(estimate.elo());
        assertThat(estimate.high()).isGreaterThan(estimate.elo());
    }

    @Test
    void waldBoundsOfTheDefaults() {
        // ln(0.05 / 0.95) and its negative
        assertThat(Sprt.Bounds.DEFAULT.lower()).isCloseTo(-2.9444389792, within(1e-9));
        assertThat(Sprt.Bounds.DEFAULT.upper()).isCloseTo(2.9444389792, within(1e-9));
        Sprt.Bounds uneven = new Sprt.Bounds(-5, 5, 0.01, 0.1);
        assertThat(uneven.lower()).isCloseTo(Math.log(0.1 / 0.99), within(1e-12));
        assertThat(uneven.upper()).isCloseTo(Math.log(0.9 / 0.01), within(1e-12));
    }

    @ParameterizedTest
    @CsvSource({"2.95, H1", "2.94, CONTINUE", "0, CONTINUE", "-2.94, CONTINUE", "-3, H0"})
    void verdicts(double llr, Sprt.Verdict verdict) {
        assertThat(Sprt.Bounds.DEFAULT.verdict(llr)).isEqualTo(verdict);
    }

    @Test
    void aBoundReachedExactlyDecides() {
        assertThat(Sprt.Bounds.DEFAULT.verdict(Sprt.Bounds.DEFAULT.upper())).isEqualTo(Sprt.Verdict.H1);
        assertThat(Sprt.Bounds.DEFAULT.verdict(Sprt.Bounds.DEFAULT.lower())).isEqualTo(Sprt.Verdict.H0);
    }

    @Test
    void mirroredResultsGiveTheOppositeRatio() {
        // the other side's view of the same games: counts reversed, hypotheses negated and swapped
        long[] counts = counts("12 40 95 61 20");
        long[] mirrored = LongStream.range(0, 5).map(i -> counts[4 - (int) i]).toArray();
        assertThat(Sprt.llr(mirrored, -10, 0)).isCloseTo(-Sprt.llr(counts, 0, 10), within(1e-9));
    }

    @Test
    void sweepsPassAndFailAtTheDefaultBoundsAfterAboutAHundredPairs() {
        // every pair won twice: the ratio grows by the same step each pair, slowly, since H1 expects only 51.4%
        double afterNinety = Sprt.llr(new long[] {0, 0, 0, 0, 90}, 0, 10);
        double afterOneTen = Sprt.llr(new long[] {0, 0, 0, 0, 110}, 0, 10);
        assertThat(Sprt.Bounds.DEFAULT.verdict(afterNinety)).isEqualTo(Sprt.Verdict.CONTINUE);
        assertThat(Sprt.Bounds.DEFAULT.verdict(afterOneTen)).isEqualTo(Sprt.Verdict.H1);
        assertThat(Sprt.Bounds.DEFAULT.verdict(Sprt.llr(new long[] {110, 0, 0, 0, 0}, 0, 10)))
                .isEqualTo(Sprt.Verdict.H0);
        // wider bounds decide a sweep sooner
        assertThat(Sprt.Bounds.DEFAULT.verdict(Sprt.llr(new long[] {0, 0, 0, 0, 20}, 0, 100)))
                .isEqualTo(Sprt.Verdict.H1);
    }

    @Test
    void evenResultsLeanToH0AndNoResultsSayNothing() {
        assertThat(Sprt.llr(new long[] {10, 20, 40, 20, 10}, 0, 10)).isNegative();
        assertThat(Sprt.llr(new long[5], 0, 10)).isZero();
        assertThat(Sprt.estimate(new long[3])).isEmpty();
        Sprt.Estimate even = Sprt.estimate(new long[] {10, 20, 40, 20, 10}).orElseThrow();
        assertThat(even.elo()).isCloseTo(0, within(1e-9));
        assertThat(even.low()).isCloseTo(-even.high(), within(1e-9));
    }

    @ParameterizedTest
    @CsvSource({
        // counts            Elo          low          high: where the normal approximation has nothing to go on
        // every pair won: a lower bound (0.025^(1/104) per game) and nothing above, never a zero-width interval
        "'0 0 0 0 104',      Infinity,    576.97,      Infinity",
        "'104 0 0 0 0',      -Infinity,   -Infinity,   -576.97",
        // all but one pair won twice: the approximate interval would cross a score of 1, so the exact one holds
        "'0 0 0 1 103',      1047.22,     555.56,      1686.28",
        "'1 0 0 0 103',      805.13,      502.88,      1445.42",
        // every pair drawn: no spread, yet no certainty either
        "'0 0 5 0 0',        0,           -201.11,     201.11",
        "'0 0 10',           Infinity,    140.22,      Infinity",
        "'3 0 0',            -Infinity,   -Infinity,   153.52",
        "'0 0 0 0 1',        Infinity,    -636.43,     Infinity",
        // away from the edges the normal approximation stands (as published above)
        "'34 54 63 64 75',   55.58,       28.28,       83.58"
    })
    void intervalsAtTheEdgesOfTheScoreAreExactAndOpenWhereTheGamesSetNoLimit(
            String counts, double elo, double low, double high) {
        Sprt.Estimate estimate = Sprt.estimate(counts(counts)).orElseThrow();
        assertThat(estimate.elo()).isCloseTo(elo, within(0.01));
        assertThat(estimate.low()).isCloseTo(low, within(0.01));
        assertThat(estimate.high()).isCloseTo(high, within(0.01));
        assertThat(estimate.high()).isGreaterThan(estimate.low());
        assertThat(estimate.boundedAbove()).isEqualTo(Double.isFinite(high));
        assertThat(estimate.boundedBelow()).isEqualTo(Double.isFinite(low));
    }

    @Test
    void scoresTurnIntoEloBothWays() {
        assertThat(Sprt.score(Sprt.elo(0.75))).isCloseTo(0.75, within(1e-12));
        assertThat(Sprt.score(0)).isEqualTo(0.5);
        assertThat(Sprt.elo(1)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(Sprt.elo(0)).isEqualTo(Double.NEGATIVE_INFINITY);
    }

    @ParameterizedTest
    @CsvSource({
        // hits, of, Clopper-Pearson's 95% lower bound (two-sided)
        "10, 10, 0.69150",
        "104, 104, 0.96515",
        "0, 10, 0",
        "5, 10, 0.18709",
        "1, 1, 0.025"
    })
    void shareLowerBoundsAreClopperPearsons(long hits, long n, double bound) {
        assertThat(Sprt.shareLow(hits, n)).isCloseTo(bound, within(1e-5));
    }

    @ParameterizedTest
    @CsvSource({
        "10, 10, 0.05, 0.05, elo1 must be above elo0",
        "10, 0,  0.05, 0.05, elo1 must be above elo0",
        "0,  500, 0.05, 0.05, elo0 and elo1 must be numbers from -400 to 400",
        "NaN, 10, 0.05, 0.05, elo0 and elo1 must be numbers",
        "0,  10, 0,    0.05, alpha and beta must be above 0 and below 0.5",
        "0,  10, 0.05, 0.5,  alpha and beta must be above 0 and below 0.5",
        "0,  10, -0.1, 0.05, alpha and beta must be above 0 and below 0.5"
    })
    void badBoundsAreRefusedWithTheReason(double elo0, double elo1, double alpha, double beta, String reason) {
        assertThatThrownBy(() -> new Sprt.Bounds(elo0, elo1, alpha, beta))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(reason);
    }

    @Test
    void countsMustBeThreeOrFiveAndNotNegative() {
        assertThatThrownBy(() -> Sprt.llr(new long[4], 0, 10)).hasMessageContaining("trinomial (3) or pentanomial (5)");
        assertThatThrownBy(() -> Sprt.estimate(new long[] {1, -1, 1})).hasMessageContaining("negative");
    }

    private static long[] counts(String text) {
        return Arrays.stream(text.trim().split("\\s+"))
                .mapToLong(Long::parseLong)
                .toArray();
    }
}
