package io.admiralty.web;

import io.admiralty.league.notice.NoticeEvent;
import io.admiralty.league.notice.Webhooks;
import io.admiralty.league.notice.Webhooks.WebhookView;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The team's webhooks, each with the buttons that switch it on or off and remove it, and the form that registers one
 * (the service {@code POST /api/teams/{id}/webhooks} calls): its URL and the events it is sent. The new webhook's secret,
 * with which its deliveries are signed, is shown this once.
 */
@ApplicationScoped
class TeamWebhooksSection {

    static final String WEBHOOK = "webhook";

    private final Webhooks webhooks;

    TeamWebhooksSection(Webhooks webhooks) {
        this.webhooks = webhooks;
    }

    /** The section: the team's webhooks, and the events the form offers, each with whether it is ticked. */
    record Hooks(List<WebhookView> hooks, List<Event> events, int maxUrl) {}

    /** An event a webhook may be sent, ticked unless a refused form had it unticked. */
    record Event(String code, boolean checked) {}

    Hooks view(TeamContext context) {
        String typed = context.typed(WEBHOOK, "events");
        Set<String> chosen = typed == null ? null : Set.of(typed.split(","));
        return new Hooks(
                webhooks.list(context.caller(), context.id()),
                Arrays.stream(NoticeEvent.values())
                        .map(event -> new Event(event.code(), chosen == null || chosen.contains(event.code())))
                        .toList(),
                Webhooks.MAX_URL);
    }
}
