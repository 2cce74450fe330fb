package io.admiralty.league.standings;

/** Games between two bots (or two versions) from one side: won, lost, drawn, and the points a chess table gives them. */
public record Score(int wins, int losses, int draws) {

    static final Score NONE = new Score(0, 0, 0);

    public int games() {
        return wins + losses + draws;
    }

    /** A win is a point, a draw half. */
    public double points() {
        return wins + draws / 2.0;
    }

    /** The points out of the games, in whole percent (0 before any game). */
    public long percent() {
        return games() == 0 ? 0 : Math.round(100 * points() / games());
    }

    Score plus(Score other) {
        return new Score(wins + other.wins, losses + other.losses, draws + other.draws);
    }
}
