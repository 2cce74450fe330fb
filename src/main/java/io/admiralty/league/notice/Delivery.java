package io.admiralty.league.notice;

import io.admiralty.league.CodedColumn;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** One notice to one webhook, with its attempts so far and what the last one got. */
@Entity
@NamedQuery(name = "Delivery.ofWebhook", query = "from Delivery d where d.webhookId = :webhook order by d.id desc")
@NamedQuery(
        name = "Delivery.failPending",
        query =
                """
        update Delivery d set d.status = :failed, d.finishedAt = :now, d.lastError = :why
        where d.webhookId = :webhook and d.status = :pending""")
public class Delivery {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "webhook_id")
    public long webhookId;

    @Column(name = "notice_id")
    public long noticeId;

    @Convert(converter = DeliveryStatusColumn.class)
    public DeliveryStatus status = DeliveryStatus.PENDING;

    public int attempts;

    @Column(name = "next_attempt_at")
    public Instant nextAttemptAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "last_attempt_at")
    public Instant lastAttemptAt;

    @Column(name = "last_status")
    public Integer lastStatus;

    @Column(name = "last_error")
    public String lastError;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "finished_at")
    public Instant finishedAt;

    /** The column holds the status's word. */
    static final class DeliveryStatusColumn extends CodedColumn<DeliveryStatus> {
        DeliveryStatusColumn() {
            super(DeliveryStatus.class);
        }
    }
}
