package io.admiralty.rating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Season-wide maximum-likelihood Bradley-Terry ratings on the Elo scale: P(a beats b) = 1/(1+10^((rb-ra)/400)),
 * a draw counting as half a win for each side.
 *
 * <p>No prior where the games decide: the maximum-likelihood ratings exist and are unique exactly when every group
 * of bots took points (a win or a draw) from the rest of the season and gave points to it, i.e. when the graph
 * "i took points from j" is strongly connected. Then the fit is the plain maximum of the likelihood, the same
 * ratings a chess rating tool computes from the same games.
 *
 * <p>Prior only where the maximum is infinite: a bot that won every game, lost every game or has none, or a group
 * that only ever beat (or only ever lost to) everyone else, would run off to plus or minus infinity. The largest
 * strongly connected group, the main group, keeps its plain likelihood; every bot outside it gets one virtual draw
 * against the main group's mean, which holds it at a finite distance without moving the main group's ratings
 * against one another (the virtual opponent is their mean, so it pulls them all alike). Those bots are reported
 * {@link Estimate#regularised()}. When there is no such group (a new season, or two equally large groups that never
 * crossed) every bot gets the virtual draw against the mean of all, and every bot is reported regularised.
 *
 * <p>Anchor: only rating differences are defined, so the reported ratings are shifted to a mean of exactly 1500, the
 * same anchor the conserved Elo sum gives, and each 95% interval (rating +- 1.96 se) is for the rating relative to
 * that mean; see {@link #anchoredVariances}. Draws narrow it: see {@link Pairs#dispersion}.
 *
 * <p>Fit: Newton-Raphson on strengths in natural-log units (rating = 1500 + strength * 400/ln 10), with step halving
 * as a guard against overshooting on lopsided records. Each Newton step is solved by conjugate gradients on the
 * information matrix without ever forming it: a product with it costs one pass over the pairs of bots that met (not
 * the games), so a fit of 1,000 bots costs milliseconds where a dense factorisation per step cost seconds. The
 * intervals need the diagonal of the inverse information, which has no such shortcut: {@link #fitScores} factorises
 * the dense n x n matrix once, at the maximum (about n^3/3 multiply-adds: 0.3 billion for 1,000 bots), and
 * {@link #ratings} skips it for callers that only need the order.
 */
public final class BradleyTerry {

    /** Elo points per natural-log unit of strength. */
    static final double SCALE = 400 / Math.log(10);

    static final double Z95 = 1.96;
    static final int MAX_ITERATIONS = 100;
    static final double TOLERANCE_ELO = 1e-6;
    /** The largest change of one strength in one Newton iteration, in natural-log units (about 350 Elo). */
    static final double MAX_STEP = 2;

    static final double DISPERSION_PSEUDO_VARIANCE = 2 * 0.25;
    /**
     * Conjugate gradients stop when the residual is this share of the gradient: the step is then exact to about as
     * many digits, far below the convergence test's 1e-6 Elo once the gradient is small.
     */
    static final double SOLVER_TOLERANCE = 1e-11;

    private BradleyTerry() {}

    /**
     * Fits every bot in {@code bots} from single games; a bot with no games gets a regularised row (at the main
     * group's mean, wide interval).
     *
     * @return estimates keyed by bot id, in ascending id order
     * @throws IllegalArgumentException if a game names a bot that is not in {@code bots}
     */
    public static Map<Long, Estimate> fit(Collection<Pairing> games, Set<Long> bots) {
        List<PairScore> scores = new ArrayList<>(games.size());
        for (Pairing g : games) {
            scores.add(PairScore.of(g));
        }
        return fitScores(scores, bots);
    }

    /**
     * As {@link #fit}, from games already tallied by pair (a pair may appear more than once; its tallies add up).
     *
     * @throws IllegalArgumentException if a tally names a bot that is not in {@code bots}
     */
    public static Map<Long, Estimate> fitScores(Collection<PairScore> scores, Set<Long> bots) {
        return fitScores(scores, bots, Map.of());
    }

    /**
     * As {@link #fitScores(Collection, Set)}, starting Newton's method from {@code start}, typically the fit of the
     * same season one round earlier (bots missing from it start at its mean). The result is the same maximum; a start
     * near it saves iterations.
     */
    public static Map<Long, Estimate> fitScores(
            Collection<PairScore> scores, Set<Long> bots, Map<Long, Estimate> start) {
        return fitScores(scores, bots, start, List.of());
    }

    /**
     * As {@link #fitScores(Collection, Set, Map)}, for games played in pairs on one deal with the seats swapped (a
     * duplicate season's): the same ratings, since each game still has the odds of its two bots' ratings, but intervals
     * from the spread of the pairs' scores ({@link #pairDispersion}) rather than of the games', because the two games of
     * a pair are not independent: the luck of the deal, which favours one seat, goes to each bot once. Without complete
     * pairs, as {@link #fitScores(Collection, Set, Map)}.
     *
     * @param dealPairs the complete pairs, counted by score (games of a pair are also in {@code scores}, once each)
     */
    public static Map<Long, Estimate> fitScores(
            Collection<PairScore> scores, Set<Long> bots, Map<Long, Estimate> start, Collection<DealPairs> dealPairs) {
        Maximum maximum = Maximum.of(scores, bots, bot -> {
            Estimate previous = start.get(bot);
            return previous == null ? null : previous.rating();
        });
        double[] theta = maximum.theta;
        int n = theta.length;
        double[][] information = maximum.model.dense(theta);
        cholesky(information);
        double[] variance;
        if (dealPairs.isEmpty()) {
            variance = anchoredVariances(information);
            double dispersion = maximum.model.pairs.dispersion(theta);
            for (int i = 0; i < n; i++) {
                variance[i] *= dispersion;
            }
        } else {
            variance = pairedVariances(information, maximum.model, theta, maximum.ids, dealPairs);
        }
        double[] rating = maximum.ratings();
        Map<Long, Estimate> result = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            double half = Z95 * Math.sqrt(Math.max(0, variance[i])) * SCALE;
            result.put(
                    maximum.ids[i],
                    new Estimate(rating[i], rating[i] - half, rating[i] + half, maximum.model.regularised[i]));
        }
        return Collections.unmodifiableMap(result);
    }

    /**
     * The ratings of {@link #fitScores(Collection, Set, Map)} without their intervals, for callers that only need the
     * order (a simulation measuring how well a season ranks): the same maximum, without the dense factorisation.
     *
     * @param start ratings to start from (bots missing from it start at its mean)
     * @return ratings keyed by bot id, in ascending id order
     */
    public static Map<Long, Double> ratings(Collection<PairScore> scores, Set<Long> bots, Map<Long, Double> start) {
        Maximum maximum = Maximum.of(scores, bots, start::get);
        double[] rating = maximum.ratings();
        Map<Long, Double> result = new LinkedHashMap<>();
        for (int i = 0; i < rating.length; i++) {
            result.put(maximum.ids[i], rating[i]);
        }
        return Collections.unmodifiableMap(result);
    }

    /**
     * What a pair of games on one deal really showed of the variance of its score: the spread of a's scores over the
     * pairs ({@code pentanomial[k]} pairs of k half-points) around what the ratings expect, 2p (p a's chance in a
     * game), where two independent games would spread 2p(1-p) per pair.
     */
    static double pairSpread(long[] pentanomial, double p) {
        double spread = 0;
        for (int half = 0; half < pentanomial.length; half++) {
            double residual = half / 2.0 - 2 * p;
            spread += pentanomial[half] * residual * residual;
        }
        return spread;
    }

    /**
     * Variance of each strength minus the mean strength when games came in pairs on one deal: the sandwich
     * I^+ J I^+ of a quasi-likelihood fit, J the information I with each pair of bots' binomial variance G p(1-p)
     * replaced by what its games showed: {@link #pairSpread} of its complete pairs plus p(1-p) for each game without
     * its partner (a matchup cut short). The virtual draws stay as they are. Since J 1 = 0, I^+ J I^+ = M J M with
     * M = (I + 11')^-1, whose Cholesky factor {@code l} is given. Costs the whole inverse (n^3) and, per bot, a pass
     * over the pairs of bots that met.
     */
    private static double[] pairedVariances(
            double[][] l, Model model, double[] theta, long[] ids, Collection<DealPairs> dealPairs) {
        int n = theta.length;
        Pairs pairs = model.pairs;
        Map<Long, Integer> met = new HashMap<>();
        double[] spread = new double[pairs.lo.length];
        for (int k = 0; k < pairs.lo.length; k++) {
            met.put((long) pairs.lo[k] * n + pairs.hi[k], k);
            double p = sigmoid(theta[pairs.lo[k]] - theta[pairs.hi[k]]);
            spread[k] = pairs.games[k] * p * (1 - p);
        }
        for (DealPairs dealt : dealPairs) {
            int a = Arrays.binarySearch(ids, dealt.a());
            int b = Arrays.binarySearch(ids, dealt.b());
            Integer k = a < 0 || b < 0 ? null : met.get((long) Math.min(a, b) * n + Math.max(a, b));
            if (k == null) {
                throw new IllegalArgumentException(
                        "pairs of " + dealt.a() + " and " + dealt.b() + " name bots without games against each other");
            }
            double p = sigmoid(theta[a] - theta[b]);
            // one virtual pair spread as two independent games: a few pairs that all split their games do not prove
            // that the deal decides everything (without it, 5 pairs a matchup covered 93% rather than 95%)
            double independent = 2 * p * (1 - p);
            long m = dealt.pairs();
            spread[k] += m * (pairSpread(dealt.pentanomial(), p) + independent) / (m + 1) - m * independent;
        }
        double[][] inverse = inverse(l);
        double mean = model.mainMean(theta);
        double[] variance = new double[n];
        for (int i = 0; i < n; i++) {
            double[] row = inverse[i];
            double sum = 0;
            for (int k = 0; k < spread.length; k++) {
                double d = row[pairs.lo[k]] - row[pairs.hi[k]];
                sum += Math.max(0, spread[k]) * d * d;
            }
            double mainMean = 0;
            for (int j : model.main) {
                mainMean += row[j] / model.main.length;
            }
            for (int x : model.priorBots) {
                double p = sigmoid(theta[x] - mean);
                double d = row[x] - mainMean;
                sum += p * (1 - p) * d * d;
            }
            variance[i] = sum;
        }
        return variance;
    }

    /** The maximum of the (penalised) likelihood: bot ids in ascending order, their model and strengths. */
    private record Maximum(long[] ids, Model model, double[] theta) {

        /** Newton's method from the ratings {@code start} gives (null: no start for that bot, it starts at 0). */
        static Maximum of(Collection<PairScore> scores, Set<Long> bots, Function<Long, Double> start) {
            long[] ids = bots.stream().mapToLong(Long::longValue).sorted().toArray();
            int n = ids.length;
            Map<Long, Integer> index = new HashMap<>();
            for (int i = 0; i < n; i++) {
                index.put(ids[i], i);
            }
            Model model = Model.of(Pairs.aggregate(scores, index), n);
            double[] theta = new double[n];
            for (int i = 0; i < n; i++) {
                Double previous = start.apply(ids[i]);
                theta[i] = previous == null ? 0 : (previous - Elo.START) / SCALE;
            }
            double[] gradient = new double[n];
            double[] trial = new double[n];
            Curvature curvature = new Curvature(model, n);
            for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
                model.gradient(theta, gradient, curvature);
                double[] step = curvature.solve(gradient);
                double maxStep = 0;
                for (double s : step) {
                    maxStep = Math.max(maxStep, Math.abs(s));
                }
                if (maxStep * SCALE < TOLERANCE_ELO) {
                    // Newton converges quadratically: the error after this step is far below the step itself
                    add(theta, step, 1, theta);
                    break;
                }
                // No strength moves more than MAX_STEP at once: on a record that barely connects a bot (one draw
                // among fifty losses) the likelihood is so flat that a full Newton step can throw it thousands of Elo
                // away. Then halve the step while it lowers the likelihood; the slack absorbs rounding near the
                // optimum.
                double before = model.logLikelihood(theta);
                double t = Math.min(1, MAX_STEP / maxStep);
                add(theta, step, t, trial);
                while (model.logLikelihood(trial) < before - 1e-12 * (1 + Math.abs(before)) && t > 1e-6) {
                    t /= 2;
                    add(theta, step, t, trial);
                }
                System.arraycopy(trial, 0, theta, 0, n);
            }
            return new Maximum(ids, model, theta);
        }

        /** Ratings on the Elo scale, shifted to a mean of exactly 1500. */
        double[] ratings() {
            int n = theta.length;
            double meanTheta = 0;
            for (double th : theta) {
                meanTheta += th / n;
            }
            double[] rating = new double[n];
            for (int i = 0; i < n; i++) {
                rating[i] = Elo.START + (theta[i] - meanTheta) * SCALE;
            }
            return rating;
        }
    }

    private static void add(double[] x, double[] step, double t, double[] out) {
        for (int i = 0; i < x.length; i++) {
            out[i] = x[i] + t * step[i];
        }
    }

    /** Games aggregated per unordered pair (lo < hi) that met at least once: how many, lo's total score, draws. */
    record Pairs(int[] lo, int[] hi, double[] games, double[] winsLo, double[] draws) {

        static Pairs aggregate(Collection<PairScore> scores, Map<Long, Integer> index) {
            long n = index.size();
            Map<Long, double[]> byPair = new HashMap<>();
            for (PairScore s : scores) {
                Integer a = index.get(s.a());
                Integer b = index.get(s.b());
                if (a == null || b == null) {
                    throw new IllegalArgumentException("game " + s + " names a bot that is not a participant");
                }
                if (s.games() == 0) {
                    continue;
                }
                boolean aIsLo = a < b;
                double[] tally = byPair.computeIfAbsent(aIsLo ? a * n + b : b * n + a, k -> new double[3]);
                tally[0] += s.games();
                tally[1] += aIsLo ? s.scoreA() : s.games() - s.scoreA();
                tally[2] += s.draws();
            }
            int size = byPair.size();
            Pairs pairs = new Pairs(new int[size], new int[size], new double[size], new double[size], new double[size]);
            int k = 0;
            for (Map.Entry<Long, double[]> e : byPair.entrySet()) {
                pairs.lo[k] = (int) (e.getKey() / n);
                pairs.hi[k] = (int) (e.getKey() % n);
                pairs.games[k] = e.getValue()[0];
                pairs.winsLo[k] = e.getValue()[1];
                pairs.draws[k] = e.getValue()[2];
                k++;
            }
            return pairs;
        }

        /**
         * Share of the binomial variance the games really carry. A game's score has variance p(1-p) minus a quarter
         * of the chance of a draw (a draw scores 1/2 either way), so with draws the information overstates the
         * variance of the scores, and the intervals would be too wide; the variances are scaled by this
         * quasi-likelihood dispersion, 1 when nothing was drawn. Two virtual decisive games between equals (variance
         * 1/4 each) keep it above zero when nearly every game was drawn: a handful of draws does not pin a rating.
         */
        double dispersion(double[] theta) {
            double binomial = DISPERSION_PSEUDO_VARIANCE;
            double observed = DISPERSION_PSEUDO_VARIANCE;
            for (int k = 0; k < lo.length; k++) {
                double p = sigmoid(theta[lo[k]] - theta[hi[k]]);
                binomial += games[k] * p * (1 - p);
                observed += games[k] * p * (1 - p) - draws[k] / 4;
            }
            return Math.max(observed, DISPERSION_PSEUDO_VARIANCE) / binomial;
        }

        /**
         * Strongly connected components of "took points from" (i -> j when i scored anything against j), by
         * Kosaraju's two passes with explicit stacks: component ids per bot.
         */
        int[] strongComponents(int n) {
            int[][] out = adjacency(n, true);
            int[][] in = adjacency(n, false);
            int[] order = new int[n];
            int finished = 0;
            boolean[] seen = new boolean[n];
            int[] stack = new int[n];
            int[] next = new int[n];
            for (int s = 0; s < n; s++) {
                if (seen[s]) {
                    continue;
                }
                int top = 0;
                stack[0] = s;
                seen[s] = true;
                while (top >= 0) {
                    int v = stack[top];
                    if (next[v] < out[v].length) {
                        int w = out[v][next[v]++];
                        if (!seen[w]) {
                            seen[w] = true;
                            stack[++top] = w;
                        }
                    } else {
                        order[finished++] = v;
                        top--;
                    }
                }
            }
            int[] component = new int[n];
            Arrays.fill(component, -1);
            int count = 0;
            for (int k = n - 1; k >= 0; k--) {
                int s = order[k];
                if (component[s] >= 0) {
                    continue;
                }
                int top = 0;
                stack[0] = s;
                component[s] = count;
                while (top >= 0) {
                    int v = stack[top--];
                    for (int w : in[v]) {
                        if (component[w] < 0) {
                            component[w] = count;
                            stack[++top] = w;
                        }
                    }
                }
                count++;
            }
            return component;
        }

        /** Edges "took points from", listed at their tail ({@code forward}) or at their head. */
        private int[][] adjacency(int n, boolean forward) {
            int[] degree = new int[n];
            int[][] edges = new int[n][];
            for (int pass = 0; pass < 2; pass++) {
                for (int k = 0; k < lo.length; k++) {
                    if (winsLo[k] > 0) {
                        link(forward ? lo[k] : hi[k], forward ? hi[k] : lo[k], degree, edges);
                    }
                    if (winsLo[k] < games[k]) {
                        link(forward ? hi[k] : lo[k], forward ? lo[k] : hi[k], degree, edges);
                    }
                }
                if (pass == 0) {
                    for (int v = 0; v < n; v++) {
                        edges[v] = new int[degree[v]];
                        degree[v] = 0;
                    }
                }
            }
            return edges;
        }

        /** First pass (no arrays yet): counts; second pass: fills. */
        private static void link(int from, int to, int[] degree, int[][] edges) {
            if (edges[from] != null) {
                edges[from][degree[from]] = to;
            }
            degree[from]++;
        }
    }

    /**
     * The penalised likelihood: the games, plus one virtual draw for each regularised bot against the mean strength
     * of the main group. Every term depends on differences only, so the likelihood is flat along a common shift of
     * all strengths; {@link Curvature} adds the all-ones matrix to the information to make it invertible, which
     * leaves the Newton step (the gradient sums to zero) and the variances relative to the mean unchanged.
     */
    record Model(Pairs pairs, int[] main, int[] priorBots, boolean[] regularised) {

        static Model of(Pairs pairs, int n) {
            int[] component = pairs.strongComponents(n);
            int[] size = new int[n];
            for (int c : component) {
                size[c]++;
            }
            int largest = -1;
            boolean unique = false;
            for (int c = 0; c < n; c++) {
                if (largest < 0 || size[c] > size[largest]) {
                    largest = c;
                    unique = true;
                } else if (size[c] == size[largest]) {
                    unique = false;
                }
            }
            boolean grouped = n > 0 && unique && size[largest] >= 2;
            boolean[] regularised = new boolean[n];
            List<Integer> main = new ArrayList<>();
            List<Integer> priorBots = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                boolean inMain = !grouped || component[i] == largest;
                regularised[i] = !grouped || !inMain;
                if (inMain) {
                    main.add(i);
                }
                if (regularised[i]) {
                    priorBots.add(i);
                }
            }
            return new Model(
                    pairs,
                    main.stream().mapToInt(Integer::intValue).toArray(),
                    priorBots.stream().mapToInt(Integer::intValue).toArray(),
                    regularised);
        }

        private double mainMean(double[] theta) {
            double sum = 0;
            for (int j : main) {
                sum += theta[j];
            }
            return sum / main.length;
        }

        /**
         * The gradient of the log-likelihood at {@code theta}, and into {@code curvature} the weights p(1-p) of its
         * information (times the games, for a pair).
         */
        void gradient(double[] theta, double[] gradient, Curvature curvature) {
            Arrays.fill(gradient, 0);
            // virtual draw of X against m = mean of the main group: gradient (1/2 - p) along e_X - 1_main/|main|,
            // information p(1-p) times the outer product of that vector with itself
            double mean = mainMean(theta);
            double residuals = 0;
            for (int k = 0; k < priorBots.length; k++) {
                int x = priorBots[k];
                double p = sigmoid(theta[x] - mean);
                curvature.priorWeight[k] = p * (1 - p);
                gradient[x] += 0.5 - p;
                residuals += 0.5 - p;
            }
            for (int j : main) {
                gradient[j] -= residuals / main.length;
            }
            for (int k = 0; k < pairs.lo.length; k++) {
                int i = pairs.lo[k];
                int j = pairs.hi[k];
                double p = sigmoid(theta[i] - theta[j]);
                double residual = pairs.winsLo[k] - pairs.games[k] * p;
                curvature.pairWeight[k] = pairs.games[k] * p * (1 - p);
                gradient[i] += residual;
                gradient[j] -= residual;
            }
        }

        /** The observed information at {@code theta} plus all ones, as a dense matrix (for the intervals). */
        double[][] dense(double[] theta) {
            Curvature curvature = new Curvature(this, theta.length);
            gradient(theta, new double[theta.length], curvature);
            return curvature.dense();
        }

        double logLikelihood(double[] theta) {
            double sum = 0;
            double mean = mainMean(theta);
            for (int x : priorBots) {
                double d = theta[x] - mean;
                sum += 0.5 * logSigmoid(d) + 0.5 * logSigmoid(-d);
            }
            for (int k = 0; k < pairs.lo.length; k++) {
                double d = theta[pairs.lo[k]] - theta[pairs.hi[k]];
                sum += pairs.winsLo[k] * logSigmoid(d) + (pairs.games[k] - pairs.winsLo[k]) * logSigmoid(-d);
            }
            return sum;
        }
    }

    /**
     * The information matrix plus all ones, I + 11', from the weights {@link Model#gradient} leaves: p(1-p) G for each
     * pair that met (a weighted graph Laplacian) and p(1-p) for each virtual draw (a rank-one term along
     * e_X - 1_main/|main|). Kept as those weights, never as a matrix, for the Newton steps: a product with it is one
     * pass over the pairs, and the all-ones and virtual-draw terms are sums and means.
     */
    private static final class Curvature {
        final Model model;
        final double[] pairWeight;
        final double[] priorWeight;
        final boolean[] inMain;

        Curvature(Model model, int n) {
            this.model = model;
            this.pairWeight = new double[model.pairs.lo.length];
            this.priorWeight = new double[model.priorBots.length];
            this.inMain = new boolean[n];
            for (int j : model.main) {
                inMain[j] = true;
            }
        }

        /** out = (I + 11') v. */
        void multiply(double[] v, double[] out) {
            double sum = 0;
            double mainSum = 0;
            for (int i = 0; i < v.length; i++) {
                sum += v[i];
                mainSum += inMain[i] ? v[i] : 0;
            }
            Arrays.fill(out, sum);
            Pairs pairs = model.pairs;
            for (int k = 0; k < pairWeight.length; k++) {
                int i = pairs.lo[k];
                int j = pairs.hi[k];
                double flow = pairWeight[k] * (v[i] - v[j]);
                out[i] += flow;
                out[j] -= flow;
            }
            double mainMean = mainSum / model.main.length;
            double pulled = 0;
            for (int k = 0; k < priorWeight.length; k++) {
                int x = model.priorBots[k];
                double pull = priorWeight[k] * (v[x] - mainMean);
                out[x] += pull;
                pulled += pull;
            }
            for (int j : model.main) {
                out[j] -= pulled / model.main.length;
            }
        }

        /** The diagonal of I + 11'. */
        double[] diagonal() {
            int n = inMain.length;
            double[] diagonal = new double[n];
            Arrays.fill(diagonal, 1);
            for (int k = 0; k < pairWeight.length; k++) {
                diagonal[model.pairs.lo[k]] += pairWeight[k];
                diagonal[model.pairs.hi[k]] += pairWeight[k];
            }
            double share = 1.0 / model.main.length;
            double weights = 0;
            for (int k = 0; k < priorWeight.length; k++) {
                int x = model.priorBots[k];
                diagonal[x] += priorWeight[k] * (inMain[x] ? 1 - 2 * share : 1);
                weights += priorWeight[k];
            }
            for (int j : model.main) {
                diagonal[j] += weights * share * share;
            }
            return diagonal;
        }

        /**
         * Solves (I + 11') x = b by conjugate gradients preconditioned by the diagonal, to {@link #SOLVER_TOLERANCE}
         * of b. A season's information is well enough conditioned for that within a few hundred products; where it is
         * not (a start thousands of Elo from the maximum, where some weights are e^-40), the iterations stop at a cap
         * and the partial solution is still a direction in which the likelihood rises, which the line search takes.
         */
        double[] solve(double[] b) {
            int n = b.length;
            double[] x = new double[n];
            double[] preconditioner = diagonal();
            double[] r = b.clone();
            double[] z = new double[n];
            double[] p = new double[n];
            double[] q = new double[n];
            for (int i = 0; i < n; i++) {
                z[i] = r[i] / preconditioner[i];
            }
            System.arraycopy(z, 0, p, 0, n);
            double rz = dot(r, z, 0, n);
            double stop = SOLVER_TOLERANCE * SOLVER_TOLERANCE * dot(b, b, 0, n);
            for (int iteration = 0; iteration < 10 * n + 100 && dot(r, r, 0, n) > stop; iteration++) {
                multiply(p, q);
                double alpha = rz / dot(p, q, 0, n);
                for (int i = 0; i < n; i++) {
                    x[i] += alpha * p[i];
                    r[i] -= alpha * q[i];
                    z[i] = r[i] / preconditioner[i];
                }
                double next = dot(r, z, 0, n);
                double beta = next / rz;
                rz = next;
                for (int i = 0; i < n; i++) {
                    p[i] = z[i] + beta * p[i];
                }
            }
            return x;
        }

        /** I + 11' as a dense matrix. */
        double[][] dense() {
            int n = inMain.length;
            double[][] information = new double[n][n];
            for (double[] row : information) {
                Arrays.fill(row, 1);
            }
            double share = 1.0 / model.main.length;
            double weights = 0;
            for (int k = 0; k < priorWeight.length; k++) {
                int x = model.priorBots[k];
                double w = priorWeight[k];
                weights += w;
                information[x][x] += w;
                for (int j : model.main) {
                    information[x][j] -= w * share;
                    information[j][x] -= w * share;
                }
            }
            for (int j : model.main) {
                for (int k : model.main) {
                    information[j][k] += weights * share * share;
                }
            }
            Pairs pairs = model.pairs;
            for (int k = 0; k < pairWeight.length; k++) {
                int i = pairs.lo[k];
                int j = pairs.hi[k];
                information[i][i] += pairWeight[k];
                information[j][j] += pairWeight[k];
                information[i][j] -= pairWeight[k];
                information[j][i] -= pairWeight[k];
            }
            return information;
        }
    }

    static double sigmoid(double x) {
        if (x >= 0) {
            return 1 / (1 + Math.exp(-x));
        }
        double e = Math.exp(x);
        return e / (1 + e);
    }

    static double logSigmoid(double x) {
        return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
    }

    /** In-place Cholesky: the lower triangle of {@code a} becomes L with a = L L^T. Positive definite once the all-ones matrix is added. */
    static void cholesky(double[][] a) {
        int n = a.length;
        for (int j = 0; j < n; j++) {
            double[] rowJ = a[j];
            double d = rowJ[j] - dot(rowJ, rowJ, 0, j);
            if (!(d > 0)) {
                throw new ArithmeticException("information matrix is not positive definite at row " + j);
            }
            double ljj = Math.sqrt(d);
            rowJ[j] = ljj;
            for (int i = j + 1; i < n; i++) {
                double[] rowI = a[i];
                rowI[j] = (rowI[j] - dot(rowI, rowJ, 0, j)) / ljj;
            }
        }
    }

    /**
     * Sum of x[k] y[k] for k in [from, to), in four running sums: the factorisations are almost all such dot products,
     * and independent sums let the processor overlap the additions (about twice as fast as one sum for 1,000 bots).
     */
    static double dot(double[] x, double[] y, int from, int to) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        int k = from;
        for (; k + 3 < to; k += 4) {
            s0 += x[k] * y[k];
            s1 += x[k + 1] * y[k + 1];
            s2 += x[k + 2] * y[k + 2];
            s3 += x[k + 3] * y[k + 3];
        }
        for (; k < to; k++) {
            s0 += x[k] * y[k];
        }
        return (s0 + s1) + (s2 + s3);
    }

    /**
     * Variance of each strength minus the mean strength. The information I of the likelihood is singular along a
     * common shift (the all-ones vector); the factor given is that of I + 11', whose inverse is I^+ + 11'/n^2 (I^+
     * the pseudo-inverse, the covariance of the strengths relative to their mean). So the variance is the diagonal
     * of the inverse minus 1/n^2.
     */
    static double[] anchoredVariances(double[][] l) {
        int n = l.length;
        double[] variance = inverseDiagonal(l);
        for (int i = 0; i < n; i++) {
            variance[i] -= 1.0 / ((double) n * n);
        }
        return variance;
    }

    /** (L L^T)^-1, column by column: a forward and a back substitution each. */
    static double[][] inverse(double[][] l) {
        int n = l.length;
        double[][] inverse = new double[n][];
        double[] y = new double[n];
        for (int c = 0; c < n; c++) {
            for (int r = 0; r < n; r++) {
                y[r] = ((r == c ? 1 : 0) - dot(l[r], y, 0, r)) / l[r][r];
            }
            double[] x = new double[n];
            for (int r = n - 1; r >= 0; r--) {
                double sum = y[r];
                for (int k = r + 1; k < n; k++) {
                    sum -= l[k][r] * x[k];
                }
                x[r] = sum / l[r][r];
            }
            inverse[c] = x;
        }
        return inverse;
    }

    /** Diagonal of (L L^T)^-1 = column norms of L^-1; avoids forming the whole inverse. */
    static double[] inverseDiagonal(double[][] l) {
        int n = l.length;
        double[] diagonal = new double[n];
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            // column i of L^-1 is zero above row i
            double sum = 0;
            for (int r = i; r < n; r++) {
                double[] row = l[r];
                x[r] = ((r == i ? 1 : 0) - dot(row, x, i, r)) / row[r];
                sum += x[r] * x[r];
            }
            diagonal[i] = sum;
        }
        return diagonal;
    }
}
