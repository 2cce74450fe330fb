package io.admiralty.league.notice;

import io.admiralty.league.notice.DeliveryRepository.DueWebhook;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which webhooks get a lane of their own now (a lane sends its webhook's due deliveries one after another), so that no
 * team's receivers wait behind another team's: every webhook with deliveries due gets one while the instance has
 * lanes free; when it has fewer free than are asked for, the teams with the fewest lanes running go first (a team's
 * k-th new lane counts as k more), then the webhooks due longest. Pure.
 */
final class Lanes {

    private Lanes() {}

    /**
     * The webhooks of {@code due} to start lanes for, at most {@code free}, none of those in {@code running};
     * {@code runningOfTeam} counts each team's running lanes.
     */
    static List<DueWebhook> toStart(
            List<DueWebhook> due, Set<Long> running, Map<Long, Integer> runningOfTeam, int free) {
        record Ranked(DueWebhook webhook, int share) {}
        Map<Long, Integer> asked = new HashMap<>();
        List<Ranked> ranked = new ArrayList<>();
        due.stream()
                .filter(webhook -> !running.contains(webhook.webhook()))
                .sorted(Comparator.comparing(DueWebhook::dueSince))
                .forEach(webhook -> ranked.add(new Ranked(
                        webhook,
                        runningOfTeam.getOrDefault(webhook.team(), 0)
                                + asked.merge(webhook.team(), 1, Integer::sum)
                                - 1)));
        return ranked.stream()
                .sorted(Comparator.comparingInt(Ranked::share)
                        .thenComparing(r -> r.webhook().dueSince())
                        .thenComparingLong(r -> r.webhook().webhook()))
                .limit(Math.max(0, free))
                .map(Ranked::webhook)
                .toList();
    }
}
