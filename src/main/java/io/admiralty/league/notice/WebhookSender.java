package io.admiralty.league.notice;

import io.admiralty.league.runtime.BotEgress;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * Sends the deliveries that are due, on every instance (rather than on the work queue, whose workers are for games: a
 * slow receiver must not hold up a matchup), in a lane per webhook: a thread that claims its webhook's oldest due
 * delivery ({@link DeliveryRepository#claimNext}, a short transaction), sends it outside any transaction, records the
 * answer in a transaction of its own, and goes on to the next until none is due. A scheduled look starts a lane for
 * every webhook with deliveries due that has none on this instance, up to {@code admiralty.notices.webhooks.lanes}
 * at once, the teams with the fewest lanes running first ({@link Lanes}): a silent receiver holds up only its own
 * webhook's deliveries, never another team's. A 2xx delivers; anything else (a status, a refused URL, no answer in
 * time) is retried after a growing wait ({@link Retries}) until the webhook is switched off. Deliveries are at least
 * once: a receiver tells a repeat by its {@code Admiralty-Delivery} header.
 */
@ApplicationScoped
public class WebhookSender {

    private static final Logger LOG = Logger.getLogger(WebhookSender.class);
    /** How long past its deadline a claimed attempt waits for its sender before another instance may try it. */
    private static final Duration LEASE_MARGIN = Duration.ofSeconds(30);

    private final DeliveryRepository deliveries;
    private final WebhookRepository webhooks;
    private final Webhooks switches;
    private final SecretBox secrets;
    private final BotEgress egress;
    private final Retries retries;
    private final NoticesConfig.Webhooks config;
    private final MeterRegistry metrics;
    /** The webhooks with a lane running on this instance, and each team's count of them. */
    private final Set<Long> running = ConcurrentHashMap.newKeySet();

    private final Map<Long, Integer> runningOfTeam = new ConcurrentHashMap<>();
    private final ExecutorService lanes;
    private volatile boolean stopping;

    WebhookSender(
            DeliveryRepository deliveries,
            WebhookRepository webhooks,
            Webhooks switches,
            SecretBox secrets,
            BotEgress egress,
            NoticesConfig config,
            MeterRegistry metrics) {
        this.deliveries = deliveries;
        this.webhooks = webhooks;
        this.switches = switches;
        this.secrets = secrets;
        this.egress = egress;
        this.retries = Retries.of(config.webhooks());
        this.config = config.webhooks();
        this.metrics = metrics;
        AtomicLong numbers = new AtomicLong();
        this.lanes = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "webhook-lane-" + numbers.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        Gauge.builder("admiralty.webhooks.lanes", running, Set::size)
                .description("webhooks being sent to on this instance, a lane each")
                .register(metrics);
    }

    void stop(@Observes ShutdownEvent event) {
        stopping = true;
        // a lane stops after the attempt it is making (at most the timeout); the lease then lets any instance resume
        lanes.shutdownNow();
    }

    @Scheduled(
            every = "${admiralty.notices.webhooks.poll:2s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void sendDue() {
        int free = config.lanes() - running.size();
        if (stopping || free <= 0) {
            return;
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        List<DeliveryRepository.DueWebhook> due = QuarkusTransaction.requiringNew()
                .call(() -> deliveries.dueWebhooks(now, config.lanes() + running.size()));
        for (DeliveryRepository.DueWebhook webhook : Lanes.toStart(due, running, runningOfTeam, free)) {
            running.add(webhook.webhook());
            runningOfTeam.merge(webhook.team(), 1, Integer::sum);
            lanes.execute(() -> lane(webhook));
        }
    }

    /** Sends the webhook's due deliveries one after another, until none is due. */
    private void lane(DeliveryRepository.DueWebhook webhook) {
        try {
            while (!stopping) {
                Optional<DeliveryRepository.Due> next = QuarkusTransaction.requiringNew()
                        .call(() -> deliveries.claimNext(
                                webhook.webhook(),
                                config.timeout().plus(LEASE_MARGIN),
                                Instant.now().truncatedTo(ChronoUnit.MICROS)));
                if (next.isEmpty()) {
                    return;
                }
                DeliveryRepository.Due delivery = next.get();
                WebhookPost.Answer answer = send(delivery);
                QuarkusTransaction.requiringNew().run(() -> record(delivery, answer));
                metrics.counter("admiralty.webhooks.attempts", "outcome", answer.delivered() ? "delivered" : "failed")
                        .increment();
            }
        } catch (RuntimeException e) {
            // the delivery's lease runs out and a later look sends it again
            LOG.warnf(e, "the lane of webhook %d stopped", webhook.webhook());
        } finally {
            runningOfTeam.computeIfPresent(webhook.team(), (team, count) -> count > 1 ? count - 1 : null);
            running.remove(webhook.webhook());
        }
    }

    private WebhookPost.Answer send(DeliveryRepository.Due delivery) {
        String secret = secrets.open(delivery.secretSealed());
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("User-Agent", "Admiralty-Webhooks");
        headers.put("Admiralty-Event", delivery.event());
        headers.put("Admiralty-Delivery", Long.toString(delivery.id()));
        headers.put(
                WebhookSignature.HEADER,
                WebhookSignature.header(secret, Instant.now().getEpochSecond(), delivery.body()));
        return WebhookPost.post(egress.policy(), delivery.url(), headers, delivery.body(), config.timeout());
    }

    private void record(DeliveryRepository.Due due, WebhookPost.Answer answer) {
        Webhook webhook = webhooks.lock(due.webhookId()).orElse(null);
        Delivery delivery = deliveries.findById(due.id());
        if (webhook == null || delivery == null) {
            return; // removed meanwhile, with its deliveries
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        delivery.lastStatus = answer.status();
        delivery.lastError = answer.error();
        if (delivery.status != DeliveryStatus.PENDING) {
            return; // its webhook was switched off meanwhile
        }
        if (answer.delivered()) {
            delivery.status = DeliveryStatus.DELIVERED;
            delivery.finishedAt = now;
            webhook.failures = 0;
            return;
        }
        webhook.failures++;
        Retries.Next next = retries.afterFailure(due.eventAt(), due.attempt(), webhook.failures, now);
        if (next instanceof Retries.RetryAt retry) {
            delivery.nextAttemptAt = retry.at();
        } else if (next instanceof Retries.SwitchOff off) {
            delivery.status = DeliveryStatus.FAILED;
            delivery.finishedAt = now;
            LOG.infof("webhook %d of team %d is switched off: %s", webhook.id, webhook.teamId, off.reason());
            switches.switchOff(webhook, off.reason(), now, true);
        }
    }
}
