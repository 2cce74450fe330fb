package io.admiralty.rating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Chooses one round's matchups for a season too large for a round robin, from the season's current ratings and the
 * matchups it has played. Pure: the caller supplies the standings (a Bradley-Terry fit) and the history.
 *
 * <p><b>What it maximises.</b> Greedily, the expected reduction of the weighted number of mis-ordered pairs in the
 * table. The value of a matchup between i and j is the expected reduction, by its games, of the probability that the
 * table orders i and j wrongly, weighted by their place in the table:
 * <pre>
 *   value(i, j) = max over m in 1, 4, 16, ... <= budget of [ P(mis-ordered now) - E P(mis-ordered after m matchups) ] / m
 *                 * min(1, (10 / k)^4)
 * </pre>
 * k the rank of the better-placed of the two, so every pair that decides the top ten weighs 1 and the weight falls
 * steeply below it (rank 20: 1/16, rank 50: 1/625): the top of the table is where a swap changes what users read.
 * The rating difference d = r_i - r_j is treated as normal with mean d and variance s^2 = se_i^2 + se_j^2, shrunk by
 * the games i and j have already played against each other (1/s^2 grows by their direct information: without it two
 * bots that met a thousand times would look as uncertain about each other as two that never met). P(mis-ordered
 * now) is Phi(-|d|/s). A matchup of G games adds information G p(1-p) (p the expected score) about d, so the variance
 * becomes s'^2; before it is played, the estimate it will leave is normal around d with variance s^2 - s'^2, and the
 * expected mis-ordering probability afterwards is the average of Phi(-|d'|/s') over it. It looks m matchups ahead
 * (the best value per matchup of as many as the pair could play in a round) rather than one: see {@link #worth}. The
 * value is therefore large for opponents whose ratings are close relative to their intervals, larger for wide
 * intervals (new bots, new versions: regularised or few games), and falls for a pair as its own games pile up, so a
 * pair is repeated only while no other pair would teach more. The normal approximation ignores the covariance of the
 * other bots' ratings.
 *
 * <p><b>The round.</b> Every bot plays at least one matchup and at most {@code budget}. First the floor, bots in
 * order of widest interval first (new bots first), each against its most valuable opponent (unweighted). Then
 * matchups go to the pairs of highest weighted value, one at a time, each pair requeued at its value after the
 * matchup (so a close pair at the top can be worth several matchups in one round, planned as one matchup of that
 * many times the games), each bot within its budget, until the round holds {@code n * budget / 4} matchups or no
 * matchup promises enough: {@link #MIN_VALUE} of a mis-ordering, or failing that a tenth of the round's most
 * valuable matchup ({@link #SHARE_OF_BEST}), and never less than {@link #NEGLIGIBLE}. The floor is a fixed cost of
 * every round (n/2 matchups), so once the lower table has settled a round is worth playing only with the top's whole
 * budget in it: with an absolute threshold alone, late rounds were the floor and a dozen matchups, and the floor was
 * most of a season's games. Opponents are looked for among the {@code 2 * budget} bots on either side in the table
 * (the value of a pair further apart is negligible), for the floor anywhere when those are full. So every bot plays
 * every round, the table's top plays up to the budget while its order is uncertain, and rounds shrink to the floor and
 * the top as the rest settles.
 *
 * <p><b>Seats.</b> Inside a matchup the league alternates the first move game by game; across matchups, seat A goes
 * to the bot of the pair that has had it fewer times against this opponent (the one that had seat B last time when
 * even; by the round number's parity at a first meeting), so first moves stay even between every two bots.
 */
public final class AdaptivePairing {

    /** A bot and its current estimate (rating, interval, whether a prior placed it). */
    public record BotStanding(long bot, Estimate estimate) {}

    /** A matchup the season has played: seat A, seat B, its games and its round. */
    public record PastMatchup(long botA, long botB, int games, int round) {}

    /**
     * A matchup to play: {@code botA} takes seat A (the first move in odd-numbered games); {@code games} is a multiple
     * of the season's games per matchup when the pair was worth more than one matchup this round.
     */
    public record PlannedMatchup(long botA, long botB, int games) {}

    /** The part of the table the weights favour: a pair at rank k weighs min(1, (TOP / k)^4). */
    static final int TOP = 10;
    /** A matchup beyond the floor that promises this weighted value (mis-orderings saved) is always worth its games. */
    static final double MIN_VALUE = 1e-3;
    /**
     * Below {@link #MIN_VALUE}, a matchup is still played when it promises at least this share of the round's most
     * valuable one: late in a season every pair's value is small, and the floor costs the same whatever else the round
     * holds, so the round spends the budget where the table is still uncertain rather than end after the floor.
     */
    static final double SHARE_OF_BEST = 0.1;
    /** No matchup beyond the floor promises less: the table is settled. */
    static final double NEGLIGIBLE = 1e-6;

    private AdaptivePairing() {}

    /**
     * Plans one round.
     *
     * @param standings       every bot that plays this round, with its estimate (any order)
     * @param history         the season's past matchups (pairs with a retired bot are ignored)
     * @param budget          the most matchups a bot plays in the round
     * @param gamesPerMatchup games in each matchup
     * @param round           the round's number (1 for the first), for the seats of first meetings
     */
    public static List<PlannedMatchup> plan(
            List<BotStanding> standings, List<PastMatchup> history, int budget, int gamesPerMatchup, int round) {
        if (budget < 1 || gamesPerMatchup < 1) {
            throw new IllegalArgumentException(
                    "budget and games per matchup must be at least 1, were " + budget + " and " + gamesPerMatchup);
        }
        List<BotStanding> table = new ArrayList<>(standings);
        table.sort(Comparator.comparingDouble((BotStanding s) -> -s.estimate().rating())
                .thenComparingLong(BotStanding::bot));
        int n = table.size();
        Map<Long, Integer> position = new HashMap<>();
        for (int k = 0; k < n; k++) {
            if (position.put(table.get(k).bot(), k) != null) {
                throw new IllegalArgumentException("bot " + table.get(k).bot() + " appears twice in the standings");
            }
        }
        Planner planner = new Planner(table, Met.tally(history, position, n), budget, gamesPerMatchup);

        // the floor, widest intervals first, each bot against its best distinct opponents
        int floor = 1;
        Integer[] widestFirst = new Integer[n];
        for (int i = 0; i < n; i++) {
            widestFirst[i] = i;
        }
        Arrays.sort(
                widestFirst,
                Comparator.comparingDouble(
                                (Integer i) -> -table.get(i).estimate().standardError())
                        .thenComparingInt(i -> i));
        for (int i : widestFirst) {
            while (planner.count[i] < floor) {
                int best = -1;
                double bestValue = -1;
                for (int j = Math.max(0, i - planner.window); j < n && j <= i + planner.window; j++) {
                    if (j != i && planner.count[j] < budget && planner.planned(i, j) == 0) {
                        double v = planner.value(i, j, bestValue);
                        if (v > bestValue) {
                            bestValue = v;
                            best = j;
                        }
                    }
                }
                for (int j = 0; best < 0 && j < 2 * n; j++) {
                    // everyone near is full: the nearest bot in the table that still has room
                    int k = i + (j % 2 == 0 ? j / 2 + 1 : -(j / 2 + 1));
                    if (k >= 0 && k < n && planner.count[k] < budget && planner.planned(i, k) == 0) {
                        best = k;
                    }
                }
                if (best < 0) {
                    break;
                }
                planner.take(i, best);
            }
        }

        // the rest of the round by weighted value, greedily; a pair goes back in the queue at its value after the
        // matchup, so it is chosen again only while it still beats every other pair
        int target = Math.max(planner.total, n * budget / 4);
        PriorityQueue<Candidate> queue = new PriorityQueue<>(Comparator.comparingDouble((Candidate c) -> -c.weighted)
                .thenComparingInt(Candidate::i)
                .thenComparingInt(Candidate::j));
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n && j <= i + planner.window; j++) {
                double weighted = planner.weighted(i, j);
                if (weighted >= planner.least) {
                    queue.add(new Candidate(i, j, weighted));
                }
            }
        }
        if (!queue.isEmpty()) {
            planner.least = Math.max(NEGLIGIBLE, Math.min(MIN_VALUE, queue.peek().weighted * SHARE_OF_BEST));
        }
        while (planner.total < target && !queue.isEmpty()) {
            Candidate c = queue.poll();
            if (c.weighted < planner.least) {
                break;
            }
            if (planner.count[c.i] >= budget || planner.count[c.j] >= budget) {
                continue;
            }
            double now = planner.weighted(c.i, c.j);
            if (now < c.weighted * (1 - 1e-9)) {
                // matchups of i or j planned since it was queued made it less valuable: requeue at its present value
                queue.add(new Candidate(c.i, c.j, now));
                continue;
            }
            planner.take(c.i, c.j);
            queue.add(new Candidate(c.i, c.j, planner.weighted(c.i, c.j)));
        }

        List<PlannedMatchup> plan = new ArrayList<>();
        for (Map.Entry<Long, Integer> e : planner.planned.entrySet()) {
            int i = (int) (e.getKey() / n);
            int j = (int) (e.getKey() % n);
            long a = table.get(i).bot();
            long b = table.get(j).bot();
            int games = e.getValue() * gamesPerMatchup;
            Met m = planner.met.get(e.getKey());
            plan.add(seatAFirst(a, b, m, round) ? new PlannedMatchup(a, b, games) : new PlannedMatchup(b, a, games));
        }
        plan.sort(Comparator.comparingLong(PlannedMatchup::botA).thenComparingLong(PlannedMatchup::botB));
        return plan;
    }

    /**
     * The round being planned: matchups per bot and per pair so far, and what the bots' intervals would be after
     * them (each planned matchup adds its information G p(1-p) to both bots, as a played one would).
     */
    private static final class Planner {
        final Map<Long, Met> met;
        final int n;
        final int games;
        final int budget;
        final int window;
        final double[] rating;
        final double[] precision;
        final int[] count;
        final Map<Long, Integer> planned = new LinkedHashMap<>();
        int total;
        /** The least weighted value a matchup beyond the floor must promise in this round. */
        double least = NEGLIGIBLE;

        Planner(List<BotStanding> table, Map<Long, Met> met, int budget, int games) {
            this.met = met;
            this.budget = budget;
            this.n = table.size();
            this.games = games;
            this.window = 2 * budget;
            this.rating = new double[n];
            this.precision = new double[n];
            this.count = new int[n];
            for (int i = 0; i < n; i++) {
                Estimate e = table.get(i).estimate();
                rating[i] = e.rating() / BradleyTerry.SCALE;
                double se = e.standardError() / BradleyTerry.SCALE;
                precision[i] = 1 / Math.max(se * se, 1e-12);
            }
        }

        int planned(int i, int j) {
            return planned.getOrDefault(key(i, j, n), 0);
        }

        /** The worth of one more matchup of i and j, or 0 when it cannot reach {@code least}. */
        double value(int i, int j, double least) {
            Met m = met.get(key(i, j, n));
            int direct = (m == null ? 0 : m.games) + planned(i, j) * games;
            return worth(rating[i] - rating[j], 1 / precision[i] + 1 / precision[j], direct, games, budget, least);
        }

        /**
         * The value weighted by min(1, (TOP / rank)^4), rank that of the better-placed bot: the top first. 0 when it
         * cannot reach {@link #least}, which is all the round's greedy part asks of such a pair.
         */
        double weighted(int i, int j) {
            double tail = (double) TOP / (Math.min(i, j) + 1);
            double weight = Math.min(1, tail * tail * tail * tail);
            return value(i, j, least / weight) * weight;
        }

        void take(int i, int j) {
            double p = BradleyTerry.sigmoid(rating[i] - rating[j]);
            precision[i] += games * p * (1 - p);
            precision[j] += games * p * (1 - p);
            count[i]++;
            count[j]++;
            planned.merge(key(i, j, n), 1, Integer::sum);
            total++;
        }
    }

    /** Whether {@code a} takes seat A against {@code b}: fewer seat-A matchups in the pair, then the other's turn. */
    private static boolean seatAFirst(long a, long b, Met m, int round) {
        if (m == null) {
            return (round + a + b) % 2 == 0 ? a < b : a > b;
        }
        int aSeated = m.seatA.getOrDefault(a, 0);
        int bSeated = m.seatA.getOrDefault(b, 0);
        if (aSeated != bSeated) {
            return aSeated < bSeated;
        }
        return m.lastSeatA != a;
    }

    private static long key(int i, int j, int n) {
        return i < j ? (long) i * n + j : (long) j * n + i;
    }

    private record Candidate(int i, int j, double weighted) {}

    /** What two bots have played against each other: games, seat-A matchups per bot, seat A in the latest. */
    private static final class Met {
        int games;
        final Map<Long, Integer> seatA = new HashMap<>(2);
        int lastRound = Integer.MIN_VALUE;
        long lastSeatA;

        static Map<Long, Met> tally(List<PastMatchup> history, Map<Long, Integer> position, int n) {
            Map<Long, Met> met = new HashMap<>();
            for (PastMatchup p : history) {
                Integer a = position.get(p.botA());
                Integer b = position.get(p.botB());
                if (a == null || b == null || a.equals(b)) {
                    continue;
                }
                Met m = met.computeIfAbsent(key(a, b, n), k -> new Met());
                m.games += p.games();
                m.seatA.merge(p.botA(), 1, Integer::sum);
                if (p.round() >= m.lastRound) {
                    m.lastRound = p.round();
                    m.lastSeatA = p.botA();
                }
            }
            return met;
        }
    }

    /**
     * The worth of one more matchup of i and j: the value per matchup of the most useful number of matchups m the pair
     * could still play in a round (1, 4, 16, ... up to the budget), max over m of value(m G games) / m. One matchup
     * alone can seldom reverse the order of two bots whose difference is already a fair share of its uncertainty (10
     * Elo apart, +-10 each: its value is below 1e-8), so a planner looking one matchup ahead sees nothing to gain
     * between exactly the close neighbours that decide the table's top, while a few dozen matchups would settle them
     * (about 1e-3 a matchup). Or 0 when the worth is certainly below {@code least}.
     */
    static double worth(double d, double variance, int direct, int games, int budget, double least) {
        double best = 0;
        for (int m = 1; m <= budget; m *= 4) {
            best = Math.max(best, value(d, variance, direct, m * games, least * m) / m);
        }
        return best;
    }

    /**
     * Expected reduction of the probability that i and j are mis-ordered after a matchup of {@code games} games, on
     * the normal approximation described in the class comment: {@code d} their rating difference and
     * {@code variance} the sum of their variances (strength units), {@code direct} the games they played together.
     * Or 0 when the value is certainly below {@code least}: it is at most the probability of a mis-order now (a
     * matchup cannot remove more), which costs one evaluation of Phi against the integral's 49, and most of the pairs
     * a planner looks at in a large season are settled.
     */
    static double value(double d, double variance, int direct, int games, double least) {
        double p = BradleyTerry.sigmoid(d);
        double perGame = p * (1 - p);
        double precision = 1 / Math.max(variance, 1e-12) + direct * perGame;
        double s = Math.sqrt(1 / precision);
        double now = normalCdf(-Math.abs(d) / s);
        if (now < least) {
            return 0;
        }
        double after = Math.sqrt(1 / (precision + games * perGame));
        double spread = Math.sqrt(Math.max(s * s - after * after, 0));
        return now - expectedMisorder(d, spread, after);
    }

    /** E[Phi(-|d + spread Z| / after)] for a standard normal Z, by Simpson's rule over z in [-6, 6]. */
    private static double expectedMisorder(double d, double spread, double after) {
        int intervals = 48;
        double h = 12.0 / intervals;
        double sum = 0;
        for (int k = 0; k <= intervals; k++) {
            double z = -6 + k * h;
            double f = Math.exp(-z * z / 2) * normalCdf(-Math.abs(d + spread * z) / after);
            sum += (k == 0 || k == intervals ? 1 : k % 2 == 1 ? 4 : 2) * f;
        }
        return sum * h / 3 / Math.sqrt(2 * Math.PI);
    }

    /** The coefficients of the fit of erfc below, from the constant term up. */
    private static final double[] ERFC_FIT = {
        -1.26551223,
        1.00002368,
        0.37409196,
        0.09678418,
        -0.18628806,
        0.27886807,
        -1.13520398,
        1.48851587,
        -0.82215223,
        0.17087277
    };

    /** Standard normal distribution function, from a Chebyshev fit of erfc (relative error below 1.2e-7). */
    static double normalCdf(double x) {
        double z = Math.abs(x) / Math.sqrt(2);
        double t = 1 / (1 + 0.5 * z);
        // the fit's polynomial in t, by Horner's rule from its highest coefficient
        double fit = 0;
        for (int i = ERFC_FIT.length - 1; i >= 0; i--) {
            fit = fit * t + ERFC_FIT[i];
        }
        double erfc = t * Math.exp(-z * z + fit);
        return x >= 0 ? 1 - erfc / 2 : erfc / 2;
    }
}
