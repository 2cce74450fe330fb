package io.admiralty.league;

import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.parser.CronParser;
import com.fasterxml.jackson.databind.JsonNode;
import io.admiralty.Database;
import io.admiralty.RequestException;
import io.admiralty.bot.Dialect;
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
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.graphql.Id;

/** Seasons, their entries, and queueing round robins onto the matchup queue. */
@ApplicationScoped
public class Seasons {

    private static final CronParser CRON = new CronParser(CronDefinitionBuilder.instanceDefinitionFor(CronType.QUARTZ));
    private static final SecureRandom SEEDS = new SecureRandom();

    /** What the organiser sends; {@code ruleset} is a name ("classic", "salvo", "8x8:4,3,2") or an object. */
    public record SeasonRequest(String name, JsonNode ruleset, Integer gamesPerMatchup, String schedule, Double kFactor,
                                Integer moveTimeoutMs) {
    }

    public record Progress(int queued, int running, int done, int cancelled, long games) {
    }

    public record SeasonView(@Id long id, String name, String ruleset, int gamesPerMatchup, String schedule, double kFactor,
                             int moveTimeoutMs, Instant createdAt, int entries, int rounds, Progress progress) {
    }

    /** A season's settings as a worker needs them. */
    public record Settings(long id, Ruleset ruleset, double kFactor, int moveTimeoutMs) {
    }

    public record RoundView(@Id long id, @Id long season, int number, String trigger, int matchups) {
    }

    /** Fired after a season is created, so its cron can be scheduled. */
    public record Created(long id, String schedule) {
    }

    private final Database database;
    private final Event<Created> created;
    private final Event<MatchupQueue.Queued> queued;
    private final BotSandbox sandbox;

    public Seasons(Database database, Event<Created> created, Event<MatchupQueue.Queued> queued, BotSandbox sandbox) {
        this.database = database;
        this.created = created;
        this.queued = queued;
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
        int moveTimeout = Optional.ofNullable(request.moveTimeoutMs()).orElse(2000);
        between("moveTimeoutMs", moveTimeout, 10, 60_000);
        String schedule = request.schedule() == null || request.schedule().isBlank() ? null : request.schedule().strip();
        if (schedule != null) {
            checkCron(schedule);
        }
        long id = database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement("""
                    insert into season (name, ruleset, games_per_matchup, schedule, k_factor, move_timeout_ms)
                    values (?, ?, ?, ?, ?, ?) returning id""")) {
                insert.setString(1, name);
                insert.setString(2, ruleset.spec());
                insert.setInt(3, games);
                insert.setString(4, schedule);
                insert.setDouble(5, k);
                insert.setInt(6, moveTimeout);
                try (ResultSet row = insert.executeQuery()) {
                    row.next();
                    return row.getLong(1);
                }
            }
        });
        created.fire(new Created(id, schedule));
        return get(id);
    }

    /** Quartz-style cron with seconds, e.g. {@code 0 0 * * * ?} for every hour. */
    static void checkCron(String cron) {
        try {
            CRON.parse(cron).validate();
        } catch (IllegalArgumentException e) {
            throw RequestException.badRequest("schedule '" + cron + "' is not a cron expression (seconds minutes hours day-of-month month day-of-week, e.g. \"0 0 * * * ?\"): " + e.getMessage());
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
                    if (!row.getString(2).equals("builtin")) {
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
     * Returns empty when {@code scheduledFor} was queued already by another instance.
     */
    public Optional<RoundView> queueRound(long seasonId, String trigger, Instant scheduledFor) {
        Optional<RoundView> round = database.inTransaction(c -> {
            int games;
            try (PreparedStatement lock = c.prepareStatement("select games_per_matchup from season where id = ? for update")) {
                lock.setLong(1, seasonId);
                try (ResultSet row = lock.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.notFound("no season " + seasonId);
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

    /** Whether the season still has matchups waiting or running (a cron fire then skips, so rounds never overlap). */
    public boolean busy(long seasonId) {
        Progress p = get(seasonId).progress();
        return p.queued() + p.running() > 0;
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
            try (PreparedStatement select = c.prepareStatement("select ruleset, k_factor, move_timeout_ms from season where id = ?")) {
                select.setLong(1, seasonId);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.notFound("no season " + seasonId);
                    }
                    return new Settings(seasonId, Ruleset.parse(row.getString(1)), row.getDouble(2), row.getInt(3));
                }
            }
        });
    }

    private List<SeasonView> query(String where, Long id) {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement("""
                    select s.id, s.name, s.ruleset, s.games_per_matchup, s.schedule, s.k_factor, s.move_timeout_ms, s.created_at,
                      (select count(*) from season_entry e where e.season_id = s.id),
                      (select count(*) from round r where r.season_id = s.id),
                      (select count(*) from matchup m where m.season_id = s.id and m.status = 'queued'),
                      (select count(*) from matchup m where m.season_id = s.id and m.status = 'running'),
                      (select count(*) from matchup m where m.season_id = s.id and m.status = 'done'),
                      (select count(*) from matchup m where m.season_id = s.id and m.status = 'cancelled'),
                      (select count(*) from game g where g.season_id = s.id)
                    from season s
                    """ + where + " order by s.id")) {
                if (id != null) {
                    select.setLong(1, id);
                }
                List<SeasonView> seasons = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        seasons.add(new SeasonView(row.getLong(1), row.getString(2), row.getString(3), row.getInt(4),
                                row.getString(5), row.getDouble(6), row.getInt(7), row.getTimestamp(8).toInstant(),
                                row.getInt(9), row.getInt(10),
                                new Progress(row.getInt(11), row.getInt(12), row.getInt(13), row.getInt(14), row.getLong(15))));
                    }
                }
                return seasons;
            }
        });
    }
}
