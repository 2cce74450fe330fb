package io.admiralty.league.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Swiss's or a round robin's standings. A series won is a point, and so is a Swiss bye (the round robin's byes, one
 * for everyone when the count is odd, are no points); series are never drawn ({@link BestOf} decides each). Ties are
 * broken, in this order, by:
 *
 * <ol>
 *   <li>Buchholz: the sum of the scores of the opponents met (a bye adds no opponent), so the entrant whose points came
 *       against the stronger field is ahead;
 *   <li>Sonneborn-Berger: the sum of the scores of the opponents beaten, so beating strong opponents counts more than
 *       beating weak ones (in a complete round robin Buchholz ties within a score group, so this decides there);
 *   <li>the season's fit: the better-rated entrant.
 * </ol>
 *
 * Entrants equal on all of them share a place.
 */
public final class Standings {

    /** One line of the standings. */
    public record Standing(long entrant, int place, int score, int buchholz, int sonnebornBerger, double fit) {}

    private static final Comparator<Standing> ORDER = Comparator.comparingInt(Standing::score)
            .thenComparingInt(Standing::buchholz)
            .thenComparingInt(Standing::sonnebornBerger)
            .thenComparingDouble(Standing::fit)
            .reversed()
            .thenComparingLong(Standing::entrant);

    private Standings() {}

    /** The standings after the decided series among {@code series}, {@code byes} each entrant's byes worth a point. */
    static List<Standing> of(List<Entrant> entrants, List<Series> series, Map<Long, Integer> byes) {
        Map<Long, Integer> scores = new HashMap<>();
        for (Entrant entrant : entrants) {
            scores.put(entrant.id(), byes.getOrDefault(entrant.id(), 0));
        }
        List<Series> decided = series.stream().filter(Series::decided).toList();
        for (Series played : decided) {
            scores.merge(played.winner().getAsLong(), 1, Integer::sum);
        }
        List<Standing> unplaced = new ArrayList<>();
        for (Entrant entrant : entrants) {
            int buchholz = 0;
            int sonnebornBerger = 0;
            for (Series played : decided) {
                if (played.involves(entrant.id())) {
                    int opponentScore = scores.get(played.opponentOf(entrant.id()));
                    buchholz += opponentScore;
                    if (played.winner().getAsLong() == entrant.id()) {
                        sonnebornBerger += opponentScore;
                    }
                }
            }
            unplaced.add(
                    new Standing(entrant.id(), 0, scores.get(entrant.id()), buchholz, sonnebornBerger, entrant.fit()));
        }
        unplaced.sort(ORDER);
        List<Standing> placed = new ArrayList<>();
        for (int i = 0; i < unplaced.size(); i++) {
            Standing line = unplaced.get(i);
            int place =
                    i > 0 && tied(line, unplaced.get(i - 1)) ? placed.get(i - 1).place() : i + 1;
            placed.add(new Standing(
                    line.entrant(), place, line.score(), line.buchholz(), line.sonnebornBerger(), line.fit()));
        }
        return placed;
    }

    static List<Placing> placings(List<Standing> standings) {
        return standings.stream()
                .map(line -> new Placing(line.entrant(), line.place()))
                .toList();
    }

    private static boolean tied(Standing a, Standing b) {
        return a.score() == b.score()
                && a.buchholz() == b.buchholz()
                && a.sonnebornBerger() == b.sonnebornBerger()
                && a.fit() == b.fit();
    }
}
