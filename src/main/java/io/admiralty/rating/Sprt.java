package io.admiralty.rating;

import java.util.Arrays;
import java.util.Optional;

/**
 * The sequential probability ratio test that decides whether a new version of a bot is stronger than the one it
 * would replace, and the Elo difference its games show, with a 95% interval. Pure maths.
 * <p>
 * Results are counts of outcomes on a ladder of equally spaced scores from 0 to 1: three counts for single games
 * (losses, draws, wins: scores 0, 1/2, 1: the trinomial model) or five for pairs of games played from the same seed
 * with the seats swapped (pairs scoring 0, 1/2, 1, 3/2, 2 points, that is 0, 1/4, 1/2, 3/4, 1 per game: the
 * pentanomial model). A pair's two games share the luck of the deal, so their scores are correlated; counting pairs
 * rather than games measures the variance that is left, which is smaller, so a test on pairs needs fewer games.
 * <p>
 * The test is the generalised SPRT in logistic Elo: H0 says the expected score per game is {@code s0 = L(elo0)}, H1
 * that it is {@code s1 = L(elo1)}, with {@code L(e) = 1 / (1 + 10^(-e/400))}. Neither hypothesis fixes the whole
 * distribution of outcomes, so each is represented by the distribution that best explains the observed one among
 * those with that expected score (its maximum-likelihood estimate under the constraint), and the log-likelihood
 * ratio is that of the observed counts under the two estimates. The estimate under mean {@code s} reweights the
 * observed frequencies {@code p_i} of scores {@code a_i} as {@code p_i / (1 + x (a_i - s))}, where the Lagrange
 * multiplier {@code x} is the root of {@code sum p_i (a_i - s) / (1 + x (a_i - s)) = 0}; the left side falls
 * strictly with {@code x} between the poles {@code -1/(max a - s)} and {@code -1/(min a - s)}, so bisection finds
 * it. Outcomes never observed count as a thousandth of an observation, so that the estimate keeps every outcome
 * possible. The test stops with H1 (the candidate passes) once the LLR reaches {@code ln((1-beta)/alpha)} and with
 * H0 (it fails) once it falls to {@code ln(beta/(1-alpha))}: Wald's bounds, which hold the chance of passing a
 * version no better than elo0 near alpha and of failing one as good as elo1 near beta. This is the method of the
 * chess engine testing frameworks (fishtest, OpenBench), whose published figures SprtTest checks.
 */
public final class Sprt {

    /** The weight of an outcome never observed. */
    private static final double UNSEEN = 1e-3;
    /** The two-sided 95% quantile of the standard normal law. */
    private static final double Z95 = 1.959963984540054;

    private Sprt() {}

    /** The test's settings: the hypotheses in logistic Elo and the error rates, checked. */
    public record Bounds(double elo0, double elo1, double alpha, double beta) {

        /** The league's default: is the candidate at least 10 Elo better, or no better at all, at 5% error each way. */
        public static final Bounds DEFAULT = new Bounds(0, 10, 0.05, 0.05);
        /** The largest |elo| a hypothesis may name: beyond it a game's expected score is within 10% of certainty. */
        public static final double MAX_ELO = 400;

        public Bounds {
            if (!Double.isFinite(elo0)
                    || !Double.isFinite(elo1)
                    || Math.abs(elo0) > MAX_ELO
                    || Math.abs(elo1) > MAX_ELO) {
                throw new IllegalArgumentException("elo0 and elo1 must be numbers from -" + (int) MAX_ELO + " to "
                        + (int) MAX_ELO + ", were " + elo0 + " and " + elo1);
            }
            if (!(elo1 > elo0)) {
                throw new IllegalArgumentException(
                        "elo1 must be above elo0 (H1 says the candidate is stronger than H0 does), were elo0 " + elo0
                                + " and elo1 " + elo1);
            }
            for (double rate : new double[] {alpha, beta}) {
                if (!(rate > 0 && rate < 0.5)) {
                    throw new IllegalArgumentException(
                            "alpha and beta must be above 0 and below 0.5, were " + alpha + " and " + beta);
                }
            }
        }

        /** The LLR at or below which the test accepts H0. */
        public double lower() {
            return Math.log(beta / (1 - alpha));
        }

        /** The LLR at or above which the test accepts H1. */
        public double upper() {
            return Math.log((1 - beta) / alpha);
        }

        /** What an LLR says under these bounds. */
        public Verdict verdict(double llr) {
            return llr >= upper() ? Verdict.H1 : llr <= lower() ? Verdict.H0 : Verdict.CONTINUE;
        }
    }

    /** Where a test stands: it goes on, or it accepted H1 (stronger by elo1) or H0 (no stronger than elo0). */
    public enum Verdict {
        CONTINUE,
        H1,
        H0
    }

    /**
     * An Elo difference with its 95% confidence interval. An end the games do not bound is infinite: a side that won
     * every sample has {@code elo} and {@code high} at {@code +Infinity} and only a finite {@code low}.
     */
    public record Estimate(double elo, double low, double high) {

        /** Whether the games put an upper limit on the difference. */
        public boolean boundedAbove() {
            return Double.isFinite(high);
        }

        /** Whether the games put a lower limit on the difference. */
        public boolean boundedBelow() {
            return Double.isFinite(low);
        }
    }

    /** The expected score per game of a side this many logistic Elo above its opponent. */
    public static double score(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The logistic Elo difference that gives this expected score per game: infinite at a score of 0 or 1. */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /**
     * The generalised log-likelihood ratio of H1 ({@code elo1}) against H0 ({@code elo0}) for trinomial (3) or
     * pentanomial (5) counts; 0 when there are none.
     */
    public static double llr(long[] counts, double elo0, double elo1) {
        double[] scores = ladder(counts);
        if (total(counts) == 0) {
            return 0;
        }
        double[] weights = regularised(counts);
        double n = Arrays.stream(weights).sum();
        double[] observed = Arrays.stream(weights).map(w -> w / n).toArray();
        double[] under0 = constrained(scores, observed, score(elo0));
        double[] under1 = constrained(scores, observed, score(elo1));
        double perSample = 0;
        for (int i = 0; i < scores.length; i++) {
            perSample += observed[i] * (Math.log(under1[i]) - Math.log(under0[i]));
        }
        return n * perSample;
    }

    /**
     * The Elo difference the counts show and its 95% interval: the mean score per game and its standard error over
     * the samples (games, or pairs: a pair's variance then already holds the correlation of its two games), turned
     * into logistic Elo, as fishtest and fastchess report it. Empty when there are no counts.
     * <p>
     * The normal approximation fails where the samples show no spread or crowd an end of the score: a side that won
     * every pair has no variance, so it would give a zero-width interval at a meaningless Elo. There, when the
     * observed variance is zero or the approximate interval reaches a score of 0 or 1, the interval is the exact one
     * that holds for any distribution of scores on the ladder: the mean score is the sum over the ladder's steps of
     * the step times the share of samples at or above it, and each share is at least its 95% Clopper-Pearson lower
     * bound ({@link #shareLow}); the upper end likewise from the shares below each step. An end at a score of 1 (or
     * 0) is unbounded (infinite Elo): nothing the games show rules out a side that always wins. 104 pairs all won show
     * at least +577 Elo ({@code 0.025^(1/104)} per game) and no upper bound; fastchess prints such a run's interval as
     * infinite too.
     */
    public static Optional<Estimate> estimate(long[] counts) {
        double[] scores = ladder(counts);
        long n = total(counts);
        if (n == 0) {
            return Optional.empty();
        }
        double mean = 0;
        for (int i = 0; i < scores.length; i++) {
            mean += scores[i] * counts[i] / n;
        }
        double variance = 0;
        for (int i = 0; i < scores.length; i++) {
            variance += (scores[i] - mean) * (scores[i] - mean) * counts[i] / n;
        }
        double margin = Z95 * Math.sqrt(variance / n);
        double low = mean - margin;
        double high = mean + margin;
        if (variance == 0 || low <= 0 || high >= 1) {
            low = 0;
            high = 1;
            long below = 0;
            for (int step = 1; step < scores.length; step++) {
                below += counts[step - 1];
                double rise = scores[step] - scores[step - 1];
                low += rise * shareLow(n - below, n);
                high -= rise * shareLow(below, n);
            }
        }
        return Optional.of(new Estimate(elo(mean), elo(low), elo(high)));
    }

    /**
     * The 95% Clopper-Pearson lower bound on a share observed as {@code hits} of {@code n}: the share p at which
     * {@code hits} or more of {@code n} has probability 2.5%, found by bisection on the binomial tail.
     */
    static double shareLow(long hits, long n) {
        if (hits == 0) {
            return 0;
        }
        double low = 0;
        double high = 1;
        for (int step = 0; step < 100 && high - low > 1e-12; step++) {
            double p = (low + high) / 2;
            if (upperTail(hits, n, p) > (1 - 0.95) / 2) {
                high = p;
            } else {
                low = p;
            }
        }
        return (low + high) / 2;
    }

    /** P(X >= hits) for X binomial(n, p), summed in logarithms so that thousands of samples stay exact. */
    private static double upperTail(long hits, long n, double p) {
        double logP = Math.log(p);
        double logQ = Math.log1p(-p);
        // log C(n, k) built up from C(n, hits)
        double logChoose = 0;
        for (long k = 0; k < hits; k++) {
            logChoose += Math.log((double) (n - k) / (k + 1));
        }
        double sum = 0;
        for (long k = hits; k <= n; k++) {
            sum += Math.exp(logChoose + k * logP + (n - k) * logQ);
            logChoose += Math.log((double) (n - k) / (k + 1));
        }
        return sum;
    }

    /** The scores per game of the outcomes counted: 0..1 in equal steps, 3 or 5 of them. */
    private static double[] ladder(long[] counts) {
        if (counts.length != 3 && counts.length != 5) {
            throw new IllegalArgumentException("counts are trinomial (3) or pentanomial (5), not " + counts.length);
        }
        double[] scores = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] < 0) {
                throw new IllegalArgumentException("a count cannot be negative: " + Arrays.toString(counts));
            }
            scores[i] = (double) i / (counts.length - 1);
        }
        return scores;
    }

    private static long total(long[] counts) {
        return Arrays.stream(counts).sum();
    }

    private static double[] regularised(long[] counts) {
        return Arrays.stream(counts).mapToDouble(c -> c == 0 ? UNSEEN : c).toArray();
    }

    /** The distribution nearest the observed one (by likelihood) whose expected score is {@code mean}. */
    private static double[] constrained(double[] scores, double[] observed, double mean) {
        double[] shifted = Arrays.stream(scores).map(a -> a - mean).toArray();
        double low = -1 / shifted[shifted.length - 1];
        double high = -1 / shifted[0];
        // bisection to the last representable double between the poles: about 60 halvings
        for (int step = 0; step < 200; step++) {
            double middle = (low + high) / 2;
            if (middle <= low || middle >= high) {
                break;
            }
            if (slope(shifted, observed, middle) > 0) {
                low = middle;
            } else {
                high = middle;
            }
        }
        double x = (low + high) / 2;
        double[] estimate = new double[scores.length];
        for (int i = 0; i < scores.length; i++) {
            estimate[i] = observed[i] / (1 + x * shifted[i]);
        }
        return estimate;
    }

    private static double slope(double[] shifted, double[] observed, double x) {
        double sum = 0;
        for (int i = 0; i < shifted.length; i++) {
            sum += observed[i] * shifted[i] / (1 + x * shifted[i]);
        }
        return sum;
    }
}
