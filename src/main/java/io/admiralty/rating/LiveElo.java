package io.admiralty.rating;

import io.admiralty.game.EndReason;
import io.admiralty.game.Outcome;
import io.admiralty.game.Side;
import jakarta.persistence.Embeddable;
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

    /**
     * A bot's rating and counts in a season, as the games so far left them. Stored as the columns of its season entry:
     * the annotation says so, and is all this class knows of storage.
     */
    @Embeddable
    public static class Tally {
        public double elo;
        public int games;
        public int wins;
        public int losses;
        public int draws;
        public int forfeits;

        public Tally(double elo) {
            this.elo = elo;
        }

        /** For JPA, which reads a tally from a season entry's row. */
        protected Tally() {}
    }

    /** A bot's Elo after one of its games. */
    public record Point(long botId, long gameId, double elo) {}

    private LiveElo() {}

    /**
     * Applies the games, in order, to the bots' tallies (changed in place; every bot of every game must have one),
     * and returns both bots' Elo after each game.
     */
    public static List<Point> apply(Map<Long, Tally> tallies, double k, List<Result> results) {
        List<Point> points = new ArrayList<>(2 * results.size());
        for (Result r : results) {
            Tally a = tally(tallies, r.botA());
            Tally b = tally(tallies, r.botB());
            Outcome outcome = r.outcome();
            double scoreA = outcome.winner() == null ? 0.5 : outcome.winner() == Side.A ? 1 : 0;
            double change = Elo.change(a.elo, b.elo, scoreA, k);
            a.elo += change;
            b.elo -= change;
            count(a, scoreA);
            count(b, 1 - scoreA);
            if (outcome.reason() == EndReason.FORFEIT) {
                a.forfeits += outcome.forfeiter() == Side.B ? 0 : 1;
                b.forfeits += outcome.forfeiter() == Side.A ? 0 : 1;
            }
            points.add(new Point(r.botA(), r.gameId(), a.elo));
            points.add(new Point(r.botB(), r.gameId(), b.elo));
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

    private static void count(Tally tally, double score) {
        tally.games++;
        if (score == 1) {
            tally.wins++;
        } else if (score == 0) {
            tally.losses++;
        } else {
            tally.draws++;
        }
    }
}
