package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.LeagueConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.Map;

/**
 * Counts the live streams this instance holds open, in all and per client address, and refuses one more than the
 * limits allow (see {@link LeagueConfig.Live}). A stream holds its slot until it ends, whichever way it ends.
 */
@ApplicationScoped
public class LiveStreams {

    /** One open stream's place in the count; closing it more than once gives the place back once. */
    public final class Slot implements AutoCloseable {
        private final String client;
        private boolean open = true;

        private Slot(String client) {
            this.client = client;
        }

        @Override
        public void close() {
            release(this);
        }
    }

    private final int maxStreams;
    private final int maxPerClient;
    private final Map<String, Integer> perClient = new HashMap<>();
    private int open;

    @Inject
    public LiveStreams(LeagueConfig config) {
        this(config.live().maxStreams(), config.live().maxStreamsPerClient());
    }

    LiveStreams(int maxStreams, int maxPerClient) {
        this.maxStreams = maxStreams;
        this.maxPerClient = maxPerClient;
    }

    /** A place for one more stream of this client, or a refusal saying which limit it reached. */
    public synchronized Slot open(String client) {
        int held = perClient.getOrDefault(client, 0);
        if (held >= maxPerClient) {
            throw Refusal.tooMany(
                    "this address has " + held + " live streams open, the most one client may hold; close one first");
        }
        if (open >= maxStreams) {
            throw Refusal.tooMany("this instance serves " + open
                    + " live streams, its most; try again later, or read the season without the stream");
        }
        perClient.put(client, held + 1);
        open++;
        return new Slot(client);
    }

    /** Streams open now, in all. */
    synchronized int held() {
        return open;
    }

    /** Streams open now for one client. */
    synchronized int held(String client) {
        return perClient.getOrDefault(client, 0);
    }

    private synchronized void release(Slot slot) {
        if (!slot.open) {
            return;
        }
        slot.open = false;
        open--;
        perClient.computeIfPresent(slot.client, (client, held) -> held == 1 ? null : held - 1);
    }
}
