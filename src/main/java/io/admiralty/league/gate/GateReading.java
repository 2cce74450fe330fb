package io.admiralty.league.gate;

import java.util.Locale;

/**
 * What a gate's state proves, in words, a pure rule. A sequential test decides between two hypotheses, not whether
 * the candidate is better or worse: a failed gate says the games favour H0 ({@code elo0}) over H1 ({@code elo1}), not
 * that the candidate is weaker, and users read a bare "failed" beside a positive Elo estimate as "worse". So each
 * state is worded as the claim it supports, with both hypotheses in Elo.
 */
public final class GateReading {

    private GateReading() {}

    /** The sentence for a gate in {@code state} testing H0 {@code elo0} against H1 {@code elo1}. */
    public static String of(
            GateState state, int baseline, double elo0, double elo1, double alpha, double beta, int maxGames) {
        String versus = "version " + baseline;
        return switch (state) {
            case RUNNING ->
                "being tested: it passes once the games show it " + atLeast(elo1, versus)
                        + ", and fails once they favour " + signed(elo0) + " Elo over " + signed(elo1);
            case PASSED ->
                "shown to be " + moreThan(elo0, versus) + " (a version only " + signed(elo0)
                        + " Elo stronger passes at most " + percent(alpha) + " of the time)";
            case FAILED ->
                "not shown to be " + atLeast(elo1, versus) + ": the games favour " + signed(elo0)
                        + " Elo over " + signed(elo1) + " (a version " + signed(elo1) + " Elo stronger fails at most "
                        + percent(beta) + " of the time); it may still be stronger than " + versus;
            case CAPPED ->
                "undecided after " + maxGames + " games: not shown to be " + atLeast(elo1, versus)
                        + ", nor shown to be at most " + signed(elo0) + " Elo stronger";
            case CANCELLED -> "no conclusion: the test was cancelled";
        };
    }

    /** What H1 claims: "10 Elo better than version 3", "as strong as version 3", "within 5 Elo of version 3". */
    private static String atLeast(double elo, String versus) {
        if (elo > 0) {
            return elo(elo) + " Elo better than " + versus;
        }
        return elo == 0 ? "as strong as " + versus : "within " + elo(-elo) + " Elo of " + versus;
    }

    /** What rejecting H0 shows: "more than 5 Elo better than", "stronger than", "less than 5 Elo weaker than". */
    private static String moreThan(double elo, String versus) {
        if (elo > 0) {
            return "more than " + elo(elo) + " Elo better than " + versus;
        }
        return elo == 0 ? "stronger than " + versus : "less than " + elo(-elo) + " Elo weaker than " + versus;
    }

    private static String signed(double elo) {
        return (elo < 0 ? "-" : "+") + elo(Math.abs(elo));
    }

    private static String elo(double elo) {
        return elo == Math.rint(elo) ? Long.toString((long) elo) : String.format(Locale.ROOT, "%.1f", elo);
    }

    private static String percent(double rate) {
        double percent = rate * 100;
        return (percent == Math.rint(percent)
                        ? Long.toString((long) percent)
                        : String.format(Locale.ROOT, "%.1f", percent))
                + "%";
    }
}
