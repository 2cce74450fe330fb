package io.admiralty.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A bracket's section as a picture: a box for each series, in columns by round, each column's places spread over the
 * height of the one with the most (a round's series {@code n} sits in its {@code n}-th place, so a bye leaves its
 * place empty). In the picture's own units: the SVG's viewBox scales them to the page.
 */
public record BracketPicture(int width, int height, List<Box> boxes) {

    static final int BOX_WIDTH = 190;
    static final int BOX_HEIGHT = 44;
    static final int COLUMN = 220;
    static final int ROW = 56;

    /** Where a series goes: its round (its column) and its number in that round (its place). */
    public record Place(int round, int number) {}

    /** A series' box: its top-left corner, and where its line between the two sides and their texts go. */
    public record Box(int x, int y) {

        public int width() {
            return BOX_WIDTH;
        }

        public int height() {
            return BOX_HEIGHT;
        }

        public int middle() {
            return y + BOX_HEIGHT / 2;
        }

        public int right() {
            return x + BOX_WIDTH;
        }

        public int textX() {
            return x + 8;
        }

        public int scoreX() {
            return x + BOX_WIDTH - 8;
        }

        public int firstY() {
            return y + 17;
        }

        public int secondY() {
            return y + 37;
        }
    }

    /** The picture of a section's series: their boxes in the order of {@code places}. */
    public static BracketPicture of(List<Place> places) {
        Map<Integer, List<Place>> columns = new TreeMap<>();
        places.forEach(
                p -> columns.computeIfAbsent(p.round(), r -> new ArrayList<>()).add(p));
        Map<Integer, Integer> column = new TreeMap<>();
        columns.keySet().forEach(round -> column.put(round, column.size()));
        int tallest =
                columns.values().stream().mapToInt(BracketPicture::slots).max().orElse(1);
        int height = tallest * ROW;
        List<Box> boxes = places.stream()
                .map(p -> new Box(
                        column.get(p.round()) * COLUMN + 4,
                        (int) Math.round((p.number() - 0.5) * height / slots(columns.get(p.round()))) - BOX_HEIGHT / 2))
                .toList();
        return new BracketPicture(columns.size() * COLUMN, height, boxes);
    }

    /** The places a round's column has: its highest series number (a bye leaves its place empty). */
    private static int slots(List<Place> round) {
        return Math.max(
                round.size(), round.stream().mapToInt(Place::number).max().orElse(1));
    }
}
