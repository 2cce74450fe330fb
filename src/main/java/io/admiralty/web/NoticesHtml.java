package io.admiralty.web;

import io.admiralty.league.notice.Notices;
import io.admiralty.league.notice.Webhooks;
import java.util.List;

/**
 * A team's notices as HTML: its inbox (unread ones marked, a button that marks them all read) and its webhooks, a
 * switched-off one with why and how to switch it on again. One section, for the notices page and the team's page.
 */
final class NoticesHtml {

    private NoticesHtml() {}

    static String section(long team, Notices.Inbox inbox, List<Webhooks.WebhookView> webhooks) {
        return section(team, inbox, webhooks, "");
    }

    /** The section with {@code more} (HTML) at its end, such as a link to the whole inbox. */
    static String section(long team, Notices.Inbox inbox, List<Webhooks.WebhookView> webhooks, String more) {
        StringBuilder html = new StringBuilder("<section id=\"notices\">\n<h2>Notices</h2>\n");
        for (Webhooks.WebhookView hook : webhooks) {
            if (!hook.enabled()) {
                html.append("<p class=\"warning\" role=\"alert\">Webhook ")
                        .append(hook.id())
                        .append(" (")
                        .append(Html.esc(hook.url()))
                        .append(") is switched off: ")
                        .append(Html.esc(hook.disabledReason()))
                        .append(". Switch it on again under <a href=\"/teams/")
                        .append(team)
                        .append("#webhooks\">Webhooks</a> on the team's page.</p>\n");
            }
        }
        if (inbox.notices().isEmpty()) {
            html.append("<p>Nothing yet: gates decided, skill scores, rounds of your seasons, benched bots, challenges"
                    + " and refused versions show here.</p>\n");
        } else {
            html.append("<p>")
                    .append(Words.count(inbox.unread(), "unread notice", "unread notices"))
                    .append("</p>\n");
            if (inbox.unread() > 0) {
                html.append("<form method=\"post\" action=\"/teams/")
                        .append(team)
                        .append("/notices/read\"><input type=\"hidden\" name=\"upTo\" value=\"")
                        .append(inbox.notices().get(0).id())
                        .append("\"><button>Mark all read</button></form>\n");
            }
            html.append(
                    "<div class=\"scroll\"><table class=\"notices\">\n<thead><tr><th>when</th><th>event</th><th>what happened</th>"
                            + "</tr></thead>\n<tbody>\n");
            for (Notices.NoticeView notice : inbox.notices()) {
                html.append(notice.read() ? "<tr>" : "<tr class=\"unread\">")
                        .append("<td>")
                        .append(Html.time(notice.createdAt()))
                        .append("</td><td><code>")
                        .append(Html.esc(notice.event()))
                        .append("</code>")
                        .append(notice.read() ? "" : " <strong>new</strong>")
                        .append("</td><td>")
                        .append(Html.esc(notice.summary()))
                        .append("</td></tr>\n");
            }
            html.append("</tbody>\n</table></div>\n");
        }
        html.append("<p>")
                .append(Words.count(webhooks.size(), "webhook", "webhooks"))
                .append(" registered: <a href=\"/teams/")
                .append(team)
                .append("#webhooks\">register, switch and remove them</a> on the team's page.</p>\n");
        return html.append(more).append("</section>\n").toString();
    }
}
