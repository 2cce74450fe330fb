package io.admiralty.benchmark;

import io.admiralty.league.tournament.BestOf;
import io.admiralty.league.tournament.DoubleElimination;
import io.admiralty.league.tournament.Entrant;
import io.admiralty.league.tournament.Format;
import io.admiralty.league.tournament.Placing;
import io.admiralty.league.tournament.Progress;
import io.admiralty.league.tournament.RoundRobin;
import io.admiralty.league.tournament.Series;
import io.admiralty.league.tournament.SingleElimination;
import io.admiralty.league.tournament.Swiss;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Which tournament format finds the strongest bot, simulated through the league's own rules (issue 47.5): N bots with
 * true ratings at the quantiles of N(1500, 165), as {@code PairingBench} draws a season's, seeded by a fit that missed
 * each by N(0, {@code bench.fitError}) points (a season's fit is that unsure of its bots), every series a best-of-7 of
 * duplicate pairs judged by {@link BestOf}, each game won by Bradley-Terry odds on the true ratings with shots drawn
 * for the tie-break. Each format's state machine ({@link Format#progress}) says what to play until it is over. Counted
 * over the simulations: how often the winner is the strongest bot, the mean Spearman correlation of the final order
 * (shared places at their mean rank) with the true one, and the games played. Run: {@code ./mvnw -q -Pbench
 * test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.FormatBench
 * -Dbench.sizes=16,32,64 -Dbench.tournaments=400}.
 */
public final class FormatBench {

    private static final int BEST_OF = 7;
    private static final int SWISS_ROUNDS = 7;

    private FormatBench() {}

    /** One format's tally over the simulations. */
    private static final class Tally {
        int strongestWon;
        double spearman;
        long games;
        int runs;
    }

    public static void main(String[] args) {
        int[] sizes = java.util.Arrays.stream(
                        System.getProperty("bench.sizes", "16,32,64").split(","))
                .mapToInt(Integer::parseInt)
                .toArray();
        int runs = Integer.getInteger("bench.tournaments", 400);
        double fitError = Double.parseDouble(System.getProperty("bench.fitError", "60"));
        SplittableRandom random = new SplittableRandom(Long.getLong("bench.seed", 47));
        System.out.printf(
                Locale.ROOT,
                "%d tournaments a size, best of %d, fit error %.0f points; Swiss %d rounds%n",
                runs,
                BEST_OF,
                fitError,
                SWISS_ROUNDS);
        System.out.println("bots | format | winner is the strongest | Spearman | games");
        for (int size : sizes) {
            double[] truth = PairingBench.quantiles(size);
            Map<String, Tally> tallies = new LinkedHashMap<>();
            for (int run = 0; run < runs; run++) {
                List<Entrant> entrants = new ArrayList<>();
                for (int bot = 0; bot < size; bot++) {
                    entrants.add(new Entrant(bot, truth[bot] + fitError * random.nextGaussian()));
                }
                Map<String, Format> formats = new LinkedHashMap<>();
                formats.put("swiss-" + SWISS_ROUNDS, new Swiss(SWISS_ROUNDS, Set.of()));
                formats.put("double", new DoubleElimination());
                formats.put("single", new SingleElimination());
                formats.put("round-robin", new RoundRobin());
                formats.forEach((name, format) ->
                        play(format, entrants, truth, random.split(), tallies.computeIfAbsent(name, n -> new Tally())));
            }
            tallies.forEach((name, tally) -> System.out.printf(
                    Locale.ROOT,
                    "%d | %s | %.1f%% | %.3f | %.0f%n",
                    size,
                    name,
                    100.0 * tally.strongestWon / tally.runs,
                    tally.spearman / tally.runs,
                    (double) tally.games / tally.runs));
        }
    }

    private static void play(
            Format format, List<Entrant> entrants, double[] truth, SplittableRandom random, Tally tally) {
        List<Series> series = new ArrayList<>();
        Map<Long, Double> fits = new HashMap<>();
        entrants.forEach(e -> fits.put(e.id(), e.fit()));
        long games = 0;
        Progress progress = format.progress(entrants, series);
        while (!progress.over()) {
            List<Series> decided = new ArrayList<>();
            for (Series ready : progress.ready()) {
                List<BestOf.Game> played = new ArrayList<>();
                BestOf.Side better =
                        fits.get(ready.first()) >= fits.get(ready.second()) ? BestOf.Side.FIRST : BestOf.Side.SECOND;
                BestOf.Verdict verdict = new BestOf(BEST_OF).verdict(played, better);
                while (verdict instanceof BestOf.Playing) {
                    played.add(game(truth[(int) ready.first()], truth[(int) ready.second()], random));
                    played.add(game(truth[(int) ready.first()], truth[(int) ready.second()], random));
                    verdict = new BestOf(BEST_OF).verdict(played, better);
                }
                games += played.size();
                BestOf.Won won = (BestOf.Won) verdict;
                decided.add(ready.wonBy(won.winner() == BestOf.Side.FIRST ? ready.first() : ready.second()));
            }
            series.removeIf(one -> decided.stream().anyMatch(d -> d.slot().equals(one.slot())));
            series.addAll(decided);
            progress = format.progress(entrants, series);
        }
        List<Placing> placings = progress.placings();
        tally.runs++;
        tally.games += games;
        tally.strongestWon += placings.stream().anyMatch(p -> p.entrant() == 0 && p.place() == 1)
                        && placings.stream().filter(p -> p.place() == 1).count() == 1
                ? 1
                : 0;
        tally.spearman += spearman(placings, truth.length);
    }

    /** One game between ratings {@code first} and {@code second}: Bradley-Terry odds, shots for the tie-break. */
    private static BestOf.Game game(double first, double second, SplittableRandom random) {
        boolean firstWins = random.nextDouble() < 1 / (1 + Math.pow(10, (second - first) / 400));
        int winnerShots = 40 + random.nextInt(40);
        int loserShots = winnerShots - 1 - random.nextInt(5);
        return firstWins
                ? new BestOf.Game(BestOf.Result.FIRST_WON, winnerShots, loserShots)
                : new BestOf.Game(BestOf.Result.SECOND_WON, loserShots, winnerShots);
    }

    /** Spearman's rank correlation of the placings (shared places at their mean rank) with the true order. */
    private static double spearman(List<Placing> placings, int size) {
        Map<Integer, Integer> sharing = new HashMap<>();
        placings.forEach(p -> sharing.merge(p.place(), 1, Integer::sum));
        double[] rank = new double[size];
        for (Placing p : placings) {
            rank[(int) p.entrant()] = p.place() + (sharing.get(p.place()) - 1) / 2.0;
        }
        double meanRank = (size + 1) / 2.0;
        double covariance = 0;
        double placed = 0;
        double trueSpread = 0;
        for (int bot = 0; bot < size; bot++) {
            covariance += (rank[bot] - meanRank) * (bot + 1 - meanRank);
            placed += (rank[bot] - meanRank) * (rank[bot] - meanRank);
            trueSpread += (bot + 1 - meanRank) * (bot + 1 - meanRank);
        }
        return covariance / Math.sqrt(placed * trueSpread);
    }
}
