package io.admiralty.league.notice;

import io.admiralty.Refusal;
import io.admiralty.bot.http.Egress;
import io.admiralty.game.Coded;
import io.admiralty.league.runtime.BotEgress;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.net.URI;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A team's webhooks, registered, listed, switched on again and removed by its members or the organiser, with their
 * deliveries. A URL must pass the HTTP bots' egress rules (the service's own ports, its database and cloud metadata
 * are refused whatever the organiser opened); a team has {@code admiralty.notices.webhooks.per-team} at most.
 */
@ApplicationScoped
public class Webhooks {

    /** The longest URL taken. */
    public static final int MAX_URL = 2000;
    /** Deliveries a webhook lists, newest first. */
    public static final int MAX_DELIVERIES_LISTED = 100;

    /** A webhook as its team sees it; never its secret. */
    public record WebhookView(
            long id,
            String url,
            List<String> events,
            boolean enabled,
            Instant disabledAt,
            String disabledReason,
            int failuresInRow,
            Instant createdAt) {}

    /** A new webhook with its secret, shown this once: the league keeps it sealed, to sign with. */
    public record CreatedWebhook(
            long id, String url, List<String> events, boolean enabled, Instant createdAt, String secret) {}

    /**
     * One notice sent to the webhook: {@code status} pending (then {@code nextAttemptAt}), delivered or failed, the
     * attempts so far and what the last one got (an HTTP status, or why there was none).
     */
    public record DeliveryView(
            long id,
            long notice,
            String event,
            String status,
            int attempts,
            Integer lastStatus,
            String lastError,
            Instant createdAt,
            Instant lastAttemptAt,
            Instant nextAttemptAt,
            Instant finishedAt) {}

    private final WebhookRepository webhooks;
    private final DeliveryRepository deliveries;
    private final NoticeRepository notices;
    private final Notices inbox;
    private final SecretBox secrets;
    private final BotEgress egress;
    private final int perTeam;

    Webhooks(
            WebhookRepository webhooks,
            DeliveryRepository deliveries,
            NoticeRepository notices,
            Notices inbox,
            SecretBox secrets,
            BotEgress egress,
            NoticesConfig config) {
        this.webhooks = webhooks;
        this.deliveries = deliveries;
        this.notices = notices;
        this.inbox = inbox;
        this.secrets = secrets;
        this.egress = egress;
        this.perTeam = config.webhooks().perTeam();
    }

    @Transactional
    public CreatedWebhook create(SecurityIdentity caller, long team, String url, List<String> events) {
        inbox.requireOwn(caller, team);
        String checkedUrl = checkUrl(url);
        List<String> words = events(events);
        if (webhooks.countOfTeam(team) >= perTeam) {
            throw Refusal.conflict(
                    "team " + team + " has " + perTeam + " webhooks, as many as a team may have: remove one first");
        }
        String secret = WebhookSignature.newSecret();
        Webhook webhook = new Webhook();
        webhook.teamId = team;
        webhook.url = checkedUrl;
        webhook.events = words.toArray(String[]::new);
        webhook.secretSealed = secrets.seal(secret);
        webhooks.persist(webhook);
        return new CreatedWebhook(webhook.id, webhook.url, words, true, webhook.createdAt, secret);
    }

    @Transactional
    public List<WebhookView> list(SecurityIdentity caller, long team) {
        inbox.requireOwn(caller, team);
        return webhooks.ofTeam(team).stream().map(Webhooks::view).toList();
    }

    /** Switches a webhook on again (its failures forgotten), or off. */
    @Transactional
    public WebhookView setEnabled(SecurityIdentity caller, long team, long id, boolean enabled) {
        inbox.requireOwn(caller, team);
        Webhook webhook = own(team, id);
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        if (enabled) {
            webhook.disabledAt = null;
            webhook.disabledReason = null;
            webhook.failures = 0;
        } else if (webhook.enabled()) {
            switchOff(webhook, "switched off by its team", now, false);
        }
        return view(webhook);
    }

    @Transactional
    public void delete(SecurityIdentity caller, long team, long id) {
        inbox.requireOwn(caller, team);
        webhooks.delete(own(team, id));
    }

    @Transactional
    public List<DeliveryView> deliveries(SecurityIdentity caller, long team, long id) {
        inbox.requireOwn(caller, team);
        own(team, id);
        return deliveries.ofWebhook(id, MAX_DELIVERIES_LISTED).stream()
                .map(d -> new DeliveryView(
                        d.id,
                        d.noticeId,
                        notices.findById(d.noticeId).event.code(),
                        d.status.code(),
                        d.attempts,
                        d.lastStatus,
                        d.lastError,
                        d.createdAt,
                        d.lastAttemptAt,
                        d.status == DeliveryStatus.PENDING ? d.nextAttemptAt : null,
                        d.finishedAt))
                .toList();
    }

    /**
     * Switches the webhook off: its pending deliveries fail and, when the league did it ({@code tell}), its team is
     * told (in its inbox, by e-mail, and by its other webhooks that asked for {@code webhook.disabled}).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    void switchOff(Webhook webhook, String reason, Instant now, boolean tell) {
        webhook.disabledAt = now;
        webhook.disabledReason = reason;
        deliveries.failPending(webhook.id, "its webhook was switched off", now);
        if (!tell) {
            return;
        }
        inbox.tell(
                webhook.teamId,
                NoticeEvent.WEBHOOK_DISABLED,
                "Webhook " + webhook.id + " (" + webhook.url + ") was switched off: " + reason,
                java.util.Map.of("webhook", webhook.id, "url", webhook.url, "reason", reason));
    }

    private Webhook own(long team, long id) {
        return webhooks.findByIdOptional(id)
                .filter(w -> w.teamId == team)
                .orElseThrow(() -> Refusal.notFound("team " + team + " has no webhook " + id));
    }

    /** The URL if it is an http(s) address without credentials that the egress rules let the league reach now. */
    private String checkUrl(String url) {
        if (url == null || url.isBlank()) {
            throw Refusal.invalid("url is required");
        }
        if (url.length() > MAX_URL) {
            throw Refusal.invalid("url must be at most " + MAX_URL + " characters, was " + url.length());
        }
        URI parsed;
        try {
            parsed = Egress.url(url.strip());
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid(e.getMessage());
        }
        if (parsed.getRawUserInfo() != null) {
            throw Refusal.invalid("url must not hold credentials (user:password@): deliveries are signed instead");
        }
        if (egress.policy().check(parsed, "webhooks") instanceof Egress.Refused refused) {
            throw Refusal.invalid("url: " + refused.reason());
        }
        return parsed.toString();
    }

    /** The event words, checked, each once, in the order given. */
    private static List<String> events(List<String> events) {
        if (events == null || events.isEmpty()) {
            throw Refusal.invalid("events must name at least one of " + known());
        }
        Set<String> words = new LinkedHashSet<>();
        for (String word : events) {
            NoticeEvent event = Coded.find(NoticeEvent.class, word)
                    .orElseThrow(() -> Refusal.invalid("events: '" + word + "' is not one of " + known()));
            words.add(event.code());
        }
        return List.copyOf(words);
    }

    private static String known() {
        return String.join(
                ", ", Arrays.stream(NoticeEvent.values()).map(NoticeEvent::code).toList());
    }

    private static WebhookView view(Webhook webhook) {
        return new WebhookView(
                webhook.id,
                webhook.url,
                List.of(webhook.events),
                webhook.enabled(),
                webhook.disabledAt,
                webhook.disabledReason,
                webhook.failures,
                webhook.createdAt);
    }
}
