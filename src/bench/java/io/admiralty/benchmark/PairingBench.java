package io.admiralty.benchmark;

import io.admiralty.rating.AdaptivePairing;
import io.admiralty.rating.AdaptivePairing.BotStanding;
import io.admiralty.rating.AdaptivePairing.PastMatchup;
import io.admiralty.rating.AdaptivePairing.PlannedMatchup;
import io.admiralty.rating.BradleyTerry;
import io.admiralty.rating.Elo;
import io.admiralty.rating.Estimate;
import io.admiralty.rating.PairScore;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import javax.imageio.ImageIO;

/**
 * How many games a season needs to rank its bots: the round robin against {@link AdaptivePairing}, simulated. Run:
 * {@code ./mvnw -q -Pbench test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.benchmark.PairingBench -Dbench.sizes=100:40,1000:10}
 * (bots:simulations for each size; optional {@code -Dbench.budgets=8,32 -Dbench.games=10 -Dbench.plot=target
 * -Dbench.cost=100,1000 -Dbench.grid=1.2}; the sizes are a property because {@code exec.args} would also reach the build's package
 * check).
 *
 * <p>True ratings: the quantiles of a normal spread, 1500 +- 165 Elo (bot i at the (i - 1/2)/n quantile), so a league
 * of 1,000 spans the built-ins' range (random 952 to density 2041 on the classic ruleset). Quantiles rather than a
 * fresh draw per simulation: a draw puts two of the top ten within a fraction of an Elo point of each other in about
 * one simulation in ten, and no method orders such a pair without millions of games; the quantiles are a drawn
 * league's typical shape. Game results: Bradley-Terry with draws, P(draw) = 2 nu min(p, 1-p) with nu = 0.1 (a tenth of
 * the games between equals drawn), the rest won by a with probability p - P(draw)/2, so a's expected score is p.
 *
 * <p>Both methods play matchups of G games and refit the season's Bradley-Terry MLE. The round robin plays its
 * matchups in circle-method order (every bot once per slot, all n(n-1)/2 pairs in n-1 slots, then again) and is read
 * two ways: after whole rounds, as the league plays it (a round queues all n(n-1)/2 matchups at once, and its table is
 * the one users read when the round is done), and at points inside a round too, its most favourable reading. The
 * adaptive season plays rounds planned from the previous round's fit, one curve per budget. Measured at each point,
 * over the simulations: the mean Spearman correlation of the fitted and the true order, and the share of simulations
 * whose fitted top ten is the true top ten in the true order. Printed: the games each method needs for a mean Spearman
 * of 0.95 and for a 90% share, their ratios, the cost of a fit and of a plan; a plot per size.
 */
public final class PairingBench {

    static final double SPREAD = 165;
    static final double DRAW_PROPENSITY = 0.1;
    static final double SPEARMAN_GOAL = 0.95;
    static final double TOP_TEN_GOAL = 0.9;
    static final int TOP = 10;
    /** The round robin's measuring points inside a round: each this many times the games of the one before. */
    static final double GRID = Double.parseDouble(System.getProperty("bench.grid", "1.2"));

    public static void main(String[] args) throws IOException {
        int[] budgets = ints(System.getProperty("bench.budgets", "8,32"));
        int games = Integer.getInteger("bench.games", 10);
        File plots = new File(System.getProperty("bench.plot", "target"));
        String[] sizes = System.getProperty("bench.sizes", "100:40,1000:10").split(",");
        System.out.printf(
                "true spread N(1500, %.0f) by quantiles, draws nu=%.2f, %d games per matchup, budgets %s, %s %s%n",
                SPREAD,
                DRAW_PROPENSITY,
                games,
                Arrays.toString(budgets),
                System.getProperty("java.vm.name"),
                System.getProperty("java.version"));
        for (String size : sizes) {
            if (size.isBlank()) {
                continue;
            }
            int n = Integer.parseInt(size.split(":")[0]);
            int simulations = Integer.parseInt(size.split(":")[1]);
            double[] truth = quantiles(n);
            System.out.printf(
                    "%n%d bots, %d simulations; true gaps in the top ten: %s Elo%n",
                    n,
                    simulations,
                    Arrays.stream(Arrays.copyOf(gaps(truth), TOP))
                            .mapToObj(g -> String.format("%.1f", g))
                            .collect(Collectors.joining(" ")));
            long start = System.nanoTime();
            Curve roundRobin = roundRobin(truth, simulations, games);
            System.out.printf("round robin simulated in %.0f s%n", (System.nanoTime() - start) / 1e9);
            long cap = Math.max(roundRobin.gamesTo(true, true), roundRobin.gamesTo(false, true));
            List<Curve> adaptive = new ArrayList<>();
            for (int budget : budgets) {
                start = System.nanoTime();
                adaptive.add(adaptive(truth, simulations, games, budget, cap < 0 ? Long.MAX_VALUE : cap));
                System.out.printf(
                        "adaptive, budget %d, simulated in %.0f s%n", budget, (System.nanoTime() - start) / 1e9);
            }
            report(n, games, roundRobin, adaptive);
            plot(new File(plots, "pairing-bench-" + n + ".png"), n, simulations, roundRobin, adaptive);
        }
        for (int n : ints(System.getProperty("bench.cost", "100,1000"))) {
            cost(n, budgets[0], games);
        }
    }

    private static int[] ints(String list) {
        return Arrays.stream(list.split(","))
                .filter(s -> !s.isBlank())
                .mapToInt(s -> Integer.parseInt(s.trim()))
                .toArray();
    }

    /**
     * Accuracy after {@code games} games: mean Spearman and share of simulations with the exact top ten; {@code
     * roundDone} when every round so far was played whole.
     */
    record Point(long games, double spearman, double topTen, boolean roundDone) {}

    /** One method's accuracy at increasing numbers of games, averaged over the simulations. */
    record Curve(String name, List<Point> points) {

        Curve(String name) {
            this(name, new ArrayList<>());
        }

        /**
         * Games at the first point meeting the Spearman goal ({@code spearmanGoal}) or the top-ten goal, only at the
         * ends of rounds if {@code wholeRounds}; -1 if never.
         */
        long gamesTo(boolean spearmanGoal, boolean wholeRounds) {
            for (Point p : points) {
                if ((p.roundDone() || !wholeRounds)
                        && (spearmanGoal ? p.spearman() >= SPEARMAN_GOAL : p.topTen() >= TOP_TEN_GOAL)) {
                    return p.games();
                }
            }
            return -1;
        }

        boolean done() {
            return gamesTo(true, true) >= 0 && gamesTo(false, true) >= 0;
        }
    }

    /**
     * Per-pair tallies of one simulated season: games, a's score and draws for each pair a < b. Bot ids are a random
     * permutation of the true ranks, so that no tie in the fit (all bots equal before any game) is broken in the true
     * order by accident.
     */
    static final class Season {
        final int n;
        final double[] truth;
        final int[] trueRank;
        final SplittableRandom random;
        final int[] games;
        final double[] score;
        final int[] draws;
        long played;
        Map<Long, Estimate> fit = Map.of();
        Map<Long, Double> rating = Map.of();

        Season(double[] bestFirst, long seed) {
            this.n = bestFirst.length;
            this.random = new SplittableRandom(seed);
            this.trueRank = new int[n];
            for (int i = 0; i < n; i++) {
                int j = random.nextInt(i + 1);
                trueRank[i] = trueRank[j];
                trueRank[j] = i;
            }
            this.truth = new double[n];
            for (int i = 0; i < n; i++) {
                truth[i] = bestFirst[trueRank[i]];
            }
            this.games = new int[n * n];
            this.score = new double[n * n];
            this.draws = new int[n * n];
        }

        /** {@code count} games between a and b; draws, then wins, drawn from their binomials. */
        void play(int a, int b, int count) {
            int lo = Math.min(a, b);
            int hi = Math.max(a, b);
            double p = Elo.expected(truth[lo], truth[hi]);
            double draw = 2 * DRAW_PROPENSITY * Math.min(p, 1 - p);
            int drawn = binomial(count, draw);
            int won = binomial(count - drawn, (p - draw / 2) / (1 - draw));
            games[lo * n + hi] += count;
            score[lo * n + hi] += won + drawn / 2.0;
            draws[lo * n + hi] += drawn;
            played += count;
        }

        private int binomial(int trials, double p) {
            if (trials <= 50) {
                int k = 0;
                for (int t = 0; t < trials; t++) {
                    k += random.nextDouble() < p ? 1 : 0;
                }
                return k;
            }
            // many games at once (whole round robin rounds): the normal approximation, well inside its range
            double mean = trials * p;
            double sd = Math.sqrt(trials * p * (1 - p));
            return (int) Math.max(0, Math.min(trials, Math.round(mean + sd * gaussian())));
        }

        private double gaussian() {
            double u = 1 - random.nextDouble();
            return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
        }

        private List<PairScore> scores() {
            List<PairScore> scores = new ArrayList<>();
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    int k = a * n + b;
                    if (games[k] > 0) {
                        scores.add(new PairScore(a, b, games[k], score[k], draws[k]));
                    }
                }
            }
            return scores;
        }

        private Set<Long> bots() {
            return LongStream.range(0, n).boxed().collect(Collectors.toSet());
        }

        /** Refits from all games so far with the intervals, as the league does after a round, from the previous fit. */
        Map<Long, Estimate> fit() {
            fit = BradleyTerry.fitScores(scores(), bots(), fit);
            rating = fit.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue()
                    .rating()));
            return fit;
        }

        /** Refits the ratings alone (all the measures need), from the previous ones. */
        void rank() {
            rating = BradleyTerry.ratings(scores(), bots(), rating);
        }
    }

    /** Mean Spearman and top-ten share of the simulations' latest fits. */
    private static void measure(Curve curve, List<Season> seasons, boolean roundDone) {
        double spearman = 0;
        int topTen = 0;
        long played = 0;
        for (Season season : seasons) {
            Map<Long, Double> fit = season.rating;
            Integer[] order = new Integer[season.n];
            for (int i = 0; i < season.n; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (x, y) -> {
                int c = Double.compare(fit.get((long) y), fit.get((long) x));
                return c != 0 ? c : Integer.compare(x, y);
            });
            double squares = 0;
            boolean top = true;
            for (int rank = 0; rank < season.n; rank++) {
                double d = season.trueRank[order[rank]] - rank;
                squares += d * d;
                top &= rank >= TOP || d == 0;
            }
            double n = season.n;
            spearman += (1 - 6 * squares / (n * (n * n - 1))) / seasons.size();
            topTen += top ? 1 : 0;
            played += season.played;
        }
        curve.points().add(new Point(played / seasons.size(), spearman, (double) topTen / seasons.size(), roundDone));
    }

    /**
     * Round robin in circle-method slots, measured on a geometric grid of slots ({@link #GRID}: every 20% more games
     * unless told otherwise) and at the end of every round, until both goals are met at the end of a round.
     */
    static Curve roundRobin(double[] truth, int simulations, int gamesPerMatchup) {
        int n = truth.length;
        int slotsPerRound = n - 1;
        List<Season> seasons = new ArrayList<>();
        for (int s = 0; s < simulations; s++) {
            seasons.add(new Season(truth, 1000L * n + s));
        }
        Curve curve = new Curve("round robin");
        long slot = 0;
        long target = 1;
        long maxSlots = 400L * slotsPerRound;
        while (slot < maxSlots && !curve.done()) {
            for (Season season : seasons) {
                long at = slot;
                while (at < target) {
                    if (at % slotsPerRound == 0 && target - at >= slotsPerRound) {
                        long rounds = (target - at) / slotsPerRound;
                        for (int a = 0; a < n; a++) {
                            for (int b = a + 1; b < n; b++) {
                                season.play(a, b, (int) (rounds * gamesPerMatchup));
                            }
                        }
                        at += rounds * slotsPerRound;
                    } else {
                        int inRound = (int) (at % slotsPerRound);
                        for (int k = 0; k < n / 2; k++) {
                            int a = k == 0 ? n - 1 : (inRound + k) % (n - 1);
                            int b = (inRound - k + n - 1) % (n - 1);
                            season.play(a, b, gamesPerMatchup);
                        }
                        at++;
                    }
                }
            }
            slot = target;
            seasons.forEach(Season::rank);
            measure(curve, seasons, slot % slotsPerRound == 0);
            long nextRound = (slot / slotsPerRound + 1) * slotsPerRound;
            target = Math.min(nextRound, Math.max(slot + 1, (long) Math.ceil(slot * GRID)));
        }
        return curve;
    }

    /** Adaptive rounds, each planned from the fit of the games so far, until both goals are met or the cap. */
    static Curve adaptive(double[] truth, int simulations, int gamesPerMatchup, int budget, long cap) {
        int n = truth.length;
        List<Season> seasons = new ArrayList<>();
        List<List<PastMatchup>> histories = new ArrayList<>();
        for (int s = 0; s < simulations; s++) {
            seasons.add(new Season(truth, 2000L * n + s));
            histories.add(new ArrayList<>());
        }
        Curve curve = new Curve("adaptive, budget " + budget);
        for (int round = 1; !curve.done() && seasons.get(0).played <= cap; round++) {
            seasons.forEach(Season::fit);
            measure(curve, seasons, true);
            for (int s = 0; s < simulations; s++) {
                Season season = seasons.get(s);
                List<BotStanding> standings = new ArrayList<>();
                season.fit.forEach((bot, e) -> standings.add(new BotStanding(bot, e)));
                for (PlannedMatchup m :
                        AdaptivePairing.plan(standings, histories.get(s), budget, gamesPerMatchup, round)) {
                    season.play((int) m.botA(), (int) m.botB(), m.games());
                    histories.get(s).add(new PastMatchup(m.botA(), m.botB(), m.games(), round));
                }
            }
        }
        return curve;
    }

    private static void report(int n, int gamesPerMatchup, Curve roundRobin, List<Curve> adaptive) {
        long round = (long) n * (n - 1) / 2 * gamesPerMatchup;
        System.out.printf("(a whole round robin round is %,d matchups, %,d games)%n", (long) n * (n - 1) / 2, round);
        System.out.printf("%-26s %16s %16s", "games needed for", "rr, whole rounds", "rr, inside");
        for (Curve c : adaptive) {
            System.out.printf(" %20s %8s %8s", c.name(), "/ whole", "/ inside");
        }
        System.out.println();
        for (boolean spearman : new boolean[] {true, false}) {
            long whole = roundRobin.gamesTo(spearman, true);
            long inside = roundRobin.gamesTo(spearman, false);
            System.out.printf(
                    "%-26s %16s %16s",
                    spearman ? "mean Spearman >= 0.95" : "top ten exact in >= 90%",
                    figure(whole) + (whole > 0 ? String.format(" (%d)", whole / round) : ""),
                    figure(inside));
            for (Curve c : adaptive) {
                long games = c.gamesTo(spearman, true);
                System.out.printf(" %20s %8s %8s", figure(games), share(games, whole), share(games, inside));
            }
            System.out.println();
        }
        List<Curve> all = new ArrayList<>(List.of(roundRobin));
        all.addAll(adaptive);
        StringBuilder header = new StringBuilder();
        for (Curve c : all) {
            header.append(String.format("| %-31s", c.name()));
        }
        System.out.println(header);
        int rows = all.stream().mapToInt(c -> c.points().size()).max().orElse(0);
        for (int k = 0; k < rows; k++) {
            StringBuilder line = new StringBuilder();
            for (Curve c : all) {
                line.append(
                        k < c.points().size()
                                ? String.format(
                                        "| %,12d%s %8.4f %7.3f ",
                                        c.points().get(k).games(),
                                        c.points().get(k).roundDone() ? "*" : " ",
                                        c.points().get(k).spearman(),
                                        c.points().get(k).topTen())
                                : String.format("| %31s", ""));
            }
            System.out.println(line);
        }
        System.out.println("(* the end of a round)");
    }

    private static String figure(long games) {
        return games < 0 ? "not reached" : String.format("%,d", games);
    }

    private static String share(long games, long of) {
        return games > 0 && of > 0 ? String.format("%.1f%%", 100.0 * games / of) : "-";
    }

    /**
     * Median wall time of a fit with its intervals (as the league runs it after each round), of the ratings alone, and
     * of a plan, for a season of {@code n} bots over its first adaptive rounds; then of the fit after one whole round
     * robin round of the same bots.
     */
    static void cost(int n, int budget, int gamesPerMatchup) {
        Season season = new Season(quantiles(n), 7);
        List<PastMatchup> history = new ArrayList<>();
        List<BotStanding> standings = new ArrayList<>();
        int rounds = 12;
        long[] fitNanos = new long[rounds];
        long[] rankNanos = new long[rounds];
        long[] planNanos = new long[rounds];
        for (int round = 1; round <= rounds; round++) {
            // both from the previous round's fit, as the league starts its refit
            long start = System.nanoTime();
            season.rank();
            rankNanos[round - 1] = System.nanoTime() - start;
            start = System.nanoTime();
            Map<Long, Estimate> fit = season.fit();
            fitNanos[round - 1] = System.nanoTime() - start;
            standings.clear();
            fit.forEach((bot, e) -> standings.add(new BotStanding(bot, e)));
            start = System.nanoTime();
            List<PlannedMatchup> plan = AdaptivePairing.plan(standings, history, budget, gamesPerMatchup, round);
            planNanos[round - 1] = System.nanoTime() - start;
            for (PlannedMatchup m : plan) {
                season.play((int) m.botA(), (int) m.botB(), m.games());
                history.add(new PastMatchup(m.botA(), m.botB(), m.games(), round));
            }
        }
        System.out.printf(
                "%n%d bots, adaptive rounds 1-%d, budget %d: plan %s; fit with intervals %s; ratings alone %s%n",
                n, rounds, budget, median(planNanos), median(fitNanos), median(rankNanos));

        Season full = new Season(quantiles(n), 8);
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                full.play(a, b, gamesPerMatchup);
            }
        }
        long[] fullFit = new long[3];
        long[] fullRank = new long[3];
        for (int k = 0; k < fullFit.length; k++) {
            full.fit = Map.of();
            full.rating = Map.of();
            long start = System.nanoTime();
            full.fit();
            fullFit[k] = System.nanoTime() - start;
            full.rating = Map.of();
            start = System.nanoTime();
            full.rank();
            fullRank[k] = System.nanoTime() - start;
        }
        System.out.printf(
                "%d bots, one whole round robin round, cold start: fit with intervals %s; ratings alone %s%n",
                n, median(fullFit), median(fullRank));
    }

    private static String median(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return String.format(
                "median %.1f ms (max %.1f ms)", sorted[sorted.length / 2] / 1e6, sorted[sorted.length - 1] / 1e6);
    }

    /** 1500 + SPREAD * the (i + 1/2)/n quantiles of the standard normal, best first. */
    static double[] quantiles(int n) {
        // the distribution function tabulated by the trapezoid rule on [-8, 8], inverted by linear interpolation
        int steps = 160_000;
        double h = 16.0 / steps;
        double[] cdf = new double[steps + 1];
        for (int k = 1; k <= steps; k++) {
            double x0 = -8 + (k - 1) * h;
            double x1 = x0 + h;
            cdf[k] = cdf[k - 1] + h / 2 * (Math.exp(-x0 * x0 / 2) + Math.exp(-x1 * x1 / 2)) / Math.sqrt(2 * Math.PI);
        }
        double[] truth = new double[n];
        for (int i = 0; i < n; i++) {
            double q = 1 - (i + 0.5) / n;
            int k = Arrays.binarySearch(cdf, q);
            k = k >= 0 ? k : -k - 2;
            double x = -8 + (k + (q - cdf[k]) / (cdf[k + 1] - cdf[k])) * h;
            truth[i] = Elo.START + SPREAD * x;
        }
        return truth;
    }

    private static double[] gaps(double[] truth) {
        double[] gaps = new double[truth.length - 1];
        for (int i = 0; i + 1 < truth.length; i++) {
            gaps[i] = truth[i] - truth[i + 1];
        }
        return gaps;
    }

    /**
     * Accuracy against games on a logarithmic axis, one panel per measure: the round robin (a dot at the end of each
     * round, the reading the league gives) and each adaptive budget.
     */
    static void plot(File file, int n, int simulations, Curve roundRobin, List<Curve> adaptive) throws IOException {
        System.setProperty("java.awt.headless", "true");
        int width = 1280;
        int height = 560;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        List<Curve> curves = new ArrayList<>(List.of(roundRobin));
        curves.addAll(adaptive);
        long maxGames = 1;
        long minGames = Long.MAX_VALUE;
        for (Curve c : curves) {
            for (Point p : c.points()) {
                maxGames = Math.max(maxGames, p.games());
                if (p.games() > 0) {
                    minGames = Math.min(minGames, p.games());
                }
            }
        }
        double lo = Math.floor(Math.log10(minGames));
        double hi = Math.max(lo + 1, Math.ceil(Math.log10(maxGames)));
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        g.drawString(
                String.format(
                        "%d bots, true Elo N(1500, %.0f), %d simulations: accuracy against games played",
                        n, SPREAD, simulations),
                80,
                28);
        panel(
                g,
                100,
                60,
                500,
                400,
                lo,
                hi,
                "mean Spearman correlation with the true order",
                "mean Spearman correlation",
                SPEARMAN_GOAL,
                curves,
                true);
        panel(
                g,
                720,
                60,
                500,
                400,
                lo,
                hi,
                "share of simulations with the true top 10 in order",
                "P(top 10 exact)",
                TOP_TEN_GOAL,
                curves,
                false);
        // one legend under both panels, where no curve runs
        g.setStroke(new BasicStroke(2.5f));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        for (int k = 0; k < curves.size(); k++) {
            int x = 100 + k * 290;
            g.setColor(COLORS[k % COLORS.length]);
            g.drawLine(x, 536, x + 28, 536);
            if (k == 0) {
                g.fillOval(x + 10, 532, 9, 9);
            }
            g.setColor(Color.BLACK);
            g.drawString(
                    k == 0
                            ? curves.get(k).name() + " (dots: ends of rounds)"
                            : curves.get(k).name(),
                    x + 34,
                    541);
        }
        g.dispose();
        file.getAbsoluteFile().getParentFile().mkdirs();
        ImageIO.write(image, "png", file);
        System.out.println("plot: " + file);
    }

    private static final Color[] COLORS = {
        new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0xff7f0e), new Color(0x9467bd)
    };

    private static void panel(
            Graphics2D g,
            int x0,
            int y0,
            int w,
            int h,
            double lo,
            double hi,
            String title,
            String axis,
            double goal,
            List<Curve> curves,
            boolean spearman) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.setColor(Color.BLACK);
        g.drawRect(x0, y0, w, h);
        g.drawString(title, x0, y0 - 8);
        g.drawString("games played (logarithmic scale)", x0 + w / 2 - 90, y0 + h + 40);
        Graphics2D vertical = (Graphics2D) g.create();
        vertical.rotate(-Math.PI / 2);
        vertical.drawString(axis, -(y0 + h / 2 + 70), x0 - 42);
        vertical.dispose();
        for (int decade = (int) lo; decade <= (int) hi; decade++) {
            int x = (int) (x0 + (decade - lo) / (hi - lo) * w);
            g.setColor(Color.LIGHT_GRAY);
            g.drawLine(x, y0, x, y0 + h);
            g.setColor(Color.BLACK);
            g.drawString(String.format("%,d", (long) Math.pow(10, decade)), x - 20, y0 + h + 18);
        }
        for (int tick = 0; tick <= 10; tick++) {
            int y = y0 + h - tick * h / 10;
            g.setColor(Color.LIGHT_GRAY);
            g.drawLine(x0, y, x0 + w, y);
            g.setColor(Color.BLACK);
            g.drawString(String.format("%.1f", tick / 10.0), x0 - 28, y + 4);
        }
        int goalY = (int) (y0 + h - goal * h);
        g.setColor(Color.DARK_GRAY);
        g.setStroke(new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0));
        g.drawLine(x0, goalY, x0 + w, goalY);
        g.drawString("goal " + goal, x0 + w - 60, goalY - 4);
        g.setStroke(new BasicStroke(2.5f));
        for (int k = 0; k < curves.size(); k++) {
            Curve c = curves.get(k);
            g.setColor(COLORS[k % COLORS.length]);
            int px = -1;
            int py = -1;
            for (Point p : c.points()) {
                if (p.games() <= 0) {
                    continue;
                }
                double value = Math.max(0, spearman ? p.spearman() : p.topTen());
                int x = (int) (x0 + (Math.log10(p.games()) - lo) / (hi - lo) * w);
                int y = (int) (y0 + h - value * h);
                if (px >= 0) {
                    g.drawLine(px, py, x, y);
                }
                if (k == 0 && p.roundDone()) {
                    g.fillOval(x - 4, y - 4, 9, 9);
                }
                px = x;
                py = y;
            }
        }
        g.setStroke(new BasicStroke(1));
    }

    private PairingBench() {}
}
