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
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * This instance's workers: one claimer that takes work from the queue while it fits the instance's room
 * ({@link Admission}: CPU slots for process and jar bots, a cap on open work for all), a thread per open piece of work
 * that hands it to the {@link WorkHandler} of its kind, and one heartbeat that renews the leases of all the work they
 * hold. The claimer polls when nothing fits or waits, and wakes at once when this instance queues work or ends some.
 * <p>
 * A thread per open piece of work, network bots' included, because the referee asks its bots in turn and waits for
 * each answer: a network matchup's thread sleeps in its socket read, costing a stack and no CPU, and the cap on open
 * work (256 by default) bounds the threads (docs/benchmarks.md measures what 256 cost).
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
    private final Admission admission;
    private final String instance;
    private final Map<String, WorkQueue.Costed> held = new ConcurrentHashMap<>();
    /** Guards {@link #signals}, which counts the wake-ups: queued work, ended work, the stop. */
    private final Object wake = new Object();

    private long signals;
    private final AtomicLong claims = new AtomicLong();
    private Thread claimer;
    private ThreadPoolExecutor threads;
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
        this.admission = admission(config.league());
        this.instance = hostName() + "-" + UUID.randomUUID().toString().substring(0, 8);
        Gauge.builder("admiralty.matchups.running.here", held, WorkWorkers::matchups)
                .description("matchups this instance is running")
                .register(metrics);
        for (CostClass cost : CostClass.values()) {
            Gauge.builder("admiralty.work.open.here", held, h -> open(h.values())
                            .getOrDefault(cost, 0))
                    .tag("cost", cost.code())
                    .description("matchups and skill jobs this instance holds open, by what they cost it")
                    .register(metrics);
        }
        Gauge.builder("admiralty.cpu.slots", admission, Admission::cpuSlots)
                .description("this instance's CPU slots for process and jar bots")
                .register(metrics);
        Gauge.builder("admiralty.queue.depth", queue, WorkQueue::depth)
                .description("matchups waiting, all instances")
                .register(metrics);
        Gauge.builder("admiralty.matchups.running", queue, WorkQueue::running)
                .description("matchups running, all instances")
                .register(metrics);
    }

    /** The settings' admission: CPU slots default to the cores. */
    static Admission admission(LeagueConfig.League league) {
        return new Admission(
                league.cpuSlots().orElse(Runtime.getRuntime().availableProcessors()),
                league.maxOpen(),
                (int) Math.round(league.builtinCost() * Admission.SLOT),
                league.runningPerTeam(),
                league.seasonSlots(),
                league.seasonPlaces());
    }

    void start(@Observes StartupEvent event) {
        if (!config.role().plays()) {
            LOG.infof(
                    "instance %s plays no work (admiralty.role=%s)",
                    instance, config.role().name().toLowerCase());
            return;
        }
        threads = threads(config.league().workNice());
        claimer = new Thread(this::claim, "work-claimer");
        claimer.setDaemon(true);
        claimer.start();
        long every = Math.max(100, config.league().lease().toMillis() / 3);
        heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "work-heartbeat");
            thread.setDaemon(true);
            return thread;
        });
        heartbeat.scheduleWithFixedDelay(this::renewLeases, every, every, TimeUnit.MILLISECONDS);
        LOG.infof(
                "instance %s plays %s with %d CPU slots and up to %d open",
                instance, handlers.keySet(), admission.cpuSlots(), admission.maxOpen());
    }

    /**
     * The pool of threads that play work, each lowered by {@code nice}: an idle one takes the next start, else a new one
     * does, and idle ones end after a minute. It has no cap of its own: the places ({@link Admission}, counted in
     * {@link #held}) bound the work, and a second cap raced them. A thread whose work just ended has its place counted
     * free a moment before it is back in the pool, and a pool capped at the places refused the claim made in that
     * moment (issue 44.7); so the threads alive may pass the places by the few that are on their way back.
     */
    static ThreadPoolExecutor threads(int nice) {
        AtomicLong numbers = new AtomicLong();
        return new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
            Runnable lowered = nice == 0
                    ? r
                    : () -> {
                        ThreadNice.lowerBy(nice);
                        r.run();
                    };
            Thread thread = new Thread(lowered, "work-" + numbers.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    void stop(@Observes ShutdownEvent event) throws InterruptedException {
        stopping = true;
        signal();
        if (claimer == null) {
            return;
        }
        heartbeat.shutdownNow();
        claimer.interrupt();
        // a claim under way ends first, so that its work is handed to a thread and left like the rest
        claimer.join(STOP_WAIT_MS);
        // work interrupted here keeps its stored results; its lease runs out and a worker resumes it
        threads.shutdownNow();
        // the threads are daemons: unless waited for, the JVM ends without closing their bots, whose folders then stay
        // mounted under the data folder until the next start, and whose processes are left to the sandbox to end
        if (!threads.awaitTermination(STOP_WAIT_MS, TimeUnit.MILLISECONDS)) {
            LOG.warnf("%d pieces of work were not left within %d ms of the stop", held.size(), STOP_WAIT_MS);
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
        signal();
    }

    private void signal() {
        synchronized (wake) {
            signals++;
            wake.notifyAll();
        }
    }

    /** This instance's name in the queue's lease_owner and finished_by columns. */
    public String instance() {
        return instance;
    }

    /** Claims work while it fits, and hands each piece to a thread of its own. */
    private void claim() {
        while (!stopping) {
            try {
                long seen;
                Admission.Room room;
                synchronized (wake) {
                    seen = signals;
                    List<WorkQueue.Costed> open = List.copyOf(held.values());
                    room = admission.room(open(open), open(teams(open)));
                }
                Optional<WorkQueue.Costed> claim = room.placeLeft()
                        ? queue.claim(instance + "/w" + claims.incrementAndGet(), last, admission, room)
                        : Optional.empty();
                if (claim.isPresent() && start(claim.get(), threads)) {
                    continue;
                }
                synchronized (wake) {
                    if (seen == signals) {
                        wake.wait(config.league().poll().toMillis());
                    }
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException | Error e) {
                // the one claimer of the instance: an Error (out of memory) must not end its claims for good
                if (stopping) {
                    return;
                }
                LOG.errorf(BotText.loggable(e), "%s: could not claim work", instance);
                pause();
            }
        }
    }

    /**
     * Holds the claimed work and hands it to a thread of {@code pool}; returns whether one took it. A pool that refuses
     * it (stopped, or at a cap) has the claim handed back to the queue at once, the attempt uncounted, for
     * any worker of any instance to take: not held here, where the heartbeat would renew its lease for ever.
     */
    boolean start(WorkQueue.Costed claimed, Executor pool) {
        WorkQueue.Claim claim = claimed.claim();
        held.put(claim.owner(), claimed);
        try {
            pool.execute(() -> work(claim));
            return true;
        } catch (RejectedExecutionException e) {
            held.remove(claim.owner());
            LOG.warnf(
                    "%s: no thread took %s work %d (%s); handed back",
                    claim.owner(), claim.kind().code(), claim.id(), e);
            try {
                queue.release(claim);
            } catch (RuntimeException notReleased) {
                LOG.warnf(
                        "%s: could not hand the work back (%s); its lease runs out instead",
                        claim.owner(), notReleased);
            }
            return false;
        }
    }

    /** Whether this instance holds the claim of that owner (its heartbeat renews the lease). */
    boolean holds(String owner) {
        return held.containsKey(owner);
    }

    private void work(WorkQueue.Claim claim) {
        String owner = claim.owner();
        try {
            handlers.get(claim.kind()).run(claim);
        } catch (WorkQueue.LeaseLost e) {
            LOG.warnf("%s: %s; another worker finishes it", owner, e.getMessage());
        } catch (RuntimeException e) {
            if (!stopping) {
                // the lease runs out and the work is retried (each handler gives up after MAX_ATTEMPTS claims)
                LOG.errorf(BotText.loggable(e), "%s: work failed; it will be retried", owner);
            }
        } catch (Error e) {
            // an Error that gets here is the league's own (out of memory, a stack overflow; the referee judges what a
            // bot's move throws): no verdict on the bots, so the work goes back to the queue at once, and this thread,
            // not killed by it, takes more
            LOG.errorf(BotText.loggable(e), "%s: work failed with an Error of the league's own; handed back", owner);
            handBack(claim);
        } finally {
            held.remove(owner);
            signal();
        }
    }

    private void handBack(WorkQueue.Claim claim) {
        try {
            queue.handBack(claim);
        } catch (RuntimeException | Error e) {
            LOG.warnf("%s: could not hand the work back (%s); its lease runs out instead", claim.owner(), e);
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
        for (WorkQueue.Claim claim :
                held.values().stream().map(WorkQueue.Costed::claim).toList()) {
            try {
                if (!queue.heartbeat(claim)) {
                    LOG.warnf("lease on %s work %d was lost", claim.kind().code(), claim.id());
                }
            } catch (RuntimeException e) {
                LOG.warnf("heartbeat for %s work %d failed: %s", claim.kind().code(), claim.id(), e.getMessage());
            }
        }
    }

    private static int matchups(Map<String, WorkQueue.Costed> held) {
        return (int) held.values().stream()
                .filter(costed -> ClaimOrder.rank(costed.claim().kind()) < ClaimOrder.rank(WorkKind.SKILL))
                .count();
    }

    /** The work held open here, counted by what it costs. */
    private static Map<CostClass, Integer> open(Collection<WorkQueue.Costed> held) {
        Map<CostClass, Integer> open = new EnumMap<>(CostClass.class);
        held.forEach(costed -> open.merge(costed.cost(), 1, Integer::sum));
        return open;
    }

    /** Of the work held here, the teams' ({@link WorkKind#ofTeam}). */
    private static List<WorkQueue.Costed> teams(Collection<WorkQueue.Costed> held) {
        return held.stream().filter(costed -> costed.claim().kind().ofTeam()).toList();
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "instance";
        }
    }
}
