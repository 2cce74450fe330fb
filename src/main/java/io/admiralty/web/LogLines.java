package io.admiralty.web;

import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.LogLineView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.history.GameViews.SeatLogView;
import io.admiralty.history.GameViews.StrikeView;
import io.admiralty.history.SeatMoves;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A seat's stderr lines as the game pages show them (the team's view of a game, the replay): each beside the move it
 * came after, with that move's think time and shots and the replay's steps of them (its moves as
 * {@link SeatMoves} counts them). Only the seats the reader may read reach here ({@code GameQueries.readableLogs}).
 */
record LogLines(String seat, PlayerRef bot, List<Line> lines, long cutBytes) {

    /**
     * One line: its move (0 while placing), the replay's steps {@code from}..{@code to} of that move (0..0 for the
     * placement, -1 for a move the game has no strike of: the one it ended or forfeited in), the think time of it as
     * text and its shots (none while placing, and for a move without a strike), the line itself, and whether the
     * replay's current step is of its move.
     */
    record Line(int move, int from, int to, String think, List<StrikeView> volley, String text, boolean current) {

        /** Whether the line's move has steps in the replay to link to. */
        public boolean stepped() {
            return from >= 0;
        }
    }

    /** The seats' lines of {@code game}, with {@code step} the replay's current strike (0: the placements). */
    static List<LogLines> of(GameView game, List<SeatLogView> logs, int step) {
        List<LogLines> seats = new ArrayList<>();
        for (SeatLogView log : logs) {
            List<List<StrikeView>> moves = SeatMoves.of(game.strikes(), log.seat());
            List<Line> lines = new ArrayList<>();
            for (LogLineView line : log.lines()) {
                int move = line.move();
                List<StrikeView> volley = move >= 1 && move <= moves.size() ? moves.get(move - 1) : List.of();
                int from = move == 0 ? 0 : volley.isEmpty() ? -1 : volley.get(0).seq();
                int to = move == 0
                        ? 0
                        : volley.isEmpty() ? -1 : volley.get(volley.size() - 1).seq();
                lines.add(new Line(
                        move,
                        from,
                        to,
                        think(line.thinkMicros()),
                        volley,
                        line.text(),
                        from >= 0 && step >= from && step <= to));
            }
            seats.add(new LogLines(
                    log.seat(), "A".equals(log.seat()) ? game.botA() : game.botB(), lines, log.cutBytes()));
        }
        return seats;
    }

    /** A think time as people read it: microseconds below a millisecond, else milliseconds to one decimal. */
    static String think(Integer micros) {
        if (micros == null) {
            return "";
        }
        return micros < 1000 ? micros + " µs" : String.format(Locale.ROOT, "%.1f ms", micros / 1000.0);
    }
}
