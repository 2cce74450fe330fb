package io.admiralty.rating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Chooses one round's matchups for a season too large for a round robin, from the season's current ratings and the
 * matchups it has played. Pure: the caller supplies the standings (a Bradley-Terry fit) and the history.
 *
 * <p><b>What it maximises.</b> The value of a matchup between i and j is the expected reduction, by its games, of the
 * probability that the table orders i and j wrongly, weighted by 1 / (the better of their two ranks):
 * <pre>
 *   value(i, j) = [ P(mis-ordered now) - E P(mis-ordered after the matchup) ] / min(rank i, rank j)
 * </pre>
 * The rating difference d = r_i - r_j is treated as normal with mean d and variance s^2 = se_i^2 + se_j^2 shrunk by the
 * games i and j have already played against each other (1/s^2 grows by their direct information: without it two bots
 * that met a hundred times would look as uncertain about each other as two that never met). P(mis-ordered now) is
 * Phi(-|d|/s). A matchup of G games adds information G p(1-p) (p the expected score) about d, so the variance becomes
 * s'^2; before it is played, the estimate it will leave is normal around d with variance s^2 - s'^2, and the expected
 * mis-ordering probability afterwards is the average of Phi(-|d'|/s') over it. The value is therefore large for
 * opponents whose ratings are close relative to their intervals, larger for wide intervals (new bots, new versions:
 * regularised or few games), and falls for a pair as its own games pile up, so a pair is repeated only while no other
 * pair would teach more. The 1/rank weight spends the extra games where users read the table: the top, where a swap is
 * a different champion, not a shuffle in the middle of a thousand.
 *
 * <p><b>The round.</b> Every bot plays at least {@code floor = ceil(budget / 4)} matchups and at most {@code budget}.
 * First the floor: bots in order of widest interval first (new bots first) each take their best unweighted-value
 * opponents until they have the floor. Then the rest of the round, up to {@code n * budget / 4} matchups in all (on
 * average half the budget per bot), goes to the pairs of highest weighted value, greedily, within each bot's budget.
 * Opponents are looked for among the {@code 2 * budget} bots on either side in the table, since the value of a pair
 * far apart is negligible. A pair meets at most once per round.
 *
 * <p><b>Seats.</b> Inside a matchup the league alternates the first move game by game; across matchups, seat A goes
 * to the bot of the pair that has had it fewer times against this opponent (the one that had seat B last time when
 * even; by the round number's parity at a first meeting), so first moves stay even between every two bots.
 */
public final class AdaptivePairing {

    /** A bot and its current estimate (rating, interval, whether a prior placed it). */
    public record BotStanding(long bot, Estimate estimate) {
    }

    /** A matchup the season has played: seat A, seat B, its games and its round. */
    public record PastMatchup(long botA, long botB, int games, int round) {
    }

    /** A matchup to play: {@code botA} takes seat A (the first move in odd-numbered games). */
    public record PlannedMatchup(long botA, long botB) {
    }

    private AdaptivePairing() {
    }

    /**
     * Plans one round.
     *
     * @param standings       every bot that plays this round, with its estimate (any order)
     * @param history         the season's past matchups (pairs with a retired bot are ignored)
     * @param budget          the most matchups a bot plays in the round
     * @param gamesPerMatchup games in each matchup
     * @param round           the round's number (1 for the first), for the seats of first meetings
     */
    public static List<PlannedMatchup> plan(List<BotStanding> standings, List<PastMatchup> history, int budget,
                                            int gamesPerMatchup, int round) {
        if (budget < 1 || gamesPerMatchup < 1) {
            throw new IllegalArgumentException("budget and games per matchup must be at least 1, were " + budget + " and " + gamesPerMatchup);
        }
        List<BotStanding> table = new ArrayList<>(standings);
        table.sort(Comparator.comparingDouble((BotStanding s) -> -s.estimate().rating()).thenComparingLong(BotStanding::bot));
        int n = table.size();
        Map<Long, Integer> position = new HashMap<>();
        for (int k = 0; k < n; k++) {
            if (position.put(table.get(k).bot(), k) != null) {
                throw new IllegalArgumentException("bot " + table.get(k).bot() + " appears twice in the standings");
            }
        }
        Map<Long, Met> met = Met.tally(history, position, n);

        // candidate pairs: each bot with the next 2 * budget below it in the table
        int window = 2 * budget;
        List<Candidate> candidates = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n && j <= i + window; j++) {
                Met m = met.get(key(i, j, n));
                double value = value(table.get(i).estimate(), table.get(j).estimate(), m == null ? 0 : m.games, gamesPerMatchup);
                candidates.add(new Candidate(i, j, value, value / (i + 1)));
            }
        }

        int floor = (budget + 3) / 4;
        int[] count = new int[n];
        Set<Long> chosen = new HashSet<>();
        List<Candidate> planned = new ArrayList<>();
        // the floor, widest intervals first
        List<List<Candidate>> byBot = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byBot.add(new ArrayList<>());
        }
        for (Candidate c : candidates) {
            byBot.get(c.i).add(c);
            byBot.get(c.j).add(c);
        }
        Integer[] widestFirst = new Integer[n];
        for (int i = 0; i < n; i++) {
            widestFirst[i] = i;
        }
        Arrays.sort(widestFirst, Comparator.comparingDouble((Integer i) -> -table.get(i).estimate().standardError())
                .thenComparingInt(i -> i));
        for (int i : widestFirst) {
            List<Candidate> options = byBot.get(i);
            options.sort(Comparator.comparingDouble((Candidate c) -> -c.value).thenComparingInt(c -> c.i + c.j));
            for (Candidate c : options) {
                if (count[i] >= floor) {
                    break;
                }
                take(c, budget, n, count, chosen, planned);
            }
        }
        // the rest of the round by weighted value
        int target = Math.max(planned.size(), n * budget / 4);
        candidates.sort(Comparator.comparingDouble((Candidate c) -> -c.weighted).thenComparingInt(c -> c.i).thenComparingInt(c -> c.j));
        for (Candidate c : candidates) {
            if (planned.size() >= target) {
                break;
            }
            take(c, budget, n, count, chosen, planned);
        }

        List<PlannedMatchup> plan = new ArrayList<>(planned.size());
        for (Candidate c : planned) {
            long a = table.get(c.i).bot();
            long b = table.get(c.j).bot();
            Met m = met.get(key(c.i, c.j, n));
            plan.add(seatAFirst(a, b, m, round) ? new PlannedMatchup(a, b) : new PlannedMatchup(b, a));
        }
        return plan;
    }

    private static void take(Candidate c, int budget, int n, int[] count, Set<Long> chosen, List<Candidate> round) {
        if (count[c.i] < budget && count[c.j] < budget && chosen.add(key(c.i, c.j, n))) {
            count[c.i]++;
            count[c.j]++;
            round.add(c);
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

    private record Candidate(int i, int j, double value, double weighted) {
    }

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
     * Expected reduction of the probability that i and j are mis-ordered after a matchup of {@code games} games, on
     * the normal approximation described in the class comment; {@code playedGames} is how often they already met.
     */
    static double value(Estimate i, Estimate j, int playedGames, int games) {
        double d = (i.rating() - j.rating()) / BradleyTerry.SCALE;
        double sei = i.standardError() / BradleyTerry.SCALE;
        double sej = j.standardError() / BradleyTerry.SCALE;
        double p = BradleyTerry.sigmoid(d);
        double perGame = p * (1 - p);
        double precision = 1 / Math.max(sei * sei + sej * sej, 1e-12) + playedGames * perGame;
        double s = Math.sqrt(1 / precision);
        double after = Math.sqrt(1 / (precision + games * perGame));
        double spread = Math.sqrt(Math.max(s * s - after * after, 0));
        return normalCdf(-Math.abs(d) / s) - expectedMisorder(d, spread, after);
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

    /** Standard normal distribution function, from a Chebyshev fit of erfc (relative error below 1.2e-7). */
    static double normalCdf(double x) {
        double z = Math.abs(x) / Math.sqrt(2);
        double t = 1 / (1 + 0.5 * z);
        double erfc = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
                + t * (-0.82215223 + t * 0.17087277)))))))));
        return x >= 0 ? 1 - erfc / 2 : erfc / 2;
    }
}
