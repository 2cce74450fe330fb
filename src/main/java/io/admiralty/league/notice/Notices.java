package io.admiralty.league.notice;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.admiralty.Refusal;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.Teams;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Teams' inboxes: {@link #tell} writes a notice and a delivery for each of the team's switched-on webhooks that asked
 * for its event, inside the caller's transaction (the outbox: nothing is sent for what was rolled back, and nothing
 * committed is lost by a restart); the team's members and the organiser read the inbox and mark notices read.
 */
@ApplicationScoped
public class Notices {

    /** Notices an inbox lists at most at once. */
    public static final int MAX_LISTED = 200;

    /**
     * A notice as its team sees it: the event's word, one line saying what happened, the event's data (what webhooks
     * get as {@code data}), and whether it was read.
     */
    public record NoticeView(
            long id, String event, String summary, Map<String, Object> data, Instant createdAt, boolean read) {}

    /** The inbox: how many notices are unread, and the latest ones. */
    public record Inbox(long unread, List<NoticeView> notices) {}

    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

    private final NoticeRepository notices;
    private final WebhookRepository webhooks;
    private final DeliveryRepository deliveries;
    private final Teams teams;
    private final ObjectMapper json;

    Notices(
            NoticeRepository notices,
            WebhookRepository webhooks,
            DeliveryRepository deliveries,
            Teams teams,
            ObjectMapper json) {
        this.notices = notices;
        this.webhooks = webhooks;
        this.deliveries = deliveries;
        this.teams = teams;
        this.json = json;
    }

    /**
     * Tells the team: a notice in its inbox, and a delivery to each of its webhooks that wants the event. The body
     * webhooks are sent is {@code {"id", "event", "createdAt", "team", "summary", "data"}}.
     */
    @Transactional
    public Notice tell(long team, NoticeEvent event, String summary, Map<String, Object> data) {
        Notice notice = new Notice();
        notice.teamId = team;
        notice.event = event;
        notice.summary = summary;
        notice.body = "{}";
        notices.persist(notice);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", notice.id);
        body.put("event", event.code());
        body.put("createdAt", notice.createdAt.toString());
        body.put("team", team);
        body.put("summary", summary);
        body.put("data", data);
        try {
            notice.body = json.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event's data is plain values", e);
        }
        for (Webhook webhook : webhooks.ofTeam(team)) {
            if (webhook.enabled() && webhook.wants(event)) {
                Delivery delivery = new Delivery();
                delivery.webhookId = webhook.id;
                delivery.noticeId = notice.id;
                deliveries.persist(delivery);
            }
        }
        return notice;
    }

    @Transactional
    public Inbox inbox(SecurityIdentity caller, long team, boolean unreadOnly, int limit) {
        requireOwn(caller, team);
        if (limit < 1 || limit > MAX_LISTED) {
            throw Refusal.invalid("limit must be 1.." + MAX_LISTED + ", was " + limit);
        }
        return new Inbox(
                notices.unread(team),
                notices.ofTeam(team, unreadOnly, limit).stream().map(this::view).toList());
    }

    /** Marks every notice of the team up to {@code upTo} (its id) read; returns how many were unread. */
    @Transactional
    public int markRead(SecurityIdentity caller, long team, long upTo) {
        requireOwn(caller, team);
        return notices.markRead(team, upTo, Instant.now().truncatedTo(ChronoUnit.MICROS));
    }

    /** Marks one notice read or unread again. */
    @Transactional
    public NoticeView mark(SecurityIdentity caller, long team, long id, boolean read) {
        requireOwn(caller, team);
        Notice notice = notices.findByIdOptional(id)
                .filter(n -> n.teamId == team)
                .orElseThrow(() -> Refusal.notFound("team " + team + " has no notice " + id));
        notice.readAt = read ? Instant.now().truncatedTo(ChronoUnit.MICROS) : null;
        return view(notice);
    }

    /** The team of the league, and the caller one of its own or the organiser; else 404, 401 or 403. */
    void requireOwn(SecurityIdentity caller, long team) {
        Roles.requireTeamOrOrganiser(caller, teams.leagueTeam(team).id);
    }

    private NoticeView view(Notice notice) {
        Object data;
        try {
            data = json.readValue(notice.body, OBJECT).get("data");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("notice " + notice.id + "'s body is not JSON", e);
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = data instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
        return new NoticeView(
                notice.id, notice.event.code(), notice.summary, fields, notice.createdAt, notice.readAt != null);
    }
}
