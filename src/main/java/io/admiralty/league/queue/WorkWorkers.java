package io.admiralty.league.queue;

import io.admiralty.bot.BotText;
import io.admiralty.league.LeagueConfig;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.enterprise.inject.Instance;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * This instance's worker pool: {@code admiralty.league.workers} threads that claim work from the queue and hand it to
 * the {@link WorkHandler} of its kind, plus one heartbeat that renews the leases of all the work they hold. Idle
 * workers poll, and wake at once when this instance queues work.
 */
@ApplicationScoped
public class WorkWorkers {

    private static final Logger LOG = Logger.getLogger(WorkWorkers.class);
    /** Work that keeps killing its worker is given up after this many claims. */
    public static final int MAX_ATTEMPTS = 5;

    public static final String GIVEN_UP = "given up after " + MAX_ATTEMPTS + " attempts that did not finish";
    /**
     * How long a stop waits for its workers to leave their work: an interrupted bot process gives up its read at
     * once, a built-in or HTTP bot within its move, and closing a bot kills its processes after a short grace.
     */
    private static final long STOP_WAIT_MS = 10_000;

    private final WorkQueue queue;
    private final Map<WorkKind, WorkHandler> handlers = new EnumMap<>(WorkKind.class);
    /** The last kind in the claim order that this instance plays. */
    private final WorkKind last;

    private final LeagueConfig config;
    private final String instance;
    private final Map<String, WorkQueue.Claim> held = new ConcurrentHashMap<>();
    private final Object wake = new Object();
    private final List<Thread> threads = new ArrayList<>();
    private ScheduledExecutorService heartbeat;
    private volatile boolean stopping;

    public WorkWorkers(WorkQueue queue, Instance<WorkHandler> handlers, LeagueConfig config, MeterRegistry metrics) {
        this.queue = queue;
        for (WorkHandler handler : handlers) {
            if (handler.enabled()) {
                handler.kinds().forEach(kind -> this.handlers.put(kind, handler));
            }
        }
        // a kind is claimed only if every kind before it is played here too: the claim takes a prefix of the order
        this.last = this.handlers.keySet().stream()
                .max(Comparator.comparingInt(ClaimOrder::rank))
                .orElseThrow(() -> new IllegalStateException("no work handlers"));
        this.config = config;
        this.instance = hostName() + "-" + UUID.randomUUID().toString().substring(0, 8);
        Gauge.builder("admiralty.matchups.running.here", held, WorkWorkers::matchups)
                .description("matchups this instance is running")
                .register(metrics);
        Gauge.builder("admiralty.queue.depth", queue, WorkQueue::depth)
                .description("matchups waiting, all instances")
                .register(metrics);
        Gauge.builder("admiralty.matchups.running", queue, WorkQueue::running)
                .description("matchups running, all instances")
                .register(metrics);
    }

    void start(@Observes StartupEvent event) {
        int workers = config.league().workers();
        for (int i = 1; i <= workers; i++) {
            String owner = instance + "/w" + i;
            Thread thread = new Thread(() -> work(owner), "work-" + i);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
        long every = Math.max(100, config.league().lease().toMillis() / 3);
        heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "work-heartbeat");
            thread.setDaemon(true);
            return thread;
        });
        heartbeat.scheduleWithFixedDelay(this::renewLeases, every, every, TimeUnit.MILLISECONDS);
        LOG.infof("instance %s runs %d workers for %s", instance, workers, handlers.keySet());
    }

    void stop(@Observes ShutdownEvent event) throws InterruptedException {
        stopping = true;
        synchronized (wake) {
            wake.notifyAll();
        }
        if (heartbeat != null) {
            heartbeat.shutdownNow();
        }
        // work interrupted here keeps its stored results; its lease runs out and a worker resumes it
        threads.forEach(Thread::interrupt);
        // the workers are daemons: unless waited for, the JVM ends without closing their bots, whose folders then stay
        // mounted under the data folder until the next start, and whose processes are left to the sandbox to end
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STOP_WAIT_MS);
        for (Thread thread : threads) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left > 0) {
                thread.join(left);
            }
            if (thread.isAlive()) {
                LOG.warnf("%s did not leave its work within %d ms of the stop", thread.getName(), STOP_WAIT_MS);
            }
        }
    }

    /**
     * Throws where the service's stop interrupted this worker: what the bots did last (a read given up, a move cut
     * short) is no verdict on them, so the game is not recorded; the lease runs out and the work resumes.
     */
    public static void leaveIfStopping() {
        if (Thread.currentThread().isInterrupted()) {
            throw new IllegalStateException("the service is stopping");
        }
    }

    void wakeUp(@Observes(during = TransactionPhase.AFTER_SUCCESS) WorkQueue.Queued queued) {
        synchronized (wake) {
            wake.notifyAll();
        }
    }

    /** This instance's name in the queue's lease_owner and finished_by columns. */
    public String instance() {
        return instance;
    }

    private void work(String owner) {
        while (!stopping) {
            try {
                Optional<WorkQueue.Claim> claim = queue.claim(owner, last);
                if (claim.isEmpty()) {
                    synchronized (wake) {
                        wake.wait(config.league().poll().toMillis());
                    }
                    continue;
                }
                held.put(owner, claim.get());
                try {
                    handlers.get(claim.get().kind()).run(claim.get());
                } finally {
                    held.remove(owner);
                }
            } catch (InterruptedException e) {
                return;
            } catch (WorkQueue.LeaseLost e) {
                LOG.warnf("%s: %s; another worker finishes it", owner, e.getMessage());
            } catch (RuntimeException e) {
                if (stopping) {
                    return;
                }
                // the lease runs out and the work is retried (each handler gives up after MAX_ATTEMPTS claims)
                LOG.errorf(BotText.loggable(e), "%s: work failed; it will be retried", owner);
                pause();
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(config.league().poll().toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void renewLeases() {
        for (WorkQueue.Claim claim : held.values()) {
            try {
                if (!queue.heartbeat(claim)) {
                    LOG.warnf("lease on %s work %d was lost", claim.kind().code(), claim.id());
                }
            } catch (RuntimeException e) {
                LOG.warnf("heartbeat for %s work %d failed: %s", claim.kind().code(), claim.id(), e.getMessage());
            }
        }
    }

    private static int matchups(Map<String, WorkQueue.Claim> held) {
        return (int) held.values().stream()
                .filter(claim -> claim.kind() != WorkKind.SKILL)
                .count();
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "instance";
        }
    }
}
