package io.admiralty.league;

import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.model.time.ExecutionTime;
import com.cronutils.parser.CronParser;
import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.Database;
import io.admiralty.RequestException;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Dialect;
import io.admiralty.bot.Kind;
import io.admiralty.game.Firing;
import io.admiralty.game.Ruleset;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.graphql.Id;

/** Seasons, their entries, and queueing round robins onto the matchup queue. */
@ApplicationScoped
public class Seasons {

    private static final CronParser CRON = new CronParser(CronDefinitionBuilder.instanceDefinitionFor(CronType.QUARTZ));
    private static final SecureRandom SEEDS = new SecureRandom();

    /**
     * What the organiser sends; {@code ruleset} is a name ("classic", "salvo", "8x8:4,3,2") or an object;
     * {@code dataQuotaBytes} (a whole number, read as sent so that 1.5 is refused rather than rounded) holds the
     * season's bots' data folders to a quota other than the league's.
     */
    public record SeasonRequest(String name, JsonNode ruleset, Integer gamesPerMatchup, String schedule, Double kFactor,
                                Integer moveTimeoutMs, JsonNode dataQuotaBytes) {
    }

    public record Progress(int queued, int running, int done, int cancelled, long games) {
    }

    /**
     * A season as the API shows it. {@code dataQuotaBytes} is the quota its bots' data folders are held to (the
     * league's unless it sets one); {@code nextRoundAt} is the schedule's next fire, null when there is no
     * schedule or the season is paused or closed.
     */
    public record SeasonView(@Id long id, String name, String ruleset, int gamesPerMatchup, String schedule, double kFactor,
                             int moveTimeoutMs, long dataQuotaBytes, Instant createdAt, int entries, int rounds, Progress progress,
                             boolean paused, Instant closedAt, Instant nextRoundAt) {
    }

    /** A season's settings as a worker needs them; {@code dataQuotaBytes} is null when the league's quota applies. */
    public record Settings(long id, Ruleset ruleset, double kFactor, int moveTimeoutMs, Long dataQuotaBytes) {
    }

    /** The largest data quota a season or the league may give bots. */
    static final long MAX_DATA_QUOTA = 1024L * 1024 * 1024;

    public record RoundView(@Id long id, @Id long season, int number, String trigger, int matchups) {
    }

    /** Fired after a season is created or its schedule, pause or closing changed, so its cron job follows. */
    public record ScheduleChanged(long id) {
    }

    private final Database database;
    private final Event<ScheduleChanged> scheduleChanged;
    private final Event<MatchupQueue.Queued> queued;
    private final Duration minRoundInterval;
    private final long leagueDataQuota;
    private final BotSandbox sandbox;

    public Seasons(Database database, Event<ScheduleChanged> scheduleChanged, Event<MatchupQueue.Queued> queued, LeagueConfig config,
                   BotSandbox sandbox) {
        this.database = database;
        this.scheduleChanged = scheduleChanged;
        this.queued = queued;
        this.minRoundInterval = config.league().minRoundInterval();
        this.leagueDataQuota = config.sandbox().dataQuotaBytes();
        this.sandbox = sandbox;
    }

    public SeasonView create(Caller caller, SeasonRequest request) {
        caller.requireOrganiser();
        if (request == null) {
            throw RequestException.badRequest("the season definition is missing");
        }
        String name = Names.check("season name", request.name());
        Ruleset ruleset = ruleset(request.ruleset());
        int games = Optional.ofNullable(request.gamesPerMatchup()).orElse(10);
        between("gamesPerMatchup", games, 1, 10_000);
        double k = Optional.ofNullable(request.kFactor()).orElse(16.0);
        if (!(k > 0 && k <= 400)) {
            throw RequestException.badRequest("kFactor must be above 0 and at most 400, was " + k);
        }
        int moveTimeout = Optional.ofNullable(request.moveTimeoutMs()).orElse(BotLimits.MOVE_TIMEOUT_MS);
        between("moveTimeoutMs", moveTimeout, 10, 60_000);
        String schedule = schedule(request.schedule());
        Long dataQuota = dataQuota(request.dataQuotaBytes());
        long id = database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement("""
                    insert into season (name, ruleset, games_per_matchup, schedule, k_factor, move_timeout_ms, data_quota_bytes)
                    values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id""")) {
                insert.setString(1, name);
                insert.setString(2, ruleset.spec());
                insert.setInt(3, games);
                insert.setString(4, schedule);
                insert.setDouble(5, k);
                insert.setInt(6, moveTimeout);
                insert.setObject(7, dataQuota, Types.BIGINT);
                try (ResultSet row = insert.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.conflict("a season named '" + name + "' exists already (names are unique, whatever their case)");
                    }
                    return row.getLong(1);
                }
            }
        });
        scheduleChanged.fire(new ScheduleChanged(id));
        return get(id);
    }

    /**
     * The organiser's changes to a season: {@code schedule} (a cron, or null or "" for none), {@code paused}
     * (no scheduled rounds and no matchups started while true) and {@code closed} (true: no rounds ever again;
     * matchups already queued still play). Fields not named stay as they are.
     */
    public SeasonView update(Caller caller, long seasonId, JsonNode patch) {
        caller.requireOrganiser();
        if (patch == null || !patch.isObject() || patch.isEmpty()) {
            throw RequestException.badRequest("send a JSON object with any of \"schedule\", \"paused\", \"closed\"");
        }
        patch.fieldNames().forEachRemaining(field -> {
            if (!List.of("schedule", "paused", "closed").contains(field)) {
                throw RequestException.badRequest("'" + field + "' cannot be changed: a season's schedule, paused and closed can");
            }
        });
        JsonNode scheduleNode = patch.get("schedule");
        if (scheduleNode != null && !scheduleNode.isNull() && !scheduleNode.isTextual()) {
            throw RequestException.badRequest("schedule must be a cron expression, or null for none");
        }
        String schedule = scheduleNode == null || scheduleNode.isNull() ? null : schedule(scheduleNode.asText());
        Boolean paused = flag(patch, "paused");
        Boolean closed = flag(patch, "closed");
        database.inTransaction(c -> {
            boolean wasClosed;
            try (PreparedStatement lock = c.prepareStatement("select closed_at is not null from season where id = ? for update")) {
                lock.setLong(1, seasonId);
                try (ResultSet row = lock.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.notFound("no season " + seasonId);
                    }
                    wasClosed = row.getBoolean(1);
                }
            }
            if (wasClosed) {
                throw RequestException.conflict("season " + seasonId + " is closed; a closed season does not change");
            }
            if (Boolean.FALSE.equals(closed)) {
                throw RequestException.badRequest("closed can only be set to true");
            }
            try (PreparedStatement update = c.prepareStatement("""
                    update season set schedule = case when ? then ? else schedule end, paused = coalesce(?, paused),
                      closed_at = case when ? then now() else closed_at end
                    where id = ?""")) {
                update.setBoolean(1, patch.has("schedule"));
                update.setString(2, schedule);
                update.setObject(3, paused);
                update.setBoolean(4, Boolean.TRUE.equals(closed));
                update.setLong(5, seasonId);
                update.executeUpdate();
            }
            return null;
        });
        scheduleChanged.fire(new ScheduleChanged(seasonId));
        return get(seasonId);
    }

    private static Boolean flag(JsonNode patch, String field) {
        JsonNode value = patch.get(field);
        if (value == null) {
            return null;
        }
        if (!value.isBoolean()) {
            throw RequestException.badRequest(field + " must be true or false");
        }
        return value.booleanValue();
    }

    /** A schedule as given (null or blank: none), checked: a cron that fires no more often than the minimum interval. */
    private String schedule(String given) {
        if (given == null || given.isBlank()) {
            return null;
        }
        String cron = given.strip();
        Duration shortest = shortestInterval(cron);
        if (shortest.compareTo(minRoundInterval) < 0) {
            throw RequestException.badRequest("schedule '" + cron + "' fires every " + shortest.toSeconds() + " s at times; rounds must be at least "
                    + minRoundInterval.toSeconds() + " s apart");
        }
        return cron;
    }

    /**
     * The shortest gap between consecutive fires of a Quartz-style cron with seconds (e.g. {@code 0 0 * * * ?} for
     * every hour), over its next few hundred fires: enough to see the pattern of any cron within a day.
     */
    static Duration shortestInterval(String cron) {
        ExecutionTime times;
        try {
            times = ExecutionTime.forCron(CRON.parse(cron).validate());
        } catch (IllegalArgumentException e) {
            throw RequestException.badRequest("schedule '" + cron + "' is not a cron expression (seconds minutes hours day-of-month month day-of-week, e.g. \"0 0 * * * ?\"): " + e.getMessage());
        }
        ZonedDateTime fire = times.nextExecution(ZonedDateTime.now(ZoneOffset.UTC))
                .orElseThrow(() -> RequestException.badRequest("schedule '" + cron + "' never fires"));
        Duration shortest = ChronoUnit.FOREVER.getDuration();
        for (int i = 0; i < 500; i++) {
            Optional<ZonedDateTime> next = times.nextExecution(fire);
            if (next.isEmpty()) {
                break;
            }
            Duration gap = Duration.between(fire, next.get());
            shortest = gap.compareTo(shortest) < 0 ? gap : shortest;
            fire = next.get();
        }
        return shortest;
    }

    /** When the cron fires next after {@code after}, if ever. */
    static Optional<Instant> nextFire(String cron, Instant after) {
        return ExecutionTime.forCron(CRON.parse(cron)).nextExecution(after.atZone(ZoneOffset.UTC)).map(ZonedDateTime::toInstant);
    }

    /** A season's own data quota as sent, or null for the league's. */
    private static Long dataQuota(JsonNode sent) {
        if (sent == null || sent.isNull()) {
            return null;
        }
        if (!sent.isIntegralNumber() || !sent.canConvertToLong()) {
            throw RequestException.badRequest("dataQuotaBytes must be a whole number of bytes, 0.." + MAX_DATA_QUOTA + ", was " + sent);
        }
        checkDataQuota("dataQuotaBytes", sent.longValue());
        return sent.longValue();
    }

    /** A data quota, of a season or the league: 0 (a bot keeps nothing) up to 1 GiB. */
    static void checkDataQuota(String field, long bytes) {
        if (bytes < 0 || bytes > MAX_DATA_QUOTA) {
            throw RequestException.badRequest(field + " must be 0.." + MAX_DATA_QUOTA + " bytes, was " + bytes);
        }
    }

    private static void between(String field, int value, int low, int high) {
        if (value < low || value > high) {
            throw RequestException.badRequest(field + " must be " + low + ".." + high + ", was " + value);
        }
    }

    static Ruleset ruleset(JsonNode node) {
        try {
            if (node == null || node.isNull()) {
                return Ruleset.classic();
            }
            if (node.isTextual()) {
                return Ruleset.parse(node.asText());
            }
            if (!node.isObject()) {
                throw RequestException.badRequest("ruleset must be \"classic\", \"salvo\" or {\"width\":..,\"height\":..,\"fleet\":[..],\"firing\":\"single\"|\"salvo\"}");
            }
            JsonNode fleet = node.path("fleet");
            if (!node.path("width").isInt() || !node.path("height").isInt() || !fleet.isArray()) {
                throw RequestException.badRequest("a ruleset object needs integer \"width\" and \"height\" and a \"fleet\" list of ship lengths");
            }
            List<Integer> lengths = new ArrayList<>();
            for (JsonNode length : fleet) {
                if (!length.isInt()) {
                    throw RequestException.badRequest("fleet must list ship lengths as integers, got " + length);
                }
                lengths.add(length.asInt());
            }
            Firing firing = Firing.fromCode(node.path("firing").asText("single"));
            return new Ruleset(node.get("width").asInt(), node.get("height").asInt(), lengths, firing);
        } catch (IllegalArgumentException e) {
            throw RequestException.badRequest("invalid ruleset: " + e.getMessage());
        }
    }

    public void enter(Caller caller, long seasonId, Long botId) {
        if (botId == null) {
            throw RequestException.badRequest("botId is missing");
        }
        Settings season = settings(seasonId);
        database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement("select team_id, kind, dialect, retired_at is not null from bot where id = ?")) {
                select.setLong(1, botId);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.notFound("no bot " + botId);
                    }
                    if (Kind.of(row.getString(2)).orElseThrow() != Kind.BUILTIN) {
                        caller.requireTeamOrOrganiser(row.getLong(1));
                    } else if (caller instanceof Caller.Anonymous) {
                        caller.requireOrganiser();
                    }
                    if (row.getBoolean(4)) {
                        throw RequestException.conflict("bot " + botId + " is retired");
                    }
                    sandbox.requireRunnable(row.getString(2));
                    String dialect = row.getString(3);
                    Optional<String> unfit = dialect == null ? Optional.empty()
                            : Dialect.of(dialect).flatMap(d -> d.cannotExpress(season.ruleset()));
                    if (unfit.isPresent()) {
                        throw RequestException.badRequest("bot " + botId + " cannot join season " + seasonId + " (" + season.ruleset().spec() + "): " + unfit.get());
                    }
                }
            }
            try (PreparedStatement insert = c.prepareStatement(
                    "insert into season_entry (season_id, bot_id) values (?, ?) on conflict do nothing")) {
                insert.setLong(1, seasonId);
                insert.setLong(2, botId);
                if (insert.executeUpdate() == 0) {
                    throw RequestException.conflict("bot " + botId + " is in season " + seasonId + " already");
                }
            }
            return null;
        });
    }

    /**
     * Queues one round robin: every pair of entered, unretired bots meets in one matchup. Seats alternate between
     * rounds (bot pairs swap A and B), and inside a matchup A moves first in odd games, so with an odd number of
     * games A gets the extra first move and that advantage changes sides from round to round.
     * Returns empty when {@code scheduledFor} was queued already by another instance, or when a scheduled round
     * must wait: its season is paused, or its last scheduled round is younger than the minimum interval.
     */
    public Optional<RoundView> queueRound(long seasonId, String trigger, Instant scheduledFor) {
        boolean scheduled = scheduledFor != null;
        Optional<RoundView> round = database.inTransaction(c -> {
            int games;
            try (PreparedStatement lock = c.prepareStatement("""
                    select games_per_matchup, paused, closed_at is not null,
                      coalesce((select max(r.scheduled_for) > ?::timestamptz - ? * interval '1 millisecond' from round r where r.season_id = s.id), false)
                    from season s where id = ? for update""")) {
                lock.setTimestamp(1, scheduled ? Timestamp.from(scheduledFor) : null);
                lock.setLong(2, minRoundInterval.toMillis());
                lock.setLong(3, seasonId);
                try (ResultSet row = lock.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.notFound("no season " + seasonId);
                    }
                    if (row.getBoolean(3)) {
                        throw RequestException.conflict("season " + seasonId + " is closed: it plays no more rounds");
                    }
                    // a schedule does not queue rounds of a paused season, nor sooner than the minimum interval
                    if (scheduled && (row.getBoolean(2) || row.getBoolean(4))) {
                        return Optional.<RoundView>empty();
                    }
                    games = row.getInt(1);
                }
            }
            List<Long> bots = entered(c, seasonId);
            if (bots.size() < 2) {
                throw RequestException.conflict("season " + seasonId + " needs at least two entered bots for a round, has " + bots.size());
            }
            long roundId;
            int number;
            try (PreparedStatement insert = c.prepareStatement("""
                    insert into round (season_id, number, trigger, scheduled_for)
                    select ?, coalesce(max(number), 0) + 1, ?, ? from round where season_id = ?
                    on conflict (season_id, scheduled_for) do nothing returning id, number""")) {
                insert.setLong(1, seasonId);
                insert.setString(2, trigger);
                insert.setTimestamp(3, scheduledFor == null ? null : Timestamp.from(scheduledFor));
                insert.setLong(4, seasonId);
                try (ResultSet row = insert.executeQuery()) {
                    if (!row.next()) {
                        return Optional.<RoundView>empty();
                    }
                    roundId = row.getLong(1);
                    number = row.getInt(2);
                }
            }
            int matchups = 0;
            try (PreparedStatement insert = c.prepareStatement(
                    "insert into matchup (season_id, round_id, bot_a, bot_b, games, seed) values (?, ?, ?, ?, ?, ?)")) {
                for (int i = 0; i < bots.size(); i++) {
                    for (int j = i + 1; j < bots.size(); j++) {
                        boolean swap = (number + i + j) % 2 == 1;
                        insert.setLong(1, seasonId);
                        insert.setLong(2, roundId);
                        insert.setLong(3, bots.get(swap ? j : i));
                        insert.setLong(4, bots.get(swap ? i : j));
                        insert.setInt(5, games);
                        insert.setLong(6, SEEDS.nextLong());
                        insert.addBatch();
                        matchups++;
                    }
                }
                insert.executeBatch();
            }
            return Optional.of(new RoundView(roundId, seasonId, number, trigger, matchups));
        });
        round.ifPresent(r -> queued.fire(new MatchupQueue.Queued(r.matchups())));
        return round;
    }

    public RoundView queueRound(Caller caller, long seasonId) {
        caller.requireOrganiser();
        return queueRound(seasonId, "manual", null).orElseThrow();
    }

    /** The schedules that should be running: seasons with a cron that are neither paused nor closed. */
    public Map<Long, String> activeSchedules() {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "select id, schedule from season where schedule is not null and not paused and closed_at is null")) {
                Map<Long, String> schedules = new HashMap<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        schedules.put(row.getLong("id"), row.getString("schedule"));
                    }
                }
                return schedules;
            }
        });
    }

    /** Whether the season still has matchups waiting or running (a cron fire then skips, so rounds never overlap). */
    public boolean busy(long seasonId) {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "select exists (select 1 from matchup where season_id = ? and status in ('queued', 'running'))")) {
                select.setLong(1, seasonId);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    return row.getBoolean(1);
                }
            }
        });
    }

    private static List<Long> entered(Connection c, long seasonId) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("""
                select e.bot_id from season_entry e join bot b on b.id = e.bot_id
                where e.season_id = ? and b.retired_at is null order by e.bot_id""")) {
            select.setLong(1, seasonId);
            List<Long> bots = new ArrayList<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    bots.add(row.getLong(1));
                }
            }
            return bots;
        }
    }

    public SeasonView get(long seasonId) {
        List<SeasonView> found = query("where s.id = ?", seasonId);
        if (found.isEmpty()) {
            throw RequestException.notFound("no season " + seasonId);
        }
        return found.get(0);
    }

    public List<SeasonView> list() {
        return query("", null);
    }

    /** Only the settings: every matchup reads them, and {@link #get} also counts the season's matchups and games. */
    public Settings settings(long seasonId) {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "select ruleset, k_factor, move_timeout_ms, data_quota_bytes from season where id = ?")) {
                select.setLong(1, seasonId);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.notFound("no season " + seasonId);
                    }
                    return new Settings(seasonId, Ruleset.parse(row.getString(1)), row.getDouble(2), row.getInt(3),
                            row.getObject(4, Long.class));
                }
            }
        });
    }

    private List<SeasonView> query(String where, Long id) {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement("""
                    select s.id, s.name, s.ruleset, s.games_per_matchup, s.schedule, s.k_factor, s.move_timeout_ms, s.created_at,
                      s.data_quota_bytes,
                      (select count(*) from season_entry e where e.season_id = s.id),
                      (select count(*) from round r where r.season_id = s.id),
                      (select count(*) from matchup m where m.season_id = s.id and m.status = 'queued'),
                      (select count(*) from matchup m where m.season_id = s.id and m.status = 'running'),
                      (select count(*) from matchup m where m.season_id = s.id and m.status = 'done'),
                      (select count(*) from matchup m where m.season_id = s.id and m.status = 'cancelled'),
                      (select count(*) from game g where g.season_id = s.id),
                      s.paused, s.closed_at
                    from season s
                    """ + where + " order by s.id")) {
                if (id != null) {
                    select.setLong(1, id);
                }
                List<SeasonView> seasons = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    Instant now = Instant.now();
                    while (row.next()) {
                        String schedule = row.getString("schedule");
                        boolean paused = row.getBoolean("paused");
                        Timestamp closed = row.getTimestamp("closed_at");
                        Long dataQuota = row.getObject("data_quota_bytes", Long.class);
                        Instant next = schedule == null || paused || closed != null ? null : nextFire(schedule, now).orElse(null);
                        seasons.add(new SeasonView(row.getLong(1), row.getString(2), row.getString(3), row.getInt(4),
                                schedule, row.getDouble(6), row.getInt(7), dataQuota == null ? leagueDataQuota : dataQuota,
                                row.getTimestamp(8).toInstant(), row.getInt(10), row.getInt(11),
                                new Progress(row.getInt(12), row.getInt(13), row.getInt(14), row.getInt(15), row.getLong(16)),
                                paused, closed == null ? null : closed.toInstant(), next));
                    }
                }
                return seasons;
            }
        });
    }
}
