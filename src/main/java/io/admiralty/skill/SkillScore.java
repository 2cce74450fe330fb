package io.admiralty.skill;

/**
 * A skill score: the mean of the shots a bot needed over {@code layouts} layouts, their sample standard deviation and
 * the mean's standard error, {@code sd / sqrt(layouts)}. One layout has no spread to measure: its deviation is 0.
 */
public record SkillScore(int layouts, double mean, double sd, double se) {

    public static SkillScore of(int[] shots) {
        int n = shots.length;
        if (n == 0) {
            throw new IllegalArgumentException("a score needs at least one layout");
        }
        double sum = 0;
        for (int s : shots) {
            sum += s;
        }
        double mean = sum / n;
        double squares = 0;
        for (int s : shots) {
            squares += (s - mean) * (s - mean);
        }
        double sd = n == 1 ? 0 : Math.sqrt(squares / (n - 1));
        return new SkillScore(n, mean, sd, sd / Math.sqrt(n));
    }
}
