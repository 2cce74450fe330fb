package io.admiralty.league.notice;

import io.admiralty.league.runtime.BotEgress;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * Sends the deliveries that are due, from a scheduled job on every instance (rather than the work queue, whose
 * workers are for games: a slow receiver must not hold up a matchup). Each look claims a batch in a short transaction
 * ({@link DeliveryRepository#claim}), sends outside any transaction, and records each answer in one of its own: a 2xx
 * delivers; anything else (a status, a refused URL, no answer in time) is retried after a growing wait
 * ({@link Retries}) until the webhook is switched off. Deliveries are at least once: a receiver tells a repeat by its
 * {@code Admiralty-Delivery} header.
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
    }

    @Scheduled(
            every = "${admiralty.notices.webhooks.poll:2s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sendDue() {
        List<DeliveryRepository.Due> due = QuarkusTransaction.requiringNew()
                .call(() -> deliveries.claim(
                        config.batch(),
                        config.timeout().plus(LEASE_MARGIN),
                        Instant.now().truncatedTo(ChronoUnit.MICROS)));
        for (DeliveryRepository.Due delivery : due) {
            WebhookPost.Answer answer = send(delivery);
            QuarkusTransaction.requiringNew().run(() -> record(delivery, answer));
            metrics.counter("admiralty.webhooks.attempts", "outcome", answer.delivered() ? "delivered" : "failed")
                    .increment();
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
