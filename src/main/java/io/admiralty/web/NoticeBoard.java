package io.admiralty.web;

import io.admiralty.league.notice.Notices;
import io.admiralty.league.notice.Webhooks;
import java.util.List;

/**
 * A team's notices as templates/tags/notices.html shows them: its inbox (unread ones marked, a button that marks them
 * all read) and its webhooks, a switched-off one with why and how to switch it on again. One section, for the notices
 * page and the team's page ({@code linkToAll}: the team's page, which shows the newest only, links to the whole inbox).
 */
record NoticeBoard(long team, Notices.Inbox inbox, List<Webhooks.WebhookView> webhooks, boolean linkToAll) {

    /** The webhooks that were switched off, each shown with why. */
    public List<Webhooks.WebhookView> switchedOff() {
        return webhooks.stream().filter(hook -> !hook.enabled()).toList();
    }
}
