package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.LeagueConfig;
import io.smallrye.mutiny.Multi;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * Counts the live streams this instance holds open, in all, per client address and per season, and refuses one more
 * than the limits allow (see {@link LeagueConfig.Live}). A stream holds its slot until it ends, whichever way it ends.
 * A stream says something at least every {@link #heartbeat}: the service closes connections it has written nothing
 * to for {@code admiralty.http.request-timeout}, and a season may go longer than that without a change.
 */
@ApplicationScoped
public class LiveStreams {

    /** One open stream's place in the count; closing it more than once gives the place back once. */
    public final class Slot implements AutoCloseable {
        private final String client;
        private final long season;
        private boolean open = true;

        private Slot(String client, long season) {
            this.client = client;
            this.season = season;
        }

        @Override
        public void close() {
            release(this);
        }
    }

    private final int maxStreams;
    private final int maxPerClient;
    private final int maxPerSeason;
    private final Duration heartbeat;
    private final Map<String, Integer> perClient = new HashMap<>();
    private final Map<Long, Integer> perSeason = new HashMap<>();
    private int open;

    @Inject
    public LiveStreams(LeagueConfig config) {
        this(
                config.live().maxStreams(),
                config.live().maxStreamsPerClient(),
                config.live().maxStreamsPerSeason(),
                config.http().requestTimeout().dividedBy(3));
    }

    LiveStreams(int maxStreams, int maxPerClient, int maxPerSeason, Duration heartbeat) {
        this.maxStreams = maxStreams;
        this.maxPerClient = maxPerClient;
        this.maxPerSeason = maxPerSeason;
        this.heartbeat = heartbeat;
    }

    /** A place for one more stream of this client on this season, or a refusal saying which limit it reached. */
    public synchronized Slot open(String client, long season) {
        int held = perClient.getOrDefault(client, 0);
        if (held >= maxPerClient) {
            throw Refusal.tooMany(
                    "this address has " + held + " live streams open, the most one client may hold; close one first");
        }
        int ofSeason = perSeason.getOrDefault(season, 0);
        if (ofSeason >= maxPerSeason) {
            throw Refusal.tooMany("this instance serves " + ofSeason
                    + " live streams of this season, its most for one season; try again later, or read the season"
                    + " without the stream");
        }
        if (open >= maxStreams) {
            throw Refusal.tooMany("this instance serves " + open
                    + " live streams, its most; try again later, or read the season without the stream");
        }
        perClient.put(client, held + 1);
        perSeason.put(season, ofSeason + 1);
        open++;
        return new Slot(client, season);
    }

    /**
     * The stream's events, and a heartbeat every {@link #heartbeat} among them: an SSE comment, which browsers'
     * EventSource reads and ignores, made by the request's {@link Sse} (JAX-RS's own way to make an event).
     */
    public Multi<Object> withHeartbeat(Multi<?> events, Sse sse) {
        OutboundSseEvent beat = sse.newEventBuilder().comment("heartbeat").build();
        Multi<Object> beats = Multi.createFrom().ticks().every(heartbeat).map(tick -> beat);
        return Multi.createBy().merging().streams(events.map(event -> (Object) event), beats);
    }

    /** Streams open now, in all. */
    synchronized int held() {
        return open;
    }

    /** Streams open now for one client. */
    synchronized int held(String client) {
        return perClient.getOrDefault(client, 0);
    }

    /** Streams open now of one season. */
    synchronized int held(long season) {
        return perSeason.getOrDefault(season, 0);
    }

    private synchronized void release(Slot slot) {
        if (!slot.open) {
            return;
        }
        slot.open = false;
        open--;
        perClient.computeIfPresent(slot.client, (client, held) -> held == 1 ? null : held - 1);
        perSeason.computeIfPresent(slot.season, (season, held) -> held == 1 ? null : held - 1);
    }
}
