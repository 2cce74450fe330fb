package io.admiralty.benchmark;

import io.admiralty.bot.BotSession;
import io.admiralty.bot.MatchupRunner;
import io.admiralty.bot.builtin.BuiltinBots;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.rating.AdaptivePairing;
import io.admiralty.rating.AdaptivePairing.BotStanding;
import io.admiralty.rating.AdaptivePairing.PastMatchup;
import io.admiralty.rating.AdaptivePairing.PlannedMatchup;
import io.admiralty.rating.BradleyTerry;
import io.admiralty.rating.DealLuck;
import io.admiralty.rating.DealPairs;
import io.admiralty.rating.Elo;
import io.admiralty.rating.Estimate;
import io.admiralty.rating.PairScore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * How many games a season needs to rank its bots with fresh deals and with duplicate deals, simulated: Bradley-Terry
 * bots whose luck comes from the deal ({@link DealLuck}: each game is won with the Bradley-Terry probability of the two
 * ratings whatever the mode, and in a duplicate season a pair of games on one deal with the seats swapped is, with
 * probability {@code dealShare}, decided by the deal, which then favours the same seat in both games). Both modes play
 * the same seasons, interleaved simulation by simulation: a round robin (every pair one matchup a round) and adaptive
 * rounds ({@link AdaptivePairing} from the last fit, as the league plans them; the duplicate season's fit takes its
 * pairs into its intervals, as the league's does). Measured after every round, over the simulations: the mean Spearman
 * correlation of the fitted order with the true one, and the share of simulations whose fitted order is exactly the
 * true one. Printed: the games each mode needs for a mean Spearman of 0.95 and for the exact order in 90% of the
 * simulations, and duplicate's share of fresh's. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.DuplicateBench}
 * (optional {@code -Dbench.shares=0.3,0.6,0.9 -Dbench.simulations=400 -Dbench.leagues=builtins,quantiles:12}).
 *
 * <p>Leagues: {@code builtins}, the five built-ins as strong as the league fitted them (issue 32: density 2005, parity
 * 1778, hunter 1603, sequential 1106, random 1007; the expert is left out: it is within a few Elo of density, a pair
 * no season of this size orders, whichever the deals); {@code quantiles:N}, N bots at the quantiles of N(1500, 165), as
 * {@link PairingBench} spreads them.
 */
public final class DuplicateBench {

    static final double[] BUILTINS = {2005, 1778, 1603, 1106, 1007};
    static final double SPEARMAN_GOAL = 0.95;
    static final double EXACT_GOAL = 0.9;
    static final int MAX_ROUNDS = 400;

    private DuplicateBench() {}

    public static void main(String[] args) {
        String real = System.getProperty("bench.real", "");
        if (!real.isBlank()) {
            real(
                    Integer.parseInt(real),
                    System.getProperty("bench.bots", "random,sequential,hunter,parity,density")
                            .split(","));
            return;
        }
        double[] shares = Arrays.stream(
                        System.getProperty("bench.shares", "0.3,0.6,0.9").split(","))
                .mapToDouble(Double::parseDouble)
                .toArray();
        int simulations = Integer.getInteger("bench.simulations", 400);
        String[] leagues =
                System.getProperty("bench.leagues", "builtins,quantiles:12").split(",");
        System.out.printf(
                "%d simulations, deal shares %s, %s %s%n",
                simulations,
                Arrays.toString(shares),
                System.getProperty("java.vm.name"),
                System.getProperty("java.version"));
        for (String league : leagues) {
            double[] truth = league.equals("builtins")
                    ? BUILTINS
                    : PairingBench.quantiles(Integer.parseInt(league.split(":")[1]));
            int n = truth.length;
            // the round robin in the smallest duplicate matchup (one pair) for a fine grid; adaptive as the league
            // plays it by default, 10 games a matchup, and a budget of a third of the bots
            for (Mode mode : List.of(new Mode("round robin", 2, 0), new Mode("adaptive", 10, Math.max(2, n / 3)))) {
                for (double share : shares) {
                    long start = System.nanoTime();
                    Curve[] curves = play(truth, mode, share, simulations);
                    report(league, mode, share, curves, simulations, (System.nanoTime() - start) / 1e9);
                }
            }
        }
    }

    /** How a season pairs: {@code budget} 0 for a round robin. */
    record Mode(String name, int gamesPerMatchup, int budget) {

        @Override
        public String toString() {
            return budget == 0
                    ? name + ", " + gamesPerMatchup + " games a matchup"
                    : name + ", budget " + budget + ", " + gamesPerMatchup + " games a matchup";
        }
    }

    /** Per round: games played, Spearman and whether the order was exact, of one season. */
    record Reading(long games, double spearman, boolean exact) {}

    /** Every simulation's readings, round by round (all seasons of a curve play the same number of rounds). */
    static final class Curve {
        final List<List<Reading>> rounds = new ArrayList<>();

        void add(List<Reading> round) {
            rounds.add(round);
        }

        /**
         * Games (mean over the simulations) at the first round whose mean Spearman, or share of exact orders, meets the
         * goal; -1 if none did.
         */
        long gamesTo(boolean spearman) {
            for (List<Reading> round : rounds) {
                double sum = 0;
                long games = 0;
                for (Reading r : round) {
                    sum += spearman ? r.spearman() : r.exact() ? 1 : 0;
                    games += r.games();
                }
                if (sum / round.size() >= (spearman ? SPEARMAN_GOAL : EXACT_GOAL)) {
                    return games / round.size();
                }
            }
            return -1;
        }
    }

    /** Both modes' seasons, interleaved round by round, until both goals are met in both modes or MAX_ROUNDS. */
    static Curve[] play(double[] truth, Mode mode, double dealShare, int simulations) {
        List<List<Season>> seasons = List.of(new ArrayList<>(), new ArrayList<>());
        for (int s = 0; s < simulations; s++) {
            for (int duplicate = 0; duplicate < 2; duplicate++) {
                seasons.get(duplicate).add(new Season(truth, mode, dealShare, duplicate == 1, 1000L * s + 17));
            }
        }
        Curve[] curves = {new Curve(), new Curve()};
        for (int round = 1; round <= MAX_ROUNDS && !(done(curves[0]) && done(curves[1])); round++) {
            for (int duplicate = 0; duplicate < 2; duplicate++) {
                List<Reading> readings = new ArrayList<>();
                for (Season season : seasons.get(duplicate)) {
                    readings.add(season.round(round));
                }
                curves[duplicate].add(readings);
            }
        }
        return curves;
    }

    private static boolean done(Curve curve) {
        return curve.gamesTo(true) >= 0 && curve.gamesTo(false) >= 0;
    }

    /** One simulated season: its bots' true ratings, its games so far, and how it pairs and deals. */
    static final class Season {
        final int n;
        final Mode mode;
        final double dealShare;
        final boolean duplicate;
        final SplittableRandom random;
        final int[] rank;
        final double[] rating;
        final Set<Long> bots = new TreeSet<>();
        final long[][] halfPoints;
        final long[][] games;
        final long[][][] pentanomial;
        final List<PastMatchup> history = new ArrayList<>();
        Map<Long, Estimate> fit = Map.of();
        long played;

        Season(double[] truth, Mode mode, double dealShare, boolean duplicate, long seed) {
            this.n = truth.length;
            this.mode = mode;
            this.dealShare = dealShare;
            this.duplicate = duplicate;
            this.random = new SplittableRandom(seed);
            // bot ids a random permutation of the true ranks, so no tie (all equal before any game) breaks rightly
            this.rank = IntStream.range(0, n).toArray();
            for (int i = n - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = rank[i];
                rank[i] = rank[j];
                rank[j] = t;
            }
            this.rating = new double[n];
            for (int i = 0; i < n; i++) {
                rating[i] = truth[rank[i]];
            }
            IntStream.range(0, n).forEach(i -> bots.add((long) i));
            this.halfPoints = new long[n][n];
            this.games = new long[n][n];
            this.pentanomial = new long[n][n][5];
        }

        Reading round(int round) {
            List<PlannedMatchup> plan = new ArrayList<>();
            if (mode.budget() == 0) {
                for (int a = 0; a < n; a++) {
                    for (int b = a + 1; b < n; b++) {
                        plan.add(new PlannedMatchup(a, b, mode.gamesPerMatchup()));
                    }
                }
            } else {
                if (fit.isEmpty()) {
                    fit = fit(bots, halfPoints, games, pentanomial, duplicate);
                }
                List<BotStanding> table = new ArrayList<>();
                fit.forEach((bot, e) -> table.add(new BotStanding(bot, e)));
                plan.addAll(AdaptivePairing.plan(table, history, mode.budget(), mode.gamesPerMatchup(), round));
            }
            for (PlannedMatchup m : plan) {
                int a = (int) Math.min(m.botA(), m.botB());
                int b = (int) Math.max(m.botA(), m.botB());
                double p = Elo.expected(rating[a], rating[b]);
                for (int g = 0; g < m.games(); g += 2) {
                    if (duplicate) {
                        int pair = DealLuck.pair(random, p, dealShare);
                        pentanomial[a][b][pair]++;
                        halfPoints[a][b] += pair;
                    } else {
                        halfPoints[a][b] += DealLuck.game(random, p) + DealLuck.game(random, p);
                    }
                }
                games[a][b] += m.games();
                played += m.games();
                history.add(new PastMatchup(m.botA(), m.botB(), m.games(), round));
            }
            if (mode.budget() == 0) {
                return reading(BradleyTerry.ratings(scores(halfPoints, games), bots, Map.of()), rank, played);
            }
            fit = fit(bots, halfPoints, games, pentanomial, duplicate);
            return reading(
                    fit.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue()
                            .rating())),
                    rank,
                    played);
        }
    }

    /**
     * Real games of built-ins, played in process through the league's matchup runner ({@link MatchupRunner}): for each
     * pair of {@code names} (strongest last), {@code pairs} pairs on one deal with the seats swapped and 2 * pairs games
     * with fresh deals (the first move alternating), interleaved matchup by matchup. Printed: each pair's pentanomial,
     * the deal's share estimated from how often pairs split ({@link DealLuck}: split = 2pq + share * 2 min(p, q)^2),
     * and seasons resampled from these games (a round robin, one pair or two fresh games a matchup a round, 2,000
     * seasons each): the games each mode needs for a mean Spearman of 0.95 and the exact order in 90% of them.
     */
    static void real(int pairs, String[] names) {
        int n = names.length;
        long seed = 20261128L;
        int[][][] fresh = new int[n][n][];
        int[][][] paired = new int[n][n][];
        long started = System.nanoTime();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                fresh[a][b] = new int[2 * pairs];
                paired[a][b] = new int[2 * pairs];
                int[] freshHalf = fresh[a][b];
                int[] pairHalf = paired[a][b];
                int lo = a;
                for (boolean dealt : new boolean[] {false, true}) {
                    MatchupRunner.play(
                            BotSession.of(BuiltinBots.create(names[a])),
                            BotSession.of(BuiltinBots.create(names[b])),
                            Ruleset.classic(),
                            1,
                            2 * pairs,
                            seed + 1000L * lo + b + (dealt ? 7 : 0),
                            dealt,
                            played -> {
                                Side winner = played.record().outcome().winner();
                                // a's seat: A unless the seats were swapped
                                Side seatOfA = played.swapped() ? Side.B : Side.A;
                                int half = winner == null ? 1 : winner == seatOfA ? 2 : 0;
                                (dealt ? pairHalf : freshHalf)[played.number() - 1] = half;
                            });
                }
                long[] pentanomial = new long[5];
                double squares = 0;
                for (int k = 0; k < pairs; k++) {
                    int half = pairHalf[2 * k] + pairHalf[2 * k + 1];
                    pentanomial[half]++;
                    squares += half / 2.0 * half / 2.0;
                }
                double pairMean = Arrays.stream(pairHalf).sum() / (4.0 * pairs);
                // the design effect: the variance of a pair's score over that of two independent games at the same odds
                double effect = (squares / pairs - 4 * pairMean * pairMean) / (2 * pairMean * (1 - pairMean));
                System.out.printf(
                        "%-10s v %-10s fresh: %d games score %.3f | pairs %s score %.3f, variance of a pair's score"
                                + " / two independent games' %.2f | %.0f s%n",
                        names[a],
                        names[b],
                        2 * pairs,
                        Arrays.stream(freshHalf).sum() / (4.0 * pairs),
                        Arrays.toString(pentanomial),
                        pairMean,
                        effect,
                        (System.nanoTime() - started) / 1e9);
            }
        }
        // the deal's share: every pair of bots' split pairs against independent games', pooled by least squares
        double num = 0;
        double den = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                double p = (Arrays.stream(fresh[a][b]).sum()
                                + Arrays.stream(paired[a][b]).sum())
                        / (8.0 * pairs);
                int[] games = paired[a][b];
                double split = IntStream.range(0, pairs)
                                .filter(k -> games[2 * k] + games[2 * k + 1] == 2)
                                .count()
                        / (double) pairs;
                double reach = 2 * Math.pow(Math.min(p, 1 - p), 2);
                num += (split - 2 * p * (1 - p)) * reach;
                den += reach * reach;
            }
        }
        System.out.printf("the deal's share, estimated from the split pairs: %.2f%n", den > 0 ? num / den : 0);
        resampled("fresh deals played", fresh, paired, pairs, n, seed);
        resampled("the same paired games, unpaired", null, paired, pairs, n, seed);
    }

    /**
     * Seasons resampled from real games (a round robin, one pair or two games a matchup a round, 2,000 seasons each):
     * duplicate ones draw a pair on one deal; the others draw two games from {@code fresh}, or, when it is null, the
     * first game of one pair and the second of another, which are the same games as the duplicate seasons' without
     * their pairing (the pools' own means then differ in nothing, only the deal's luck no longer cancels).
     */
    static void resampled(String against, int[][][] fresh, int[][][] paired, int pairs, int n, long seed) {
        int seasons = 2000;
        Curve[] curves = {new Curve(), new Curve()};
        SplittableRandom random = new SplittableRandom(seed);
        int[] rank = IntStream.range(0, n).map(i -> n - 1 - i).toArray();
        Set<Long> bots = new TreeSet<>();
        IntStream.range(0, n).forEach(i -> bots.add((long) i));
        for (int duplicate = 0; duplicate < 2; duplicate++) {
            long[][][] halfPoints = new long[seasons][n][n];
            long[][] games = new long[n][n];
            for (int round = 1; round <= MAX_ROUNDS && !done(curves[duplicate]); round++) {
                List<Reading> readings = new ArrayList<>();
                for (int a = 0; a < n; a++) {
                    for (int b = a + 1; b < n; b++) {
                        games[a][b] += 2;
                    }
                }
                for (int s = 0; s < seasons; s++) {
                    for (int a = 0; a < n; a++) {
                        for (int b = a + 1; b < n; b++) {
                            int[] dealt = paired[a][b];
                            int k = random.nextInt(pairs);
                            halfPoints[s][a][b] += duplicate == 1
                                    ? dealt[2 * k] + dealt[2 * k + 1]
                                    : fresh == null
                                            ? dealt[2 * k] + dealt[2 * random.nextInt(pairs) + 1]
                                            : fresh[a][b][random.nextInt(2 * pairs)]
                                                    + fresh[a][b][random.nextInt(2 * pairs)];
                        }
                    }
                    long played = (long) round * n * (n - 1);
                    readings.add(
                            reading(BradleyTerry.ratings(scores(halfPoints[s], games), bots, Map.of()), rank, played));
                }
                curves[duplicate].add(readings);
            }
        }
        report(
                "real games",
                new Mode("round robin resampled, against " + against, 2, 0),
                Double.NaN,
                curves,
                seasons,
                0);
    }

    private static Map<Long, Estimate> fit(
            Set<Long> bots, long[][] halfPoints, long[][] games, long[][][] pentanomial, boolean duplicate) {
        List<DealPairs> pairs = new ArrayList<>();
        if (duplicate) {
            int n = games.length;
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    if (games[a][b] > 0) {
                        pairs.add(new DealPairs(a, b, pentanomial[a][b]));
                    }
                }
            }
        }
        return BradleyTerry.fitScores(scores(halfPoints, games), bots, Map.of(), pairs);
    }

    private static List<PairScore> scores(long[][] halfPoints, long[][] games) {
        List<PairScore> scores = new ArrayList<>();
        int n = games.length;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (games[a][b] > 0) {
                    scores.add(new PairScore(a, b, (int) games[a][b], halfPoints[a][b] / 2.0, 0));
                }
            }
        }
        return scores;
    }

    /** Spearman of the fitted order against the true ranks ({@code rank[bot]}, 0 the best), and whether it is exact. */
    static Reading reading(Map<Long, Double> ratings, int[] rank, long games) {
        int n = rank.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> {
            int c = Double.compare(ratings.get((long) y), ratings.get((long) x));
            return c != 0 ? c : Integer.compare(x, y);
        });
        double squares = 0;
        for (int position = 0; position < n; position++) {
            double d = rank[order[position]] - position;
            squares += d * d;
        }
        return new Reading(games, 1 - 6 * squares / ((double) n * (n * (double) n - 1)), squares == 0);
    }

    private static void report(
            String league, Mode mode, double share, Curve[] curves, int simulations, double seconds) {
        StringBuilder line = new StringBuilder(String.format("%-14s %-42s deal share %.2f |", league, mode, share));
        for (boolean spearman : new boolean[] {true, false}) {
            long fresh = curves[0].gamesTo(spearman);
            long duplicate = curves[1].gamesTo(spearman);
            line.append(String.format(
                    " %s: fresh %s, duplicate %s (%s) |",
                    spearman ? "Spearman 0.95" : "exact order 90%",
                    figure(fresh),
                    figure(duplicate),
                    fresh > 0 && duplicate > 0 ? String.format("%.0f%%", 100.0 * duplicate / fresh) : "-"));
        }
        line.append(String.format(" %d simulations each, %.0f s", simulations, seconds));
        System.out.println(line);
    }

    private static String figure(long games) {
        return games < 0 ? "not reached" : String.format("%,d", games);
    }
}
