package io.admiralty.league.tournament;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A winners' bracket drawn in ASCII from its series alone: round 1 in bracket order, each later column the winners,
 * "-" a bye, "?" not decided yet.
 *
 * <pre>
 *  1 --+
 *      +--  1 --+
 *  4 --+        |
 *               +--  1
 *  2 --+        |
 *      +--  2 --+
 *  3 --+
 * </pre>
 */
final class BracketPicture {

    private static final int WIDTH = 9;

    private BracketPicture() {}

    static String draw(int entrants, List<Series> series) {
        int size = Bracket.size(entrants);
        List<List<String>> columns = new ArrayList<>();
        columns.add(Bracket.order(size).stream()
                .map(seed -> seed <= entrants ? String.valueOf(seed) : "-")
                .toList());
        for (int round = 1; columns.get(round - 1).size() > 1; round++) {
            List<String> before = columns.get(round - 1);
            List<String> next = new ArrayList<>();
            for (int i = 0; i < before.size(); i += 2) {
                next.add(winner(round, before.get(i), before.get(i + 1), series));
            }
            columns.add(next);
        }
        char[][] grid = new char[2 * size - 1][WIDTH * columns.size()];
        for (char[] line : grid) {
            Arrays.fill(line, ' ');
        }
        int[] lines = new int[size];
        for (int i = 0; i < size; i++) {
            lines[i] = 2 * i;
        }
        for (int column = 0; column < columns.size(); column++) {
            List<String> labels = columns.get(column);
            int x = column * WIDTH;
            boolean last = column == columns.size() - 1;
            for (int i = 0; i < labels.size(); i++) {
                put(grid[lines[i]], x, String.format("%2s", labels.get(i)) + (last ? "" : " --+"));
            }
            if (last) {
                break;
            }
            int[] nextLines = new int[labels.size() / 2];
            for (int i = 0; i < nextLines.length; i++) {
                int top = lines[2 * i];
                int bottom = lines[2 * i + 1];
                for (int y = top + 1; y < bottom; y++) {
                    grid[y][x + 5] = '|';
                }
                nextLines[i] = (top + bottom) / 2;
                put(grid[nextLines[i]], x + 5, "+--");
            }
            lines = nextLines;
        }
        return Arrays.stream(grid)
                .map(line -> new String(line).stripTrailing() + "\n")
                .collect(Collectors.joining());
    }

    private static String winner(int round, String upper, String lower, List<Series> series) {
        if (upper.equals("-") || lower.equals("-")) {
            return upper.equals("-") ? lower : upper;
        }
        if (upper.equals("?") || lower.equals("?")) {
            return "?";
        }
        long a = Long.parseLong(upper);
        long b = Long.parseLong(lower);
        return series.stream()
                .filter(s ->
                        s.slot().section() == Slot.Section.WINNERS && s.slot().round() == round)
                .filter(s -> s.involves(a) && s.involves(b) && s.decided())
                .map(s -> String.valueOf(s.winner().getAsLong()))
                .findFirst()
                .orElse("?");
    }

    private static void put(char[] line, int x, String text) {
        text.getChars(0, text.length(), line, x);
    }
}
