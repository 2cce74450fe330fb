package io.admiralty.history;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** What the APIs show of stored games. Read models, not rows: REST returns them as JSON, GraphQL as types. */
public final class GameViews {

    private GameViews() {}

    /** A bot as one game saw it: which version played. */
    public record PlayerRef(long id, String name, int version) {}

    public record ShipView(int x, int y, int length, String orientation) {}

    public record StrikeView(
            int seq, String shooter, int x, int y, String result, Integer sunkShip, Integer sunkLength) {}

    /**
     * One stored game. {@code placementA/B}, {@code strikes} and the forfeiting bots' {@code transcriptA/B} are
     * filled when a single game is asked for, and left out of lists. {@code seed} is a signed 64-bit number sent as
     * its decimal string: JavaScript and other readers that hold JSON numbers as doubles would round it beyond 2^53.
     */
    public record GameView(
            long id,
            Long season,
            Long matchup,
            Integer index,
            String ruleset,
            PlayerRef botA,
            PlayerRef botB,
            String firstMover,
            String seed,
            String winner,
            Long winnerBot,
            String reason,
            String detail,
            int strikeCount,
            Instant startedAt,
            Instant finishedAt,
            Long durationMs,
            List<ShipView> placementA,
            List<ShipView> placementB,
            List<StrikeView> strikes,
            String transcriptA,
            String transcriptB) {}

    /** One line a bot wrote to stderr, after its {@code move}-th request of the game (0: before its first). */
    public record LogLineView(int move, String text, Integer thinkMicros) {}

    /**
     * What the bot in {@code seat} wrote to stderr in the game: its last lines (escaped where they were not text), and
     * how many bytes before them were cut to keep the bound.
     */
    public record SeatLogView(String seat, List<LogLineView> lines, long cutBytes) {}

    /** A game's stderr logs that the reader may see: the seats of their own bots that wrote anything. */
    public record GameLogsView(long game, List<SeatLogView> seats) {}

    /**
     * What the bot in {@code seat} said of its game ({@code admiralty tag}, {@code admiralty metric}): its tags, and
     * each metric's last value, by name.
     */
    public record SeatNotesView(String seat, List<String> tags, Map<String, Double> metrics) {}

    /** One metric's values over a bot's games, oldest game first, for its page's chart. */
    public record MetricSeries(String name, List<Long> games, List<Double> values) {}

    /** A page of games, newest first; pass {@code endCursor} as {@code after} for the next one. */
    public record GamePage(List<GameView> games, String endCursor, boolean hasNextPage) {}
}
