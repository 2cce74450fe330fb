package io.admiralty.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.admiralty.rating.AdaptivePairing.BotStanding;
import io.admiralty.rating.AdaptivePairing.PastMatchup;
import io.admiralty.rating.AdaptivePairing.PlannedMatchup;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AdaptivePairingTest {

    private static final double SCALE = 400 / Math.log(10);

    /** A bot rated {@code rating} with a 95% interval of +- {@code half}. */
    private static BotStanding bot(long id, double rating, double half) {
        return new BotStanding(id, new Estimate(rating, rating - half, rating + half));
    }

    private static Set<Set<Long>> pairs(List<PlannedMatchup> plan) {
        Set<Set<Long>> pairs = new HashSet<>();
        for (PlannedMatchup m : plan) {
            assertThat(pairs.add(Set.of(m.botA(), m.botB())))
                    .as("each pair once in a plan")
                    .isTrue();
        }
        return pairs;
    }

    /** Matchups (units of games per matchup) each bot plays in the plan. */
    private static Map<Long, Integer> matchups(List<PlannedMatchup> plan, int gamesPerMatchup) {
        Map<Long, Integer> count = new HashMap<>();
        for (PlannedMatchup m : plan) {
            assertThat(m.games() % gamesPerMatchup).isZero();
            count.merge(m.botA(), m.games() / gamesPerMatchup, Integer::sum);
            count.merge(m.botB(), m.games() / gamesPerMatchup, Integer::sum);
        }
        return count;
    }

    // Phi(0) = 1/2, Phi(1.96) = 0.9750021, Phi(-1) = 0.1586553, Phi(3) = 0.9986501
    @ParameterizedTest
    @CsvSource({"0, 0.5", "1.96, 0.9750021", "-1.96, 0.0249979", "-1, 0.1586553", "3, 0.9986501", "-6, 0.000000001"})
    void normalDistributionFunction(double x, double expected) {
        assertThat(AdaptivePairing.normalCdf(x)).isCloseTo(expected, within(2e-7));
    }

    /**
     * The value of a matchup, in strength units: equal bots with wide intervals gain most; a gap far beyond both
     * intervals gains nothing (no chance of a mis-order to remove); games already played between the two, or narrow
     * intervals, leave less to learn.
     */
    @ParameterizedTest
    @CsvSource({
        // d, variance, played, games | d, variance, played, games: the first is worth more
        "0, 0.5, 0, 10, 0, 0.5, 500, 10",
        "0, 0.5, 0, 10, 0, 0.01, 0, 10",
        "0.1, 0.5, 0, 10, 2, 0.5, 0, 10",
        "0.1, 0.5, 0, 40, 0.1, 0.5, 0, 10",
        "0.05, 0.02, 0, 10, 0.05, 0.02, 2000, 10"
    })
    void valueFavoursCloseUncertainFreshPairs(
            double d1, double v1, int p1, int g1, double d2, double v2, int p2, int g2) {
        double first = AdaptivePairing.value(d1, v1, p1, g1, 0);
        double second = AdaptivePairing.value(d2, v2, p2, g2, 0);
        assertThat(first).isGreaterThan(second);
        assertThat(second).isGreaterThanOrEqualTo(0);
    }

    @Test
    void valueOfAHopelessMatchupIsNil() {
        // 1,000 Elo apart, +-20 each: the order is certain, nothing to learn
        double d = 1000 / SCALE;
        double variance = 2 * Math.pow(10 / SCALE, 2);
        assertThat(AdaptivePairing.value(d, variance, 0, 10, 0)).isLessThan(1e-12);
    }

    /**
     * Looking ahead: two bots 10 Elo apart, +-10 Elo each (standard errors), no games together. One matchup of 10 games
     * can hardly reverse their order, so it is worth next to nothing; a few dozen would settle it, worth about 1e-3 a
     * matchup. The worth is the best value per matchup of 1, 4, 16, ... matchups within the budget.
     */
    @ParameterizedTest
    @CsvSource({
        // budget, worth at least, at most
        "1, 0, 1e-8",
        "3, 0, 1e-8",
        "4, 1e-5, 1e-4",
        "16, 4e-4, 1e-3",
        "64, 8e-4, 1.2e-3"
    })
    void worthLooksAsManyMatchupsAheadAsTheBudgetAllows(int budget, double least, double most) {
        double d = 10 / SCALE;
        double variance = 2 * Math.pow(10 / SCALE, 2);
        assertThat(AdaptivePairing.worth(d, variance, 0, 10, budget, 0)).isBetween(least, most);
        // an even pair gains most from its first matchup: looking ahead changes nothing
        assertThat(AdaptivePairing.worth(0, variance, 0, 10, budget, 0))
                .isEqualTo(AdaptivePairing.value(0, variance, 0, 10, 0));
    }

    /**
     * A value that cannot reach the least asked for is 0 without the integral: only when the mis-order probability
     * now, Phi(-|d| / s), is below it. Here s = 0.5 (variance 0.25, no direct games): Phi(-0.4 / 0.5) = 0.2118554.
     */
    @ParameterizedTest
    @CsvSource({
        // least, whether the value is cut to 0
        "0, false",
        "0.1, false",
        "0.2118, false",
        "0.2119, true",
        "0.5, true"
    })
    void valuesBelowTheLeastAskedForAreCut(double least, boolean cut) {
        double full = AdaptivePairing.value(0.4, 0.25, 0, 10, 0);
        assertThat(full).isBetween(0.01, 0.2118554);
        assertThat(AdaptivePairing.value(0.4, 0.25, 0, 10, least)).isEqualTo(cut ? 0 : full);
    }

    @ParameterizedTest
    @CsvSource({
        // round, seat A (ids 1 and 2 meeting for the first time: by the round's parity)
        "1, 1",
        "2, 2",
        "3, 1",
        "10, 2"
    })
    void firstMeetingSeatsAlternateWithTheRound(int round, long seatA) {
        List<PlannedMatchup> plan =
                AdaptivePairing.plan(List.of(bot(1, 1500, 300), bot(2, 1500, 300)), List.of(), 1, 10, round);
        assertThat(plan).containsExactly(new PlannedMatchup(seatA, 3 - seatA, 10));
    }

    @ParameterizedTest
    @CsvSource({
        // past matchups as A-B@round;... and who takes seat A now
        "'1-2@1', 2",
        "'2-1@1', 1",
        "'1-2@1;2-1@2', 1",
        "'2-1@1;1-2@2', 2",
        "'1-2@1;1-2@2;2-1@3', 2",
        "'1-2@1;2-1@2;1-2@3', 2"
    })
    void seatAGoesToWhoHadItLessOften(String past, long seatA) {
        List<PastMatchup> history = new ArrayList<>();
        for (String m : past.split(";")) {
            String[] seats = m.split("@")[0].split("-");
            history.add(new PastMatchup(
                    Long.parseLong(seats[0]), Long.parseLong(seats[1]), 10, Integer.parseInt(m.split("@")[1])));
        }
        List<PlannedMatchup> plan =
                AdaptivePairing.plan(List.of(bot(1, 1500, 300), bot(2, 1510, 300)), history, 1, 10, 7);
        assertThat(plan).containsExactly(new PlannedMatchup(seatA, 3 - seatA, 10));
    }

    /**
     * Two pairs far apart: each bot is close to exactly one other (10 Elo, +-40), 990 Elo from the other two, whose
     * order against it is certain. With one matchup each, the close pairs meet.
     */
    @Test
    void closeRatingsMeet() {
        List<PlannedMatchup> plan = AdaptivePairing.plan(
                List.of(bot(1, 1000, 40), bot(2, 2010, 40), bot(3, 1010, 40), bot(4, 2000, 40)), List.of(), 1, 10, 1);
        assertThat(pairs(plan)).containsExactlyInAnyOrder(Set.of(1L, 3L), Set.of(2L, 4L));
    }

    /**
     * A new bot (no games: regularised, +-700) among four settled ones 50 Elo apart (+-10, so their order is certain):
     * every matchup with the newcomer is worth more than any between the settled bots, so it plays its whole budget,
     * and the others at least their one matchup.
     */
    @Test
    void newBotsPlayFirst() {
        List<BotStanding> standings = List.of(
                bot(1, 1400, 10),
                bot(2, 1450, 10),
                bot(3, 1550, 10),
                bot(4, 1600, 10),
                new BotStanding(5, new Estimate(1500, 800, 2200, true)));
        List<PlannedMatchup> plan = AdaptivePairing.plan(standings, List.of(), 2, 10, 3);
        Map<Long, Integer> count = matchups(plan, 10);
        assertThat(count.get(5L)).isEqualTo(2);
        for (long b = 1; b <= 4; b++) {
            assertThat(count.get(b)).isBetween(1, 2);
        }
    }

    /**
     * Four bots 2 Elo apart, +-60; 1-2 and 3-4 have already played 2,000 games each, which pins their differences far
     * more tightly than their intervals alone say. The round pairs across instead.
     */
    @Test
    void pairsThatMetOftenWaitForFreshOnes() {
        List<BotStanding> standings = List.of(bot(1, 1506, 60), bot(2, 1504, 60), bot(3, 1502, 60), bot(4, 1500, 60));
        List<PastMatchup> history = List.of(new PastMatchup(1, 2, 2000, 1), new PastMatchup(3, 4, 2000, 1));
        Set<Set<Long>> pairs = pairs(AdaptivePairing.plan(standings, history, 1, 10, 2));
        assertThat(pairs).hasSize(2).doesNotContain(Set.of(1L, 2L), Set.of(3L, 4L));
        // without that history the closest pairs meet
        assertThat(pairs(AdaptivePairing.plan(standings, List.of(), 1, 10, 2)))
                .containsExactlyInAnyOrder(Set.of(1L, 2L), Set.of(3L, 4L));
    }

    /**
     * Forty bots 20 Elo apart, all +-60: every neighbouring pair is equally uncertain, so only the weights differ, and
     * the matchups beyond the floor of one go to the top of the table: the pairs led by the top ten weigh 1, the next
     * fall off as (10 / rank)^4. The leader has neighbours on one side only, so less to learn than those below it; the
     * rest of the top plays its whole budget, and what the top cannot take spills to the ranks just below it.
     */
    @Test
    void theTopOfTheTableGetsTheExtraMatchups() {
        List<BotStanding> standings = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            standings.add(bot(i + 1, 1900 - 20 * i, 60));
        }
        Map<Long, Integer> count = matchups(AdaptivePairing.plan(standings, List.of(), 8, 10, 1), 10);
        for (long b = 1; b <= 40; b++) {
            assertThat(count.get(b)).isBetween(1, 8);
        }
        for (long b = 1; b <= 11; b++) {
            assertThat(count.get(b)).as("bot ranked %d", b).isGreaterThanOrEqualTo(4);
        }
        for (long b = 2; b <= 11; b++) {
            assertThat(count.get(b)).as("bot ranked %d", b).isEqualTo(8);
        }
        for (long b = 25; b <= 40; b++) {
            assertThat(count.get(b)).as("bot ranked %d", b).isEqualTo(1);
        }
    }

    @ParameterizedTest
    @CsvSource({"1, 5, 1", "3, 10, 2", "8, 10, 3", "8, 1, 4", "20, 10, 5"})
    void everyBotPlaysBetweenOneMatchupAndTheBudget(int budget, int gamesPerMatchup, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<BotStanding> standings = new ArrayList<>();
        for (long b = 1; b <= 200; b++) {
            double rating = 1500 + 300 * random.nextGaussian();
            standings.add(
                    random.nextInt(10) == 0
                            ? new BotStanding(b, new Estimate(1500, 800, 2200, true))
                            : bot(b, rating, 20 + 200 * random.nextDouble()));
        }
        List<PastMatchup> history = new ArrayList<>();
        for (int m = 0; m < 2000; m++) {
            long a = 1 + random.nextInt(200);
            long b = 1 + random.nextInt(200);
            if (a != b) {
                history.add(new PastMatchup(a, b, gamesPerMatchup, 1 + random.nextInt(5)));
            }
        }
        history.add(new PastMatchup(1, 999, 10, 1)); // a bot that has left the season: ignored
        List<PlannedMatchup> plan = AdaptivePairing.plan(standings, history, budget, gamesPerMatchup, 6);
        pairs(plan);
        Map<Long, Integer> count = matchups(plan, gamesPerMatchup);
        assertThat(count).hasSize(200);
        assertThat(count.values()).allMatch(c -> c >= 1 && c <= budget);
    }

    @Test
    void noOpponentNoMatchup() {
        assertThat(AdaptivePairing.plan(List.of(), List.of(), 8, 10, 1)).isEmpty();
        assertThat(AdaptivePairing.plan(List.of(bot(1, 1500, 100)), List.of(), 8, 10, 1))
                .isEmpty();
    }

    @Test
    void invalidPlansAreRejected() {
        List<BotStanding> two = List.of(bot(1, 1500, 100), bot(2, 1500, 100));
        assertThatThrownBy(() -> AdaptivePairing.plan(two, List.of(), 0, 10, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> AdaptivePairing.plan(two, List.of(), 8, 0, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(
                        () -> AdaptivePairing.plan(List.of(bot(1, 1500, 100), bot(1, 1400, 100)), List.of(), 8, 10, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("twice");
    }
}
