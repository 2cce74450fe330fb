package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.admiralty.game.Outcome;
import io.admiralty.game.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    /**
     * A league of 5,000 games between players of random strengths, rated the way the league rates its seasons
     * ({@link LiveElo#apply}, which asks {@link Elo#change} for each game): the ratings' sum stays where it started.
     * Each side's change is read from the tallies the function returns, so a change applied to one side only, or
     * with the wrong sign, fails here.
     */
    @Test
    void randomLeagueConservesTheRatingSum() {
        SplittableRandom random = new SplittableRandom(2024);
        int players = 20;
        Map<Long, LiveElo.Tally> tallies = new HashMap<>();
        for (long bot = 0; bot < players; bot++) {
            tallies.put(bot, LiveElo.Tally.start(Elo.START));
        }
        double[] strength = random.doubles(players, 1000, 2000).toArray();
        for (int batch = 0; batch < 50; batch++) {
            List<LiveElo.Result> results = new ArrayList<>();
            for (int game = 0; game < 100; game++) {
                int a = random.nextInt(players);
                int b = (a + 1 + random.nextInt(players - 1)) % players;
                double roll = random.nextDouble();
                double pa = Elo.expected(strength[a], strength[b]);
                Outcome outcome =
                        roll < 0.05 ? Outcome.turnCap() : Outcome.fleetSunk(roll < 0.05 + 0.95 * pa ? Side.A : Side.B);
                results.add(new LiveElo.Result(batch * 100L + game, a, b, outcome));
            }
            LiveElo.apply(tallies, random.nextBoolean() ? Elo.DEFAULT_K : 32, results);
        }
        double[] ratings =
                tallies.values().stream().mapToDouble(LiveElo.Tally::elo).toArray();
        assertThat(Arrays.stream(ratings).sum()).isCloseTo(Elo.START * players, within(1e-6));
        // the games really moved ratings, so the conservation above is not vacuous
        assertThat(Arrays.stream(ratings).max().getAsDouble()
                        - Arrays.stream(ratings).min().getAsDouble())
                .isGreaterThan(300);
    }

    /** What one side gains the other loses, asked of the function from each side's own view. */
    @Test
    void eachSidesChangeIsTheOthersLoss() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 1000; i++) {
            double ra = random.nextDouble(800, 2600);
            double rb = random.nextDouble(800, 2600);
            double score = new double[] {0, 0.5, 1}[random.nextInt(3)];
            double k = random.nextDouble(1, 64);
            assertThat(Elo.change(ra, rb, score, k) + Elo.change(rb, ra, 1 - score, k))
                    .as("change(%s, %s, %s, %s) and from the other side", ra, rb, score, k)
                    .isCloseTo(0, within(1e-9));
        }
    }
}
