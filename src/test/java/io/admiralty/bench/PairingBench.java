package io.admiralty.bench;

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
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import javax.imageio.ImageIO;

/**
 * How many games a season needs to rank its bots: the round robin against {@link AdaptivePairing}, simulated. Run:
 * {@code ./mvnw -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.admiralty.bench.PairingBench -Dbench.sizes=100:40,1000:10}
 * (bots:simulations for each size; optional {@code -Dbench.budget=8 -Dbench.games=10 -Dbench.plot=target}; the sizes
 * are a property because {@code exec.args} would also reach the build's package check).
 *
 * <p>True ratings: the quantiles of a normal spread, 1500 +- 165 Elo (bot i at the (i - 1/2)/n quantile), so a league
 * of 1,000 spans the built-ins' range (random 952 to density 2041 on the classic ruleset). Quantiles rather than a
 * fresh draw per simulation: a draw puts two of the top ten within a fraction of an Elo point of each other in about
 * one simulation in ten, and no method orders such a pair without millions of games; the quantiles are a drawn
 * league's typical shape. Game results: Bradley-Terry with draws, P(draw) = 2 nu min(p, 1-p) with nu = 0.1 (a tenth of
 * the games between equals drawn), the rest won by a with probability p - P(draw)/2, so a's expected score is p.
 *
 * <p>Both methods play matchups of G games and refit the season's Bradley-Terry MLE. The round robin plays its
 * matchups in circle-method order (every bot once per slot, all n(n-1)/2 pairs in n-1 slots, then again) and is
 * measured at points inside a round as well, its most favourable reading; the league itself
 * queues whole rounds. The adaptive season plays rounds planned from the previous round's fit. Measured at each
 * point, over the simulations: the mean Spearman correlation of the fitted and the true order, and the share of
 * simulations whose fitted top ten is the true top ten in the true order. Printed: the games each method needs for a
 * mean Spearman of 0.95 and for a 90% share, their ratio, the cost of a fit and of a plan; a plot per size.
 */
public final class PairingBench {

    static final double SPREAD = 165;
    static final double DRAW_PROPENSITY = 0.1;
    static final double SPEARMAN_GOAL = 0.95;
    static final double TOP_TEN_GOAL = 0.9;
    static final int TOP = 10;

    public static void main(String[] args) throws IOException {
        int budget = Integer.getInteger("bench.budget", 8);
        int games = Integer.getInteger("bench.games", 10);
        File plots = new File(System.getProperty("bench.plot", "target"));
        String[] sizes = System.getProperty("bench.sizes", "100:40,1000:10").split(",");
        System.out.printf("true spread N(1500, %.0f) by quantiles, draws nu=%.2f, %d games per matchup, budget %d, %s %s%n",
                SPREAD, DRAW_PROPENSITY, games, budget, System.getProperty("java.vm.name"), System.getProperty("java.version"));
        for (String size : sizes) {
            int n = Integer.parseInt(size.split(":")[0]);
            int simulations = Integer.parseInt(size.split(":")[1]);
            double[] truth = quantiles(n);
            System.out.printf("%n%d bots, %d simulations; true gaps in the top ten: %s Elo%n", n, simulations,
                    Arrays.stream(Arrays.copyOf(gaps(truth), TOP - 1)).mapToObj(g -> String.format("%.1f", g)).collect(Collectors.joining(" ")));
            long start = System.nanoTime();
            Curve roundRobin = roundRobin(truth, simulations, games);
            System.out.printf("round robin simulated in %.0f s%n", (System.nanoTime() - start) / 1e9);
            start = System.nanoTime();
            long cap = Math.max(roundRobin.gamesTo(true), roundRobin.gamesTo(false));
            Curve adaptive = adaptive(truth, simulations, games, budget, cap < 0 ? Long.MAX_VALUE : cap);
            System.out.printf("adaptive simulated in %.0f s%n", (System.nanoTime() - start) / 1e9);
            report(n, roundRobin, adaptive);
            plot(new File(plots, "pairing-bench-" + n + ".png"), n, simulations, roundRobin, adaptive);
        }
        planCost(1000, budget, games);
    }

    /** Accuracy after {@code games} games: mean Spearman and share of simulations with the exact top ten. */
    record Point(long games, double spearman, double topTen) {
    }

    /** One method's accuracy at increasing numbers of games, averaged over the simulations. */
    record Curve(String name, List<Point> points) {

        Curve(String name) {
            this(name, new ArrayList<>());
        }

        /** Games at the first point meeting the Spearman goal ({@code spearmanGoal}) or the top-ten goal; -1 if never. */
        long gamesTo(boolean spearmanGoal) {
            for (Point p : points) {
                if (spearmanGoal ? p.spearman() >= SPEARMAN_GOAL : p.topTen() >= TOP_TEN_GOAL) {
                    return p.games();
                }
            }
            return -1;
        }

        boolean done() {
            return gamesTo(true) >= 0 && gamesTo(false) >= 0;
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

        /** Refits from all games so far, starting from the previous fit. */
        Map<Long, Estimate> fit() {
            List<PairScore> scores = new ArrayList<>();
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    int k = a * n + b;
                    if (games[k] > 0) {
                        scores.add(new PairScore(a, b, games[k], score[k], draws[k]));
                    }
                }
            }
            fit = BradleyTerry.fitScores(scores, LongStream.range(0, n).boxed().collect(Collectors.toSet()), fit);
            return fit;
        }
    }

    /** Mean Spearman and top-ten share of the simulations' latest fits. */
    private static void measure(Curve curve, List<Season> seasons) {
        double spearman = 0;
        int topTen = 0;
        long played = 0;
        for (Season season : seasons) {
            Map<Long, Estimate> fit = season.fit;
            Integer[] order = new Integer[season.n];
            for (int i = 0; i < season.n; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (x, y) -> {
                int c = Double.compare(fit.get((long) y).rating(), fit.get((long) x).rating());
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
        curve.points().add(new Point(played / seasons.size(), spearman, (double) topTen / seasons.size()));
    }

    /** Round robin in circle-method slots, measured on a geometric grid of slots (every 20% more games). */
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
            seasons.forEach(Season::fit);
            measure(curve, seasons);
            target = Math.max(slot + 1, (long) Math.ceil(slot * 1.2));
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
        Curve curve = new Curve("adaptive");
        for (int round = 1; !curve.done() && seasons.get(0).played <= cap; round++) {
            seasons.forEach(Season::fit);
            measure(curve, seasons);
            for (int s = 0; s < simulations; s++) {
                Season season = seasons.get(s);
                List<BotStanding> standings = new ArrayList<>();
                season.fit.forEach((bot, e) -> standings.add(new BotStanding(bot, e)));
                for (PlannedMatchup m : AdaptivePairing.plan(standings, histories.get(s), budget, gamesPerMatchup, round)) {
                    season.play((int) m.botA(), (int) m.botB(), m.games());
                    histories.get(s).add(new PastMatchup(m.botA(), m.botB(), m.games(), round));
                }
            }
        }
        return curve;
    }

    private static void report(int n, Curve roundRobin, Curve adaptive) {
        long fullRound = (long) n * (n - 1) / 2;
        System.out.printf("%-28s %14s %14s %8s%n", "games needed for", roundRobin.name(), adaptive.name(), "ratio");
        for (boolean spearman : new boolean[] {true, false}) {
            long rr = roundRobin.gamesTo(spearman);
            long ad = adaptive.gamesTo(spearman);
            System.out.printf("%-28s %14s %14s %8s%n", spearman ? "mean Spearman >= 0.95" : "top ten exact in >= 90%",
                    rr < 0 ? "not reached" : String.format("%,d", rr), ad < 0 ? "not reached" : String.format("%,d", ad),
                    rr > 0 && ad > 0 ? String.format("%.1f%%", 100.0 * ad / rr) : "-");
        }
        System.out.printf("(a whole round robin is %,d matchups)%n", fullRound);
        System.out.printf("%12s %10s %8s | %12s %10s %8s%n", "rr games", "spearman", "top10", "ad games", "spearman", "top10");
        for (int k = 0; k < Math.max(roundRobin.points().size(), adaptive.points().size()); k++) {
            System.out.printf("%s | %s%n", row(roundRobin, k), row(adaptive, k));
        }
    }

    private static String row(Curve c, int k) {
        return k < c.points().size()
                ? String.format("%,12d %10.4f %8.3f", c.points().get(k).games(), c.points().get(k).spearman(), c.points().get(k).topTen())
                : String.format("%12s %10s %8s", "", "", "");
    }

    /** Median wall time of a fit and of a plan for a season of {@code n} bots a few rounds into an adaptive season. */
    static void planCost(int n, int budget, int gamesPerMatchup) {
        Season season = new Season(quantiles(n), 7);
        List<PastMatchup> history = new ArrayList<>();
        List<BotStanding> standings = new ArrayList<>();
        long[] fitNanos = new long[12];
        long[] planNanos = new long[12];
        for (int round = 1; round <= fitNanos.length; round++) {
            long start = System.nanoTime();
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
        Arrays.sort(fitNanos);
        Arrays.sort(planNanos);
        System.out.printf("%n%d bots, rounds 1-%d: plan median %.1f ms (max %.1f ms), Bradley-Terry fit median %.0f ms (max %.0f ms)%n",
                n, fitNanos.length, planNanos[planNanos.length / 2] / 1e6, planNanos[planNanos.length - 1] / 1e6,
                fitNanos[fitNanos.length / 2] / 1e6, fitNanos[fitNanos.length - 1] / 1e6);
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

    /** Accuracy against games on a logarithmic axis, both methods, one panel per measure. */
    static void plot(File file, int n, int simulations, Curve roundRobin, Curve adaptive) throws IOException {
        System.setProperty("java.awt.headless", "true");
        int width = 1200;
        int height = 520;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        long maxGames = 1;
        long minGames = Long.MAX_VALUE;
        for (Curve c : List.of(roundRobin, adaptive)) {
            for (Point p : c.points()) {
                maxGames = Math.max(maxGames, p.games());
                if (p.games() > 0) {
                    minGames = Math.min(minGames, p.games());
                }
            }
        }
        double lo = Math.floor(Math.log10(minGames));
        double hi = Math.ceil(Math.log10(maxGames));
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        g.drawString(String.format("%d bots, true Elo N(1500, %.0f), %d simulations: accuracy against games played", n, SPREAD, simulations), 60, 28);
        panel(g, 60, 60, 520, 380, lo, hi, "mean Spearman correlation with the true order", SPEARMAN_GOAL, roundRobin, adaptive, true);
        panel(g, 660, 60, 520, 380, lo, hi, "share of simulations with the true top 10 in order", TOP_TEN_GOAL, roundRobin, adaptive, false);
        g.dispose();
        file.getParentFile().mkdirs();
        ImageIO.write(image, "png", file);
        System.out.println("plot: " + file);
    }

    private static void panel(Graphics2D g, int x0, int y0, int w, int h, double lo, double hi, String title, double goal,
                              Curve roundRobin, Curve adaptive, boolean spearman) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.setColor(Color.BLACK);
        g.drawRect(x0, y0, w, h);
        g.drawString(title, x0, y0 - 8);
        g.drawString("games played (log scale)", x0 + w / 2 - 70, y0 + h + 38);
        g.drawString(spearman ? "Spearman" : "P(top 10 exact)", x0 - 4, y0 + h + 54);
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
        int legend = 0;
        for (Curve c : List.of(roundRobin, adaptive)) {
            Color color = c == roundRobin ? new Color(0x1f77b4) : new Color(0xd62728);
            g.setColor(color);
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
                px = x;
                py = y;
            }
            g.drawLine(x0 + 12, y0 + 18 + legend * 18, x0 + 40, y0 + 18 + legend * 18);
            g.drawString(c.name(), x0 + 46, y0 + 22 + legend * 18);
            legend++;
        }
        g.setStroke(new BasicStroke(1));
    }

    private PairingBench() {
    }
}
