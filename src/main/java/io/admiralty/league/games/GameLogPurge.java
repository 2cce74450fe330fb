package io.admiralty.league.games;

import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import org.jboss.logging.Logger;

/**
 * Deletes the bots' stderr logs past their retention ({@link GameLogsConfig}), on every instance: the delete is by
 * the game's finish, so two instances purging at once delete the same rows once. Games keep their own stamps on the
 * system's clock, and so does this.
 */
@ApplicationScoped
public class GameLogPurge {

    private static final Logger LOG = Logger.getLogger(GameLogPurge.class);

    private final GameStore store;
    private final GameLogsConfig config;

    public GameLogPurge(GameStore store, GameLogsConfig config) {
        this.store = store;
        this.config = config;
    }

    @Scheduled(
            every = "${admiralty.logs.purge-every:1h}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void purge() {
        purge(Instant.now());
    }

    /** Deletes the logs of games finished more than the retention before {@code now}; returns how many went. */
    @Transactional
    public int purge(Instant now) {
        int purged = store.purgeLogs(now.minus(Duration.ofDays(config.retentionDays())));
        if (purged > 0) {
            LOG.debugf("purged %d bots' stderr logs older than %d days", purged, config.retentionDays());
        }
        return purged;
    }
}
