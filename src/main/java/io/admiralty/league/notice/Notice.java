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

/**
 * An event for one team: what its inbox shows ({@code summary}), and the JSON its webhooks are sent ({@code body}),
 * made once so that every attempt signs the same bytes.
 */
@Entity
@NamedQuery(name = "Notice.ofTeam", query = "from Notice n where n.teamId = :team order by n.id desc")
@NamedQuery(
        name = "Notice.unreadOfTeam",
        query = "from Notice n where n.teamId = :team and n.readAt is null order by n.id desc")
@NamedQuery(
        name = "Notice.countUnread",
        query = "select count(*) from Notice n where n.teamId = :team and n.readAt is null")
@NamedQuery(
        name = "Notice.markRead",
        query = "update Notice n set n.readAt = :now where n.teamId = :team and n.id <= :upTo and n.readAt is null")
@NamedQuery(name = "Notice.unmailed", query = "from Notice n where n.mailedAt is null order by n.id")
@NamedQuery(
        name = "Notice.markOldMailed",
        query = "update Notice n set n.mailedAt = :now where n.mailedAt is null and n.createdAt < :before")
public class Notice {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "team_id")
    public long teamId;

    @Convert(converter = NoticeEventColumn.class)
    public NoticeEvent event;

    public String summary;

    public String body;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "read_at")
    public Instant readAt;

    @Column(name = "mailed_at")
    public Instant mailedAt;

    /** The column holds the event's word. */
    static final class NoticeEventColumn extends CodedColumn<NoticeEvent> {
        NoticeEventColumn() {
            super(NoticeEvent.class);
        }
    }
}
