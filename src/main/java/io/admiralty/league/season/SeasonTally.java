package io.admiralty.league.season;

import io.admiralty.rating.Elo;
import io.admiralty.rating.LiveElo;
import jakarta.persistence.Embeddable;

/**
 * A bot's live Elo and counts in a season as its entry's columns (elo, games, wins, losses, draws, forfeits): the
 * stored form of the ratings' {@link LiveElo.Tally}, which knows nothing of storage.
 */
@Embeddable
public class SeasonTally {
    public double elo = Elo.START;
    public int games;
    public int wins;
    public int losses;
    public int draws;
    public int forfeits;

    /** The tally as the ratings' maths takes it. */
    public LiveElo.Tally live() {
        return new LiveElo.Tally(elo, games, wins, losses, draws, forfeits);
    }

    /** Takes the rating and counts the maths left. */
    public void take(LiveElo.Tally tally) {
        elo = tally.elo();
        games = tally.games();
        wins = tally.wins();
        losses = tally.losses();
        draws = tally.draws();
        forfeits = tally.forfeits();
    }
}
