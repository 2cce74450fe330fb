package io.admiralty.league.season;

import io.admiralty.league.PublicChanges;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.sql.DataSource;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Which seasons changed, as they change, on every instance: whatever stores a season's games, finishes its matchups,
 * refits its ratings or changes its settings announces it inside its transaction ({@link PublicChanges}); PostgreSQL
 * delivers the notice on commit, and each instance listens on one connection of its own and passes the season ids on to its
 * subscribers (the pages' live streams). A season that changes many times within {@link #COALESCE_MILLIS} is
 * passed on once, so a busy season costs its subscribers a few updates a second at most.
 */
@ApplicationScoped
public class SeasonChanges {

    private static final Logger LOG = Logger.getLogger(SeasonChanges.class);
    static final long COALESCE_MILLIS = 500;
    /** How long one wait for notifications lasts; the loop checks whether it should stop in between. */
    private static final int WAIT_MILLIS = 200;

    private static final long RETRY_MILLIS = 2000;

    private final DataSource dataSource;
    private final PublicChanges announced;
    private final Event<PublicChanges.Changed> heard;
    private final BroadcastProcessor<Long> changes = BroadcastProcessor.create();
    private volatile boolean running;
    private Thread listener;

    public SeasonChanges(DataSource dataSource, PublicChanges announced, Event<PublicChanges.Changed> heard) {
        this.announced = announced;
        this.dataSource = dataSource;
        this.heard = heard;
    }

    /** The ids of the seasons that change from now on; a slow subscriber gets the latest ones and misses none for good. */
    public Multi<Long> of(long season) {
        return changes.filter(id -> id == season).onOverflow().dropPreviousItems();
    }

    void start(@Observes StartupEvent started) {
        running = true;
        listener = new Thread(this::listen, "season-changes");
        listener.setDaemon(true);
        listener.start();
    }

    void stop(@Observes ShutdownEvent stopping) throws InterruptedException {
        running = false;
        if (listener != null) {
            listener.join(WAIT_MILLIS * 5L);
        }
    }

    /** Listens until the service stops, connecting again after a lost connection (a database restart). */
    private void listen() {
        while (running) {
            try (Connection connection = dataSource.getConnection();
                    Statement statement = connection.createStatement()) {
                statement.execute("listen " + PublicChanges.CHANNEL);
                // what changed while this instance was not listening (starting, or the connection lost) is unknown
                heard.fire(new PublicChanges.Changed(PublicChanges.Changed.EVERY_SEASON));
                relay(connection.unwrap(PGConnection.class));
            } catch (SQLException | RuntimeException e) {
                if (running) {
                    LOG.warnf(
                            "listening for season changes failed (%s); live pages stay as they are until it listens again",
                            e.getMessage());
                    sleep();
                }
            }
        }
    }

    private void relay(PGConnection connection) throws SQLException {
        Set<Long> pending = new LinkedHashSet<>();
        long last = 0;
        while (running) {
            PGNotification[] notifications = connection.getNotifications(WAIT_MILLIS);
            if (notifications != null) {
                for (PGNotification n : notifications) {
                    PublicChanges.Notice notice = announced.read(n.getParameter());
                    long season = notice.season();
                    if (notice.scope() == PublicChanges.Scope.SEASON && !notice.fromHere()) {
                        // another instance's change (this one's were heard as they committed); the live pages' updates
                        // are coalesced
                        heard.fire(new PublicChanges.Changed(season));
                    }
                    if (season != PublicChanges.Changed.EVERY_SEASON) {
                        pending.add(season);
                    }
                }
            }
            long now = System.nanoTime() / 1_000_000;
            if (!pending.isEmpty() && now - last >= COALESCE_MILLIS) {
                pending.forEach(changes::onNext);
                pending.clear();
                last = now;
            }
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
