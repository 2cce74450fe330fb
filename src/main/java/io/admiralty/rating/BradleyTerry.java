package io.admiralty.rating;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Season-wide maximum-likelihood Bradley-Terry ratings on the Elo scale: P(a beats b) = 1/(1+10^((rb-ra)/400)),
 * a draw counting as half a win for each side.
 *
 * <p>Prior: every bot also gets one virtual draw against a virtual opponent fixed at 1500. Without it a bot that
 * won every game (a 10-0 bot), or one that lost every game, has no finite maximum, and groups of bots that never met
 * each other have no common reference; with it the log-likelihood is strictly concave, so the optimum is unique and
 * finite. One game's worth of evidence is negligible next to a real season.
 *
 * <p>Anchor: the virtual opponent already pins the fit (at the optimum the bots' expected scores against it sum to
 * n/2, so the mean is close to 1500, exactly so when the results are symmetric). The reported ratings are then shifted
 * so the mean is exactly 1500, the same anchor the conserved Elo sum gives, and each 95% interval (rating +- 1.96 se)
 * is for the rating relative to that mean; see {@link #anchoredVariances}.
 *
 * <p>Fit: Newton-Raphson on strengths in natural-log units (rating = 1500 + strength * 400/ln 10), with step halving
 * as a guard against overshooting on lopsided records. The cost is per pair of bots that met, not per game, plus a
 * dense n x n Cholesky factorisation per iteration.
 */
public final class BradleyTerry {

    /** Elo points per natural-log unit of strength. */
    static final double SCALE = 400 / Math.log(10);
    static final double Z95 = 1.96;
    static final int MAX_ITERATIONS = 100;
    static final double TOLERANCE_ELO = 1e-9;

    private BradleyTerry() {
    }

    /**
     * Fits every bot in {@code bots}; a bot with no games gets a row (near 1500, wide interval).
     *
     * @return estimates keyed by bot id, in ascending id order
     * @throws IllegalArgumentException if a game names a bot that is not in {@code bots}
     */
    public static Map<Long, Estimate> fit(Collection<Pairing> games, Set<Long> bots) {
        long[] ids = bots.stream().mapToLong(Long::longValue).sorted().toArray();
        int n = ids.length;
        Map<Long, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(ids[i], i);
        }
        Pairs pairs = Pairs.aggregate(games, index);

        double[] theta = new double[n];
        double[][] information = new double[n][n];
        double[] gradient = new double[n];
        double[] trial = new double[n];
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            pairs.derivatives(theta, gradient, information);
            cholesky(information);
            double[] step = solve(information, gradient);
            double maxStep = 0;
            for (double s : step) {
                maxStep = Math.max(maxStep, Math.abs(s));
            }
            if (maxStep * SCALE < TOLERANCE_ELO) {
                add(theta, step, 1, theta);
                break;
            }
            // Halve the step while it lowers the likelihood; the slack absorbs rounding near the optimum.
            double before = pairs.logLikelihood(theta);
            double t = 1;
            add(theta, step, t, trial);
            while (pairs.logLikelihood(trial) < before - 1e-12 * (1 + Math.abs(before)) && t > 1e-6) {
                t /= 2;
                add(theta, step, t, trial);
            }
            System.arraycopy(trial, 0, theta, 0, n);
        }

        pairs.derivatives(theta, gradient, information);
        cholesky(information);
        double[] variance = anchoredVariances(information);

        double meanTheta = 0;
        for (double th : theta) {
            meanTheta += th / n;
        }
        Map<Long, Estimate> result = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            double rating = Elo.START + (theta[i] - meanTheta) * SCALE;
            double half = Z95 * Math.sqrt(Math.max(0, variance[i])) * SCALE;
            result.put(ids[i], new Estimate(rating, rating - half, rating + half));
        }
        return Collections.unmodifiableMap(result);
    }

    private static void add(double[] x, double[] step, double t, double[] out) {
        for (int i = 0; i < x.length; i++) {
            out[i] = x[i] + t * step[i];
        }
    }

    /** Games aggregated per unordered pair (lo < hi): how many, and lo's total score. */
    private record Pairs(int[] lo, int[] hi, double[] games, double[] winsLo) {

        static Pairs aggregate(Collection<Pairing> games, Map<Long, Integer> index) {
            long n = index.size();
            Map<Long, double[]> byPair = new HashMap<>();
            for (Pairing g : games) {
                Integer a = index.get(g.a());
                Integer b = index.get(g.b());
                if (a == null || b == null) {
                    throw new IllegalArgumentException("game " + g + " names a bot that is not a participant");
                }
                boolean aIsLo = a < b;
                double[] tally = byPair.computeIfAbsent(aIsLo ? a * n + b : b * n + a, k -> new double[2]);
                tally[0] += 1;
                tally[1] += aIsLo ? g.scoreA() : 1 - g.scoreA();
            }
            int size = byPair.size();
            Pairs pairs = new Pairs(new int[size], new int[size], new double[size], new double[size]);
            int k = 0;
            for (Map.Entry<Long, double[]> e : byPair.entrySet()) {
                pairs.lo[k] = (int) (e.getKey() / n);
                pairs.hi[k] = (int) (e.getKey() % n);
                pairs.games[k] = e.getValue()[0];
                pairs.winsLo[k] = e.getValue()[1];
                k++;
            }
            return pairs;
        }

        /** Gradient of the log-likelihood and the observed information (its negative Hessian), prior included. */
        void derivatives(double[] theta, double[] gradient, double[][] information) {
            int n = theta.length;
            for (int i = 0; i < n; i++) {
                Arrays.fill(information[i], 0);
                double p = sigmoid(theta[i]);
                gradient[i] = 0.5 - p;
                information[i][i] = p * (1 - p);
            }
            for (int k = 0; k < lo.length; k++) {
                int i = lo[k];
                int j = hi[k];
                double p = sigmoid(theta[i] - theta[j]);
                double residual = winsLo[k] - games[k] * p;
                double w = games[k] * p * (1 - p);
                gradient[i] += residual;
                gradient[j] -= residual;
                information[i][i] += w;
                information[j][j] += w;
                information[i][j] -= w;
                information[j][i] -= w;
            }
        }

        double logLikelihood(double[] theta) {
            double sum = 0;
            for (double th : theta) {
                sum += 0.5 * logSigmoid(th) + 0.5 * logSigmoid(-th);
            }
            for (int k = 0; k < lo.length; k++) {
                double d = theta[lo[k]] - theta[hi[k]];
                sum += winsLo[k] * logSigmoid(d) + (games[k] - winsLo[k]) * logSigmoid(-d);
            }
            return sum;
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

    /** In-place Cholesky: the lower triangle of {@code a} becomes L with a = L L^T. The prior keeps a positive definite. */
    static void cholesky(double[][] a) {
        int n = a.length;
        for (int j = 0; j < n; j++) {
            double[] rowJ = a[j];
            double d = rowJ[j];
            for (int k = 0; k < j; k++) {
                d -= rowJ[k] * rowJ[k];
            }
            if (!(d > 0)) {
                throw new ArithmeticException("information matrix is not positive definite at row " + j);
            }
            double ljj = Math.sqrt(d);
            rowJ[j] = ljj;
            for (int i = j + 1; i < n; i++) {
                double[] rowI = a[i];
                double s = rowI[j];
                for (int k = 0; k < j; k++) {
                    s -= rowI[k] * rowJ[k];
                }
                rowI[j] = s / ljj;
            }
        }
    }

    /** Solves L L^T x = b given the factor from {@link #cholesky}. */
    static double[] solve(double[][] l, double[] b) {
        int n = b.length;
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double s = b[i];
            for (int k = 0; k < i; k++) {
                s -= l[i][k] * y[k];
            }
            y[i] = s / l[i][i];
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double s = y[i];
            for (int k = i + 1; k < n; k++) {
                s -= l[k][i] * x[k];
            }
            x[i] = s / l[i][i];
        }
        return x;
    }

    /**
     * Variance of each strength minus the mean strength, from V = (L L^T)^-1 (the inverse observed information):
     * V_ii - 2 (V 1)_i / n + 1'V1 / n^2. The plain V_ii would also carry the uncertainty of the whole league's level
     * against the virtual opponent, which rests on n virtual draws only and never shrinks with real games; since the
     * reported ratings are anchored to their mean, that level is not part of what they claim.
     */
    static double[] anchoredVariances(double[][] l) {
        int n = l.length;
        double[] diagonal = inverseDiagonal(l);
        double[] ones = new double[n];
        Arrays.fill(ones, 1);
        double[] rowSums = solve(l, ones);
        double total = 0;
        for (double r : rowSums) {
            total += r;
        }
        double[] variance = new double[n];
        for (int i = 0; i < n; i++) {
            variance[i] = diagonal[i] - 2 * rowSums[i] / n + total / ((double) n * n);
        }
        return variance;
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
                double s = r == i ? 1 : 0;
                double[] row = l[r];
                for (int k = i; k < r; k++) {
                    s -= row[k] * x[k];
                }
                x[r] = s / row[r];
                sum += x[r] * x[r];
            }
            diagonal[i] = sum;
        }
        return diagonal;
    }
}
