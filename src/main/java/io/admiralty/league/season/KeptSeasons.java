package io.admiralty.league.season;

import io.admiralty.league.PublicChanges;
import io.admiralty.league.season.Seasons.SeasonView;
import io.quarkus.cache.Cache;
import io.quarkus.cache.CacheName;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Each season's view and its {@link SeasonCounts}, kept for at most a second: the season page, the API's season and
 * the live streams read them for every request, and a playing season's readers would otherwise read the season and
 * count its matchups once each (a 2,016-matchup round read by 20 readers: over a hundred counts a second, each
 * competing with the workers storing its games). A change announced through {@link PublicChanges} (an entry, a round
 * queued, a game stored, settings) drops the season's as it commits, so whoever made it reads it at once; a matchup
 * started or finished, or a deadline passed, shows within the second, as the live pages show it (their updates come at
 * most twice a second).
 */
@ApplicationScoped
class KeptSeasons {

    private record Counts(long season) {}

    private record View(long season) {}

    private final Cache cache;
    private final SeasonRepository seasons;

    KeptSeasons(@CacheName("kept-seasons") Cache cache, SeasonRepository seasons) {
        this.cache = cache;
        this.seasons = seasons;
    }

    SeasonCounts counts(long season) {
        return cache.get(new Counts(season), key -> seasons.counts(season))
                .await()
                .indefinitely();
    }

    /** The season's view, worked out by {@code read} unless kept; a season not found is not kept. */
    Optional<SeasonView> view(long season, Supplier<Optional<SeasonView>> read) {
        View key = new View(season);
        Optional<SeasonView> view = cache.get(key, k -> read.get()).await().indefinitely();
        if (view.isEmpty()) {
            cache.invalidate(key).await().indefinitely();
        }
        return view;
    }

    void changed(@Observes(during = TransactionPhase.AFTER_SUCCESS) PublicChanges.Changed change) {
        if (change.everySeason()) {
            cache.invalidateAll().await().indefinitely();
        } else {
            cache.invalidate(new Counts(change.season())).await().indefinitely();
            cache.invalidate(new View(change.season())).await().indefinitely();
        }
    }
}
