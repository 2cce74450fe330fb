package io.admiralty.league.bench;

import io.admiralty.game.ForfeitReason;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * When a bot is benched: it forfeited every game of each of its last {@code n} matchups of a season, as the SC2 AI
 * Arena deactivates a bot that keeps crashing and lichess stops pairing an account that keeps abandoning games. Every
 * forfeit counts, whatever its reason: since the league's own faults are never stored as forfeits, each is a fault of
 * the bot's own. One matchup it won a game of, drew, or lost on the board, and it is playing; one matchup is never
 * enough when {@code n} is 2 or more, so a single bad start of a matchup (its host busy) does not bench it. Only its
 * current version's matchups count, and only those played after it was last put back.
 */
public final class BenchRule {

    /** The games a bench names at most: the first of those that show it. */
    public static final int GAMES_SHOWN = 50;

    /** One game of the bot's: its id, when it started, and the reason it forfeited it (null: it did not). */
    public record Game(long id, Instant startedAt, ForfeitReason forfeit) {}

    /** One of the bot's ended matchups with its games, oldest game first. */
    public record Played(long matchup, List<Game> games) {

        boolean forfeitedWhole() {
            return !games.isEmpty() && games.stream().allMatch(g -> g.forfeit() != null);
        }

        boolean startedBefore(Instant since) {
            return since != null && games.stream().anyMatch(g -> g.startedAt().isBefore(since));
        }
    }

    /** Why the bot is benched, in the league's words, and the games and matchups that show it. */
    public record Verdict(String reason, List<Long> games, List<Long> matchups) {}

    private BenchRule() {}

    /**
     * The verdict on a bot whose ended matchups are {@code newestFirst} (at least its last {@code n}, when it has that
     * many), put back last at {@code since} (null: never): benched when the last {@code n} were all forfeited whole,
     * none of them begun before {@code since}. {@code n} 0 never benches.
     */
    public static Optional<Verdict> judge(int n, Instant since, List<Played> newestFirst) {
        if (n <= 0 || newestFirst.size() < n) {
            return Optional.empty();
        }
        List<Played> last = newestFirst.subList(0, n);
        if (!last.stream().allMatch(m -> m.forfeitedWhole() && !m.startedBefore(since))) {
            return Optional.empty();
        }
        List<Played> oldestFirst = new ArrayList<>(last);
        Collections.reverse(oldestFirst);
        List<Game> games = oldestFirst.stream().flatMap(m -> m.games().stream()).toList();
        Map<String, Long> reasons = games.stream()
                .collect(Collectors.groupingBy(g -> g.forfeit().code(), TreeMap::new, Collectors.counting()));
        String tally = reasons.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
        String reason = "forfeited all " + games.size() + " games of its last " + (n == 1 ? "matchup" : n + " matchups")
                + " (" + tally + ")";
        return Optional.of(new Verdict(
                reason,
                games.stream().limit(GAMES_SHOWN).map(Game::id).toList(),
                oldestFirst.stream().map(Played::matchup).toList()));
    }
}
