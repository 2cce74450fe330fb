package io.admiralty.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntToDoubleFunction;
import java.util.stream.Collectors;

/**
 * A bot's rating chart in one season, as the bot's page draws it: Elo after each game (x: games played in the season, y: Elo) as an SVG line, over a band for the season's
 * maximum-likelihood rating's 95% interval as the last complete round left it, with a labelled vertical line where
 * each version began: the numbers the template draws, written as SVG wants them. {@code band} is null before the
 * season's first fit; {@code versions} says in words which version played which games ("v1: games 1–12, v2:
 * games 13–30").
 */
public record RatingChart(
        String label,
        int width,
        int height,
        int left,
        int right,
        int top,
        int bottom,
        int tickLabelX,
        int axisLabelY,
        String middleX,
        String middleY,
        Band band,
        List<Tick> eloTicks,
        List<Tick> gameTicks,
        String points,
        List<VersionMark> marks,
        String versions) {

    /** A rating with its 95% interval. */
    public record Interval(double rating, double low, double high) {}

    private static final int WIDTH = 640;
    private static final int HEIGHT = 260;
    private static final int LEFT = 68;
    private static final int RIGHT = 16;
    private static final int TOP = 16;
    private static final int BOTTOM = 44;
    // a version's label: room for a character at the small screen's 17px (style.css), its line's height and the space
    // between it and its mark; below three lines of labels they would hide much of the plot, so the third is shared
    private static final double LABEL_CHAR = 10;
    private static final double LABEL_HEIGHT = 18;
    private static final double LABEL_GAP = 3;
    private static final int LABEL_LINES = 3;

    /** The MLE's band: the rectangle of its interval, the rating's line, and where its label stands. */
    public record Band(String x, String y, String width, String height, String line, String labelX, String labelY) {}

    /** A tick on an axis: where it stands (x or y, in the SVG's units), where its label's line is, and its label. */
    public record Tick(String at, String labelAt, long label) {}

    /** A run of a season's games in a row played by one version: games {@code first} to {@code last}, from 1. */
    public record Stretch(int version, int first, int last) {

        public String text() {
            return "v" + version + ": " + (first == last ? "game " + first : "games " + first + "–" + last);
        }
    }

    /**
     * Where a version began on the chart: its line's x, and its label ("v2") at {@code labelX}, {@code labelY}, on
     * the side {@code anchor} (SVG's text-anchor) says.
     */
    public record VersionMark(String x, String labelX, String labelY, String anchor, String label) {}

    /** The stretches of games each version played, in order, from the versions that played each game. */
    public static List<Stretch> stretches(List<Integer> versions) {
        List<Stretch> stretches = new ArrayList<>();
        for (int game = 1; game <= versions.size(); game++) {
            int version = versions.get(game - 1);
            Stretch last = stretches.isEmpty() ? null : stretches.get(stretches.size() - 1);
            if (last != null && last.version() == version) {
                stretches.set(stretches.size() - 1, new Stretch(version, last.first(), game));
            } else {
                stretches.add(new Stretch(version, game, game));
            }
        }
        return stretches;
    }

    /**
     * Each stretch's mark on a chart of {@code games} games: its line where the Elo line's segment of its first game
     * begins (after game {@code first - 1}), so what lies right of it until the next mark is that version's. Its label
     * stands right of the line, or left of it where the plot would cut it; labels too close to fit side by side go
     * on lower lines, so that versions a few games apart stay readable.
     */
    public static List<VersionMark> marks(List<Stretch> stretches, int games) {
        List<Double> lineEnds = new ArrayList<>();
        List<VersionMark> marks = new ArrayList<>();
        for (Stretch stretch : stretches) {
            double x = gameX(stretch.first() - 1, games);
            String label = "v" + stretch.version();
            double width = LABEL_CHAR * label.length();
            boolean right = x + LABEL_GAP + width <= WIDTH - RIGHT;
            double from = right ? x + LABEL_GAP : x - LABEL_GAP - width;
            int line = 0;
            while (line < lineEnds.size() && lineEnds.get(line) > from && line < LABEL_LINES - 1) {
                line++;
            }
            double end = from + width + LABEL_GAP;
            if (line == lineEnds.size()) {
                lineEnds.add(end);
            } else {
                lineEnds.set(line, Math.max(lineEnds.get(line), end));
            }
            marks.add(new VersionMark(
                    fmt("%.1f", x),
                    fmt("%.1f", right ? x + LABEL_GAP : x - LABEL_GAP),
                    fmt("%.1f", TOP + LABEL_HEIGHT * (line + 1.0)),
                    right ? "start" : "end",
                    label));
        }
        return marks;
    }

    /**
     * The chart of a season named {@code seasonName}: {@code elos} after each game, {@code played} the version that
     * played each, {@code mle} the season fit's rating with its 95% interval (null before the first fit).
     */
    public static RatingChart of(String seasonName, List<Double> elos, List<Integer> played, Interval mle) {
        double low = elos.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = elos.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        low = Math.min(low, 1500);
        high = Math.max(high, 1500);
        if (mle != null) {
            low = Math.min(low, mle.low());
            high = Math.max(high, mle.high());
        }
        double step = niceStep((high - low) / 4);
        low = Math.floor(low / step) * step;
        high = Math.max(Math.ceil(high / step) * step, low + step);
        int games = elos.size();
        double plotWidth = WIDTH - LEFT - RIGHT;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        double yLow = low;
        double ySpan = high - low;
        DoubleUnaryOperator y = elo -> TOP + plotHeight * (1 - (elo - yLow) / ySpan);
        IntToDoubleFunction x = n -> gameX(n, games);
        List<Stretch> stretches = stretches(played);
        String versions = stretches.stream().map(Stretch::text).collect(Collectors.joining(", "));
        String label = "Elo of the bot in " + seasonName + " after each of its " + games + " games, from "
                + Math.round(elos.get(0)) + " to "
                + Math.round(elos.get(games - 1))
                + (mle == null
                        ? ""
                        : "; maximum-likelihood rating " + Math.round(mle.rating()) + ", 95% interval "
                                + Math.round(mle.low()) + " to " + Math.round(mle.high()))
                + "; " + versions;
        Band band = mle == null
                ? null
                : new Band(
                        fmt("%.1f", (double) LEFT),
                        fmt("%.1f", y.applyAsDouble(mle.high())),
                        fmt("%.1f", plotWidth),
                        fmt("%.1f", Math.max(y.applyAsDouble(mle.low()) - y.applyAsDouble(mle.high()), 1)),
                        fmt("%.1f", y.applyAsDouble(mle.rating())),
                        Integer.toString(WIDTH - RIGHT - 4),
                        fmt("%.1f", y.applyAsDouble(mle.high()) + 12));
        List<Tick> eloTicks = new ArrayList<>();
        for (double tick = low; tick <= high + step / 2; tick += step) {
            eloTicks.add(new Tick(
                    fmt("%.1f", y.applyAsDouble(tick)), fmt("%.1f", y.applyAsDouble(tick) + 4), Math.round(tick)));
        }
        List<Tick> gameTicks = new ArrayList<>();
        int gameStep = (int) Math.max(1, niceStep(games / 5.0));
        for (int n = 0; n <= games; n += gameStep) {
            gameTicks.add(new Tick(fmt("%.1f", x.applyAsDouble(n)), Integer.toString(HEIGHT - BOTTOM + 16), n));
        }
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < games; i++) {
            line.append(fmt("%.1f,%.1f ", x.applyAsDouble(i + 1), y.applyAsDouble(elos.get(i))));
        }
        return new RatingChart(
                label,
                WIDTH,
                HEIGHT,
                LEFT,
                WIDTH - RIGHT,
                TOP,
                HEIGHT - BOTTOM,
                LEFT - 6,
                HEIGHT - 6,
                fmt("%.1f", LEFT + plotWidth / 2),
                fmt("%.1f", TOP + plotHeight / 2),
                band,
                eloTicks,
                gameTicks,
                line.toString().trim(),
                marks(stretches, games),
                versions);
    }

    /** Where the chart of {@code games} games stands after {@code n} of them, on its x axis. */
    private static double gameX(int n, int games) {
        return LEFT + (double) (WIDTH - LEFT - RIGHT) * n / games;
    }

    /** 1, 2 or 5 times a power of ten, at least {@code rough}. */
    public static double niceStep(double rough) {
        if (rough <= 0) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        for (int m : new int[] {1, 2, 5, 10}) {
            if (m * power >= rough) {
                return m * power;
            }
        }
        return 10 * power;
    }

    private static String fmt(String format, Object... values) {
        return String.format(Locale.ROOT, format, values);
    }
}
