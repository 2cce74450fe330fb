package io.admiralty.rating;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the bots of a season ranked before its latest round began, so a leaderboard can show who moved. A bot ranks
 * before the round only if it had played before it; bots new to the season in this round have no earlier rank, and
 * the others are ranked among themselves by their Elo then (ties by id, as the leaderboard breaks them).
 */
public final class RankMovement {

    /**
     * One bot of the season: its Elo and games now, and, when it played in the latest round, its Elo before its first
     * game there ({@code eloBefore}, null when that was not kept) and how many games of the round it played.
     */
    public record Bot(long id, double elo, int games, Double eloBefore, long gamesInRound) {}

    private RankMovement() {}

    /** Each bot's rank before the latest round, by id; bots without one (new in the round, or unknown) are absent. */
    public static Map<Long, Integer> ranksBefore(List<Bot> bots) {
        record Before(long id, double elo) {}
        List<Before> ranked = bots.stream()
                .filter(b -> b.games() > b.gamesInRound() && (b.gamesInRound() == 0 || b.eloBefore() != null))
                .map(b -> new Before(b.id(), b.gamesInRound() == 0 ? b.elo() : b.eloBefore()))
                .sorted(Comparator.comparingDouble(Before::elo).reversed().thenComparingLong(Before::id))
                .toList();
        Map<Long, Integer> ranks = new HashMap<>();
        for (int i = 0; i < ranked.size(); i++) {
            ranks.put(ranked.get(i).id(), i + 1);
        }
        return ranks;
    }
}
