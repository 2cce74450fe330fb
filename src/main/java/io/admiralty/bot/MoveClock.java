package io.admiralty.bot;

import io.admiralty.game.BotFault;
import io.admiralty.game.Coord;
import io.admiralty.game.ForfeitReason;
import io.admiralty.game.Tracking;
import java.util.Arrays;
import java.util.List;

/**
 * A session that times each of its moves for the game record ({@link #take} hands over one game's times), and that
 * makes no move once the thread playing it is interrupted.
 */
public final class MoveClock extends ForwardingSession.Around {

    private int[] micros = new int[128];
    private int moves;

    private MoveClock(BotSession bot) {
        super(bot);
    }

    /** The session as a matchup's seat plays it: timed, and its every failure a fault in the league's words. */
    public static MoveClock seat(BotSession bot) {
        return new MoveClock(new WordedSession(bot));
    }

    @Override
    public List<Coord> fire(Tracking tracking, int shots) {
        if (Thread.currentThread().isInterrupted()) {
            // the service is stopping: a built-in bot's game, which no read would cut short, ends here; the league
            // records no game it stopped (what ends it is no verdict on the bot)
            throw new BotFault(ForfeitReason.TIMEOUT, "the league stopped before this move");
        }
        // what the bot writes to stderr from now on is shown beside this move
        transcript().stderrLog().moveAsked(moves + 1);
        long start = System.nanoTime();
        try {
            return super.fire(tracking, shots);
        } finally {
            if (moves == micros.length) {
                micros = Arrays.copyOf(micros, moves * 2);
            }
            micros[moves++] = (int) Math.min(Integer.MAX_VALUE, (System.nanoTime() - start) / 1000);
        }
    }

    /** The times of the moves since the last call, which starts the next game's. */
    public int[] take() {
        int[] game = Arrays.copyOf(micros, moves);
        moves = 0;
        return game;
    }
}
