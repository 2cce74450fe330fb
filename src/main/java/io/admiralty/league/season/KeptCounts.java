package io.admiralty.league.season;

import io.admiralty.league.PublicChanges;
import io.quarkus.cache.Cache;
import io.quarkus.cache.CacheName;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;

/**
 * Each season's {@link SeasonCounts}, kept for at most a second: every view of a season carries them, and a season
 * page or a client polling a playing season would otherwise count its matchups once per request (a 2,016-matchup round
 * read by 20 readers: over a hundred counts a second, each competing with the workers storing its games). A change
 * announced through {@link PublicChanges} (an entry, a round queued, a game stored, settings) drops the season's counts
 * as it commits, so whoever made it reads it at once; a matchup started or finished shows within the second, as the
 * live pages show it (their updates come at most twice a second).
 */
@ApplicationScoped
class KeptCounts {

    private final Cache cache;
    private final SeasonRepository seasons;

    KeptCounts(@CacheName("season-counts") Cache cache, SeasonRepository seasons) {
        this.cache = cache;
        this.seasons = seasons;
    }

    SeasonCounts of(long season) {
        return cache.get(season, seasons::counts).await().indefinitely();
    }

    void changed(@Observes(during = TransactionPhase.AFTER_SUCCESS) PublicChanges.Changed change) {
        if (change.everySeason()) {
            cache.invalidateAll().await().indefinitely();
        } else {
            cache.invalidate(change.season()).await().indefinitely();
        }
    }
}
