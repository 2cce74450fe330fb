package io.admiralty.web;

import io.admiralty.league.notice.Notices;
import io.admiralty.league.notice.Webhooks;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The team's newest notices and any webhook that was switched off, first on its page: what happened to its bots is
 * what a member looks for on arriving. The whole inbox is on {@code /teams/{id}/notices}.
 */
@ApplicationScoped
class TeamNoticesSection {

    private static final int SHOWN = 10;

    private final Notices notices;
    private final Webhooks webhooks;

    TeamNoticesSection(Notices notices, Webhooks webhooks) {
        this.notices = notices;
        this.webhooks = webhooks;
    }

    NoticeBoard view(TeamContext context) {
        return new NoticeBoard(
                context.id(),
                notices.inbox(context.caller(), context.id(), false, SHOWN),
                webhooks.list(context.caller(), context.id()),
                true);
    }
}
