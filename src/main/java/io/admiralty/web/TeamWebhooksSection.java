package io.admiralty.web;

import io.admiralty.league.notice.NoticeEvent;
import io.admiralty.league.notice.Webhooks;
import io.admiralty.league.notice.Webhooks.WebhookView;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The team's webhooks, each with the buttons that switch it on or off and remove it, and the form that registers one
 * (the service {@code POST /api/teams/{id}/webhooks} calls): its URL and the events it is sent. The new webhook's secret,
 * with which its deliveries are signed, is shown this once.
 */
@ApplicationScoped
class TeamWebhooksSection implements TeamSection {

    static final String WEBHOOK = "webhook";
    static final List<String> WEBHOOK_FIELDS = List.of("url", "events");

    private final Webhooks webhooks;

    TeamWebhooksSection(Webhooks webhooks) {
        this.webhooks = webhooks;
    }

    @Override
    public int order() {
        return 460;
    }

    @Override
    public String render(TeamContext context) {
        List<WebhookView> own = webhooks.list(context.caller(), context.id());
        String base = "/teams/" + context.id() + "/webhooks";
        StringBuilder html = new StringBuilder(
                """
                <section id="webhooks" aria-labelledby="webhooks-h"><h2 id="webhooks-h">Webhooks</h2>
                <p>The league POSTs each notice of the events you choose to your URL, signed with HMAC-SHA256 under the \
                webhook's secret in <code>Admiralty-Signature: t=...,v1=...</code> (README, "Notices and webhooks").</p>
                """);
        TeamContext.Shown shown = context.shownBy(WEBHOOK);
        if (shown != null) {
            html.append("<div class=\"secret\" role=\"status\"><p>")
                    .append(Html.esc(shown.label()))
                    .append(" Its secret, shown this once: <code>")
                    .append(Html.esc(shown.secret()))
                    .append("</code></p></div>\n");
        }
        if (own.isEmpty()) {
            html.append("<p>None yet.</p>\n");
        } else {
            html.append("<ul class=\"webhooks\">\n");
            for (WebhookView hook : own) {
                String at = base + "/" + hook.id();
                html.append("<li data-webhook=\"")
                        .append(hook.id())
                        .append("\"><code>")
                        .append(Html.esc(hook.url()))
                        .append("</code>: ")
                        .append(Html.esc(String.join(", ", hook.events())))
                        .append(
                                hook.enabled()
                                        ? ", on"
                                        : ", <strong>switched off</strong> (" + Html.esc(hook.disabledReason()) + ")")
                        .append(' ')
                        .append(
                                hook.enabled()
                                        ? TeamForms.button(
                                                context, "webhook-off-" + hook.id(), at + "/off", "Switch off")
                                        : TeamForms.button(context, "webhook-on-" + hook.id(), at + "/on", "Switch on"))
                        .append(' ')
                        .append(TeamForms.button(context, "webhook-remove-" + hook.id(), at + "/remove", "Remove"))
                        .append("</li>\n");
            }
            html.append("</ul>\n");
        }
        html.append(TeamForms.open(context, WEBHOOK, base, false))
                .append(TeamForms.text(
                        context,
                        WEBHOOK,
                        "url",
                        "URL <small>(http or https, reachable from the league)</small>",
                        "type=\"url\" required maxlength=\"" + Webhooks.MAX_URL + "\" spellcheck=\"false\""))
                .append("<fieldset class=\"events\"><legend>Events</legend>\n");
        String typed = context.typed(WEBHOOK, "events");
        Set<String> chosen = typed == null ? null : Set.of(typed.split(","));
        for (NoticeEvent event : NoticeEvent.values()) {
            String code = event.code();
            html.append("<label class=\"check\"><input type=\"checkbox\" name=\"events\" value=\"")
                    .append(code)
                    .append('"')
                    .append(chosen == null || chosen.contains(code) ? " checked" : "")
                    .append("> <code>")
                    .append(code)
                    .append("</code></label>\n");
        }
        return html.append("</fieldset>\n")
                .append(TeamForms.problem(context, WEBHOOK, "events"))
                .append("<button type=\"submit\">Register the webhook</button>\n</form>\n</section>\n")
                .toString();
    }

    /** The field of the webhook form a refusal is about: the URL, the events, or "" (too many webhooks). */
    static String fieldOf(String message) {
        String said = message == null ? "" : message.strip().toLowerCase(Locale.ROOT);
        return said.startsWith("url") ? "url" : said.startsWith("events") ? "events" : "";
    }
}
