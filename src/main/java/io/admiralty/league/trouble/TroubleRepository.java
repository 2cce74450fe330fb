package io.admiralty.league.trouble;

import io.admiralty.league.trouble.Trouble.BrokenBot;
import io.admiralty.league.trouble.Trouble.ForfeitingBot;
import io.admiralty.league.trouble.Trouble.InstanceWork;
import io.admiralty.league.trouble.Trouble.ReasonCount;
import io.admiralty.league.trouble.Trouble.Waiting;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Tuple;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/**
 * The console's SQL, all of it: reads across the work queue, matchups and games, columns read by name. A game's
 * forfeiter is the side that did not win: a forfeit with no winner (both sides at fault in one turn) counts for both.
 */
@ApplicationScoped
public class TroubleRepository {

    private static final String WAITING =
            """
            select w.kind, count(*) as queued,
              count(*) filter (where exists (select 1 from matchup m join season s on s.id = m.season_id
                                             where m.id = w.id and s.paused)) as held
            from work w where w.status = 'queued' group by w.kind order by w.kind""";

    /** The instance is the lease owner's name before its worker ("host-1a2b3c4d/w0"). */
    private static final String RUNNING =
            """
            select split_part(w.lease_owner, '/', 1) as instance, w.kind, count(*) as running,
              count(*) filter (where w.lease_until < now()) as overdue, min(w.started_at) as oldest
            from work w where w.status = 'running' group by 1, 2 order by 1, 2""";

    /**
     * Each piece of running work with what it plays: a matchup's bots, season and games stored (the index on
     * game.matchup_id serves the count), or a skill job's bot, version, ruleset and layouts stored.
     */
    private static final String RUNNING_WORK =
            """
            select w.id, w.kind, split_part(w.lease_owner, '/', 1) as instance, w.started_at, w.attempts,
              w.lease_until < now() as overdue, m.season_id, s.name as season_name,
              coalesce(m.bot_a, j.bot_id) as bot_a, coalesce(ba.name, jb.name) as bot_a_name,
              m.bot_b, bb.name as bot_b_name, j.version, j.ruleset,
              case when m.id is not null then (select count(*) from game g where g.matchup_id = m.id)
                   else (select coalesce(max(sg.layout), 0) from skill_game sg where sg.job_id = j.id) end as done,
              coalesce(m.games, j.layouts, 0) as total
            from work w
            left join matchup m on m.id = w.id
            left join season s on s.id = m.season_id
            left join bot ba on ba.id = m.bot_a
            left join bot bb on bb.id = m.bot_b
            left join skill_job j on j.id = w.id
            left join bot jb on jb.id = j.bot_id
            where w.status = 'running'
            order by w.started_at, w.id limit :rows""";

    /** Forfeited games since a moment, one row per forfeiting side (the index game_forfeits_recent serves it). */
    private static final String FORFEITS =
            """
            with f as (
              select g.id, g.reason, g.bot_a as bot from game g
              where g.reason like 'forfeit%' and g.finished_at > :since and g.bot_a is not null
                and (g.winner is null or g.winner = 'B')
              union all
              select g.id, g.reason, g.bot_b from game g
              where g.reason like 'forfeit%' and g.finished_at > :since and g.bot_b is not null
                and (g.winner is null or g.winner = 'A'))
            """;

    private static final String BY_REASON =
            FORFEITS + "select f.reason, count(*) as games from f group by f.reason order by games desc, f.reason";

    private static final String BY_BOT = FORFEITS
            + """
            select f.bot, b.name as bot_name, t.name as team_name, count(*) as games, max(f.id) as last_game,
              string_agg(distinct f.reason, ', ') as reasons
            from f join bot b on b.id = f.bot join team t on t.id = b.team_id
            group by f.bot, b.name, t.name order by games desc, f.bot limit :rows""";

    /**
     * For each bot still playing, the matchup of its newest game (two index look-ups on game_bot_a and game_bot_b),
     * and of that matchup's games, those the bot forfeited: kept when that is every one of them.
     */
    private static final String BROKEN =
            """
            with last as (
              select b.id as bot, b.name as bot_name, t.name as team_name,
                (select g.matchup_id from game g where g.id = greatest(
                   (select max(a.id) from game a where a.bot_a = b.id),
                   (select max(z.id) from game z where z.bot_b = b.id))) as matchup
              from bot b join team t on t.id = b.team_id where b.retired_at is null)
            select l.bot, l.bot_name, l.team_name, l.matchup, count(*) as games, min(g.id) as first_game,
              max(g.id) as last_game, max(g.finished_at) as finished_at, string_agg(distinct g.reason, ', ') as reasons
            from last l join game g on g.matchup_id = l.matchup
            group by l.bot, l.bot_name, l.team_name, l.matchup
            having count(*) = count(*) filter (where g.reason like 'forfeit%'
              and ((g.bot_a = l.bot and (g.winner is null or g.winner = 'B'))
                or (g.bot_b = l.bot and (g.winner is null or g.winner = 'A'))))
            order by finished_at desc limit :rows""";

    private final EntityManager entities;

    public TroubleRepository(EntityManager entities) {
        this.entities = entities;
    }

    public List<Waiting> waiting() {
        return rows(WAITING, Map.of()).stream()
                .map(row -> new Waiting(row.get("kind", String.class), number(row, "queued"), number(row, "held")))
                .toList();
    }

    public List<InstanceWork> running() {
        return rows(RUNNING, Map.of()).stream()
                .map(row -> new InstanceWork(
                        row.get("instance", String.class),
                        row.get("kind", String.class),
                        number(row, "running"),
                        number(row, "overdue"),
                        instant(row, "oldest")))
                .toList();
    }

    public List<Trouble.RunningWork> runningWork(int rows) {
        return rows(RUNNING_WORK, Map.of("rows", rows)).stream()
                .map(row -> new Trouble.RunningWork(
                        number(row, "id"),
                        row.get("kind", String.class),
                        row.get("instance", String.class),
                        instant(row, "started_at"),
                        Boolean.TRUE.equals(row.get("overdue")),
                        (int) number(row, "attempts"),
                        optional(row, "season_id"),
                        row.get("season_name", String.class),
                        optional(row, "bot_a"),
                        row.get("bot_a_name", String.class),
                        optional(row, "bot_b"),
                        row.get("bot_b_name", String.class),
                        row.get("version") == null ? null : (int) number(row, "version"),
                        row.get("ruleset", String.class),
                        number(row, "done"),
                        number(row, "total")))
                .toList();
    }

    public List<ReasonCount> forfeitsByReason(Instant since) {
        return rows(BY_REASON, Map.of("since", utc(since))).stream()
                .map(row -> new ReasonCount(row.get("reason", String.class), number(row, "games")))
                .toList();
    }

    public List<ForfeitingBot> forfeitsByBot(Instant since, int rows) {
        return rows(BY_BOT, Map.of("since", utc(since), "rows", rows)).stream()
                .map(row -> new ForfeitingBot(
                        number(row, "bot"),
                        row.get("bot_name", String.class),
                        row.get("team_name", String.class),
                        number(row, "games"),
                        row.get("reasons", String.class),
                        number(row, "last_game")))
                .toList();
    }

    public List<BrokenBot> broken(int rows) {
        return rows(BROKEN, Map.of("rows", rows)).stream()
                .map(row -> new BrokenBot(
                        number(row, "bot"),
                        row.get("bot_name", String.class),
                        row.get("team_name", String.class),
                        number(row, "matchup"),
                        number(row, "games"),
                        row.get("reasons", String.class),
                        number(row, "first_game"),
                        number(row, "last_game"),
                        instant(row, "finished_at")))
                .toList();
    }

    private List<Tuple> rows(String sql, Map<String, Object> parameters) {
        jakarta.persistence.Query query = entities.createNativeQuery(sql, Tuple.class);
        parameters.forEach(query::setParameter);
        List<?> rows = query.getResultList();
        return rows.stream().map(Tuple.class::cast).toList();
    }

    private static OffsetDateTime utc(Instant at) {
        return at.atOffset(ZoneOffset.UTC);
    }

    private static long number(Tuple row, String column) {
        return ((Number) row.get(column)).longValue();
    }

    private static Long optional(Tuple row, String column) {
        return row.get(column) == null ? null : number(row, column);
    }

    private static Instant instant(Tuple row, String column) {
        Object value = row.get(column);
        if (value instanceof java.sql.Timestamp at) {
            return at.toInstant();
        }
        if (value instanceof OffsetDateTime at) {
            return at.toInstant();
        }
        return (Instant) value;
    }
}
