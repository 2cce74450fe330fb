package io.admiralty.bot.jvm;

import io.admiralty.botapi.BattleshipBot;
import io.admiralty.botapi.Cell;
import io.admiralty.botapi.GameInfo;
import io.admiralty.botapi.GameResult;
import io.admiralty.botapi.Mark;
import io.admiralty.botapi.ShipPlacement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Keeps the tracking board and the opponent's afloat ships for a {@link BattleshipBot}, which sees only the
 * Java bot API. Used in the child JVM that hosts an untrusted jar and in-process for trusted jars; it depends
 * on nothing but the JDK and the API, so it can run on the child's tiny class path.
 */
final class BotApiBridge {

    /** Frames shown of each exception of a trace: enough for the bot's own calls, short enough for its transcript. */
    private static final int MAX_FRAMES = 10;
    /** The causes shown after the exception itself. */
    private static final int MAX_CAUSES = 1;
    /** A transcript keeps this much of a line; the host also sends no longer line through the protocol. */
    private static final int MAX_LINE_CHARS = 300;

    private final BattleshipBot bot;
    private Mark[][] board = new Mark[0][0];
    private final List<Integer> remaining = new ArrayList<>();

    BotApiBridge(BattleshipBot bot) {
        this.bot = bot;
    }

    String name() {
        return bot.name();
    }

    List<ShipPlacement> newGame(GameInfo game) {
        board = new Mark[game.height()][game.width()];
        for (Mark[] row : board) {
            Arrays.fill(row, Mark.UNKNOWN);
        }
        remaining.clear();
        remaining.addAll(game.fleet());
        remaining.sort(Comparator.reverseOrder());
        return bot.newGame(game);
    }

    List<Cell> turn(int shots) {
        Mark[][] copy = new Mark[board.length][];
        for (int y = 0; y < board.length; y++) {
            copy[y] = board[y].clone();
        }
        return bot.takeTurn(copy, List.copyOf(remaining), shots);
    }

    /** One of the bot's shots: hit, and the sunk ship's length or 0. */
    void ownResult(int x, int y, boolean hit, int sunkLength) {
        if (board[y][x] == Mark.UNKNOWN) {
            board[y][x] = hit ? Mark.HIT : Mark.MISS;
        }
        if (sunkLength > 0) {
            remaining.remove(Integer.valueOf(sunkLength));
        }
        bot.onShotResult(new Cell(x, y), hit ? Mark.HIT : Mark.MISS, sunkLength);
    }

    void opponentShot(int x, int y, boolean hit) {
        bot.onOpponentShot(new Cell(x, y), hit);
    }

    void end(GameResult result) {
        bot.onGameEnd(result);
    }

    /**
     * What the bot threw, as its author needs it: the exception, then its frames down to the bot's caller (this
     * bridge and what calls it are the league's, the same for every bot), then its causes likewise; one line each,
     * without tabs, at most {@value #MAX_FRAMES} frames an exception.
     */
    static List<String> trace(Throwable thrown) {
        List<String> lines = new ArrayList<>();
        Throwable current = thrown;
        for (int depth = 0; current != null && depth <= MAX_CAUSES; depth++, current = current.getCause()) {
            lines.add(line((depth == 0 ? "" : "Caused by: ") + current));
            StackTraceElement[] frames = current.getStackTrace();
            int shown = 0;
            while (shown < frames.length
                    && !frames[shown].getClassName().startsWith(BotApiBridge.class.getPackageName() + ".")) {
                shown++;
            }
            for (int i = 0; i < Math.min(shown, MAX_FRAMES); i++) {
                lines.add(line("    at " + frames[i]));
            }
            if (shown > MAX_FRAMES) {
                lines.add("    ... " + (shown - MAX_FRAMES) + " more");
            }
        }
        return lines;
    }

    private static String line(String text) {
        String flat = text.replace('\n', ' ').replace('\r', ' ');
        return flat.length() > MAX_LINE_CHARS ? flat.substring(0, MAX_LINE_CHARS) : flat;
    }
}
