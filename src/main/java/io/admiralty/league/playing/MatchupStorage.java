package io.admiralty.league.playing;

import io.admiralty.league.games.GameStore;
import io.admiralty.league.games.GameStore.LeagueGame;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.league.queue.MatchupQueue;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;

/**
 * Stores a batch of a matchup's finished games in one transaction: it first renews the lease (a worker that lost
 * it stores nothing), then writes the games with their strikes and tells the matchup's owner, whose changes (a season's
 * Elo) commit with them.
 */
@ApplicationScoped
public class MatchupStorage {

    private final MatchupQueue queue;
    private final GameStore store;

    public MatchupStorage(MatchupQueue queue, GameStore store) {
        this.queue = queue;
        this.store = store;
    }

    @Transactional
    public void store(MatchupQueue.Claim claim, MatchupOwner owner, MatchupOwner.Plan plan, List<LeagueGame> games) {
        queue.holdLease(claim);
        long[] ids = store.insert(games);
        List<MatchupOwner.StoredGame> stored = new ArrayList<>(games.size());
        for (int i = 0; i < games.size(); i++) {
            LeagueGame g = games.get(i);
            stored.add(new MatchupOwner.StoredGame(
                    ids[i], g.botA(), g.botB(), g.record().outcome(), g.finishedAt()));
        }
        owner.stored(claim, plan, stored);
    }
}
