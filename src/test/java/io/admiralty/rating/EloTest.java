package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EloTest {

    // 10^-0.5 = 0.316227766..., so a 200-point edge expects 1/1.316227766 = 0.7597469266; 400 points gives 1/1.1
    @ParameterizedTest
    @CsvSource({
        "1500, 1500, 0.5",
        "1600, 1400, 0.7597469266",
        "1400, 1600, 0.2402530734",
        "1900, 1500, 0.9090909091",
        "1500, 1900, 0.0909090909",
        "2300, 1500, 0.9900990099",
        "1000, 1000, 0.5"
    })
    void expectedScore(double ra, double rb, double expected) {
        assertThat(Elo.expected(ra, rb)).isCloseTo(expected, within(1e-10));
        assertThat(Elo.expected(ra, rb) + Elo.expected(rb, ra)).isCloseTo(1, within(1e-15));
    }

    @ParameterizedTest
    @CsvSource({
        // ra,  rb, scoreA,  k, change to A
        "1500, 1500, 1,   16,   8",
        "1500, 1500, 0,   16,  -8",
        "1500, 1500, 0.5, 16,   0",
        "1600, 1400, 1,   16,   3.8440491744",
        "1600, 1400, 0,   16, -12.1559508264",
        "1600, 1400, 0.5, 16,  -4.1559508264",
        "1400, 1600, 0.5, 16,   4.1559508264",
        "1400, 1600, 1,   16,  12.1559508264",
        "1900, 1500, 1,   32,   2.9090909091",
        "1500, 1900, 0.5, 32,  13.0909090909",
        "1500, 1500, 1,    0,   0"
    })
    void changeAfterOneGame(double ra, double rb, double scoreA, double k, double change) {
        assertThat(Elo.change(ra, rb, scoreA, k)).isCloseTo(change, within(1e-9));
    }

    @Test
    void defaults() {
        assertThat(Elo.START).isEqualTo(1500);
        assertThat(Elo.DEFAULT_K).isEqualTo(16);
        assertThat(Elo.change(Elo.START, Elo.START, 1, Elo.DEFAULT_K)).isEqualTo(8);
    }

    @Test
    void drawBetweenUnequalPlayersMovesTheWeakerUp() {
        double weakerGain = Elo.change(1350, 1620, 0.5, Elo.DEFAULT_K);
        assertThat(weakerGain).isPositive();
        // and the stronger player, seen from its own side, loses exactly that much
        assertThat(Elo.change(1620, 1350, 0.5, Elo.DEFAULT_K)).isCloseTo(-weakerGain, within(1e-12));
    }

    @ParameterizedTest
    @CsvSource({"-0.1", "1.5", "NaN"})
    void scoresOutsideZeroToOneAreRejected(double scoreA) {
        assertThatThrownBy(() -> Elo.change(1500, 1500, scoreA, 16)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void randomLeagueConservesTheRatingSum() {
        SplittableRandom random = new SplittableRandom(2024);
        int players = 20;
        double[] ratings = new double[players];
        Arrays.fill(ratings, Elo.START);
        double[] strength = random.doubles(players, 1000, 2000).toArray();
        for (int game = 0; game < 5000; game++) {
            int a = random.nextInt(players);
            int b = (a + 1 + random.nextInt(players - 1)) % players;
            double roll = random.nextDouble();
            double pa = Elo.expected(strength[a], strength[b]);
            double scoreA = roll < 0.05 ? 0.5 : roll < 0.05 + 0.95 * pa ? 1 : 0;
            double k = random.nextBoolean() ? Elo.DEFAULT_K : 32;
            double change = Elo.change(ratings[a], ratings[b], scoreA, k);
            ratings[a] += change;
            ratings[b] -= change;
        }
        assertThat(Arrays.stream(ratings).sum()).isCloseTo(Elo.START * players, within(1e-6));
        // the games really moved ratings, so the conservation above is not vacuous
        assertThat(Arrays.stream(ratings).max().getAsDouble()
                        - Arrays.stream(ratings).min().getAsDouble())
                .isGreaterThan(300);
    }
}
