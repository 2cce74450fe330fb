package io.admiralty.league.notice;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Deliveries: the webhooks with some due and claiming a webhook's next (the sender's statements of plain SQL), a
 * webhook's list, failing its pending.
 */
@ApplicationScoped
public class DeliveryRepository implements PanacheRepositoryBase<Delivery, Long> {

    /** A claimed delivery with what its attempt needs. */
    record Due(
            long id,
            long webhookId,
            String url,
            String secretSealed,
            String event,
            long noticeId,
            String body,
            Instant eventAt,
            int attempt) {}

    /** A switched-on webhook with deliveries due, its team's, and since when the oldest of them is due. */
    record DueWebhook(long webhook, long team, Instant dueSince) {}

    /**
     * The switched-on webhooks that have deliveries due, {@code limit} at most, the longest due first (the sender's
     * look for lanes to start; nothing is claimed).
     */
    @SuppressWarnings("unchecked")
    public List<DueWebhook> dueWebhooks(Instant now, int limit) {
        List<Tuple> rows = getEntityManager()
                .createNativeQuery(
                        """
                        select d.webhook_id, w.team_id, min(d.next_attempt_at) as due_since
                        from delivery d join webhook w on w.id = d.webhook_id
                        where d.status = 'pending' and d.next_attempt_at <= :now and w.disabled_at is null
                        group by d.webhook_id, w.team_id
                        order by due_since limit :limit""",
                        Tuple.class)
                .setParameter("now", now)
                .setParameter("limit", limit)
                .getResultList();
        return rows.stream()
                .map(row -> new DueWebhook(
                        ((Number) row.get("webhook_id")).longValue(),
                        ((Number) row.get("team_id")).longValue(),
                        instant(row.get("due_since"))))
                .toList();
    }

    /**
     * Claims the webhook's oldest due delivery, if it is switched on and has one: it counts an attempt and is not due
     * again until {@code lease} has passed, so that another instance does not send it meanwhile, and it is sent again
     * if this one stops before saying how the attempt went. A row another instance is claiming is skipped.
     */
    @SuppressWarnings("unchecked")
    public Optional<Due> claimNext(long webhook, Duration lease, Instant now) {
        List<Tuple> rows = getEntityManager()
                .createNativeQuery(
                        """
                        with due as (
                            select d.id from delivery d join webhook w on w.id = d.webhook_id
                            where d.webhook_id = :webhook and d.status = 'pending' and d.next_attempt_at <= :now
                                and w.disabled_at is null
                            order by d.next_attempt_at limit 1 for update of d skip locked)
                        update delivery d set attempts = d.attempts + 1, last_attempt_at = :now,
                            next_attempt_at = :leaseEnd
                        from due, webhook w, notice n
                        where d.id = due.id and w.id = d.webhook_id and n.id = d.notice_id
                        returning d.id, d.webhook_id, w.url, w.secret_sealed, n.event, n.id as notice_id, n.body,
                            n.created_at, d.attempts""",
                        Tuple.class)
                .setParameter("webhook", webhook)
                .setParameter("now", now)
                .setParameter("leaseEnd", now.plus(lease))
                .getResultList();
        return rows.stream()
                .map(row -> new Due(
                        ((Number) row.get("id")).longValue(),
                        ((Number) row.get("webhook_id")).longValue(),
                        row.get("url", String.class),
                        row.get("secret_sealed", String.class),
                        row.get("event", String.class),
                        ((Number) row.get("notice_id")).longValue(),
                        row.get("body", String.class),
                        instant(row.get("created_at")),
                        ((Number) row.get("attempts")).intValue()))
                .findFirst();
    }

    /** A timestamp as the driver hands it over. */
    private static Instant instant(Object value) {
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof java.time.OffsetDateTime offset) {
            return offset.toInstant();
        }
        if (value instanceof java.sql.Timestamp timestamp) {
            return timestamp.toInstant();
        }
        throw new IllegalStateException("a timestamp came as " + value.getClass());
    }

    public List<Delivery> ofWebhook(long webhook, int limit) {
        return getEntityManager()
                .createNamedQuery("Delivery.ofWebhook", Delivery.class)
                .setParameter("webhook", webhook)
                .setMaxResults(limit)
                .getResultList();
    }

    /** Every pending delivery of the webhook fails, for the reason given (it was switched off). */
    public void failPending(long webhook, String why, Instant now) {
        getEntityManager()
                .createNamedQuery("Delivery.failPending")
                .setParameter("webhook", webhook)
                .setParameter("failed", DeliveryStatus.FAILED)
                .setParameter("pending", DeliveryStatus.PENDING)
                .setParameter("now", now)
                .setParameter("why", why)
                .executeUpdate();
    }
}
