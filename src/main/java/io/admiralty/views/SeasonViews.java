package io.admiralty.views;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.admiralty.Refusal;
import io.admiralty.history.GameQueries;
import io.admiralty.history.GameViews.GamePage;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.standings.Standings;
import io.admiralty.league.standings.Standings.HeadToHead;
import io.admiralty.league.standings.Standings.RankedBot;
import io.admiralty.league.standings.Standings.Standing;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.cache.Cache;
import io.quarkus.cache.CacheName;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * A season's public read models, computed once and kept until the season changes (as lichess keeps its leaderboards):
 * the readers of a busy season cost the database and the CPU one computation per change, not one per request.
 * <p>
 * Kept: each view whole (every leaderboard row up to {@link Standings#MAX_ROWS}, the newest
 * {@link GameQueries#MAX_PAGE} games), and a request takes the part it asks for; beside them, the answers worked out
 * from them alone ({@link #answer}: a GraphQL query's result, the season page's tables). Dropped, views and answers
 * alike: a season's as soon as a transaction that announced a change of it commits here ({@link PublicChanges}: games
 * stored, entries, rounds queued, refits, settings; not a matchup's end, which changes only the season's progress, read
 * beside them), all of them on a change of every season (a team renamed, a bot retired or given a new version, a skill
 * score), and either on another instance's notice of it, as PostgreSQL delivers it. Nothing owner-only is kept: the
 * views are the ones an anonymous caller gets (no transcripts, no heat maps); a caller's own parts are read beside
 * them. A computation that began before a change and ends after it is not kept (the cache drops the computation
 * itself), so a reader sees a committed change from the next request on.
 */
@ApplicationScoped
public class SeasonViews {

    private enum View {
        LEADERBOARD,
        WITHDRAWN,
        HEAD_TO_HEAD,
        NEWEST_GAMES
    }

    /** What is kept: a view of a season, or an answer worked out from its views ({@link #answer}). */
    private record Key(long season, Object part) {}

    /** What the kept answers may hold together, about (each answer's own estimate). */
    static final long ANSWERS_MAX_BYTES = 64L << 20;

    /** An answer with about how many bytes it holds. */
    private record Sized(Object answer, long bytes) {}

    private final Cache cache;
    private final AsyncCache<Key, Sized> answers = Caffeine.newBuilder()
            .maximumWeight(ANSWERS_MAX_BYTES)
            .weigher((Key key, Sized sized) -> (int) Math.min(Integer.MAX_VALUE, sized.bytes()))
            .buildAsync();
    private final Standings standings;
    private final GameQueries games;
    private final MeterRegistry metrics;

    public SeasonViews(
            @CacheName("season-views") Cache cache, Standings standings, GameQueries games, MeterRegistry metrics) {
        this.cache = cache;
        this.standings = standings;
        this.games = games;
        this.metrics = metrics;
    }

    /** The leaderboard's first rows, as {@link Standings#leaderboard}. */
    public List<Standing> leaderboard(long season, int first) {
        if (first < 1 || first > Standings.MAX_ROWS) {
            throw Refusal.invalid("first must be 1.." + Standings.MAX_ROWS + ", was " + first);
        }
        List<Standing> rows = get(season, View.LEADERBOARD, () -> standings.leaderboard(season, Standings.MAX_ROWS));
        return rows.subList(0, Math.min(first, rows.size()));
    }

    /** As {@link Standings#withdrawn}. */
    public List<RankedBot> withdrawn(long season) {
        return get(season, View.WITHDRAWN, () -> standings.withdrawn(season));
    }

    /** As {@link Standings#headToHead}. */
    public List<HeadToHead> headToHead(long season) {
        return get(season, View.HEAD_TO_HEAD, () -> standings.headToHead(season));
    }

    /** The first page of the season's games, newest first, as {@link GameQueries#page} without a cursor or bot. */
    public GamePage newestGames(long season, int first) {
        if (first < 1 || first > GameQueries.MAX_PAGE) {
            throw Refusal.invalid("first must be 1.." + GameQueries.MAX_PAGE + ", was " + first);
        }
        return GameQueries.head(
                get(
                        season,
                        View.NEWEST_GAMES,
                        () -> unmodifiable(
                                games.page(season, null, GameQueries.MAX_PAGE, null, GameQueries.Reader.PUBLIC))),
                first);
    }

    /**
     * An answer worked out from the season's views alone (an API's rendering of a question about them), kept and
     * dropped with them, as they are: equal questions share one answer, and one that began before a change and ends
     * after it is not kept. {@code size} says about how many bytes an answer holds. Answers are kept apart from the
     * views and bounded on their own by what they hold ({@link #ANSWERS_MAX_BYTES}), since anyone may ask many
     * different questions, each as large as the views allow: they push out only one another, never a view.
     */
    @SuppressWarnings("unchecked")
    public <T> CompletableFuture<T> answer(
            long season, Object question, ToLongFunction<T> size, Supplier<CompletionStage<T>> work) {
        CompletableFuture<Sized> mine = new CompletableFuture<>();
        CompletableFuture<Sized> kept = answers.asMap().putIfAbsent(new Key(season, question), mine);
        if (kept == null) {
            kept = mine;
            // worked out outside the cache's own locks; a failed answer is dropped by the cache itself
            try {
                work.get().whenComplete((answer, failed) -> {
                    if (failed == null) {
                        mine.complete(new Sized(answer, size.applyAsLong(answer)));
                    } else {
                        mine.completeExceptionally(failed);
                    }
                });
            } catch (RuntimeException e) {
                mine.completeExceptionally(e);
                throw e;
            }
        }
        return kept.thenApply(sized -> (T) sized.answer());
    }

    /** Drops an answer that should not be kept (an error, say): the next equal question is worked out again. */
    public void forget(long season, Object question) {
        answers.synchronous().invalidate(new Key(season, question));
    }

    /** Kept views are shared by every reader: none may change one. */
    private static GamePage unmodifiable(GamePage page) {
        return new GamePage(List.copyOf(page.games()), page.endCursor(), page.hasNextPage());
    }

    @SuppressWarnings("unchecked")
    private <T> T get(long season, View view, Supplier<T> compute) {
        return (T) cache.get(new Key(season, view), key -> computed(view).record(compute))
                .await()
                .indefinitely();
    }

    /**
     * The metric {@code admiralty.views.computed}: how long a view takes to compute again after a change, which the
     * readers arriving meanwhile wait for.
     */
    private Timer computed(View view) {
        return Timer.builder("admiralty.views.computed")
                .description("time to compute a season's public view again after a change")
                .tag("view", view.name().toLowerCase(Locale.ROOT))
                .register(metrics);
    }

    /** Drops what changed, as soon as the change is committed here or heard of from another instance. */
    void changed(@Observes(during = TransactionPhase.AFTER_SUCCESS) PublicChanges.Changed change) {
        if (change.everySeason()) {
            cache.invalidateAll().await().indefinitely();
            answers.synchronous().invalidateAll();
        } else {
            cache.invalidateIf(key -> ((Key) key).season() == change.season())
                    .await()
                    .indefinitely();
            answers.asMap().keySet().removeIf(key -> key.season() == change.season());
        }
    }
}
