package io.admiralty.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One metric a bot reported ({@code admiralty metric NAME=NUMBER}) over its games, as the bot's page draws it: an SVG
 * line of its last value in each game, oldest first, with its lowest and highest values marked, and the same values
 * as a table for those who do not see the drawing (its text alternative).
 */
public record MetricChart(
        String name,
        String label,
        int width,
        int height,
        String points,
        String low,
        String high,
        int lowY,
        int highY,
        List<Value> values) {

    /** One game's value, as the table lists it. */
    public record Value(long game, String value) {}

    private static final int WIDTH = 640;
    private static final int HEIGHT = 160;
    private static final int LEFT = 64;
    private static final int RIGHT = 12;
    private static final int TOP = 12;
    private static final int BOTTOM = 12;

    /** The chart of the metric {@code name}: its last value in each of {@code games}, oldest first. */
    public static MetricChart of(String name, List<Long> games, List<Double> values) {
        double low = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double high = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double span = high > low ? high - low : 1;
        int plotWidth = WIDTH - LEFT - RIGHT;
        int plotHeight = HEIGHT - TOP - BOTTOM;
        StringBuilder points = new StringBuilder();
        List<Value> rows = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            double x = LEFT + (values.size() == 1 ? plotWidth / 2.0 : plotWidth * i / (double) (values.size() - 1));
            double y = TOP + plotHeight * (high - values.get(i)) / span;
            points.append(i == 0 ? "" : " ").append(coordinate(x)).append(',').append(coordinate(y));
            rows.add(new Value(games.get(i), number(values.get(i))));
        }
        String label = name + " over the bot's last " + values.size() + " games that reported it: from " + number(low)
                + " to " + number(high) + ", " + number(values.get(values.size() - 1)) + " in the last";
        return new MetricChart(
                name, label, WIDTH, HEIGHT, points.toString(), number(low), number(high), TOP + plotHeight, TOP, rows);
    }

    /** The left margin, where the lowest and highest values are written. */
    public int labelX() {
        return LEFT - 6;
    }

    private static String coordinate(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /** A value as people read it: up to four significant decimals, no trailing zeros. */
    private static String number(double value) {
        String text = String.format(Locale.ROOT, "%.4g", value);
        if (text.contains("e")) {
            return text;
        }
        return text.contains(".") ? text.replaceAll("0+$", "").replaceAll("\\.$", "") : text;
    }
}
