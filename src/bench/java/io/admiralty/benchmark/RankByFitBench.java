package io.admiralty.benchmark;

import io.admiralty.rating.AdaptivePairing;
import io.admiralty.rating.AdaptivePairing.BotStanding;
import io.admiralty.rating.AdaptivePairing.PastMatchup;
import io.admiralty.rating.AdaptivePairing.PlannedMatchup;
import io.admiralty.rating.BradleyTerry;
import io.admiralty.rating.Elo;
import io.admiralty.rating.Estimate;
import io.admiralty.rating.PairScore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * Which order a small season's table should follow, simulated: the season of issue 32 (five bots, matchups of 10
 * games, six rounds; adaptive with a budget of 2, and a round robin beside it), its bots as strong as the built-ins'
 * fitted ratings there (density 2005, parity 1778, hunter 1603, sequential 1106, random 1007), games won by
 * Bradley-Terry odds (no draws: a Battleship game has none). Elo is kept game by game in the order the matchups were
 * queued (K 16), the fit refitted after every round as the league does. Counted over the simulations: how often each
 * order is exactly the true one, the mean number of pairs it puts the wrong way round, and how often Elo and the fit
 * disagree. Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.admiralty.benchmark.RankByFitBench -Dbench.seasons=2000}.
 */
public final class RankByFitBench {

    private static final double[] TRUTH = {2005, 1778, 1603, 1106, 1007};
    private static final int GAMES = 10;
    private static final int ROUNDS = 6;
    private static final int BUDGET = 2;

    private RankByFitBench() {}

    public static void main(String[] args) {
        int seasons = Integer.getInteger("bench.seasons", 2000);
        System.out.printf(
                "%d seasons each, %d bots, %d games a matchup, %d rounds, %s %s%n",
                seasons,
                TRUTH.length,
                GAMES,
                ROUNDS,
                System.getProperty("java.vm.name"),
                System.getProperty("java.version"));
        for (boolean adaptive : new boolean[] {true, false}) {
            Tally tally = new Tally();
            for (int s = 0; s < seasons; s++) {
                tally.add(play(adaptive, new SplittableRandom(1000 + s)));
            }
            System.out.printf(
                    "%-22s games/season %.0f | exact order: Elo %.1f%%, fit %.1f%% | pairs the wrong way round: Elo %.3f, "
                            + "fit %.3f | Elo and the fit disagree in %.1f%% of seasons%n",
                    adaptive ? "adaptive, budget " + BUDGET : "round robin",
                    tally.games / (double) seasons,
                    100.0 * tally.eloExact / seasons,
                    100.0 * tally.fitExact / seasons,
                    tally.eloWrongPairs / (double) seasons,
                    tally.fitWrongPairs / (double) seasons,
                    100.0 * tally.disagree / seasons);
        }
    }

    private static final class Tally {
        long games;
        int eloExact;
        int fitExact;
        long eloWrongPairs;
        long fitWrongPairs;
        int disagree;

        void add(Outcome o) {
            games += o.games();
            eloWrongPairs += wrongPairs(o.elo());
            fitWrongPairs += wrongPairs(o.fit());
            eloExact += wrongPairs(o.elo()) == 0 ? 1 : 0;
            fitExact += wrongPairs(o.fit()) == 0 ? 1 : 0;
            disagree += order(o.elo()).equals(order(o.fit())) ? 0 : 1;
        }
    }

    private record Outcome(double[] elo, double[] fit, long games) {}

    private static Outcome play(boolean adaptive, SplittableRandom random) {
        int n = TRUTH.length;
        Set<Long> bots = new TreeSet<>();
        IntStream.range(0, n).forEach(i -> bots.add((long) i));
        double[] elo = new double[n];
        Arrays.fill(elo, Elo.START);
        List<PairScore> scores = new ArrayList<>();
        List<PastMatchup> history = new ArrayList<>();
        Map<Long, Estimate> fit = BradleyTerry.fitScores(scores, bots);
        long games = 0;
        for (int round = 1; round <= ROUNDS; round++) {
            List<PlannedMatchup> plan = new ArrayList<>();
            if (adaptive) {
                List<BotStanding> standings = new ArrayList<>();
                fit.forEach((bot, e) -> standings.add(new BotStanding(bot, e)));
                plan.addAll(AdaptivePairing.plan(standings, history, BUDGET, GAMES, round));
            } else {
                for (int a = 0; a < n; a++) {
                    for (int b = a + 1; b < n; b++) {
                        plan.add(new PlannedMatchup(a, b, GAMES));
                    }
                }
            }
            for (PlannedMatchup m : plan) {
                int a = (int) m.botA();
                int b = (int) m.botB();
                double won = 0;
                for (int g = 0; g < m.games(); g++) {
                    double scoreA = random.nextDouble() < Elo.expected(TRUTH[a], TRUTH[b]) ? 1 : 0;
                    double change = Elo.change(elo[a], elo[b], scoreA, Elo.DEFAULT_K);
                    elo[a] += change;
                    elo[b] -= change;
                    won += scoreA;
                }
                scores.add(new PairScore(a, b, m.games(), won, 0));
                history.add(new PastMatchup(a, b, m.games(), round));
                games += m.games();
            }
            fit = BradleyTerry.fitScores(scores, bots, fit);
        }
        double[] fitted = new double[n];
        for (int i = 0; i < n; i++) {
            fitted[i] = fit.get((long) i).rating();
        }
        return new Outcome(elo, fitted, games);
    }

    /** Pairs of bots the ratings order against their true strength (TRUTH is strongest first). */
    private static int wrongPairs(double[] rating) {
        int wrong = 0;
        for (int i = 0; i < rating.length; i++) {
            for (int j = i + 1; j < rating.length; j++) {
                wrong += rating[i] < rating[j] ? 1 : 0;
            }
        }
        return wrong;
    }

    private static List<Integer> order(double[] rating) {
        return IntStream.range(0, rating.length)
                .boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -rating[i]))
                .toList();
    }
}
