package io.admiralty.rating;

import io.admiralty.game.EndReason;
import io.admiralty.game.Outcome;
import io.admiralty.game.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Elo applied game by game, in completion order, to bots' season tallies: the rating and the win/loss/draw/forfeit
 * counts. A forfeit is a loss for the forfeiter; when both forfeit it counts as a draw.
 */
public final class LiveElo {

    /** A stored game as the ratings see it. */
    public record Result(long gameId, long botA, long botB, Outcome outcome) {}

    /** A bot's rating and counts in a season, as the games so far left them. */
    public record Tally(double elo, int games, int wins, int losses, int draws, int forfeits) {

        /** A bot's tally before its first game. */
        public static Tally start(double elo) {
            return new Tally(elo, 0, 0, 0, 0, 0);
        }

        /** The tally after one more game: its Elo change, its score (1, 0.5 or 0), and whether it forfeited. */
        Tally after(double change, double score, boolean forfeited) {
            return new Tally(
                    elo + change,
                    games + 1,
                    wins + (score == 1 ? 1 : 0),
                    losses + (score == 0 ? 1 : 0),
                    draws + (score == 0.5 ? 1 : 0),
                    forfeits + (forfeited ? 1 : 0));
        }
    }

    /** A bot's Elo after one of its games. */
    public record Point(long botId, long gameId, double elo) {}

    private LiveElo() {}

    /**
     * Applies the games, in order, to the bots' tallies (every bot of every game must have one; the map's tallies are
     * replaced by those the games leave), and returns both bots' Elo after each game.
     */
    public static List<Point> apply(Map<Long, Tally> tallies, double k, List<Result> results) {
        List<Point> points = new ArrayList<>(2 * results.size());
        for (Result r : results) {
            Tally a = tally(tallies, r.botA());
            Tally b = tally(tallies, r.botB());
            Outcome outcome = r.outcome();
            double scoreA = outcome.winner() == null ? 0.5 : outcome.winner() == Side.A ? 1 : 0;
            double change = Elo.change(a.elo(), b.elo(), scoreA, k);
            boolean forfeit = outcome.reason() == EndReason.FORFEIT;
            tallies.put(r.botA(), a.after(change, scoreA, forfeit && outcome.forfeiter() != Side.B));
            tallies.put(r.botB(), b.after(-change, 1 - scoreA, forfeit && outcome.forfeiter() != Side.A));
            points.add(new Point(r.botA(), r.gameId(), tallies.get(r.botA()).elo()));
            points.add(new Point(r.botB(), r.gameId(), tallies.get(r.botB()).elo()));
        }
        return points;
    }

    private static Tally tally(Map<Long, Tally> tallies, long bot) {
        Tally tally = tallies.get(bot);
        if (tally == null) {
            throw new IllegalArgumentException("bot " + bot + " has no tally in the season");
        }
        return tally;
    }
}
