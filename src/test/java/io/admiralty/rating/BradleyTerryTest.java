package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BradleyTerryTest {

    private static final double SCALE = 400 / Math.log(10);

    /** P(a beats b) for a rating edge of {@code edge} Elo points. */
    private static double p(double edge) {
        return 1 / (1 + Math.pow(10, -edge / 400));
    }

    private static Set<Long> bots(long count) {
        return LongStream.rangeClosed(1, count).boxed().collect(Collectors.toSet());
    }

    private static void play(List<Pairing> games, long a, long b, double scoreA, int times) {
        for (int i = 0; i < times; i++) {
            games.add(new Pairing(a, b, scoreA));
        }
    }

    private static double width(Estimate e) {
        return e.high() - e.low();
    }

    /**
     * Two bots checked against a different method. Both virtual draws make sigma(A) + sigma(B) = 1 at the optimum, so
     * A = 1500 + d and B = 1500 - d, and A's score equation is W - N p(2d) + 0.5 - p(d) = 0, decreasing in d: bisect it.
     * The interval is checked against the 2x2 information matrix inverted by hand.
     * (Strengths here are natural-log units, as in the class; SCALE turns them into Elo points.)
     */
    @ParameterizedTest
    @CsvSource({
            // A's wins, draws, losses
            "3, 0, 1",
            "1, 0, 3",
            "2, 0, 2",
            "10, 0, 0",
            "0, 4, 0",
            "2, 1, 1",
            "7, 2, 11",
            "0, 0, 1"})
    void twoBotsAgreeWithBisection(int wins, int draws, int losses) {
        List<Pairing> games = new ArrayList<>();
        play(games, 1, 2, 1, wins);
        play(games, 1, 2, 0.5, draws);
        play(games, 2, 1, 1, losses);
        double score = wins + 0.5 * draws;
        int n = wins + draws + losses;

        double lo = -4000;
        double hi = 4000;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            double slope = score - n * p(2 * mid) + 0.5 - p(mid);
            if (slope > 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double d = (lo + hi) / 2;

        // information [[a+c, -c], [-c, a+c]] (the prior term is the same at +d and -d), inverted by hand;
        // the rating reported is relative to the mean, (A - B) / 2, so its variance is (V11 + V22 - 2 V12) / 4
        double a = p(d) * (1 - p(d));
        double c = n * p(2 * d) * (1 - p(2 * d));
        double det = (a + c) * (a + c) - c * c;
        double v11 = (a + c) / det;
        double v12 = c / det;
        double variance = (2 * v11 - 2 * v12) / 4;
        double half = 1.96 * Math.sqrt(variance) * SCALE;

        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots(2));
        assertThat(fit.get(1L).rating()).isCloseTo(1500 + d, within(1e-6));
        assertThat(fit.get(2L).rating()).isCloseTo(1500 - d, within(1e-6));
        assertThat(fit.get(1L).high() - fit.get(1L).rating()).isCloseTo(half, within(1e-6));
        assertThat(fit.get(1L).rating() - fit.get(1L).low()).isCloseTo(half, within(1e-6));
        assertThat(width(fit.get(2L))).isCloseTo(2 * half, within(1e-6));
    }

    @ParameterizedTest
    @CsvSource({
            // bots in a cycle, games per link, each bot beats the next one
            "2, 1",
            "3, 1",
            "3, 5",
            "7, 2",
            "12, 3"})
    void symmetricResultsGiveEveryone1500(int count, int times) {
        List<Pairing> games = new ArrayList<>();
        for (long i = 1; i <= count; i++) {
            play(games, i, i % count + 1, 1, times);
        }
        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots(count));
        assertThat(fit).hasSize(count);
        double firstWidth = width(fit.get(1L));
        fit.values().forEach(e -> {
            assertThat(e.rating()).isCloseTo(1500, within(1e-9));
            assertThat(width(e)).isCloseTo(firstWidth, within(1e-9));
        });
    }

    @Test
    void allDrawsGiveEveryone1500() {
        List<Pairing> games = new ArrayList<>();
        for (long a = 1; a <= 5; a++) {
            for (long b = a + 1; b <= 5; b++) {
                play(games, a, b, 0.5, 3);
            }
        }
        BradleyTerry.fit(games, bots(5)).values().forEach(e -> assertThat(e.rating()).isCloseTo(1500, within(1e-9)));
    }

    @Test
    void undefeatedAndWinlessBotsStayFinite() {
        List<Pairing> games = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(5);
        for (long b = 2; b <= 6; b++) {
            play(games, 1, b, 1, 2); // bot 1 goes 10-0
            play(games, b, 7, 1, 2); // bot 7 goes 0-10
        }
        for (long a = 2; a <= 6; a++) {
            for (long b = a + 1; b <= 6; b++) {
                play(games, a, b, random.nextInt(3) / 2.0, 4);
            }
        }
        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots(7));
        fit.values().forEach(e -> assertThat(List.of(e.rating(), e.low(), e.high())).allMatch(Double::isFinite));
        for (long b = 2; b <= 6; b++) {
            assertThat(fit.get(1L).rating()).isGreaterThan(fit.get(b).rating() + 100);
            assertThat(fit.get(7L).rating()).isLessThan(fit.get(b).rating() - 100);
        }
        assertThat(fit.get(1L).rating()).isLessThan(3000);
        assertThat(fit.get(7L).rating()).isGreaterThan(0);
    }

    @Test
    void recoversKnownStrengths() {
        double[] truth = {1300, 1500, 1700};
        SplittableRandom random = new SplittableRandom(42);
        List<Pairing> games = new ArrayList<>();
        for (int a = 0; a < truth.length; a++) {
            for (int b = a + 1; b < truth.length; b++) {
                for (int g = 0; g < 200; g++) {
                    games.add(new Pairing(a + 1, b + 1, random.nextDouble() < p(truth[a] - truth[b]) ? 1 : 0));
                }
            }
        }
        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots(3));
        assertThat(fit.get(1L).rating()).isLessThan(fit.get(2L).rating());
        assertThat(fit.get(2L).rating()).isLessThan(fit.get(3L).rating());
        for (int i = 0; i < truth.length; i++) {
            Estimate e = fit.get(i + 1L);
            assertThat(truth[i]).isBetween(e.low(), e.high());
        }
        assertThat(fit.values().stream().mapToDouble(Estimate::rating).average().getAsDouble()).isCloseTo(1500, within(1e-9));
    }

    @ParameterizedTest
    @CsvSource({
            // games, A's wins
            "20, 12",
            "20, 10",
            "20, 17"})
    void intervalsShrinkAsGamesGrow(int few, int fewWins) {
        int many = few * 100;
        Map<Long, Estimate> small = BradleyTerry.fit(series(few, fewWins), bots(2));
        Map<Long, Estimate> large = BradleyTerry.fit(series(many, fewWins * 100), bots(2));
        // the standard error falls like 1/sqrt(games): 100 times the games, about a tenth of the width
        assertThat(width(large.get(1L))).isLessThan(width(small.get(1L)) / 5);
        assertThat(width(large.get(1L))).isGreaterThan(width(small.get(1L)) / 20);
    }

    private static List<Pairing> series(int games, int winsOfA) {
        List<Pairing> list = new ArrayList<>();
        play(list, 1, 2, 1, winsOfA);
        play(list, 1, 2, 0, games - winsOfA);
        return list;
    }

    @Test
    void botWithoutGamesGetsAPriorOnlyRow() {
        List<Pairing> games = new ArrayList<>();
        play(games, 1, 2, 1, 5);
        play(games, 2, 3, 1, 2);
        play(games, 3, 1, 0.5, 3);
        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots(4));
        Estimate idle = fit.get(4L);
        assertThat(idle.rating()).isCloseTo(1500, within(25.0));
        // only the virtual draw: information 1/4, variance 4 strength units squared, independent of the others; relative
        // to the mean of 4 bots that is (3/4)^2 * 4 plus the others' share of the mean
        assertThat(width(idle)).isGreaterThan(2 * 1.96 * 1.5 * SCALE);
        assertThat(width(idle)).isLessThan(2 * 1.96 * 2 * SCALE);
        for (long b = 1; b <= 3; b++) {
            assertThat(width(idle)).isGreaterThan(width(fit.get(b)));
        }
    }

    @Test
    void disconnectedGroupsAreFinite() {
        List<Pairing> games = new ArrayList<>();
        play(games, 1, 2, 1, 6);
        play(games, 3, 4, 1, 6);
        play(games, 3, 4, 0, 6);
        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots(4));
        assertThat(fit.get(1L).rating()).isGreaterThan(fit.get(3L).rating());
        assertThat(fit.get(3L).rating()).isCloseTo(fit.get(4L).rating(), within(1e-9));
        assertThat(fit.values().stream().mapToDouble(Estimate::rating).average().getAsDouble()).isCloseTo(1500, within(1e-9));
    }

    @Test
    void noBotsNoRows() {
        assertThat(BradleyTerry.fit(List.of(), Set.of())).isEmpty();
    }

    @Test
    void gamesMustNameParticipants() {
        assertThatThrownBy(() -> BradleyTerry.fit(List.of(new Pairing(1, 9, 1)), bots(2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a participant");
    }

    @ParameterizedTest
    @CsvSource({"1, 1, 1", "1, 2, 2", "1, 2, -1", "1, 2, NaN"})
    void invalidPairingsAreRejected(long a, long b, double scoreA) {
        assertThatThrownBy(() -> new Pairing(a, b, scoreA)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void threeHundredBotRoundRobinFinishes() {
        SplittableRandom random = new SplittableRandom(300);
        int count = 300;
        double[] truth = random.doubles(count, 1000, 2000).toArray();
        List<Pairing> games = new ArrayList<>();
        for (int a = 0; a < count; a++) {
            for (int b = a + 1; b < count; b++) {
                for (int g = 0; g < 2; g++) {
                    games.add(new Pairing(a + 1, b + 1, random.nextDouble() < p(truth[a] - truth[b]) ? 1 : 0));
                }
            }
        }
        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots(count));
        assertThat(fit).hasSize(count);
        fit.values().forEach(e -> assertThat(List.of(e.rating(), e.low(), e.high())).allMatch(Double::isFinite));
    }

    @Test
    void thousandBotSparseLeagueFinishes() {
        SplittableRandom random = new SplittableRandom(1000);
        int count = 1000;
        double[] truth = random.doubles(count, 1000, 2000).toArray();
        List<Pairing> games = new ArrayList<>();
        for (int a = 0; a < count; a++) {
            for (int g = 0; g < 20; g++) {
                int b = (a + 1 + random.nextInt(count - 1)) % count;
                games.add(new Pairing(a + 1, b + 1, random.nextDouble() < p(truth[a] - truth[b]) ? 1 : 0));
            }
        }
        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots(count));
        assertThat(fit).hasSize(count);
        fit.values().forEach(e -> assertThat(List.of(e.rating(), e.low(), e.high())).allMatch(Double::isFinite));
    }
}
