package io.admiralty.league.season;

import io.admiralty.game.Side;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A final's table from its games, the way a round robin is scored: a win is a point, a draw half a point to each, and
 * the table is ordered by points. In a final every bot meets every other for the same number of games, so points
 * compare like with like and need no rating model. Equal points share a place (1, 2, 2, 4): a tie-break would claim
 * an order the games did not show, and the organiser decides what a shared first place means for a prize.
 */
public final class FinalTable {

    /**
     * {@code games} games of the final with bot A in seat A and bot B in seat B that ended the same way: {@code winner}
     * null for a draw; {@code forfeit} when the loser (or both, when none won) forfeited.
     */
    public record Result(long botA, long botB, Side winner, boolean forfeit, int games) {}

    /** A bot's line in the final's table: its shared or sole {@code place} (1 is first). */
    public record Line(long bot, int place, int games, int wins, int losses, int draws, int forfeits, double points) {}

    private FinalTable() {}

    /** The table of the final's results, first place first (bots with equal points by id). */
    public static List<Line> of(List<Result> results) {
        Map<Long, int[]> counts = new LinkedHashMap<>();
        for (Result r : results) {
            int[] a = counts.computeIfAbsent(r.botA(), bot -> new int[5]);
            int[] b = counts.computeIfAbsent(r.botB(), bot -> new int[5]);
            add(a, r.winner() == null ? 3 : r.winner() == Side.A ? 1 : 2, r.games());
            add(b, r.winner() == null ? 3 : r.winner() == Side.B ? 1 : 2, r.games());
            if (r.forfeit()) {
                if (r.winner() != Side.A) {
                    a[4] += r.games();
                }
                if (r.winner() != Side.B) {
                    b[4] += r.games();
                }
            }
        }
        List<Line> unplaced = new ArrayList<>();
        counts.forEach((bot, c) -> unplaced.add(new Line(bot, 0, c[0], c[1], c[2], c[3], c[4], c[1] + c[3] / 2.0)));
        unplaced.sort(Comparator.comparingDouble(Line::points).reversed().thenComparingLong(Line::bot));
        List<Line> table = new ArrayList<>(unplaced.size());
        for (int i = 0; i < unplaced.size(); i++) {
            Line line = unplaced.get(i);
            int place = i > 0 && unplaced.get(i - 1).points() == line.points()
                    ? table.get(i - 1).place()
                    : i + 1;
            table.add(new Line(
                    line.bot(),
                    place,
                    line.games(),
                    line.wins(),
                    line.losses(),
                    line.draws(),
                    line.forfeits(),
                    line.points()));
        }
        return table;
    }

    /** Counts {@code games} games: in all, and as wins (1), losses (2) or draws (3). */
    private static void add(int[] counts, int outcome, int games) {
        counts[0] += games;
        counts[outcome] += games;
    }
}
