package io.admiralty.league.play;

import io.admiralty.league.PublicChanges;
import io.admiralty.league.games.GameStore;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.season.Ratings;
import io.admiralty.rating.LiveElo;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;

/**
 * Stores a batch of a matchup's finished games in one transaction: it first renews the lease (a worker that lost
 * it stores nothing), then writes the games with their strikes and applies Elo, so games and ratings commit together.
 * Only a season's games change ratings: a gate's, a challenge's or a validation's are stored and nothing more.
 */
@ApplicationScoped
public class MatchupStorage {

    private final MatchupQueue queue;
    private final GameStore store;
    private final Ratings ratings;
    private final PublicChanges changes;

    public MatchupStorage(MatchupQueue queue, GameStore store, Ratings ratings, PublicChanges changes) {
        this.queue = queue;
        this.store = store;
        this.ratings = ratings;
        this.changes = changes;
    }

    @Transactional
    public void store(MatchupQueue.Claim claim, double kFactor, List<LeagueGame> games) {
        queue.holdLease(claim);
        long[] ids = store.insert(games);
        if (!claim.rated()) {
            return;
        }
        List<Ratings.StoredResult> results = new ArrayList<>(games.size());
        for (int i = 0; i < games.size(); i++) {
            LeagueGame g = games.get(i);
            results.add(new Ratings.StoredResult(
                    new LiveElo.Result(ids[i], g.botA(), g.botB(), g.record().outcome()), g.finishedAt()));
        }
        ratings.apply(claim.seasonId(), kFactor, results);
        changes.season(claim.seasonId());
    }
}
