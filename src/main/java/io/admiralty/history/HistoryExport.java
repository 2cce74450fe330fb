package io.admiralty.history;

import io.admiralty.Refusal;
import io.admiralty.bot.BotNotes;
import io.admiralty.bot.BotText;
import io.admiralty.bot.StderrLog;
import io.admiralty.game.Coord;
import io.admiralty.game.PackedStrike;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Ship;
import io.admiralty.game.Side;
import io.admiralty.json.GameRecordJson;
import io.admiralty.league.season.SeasonRepository;
import io.quarkus.narayana.jta.runtime.TransactionConfiguration;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.Session;

/**
 * A bot's games for offline learning, streamed: NDJSON (one game per line), CSV (one strike per row) or the
 * placements' CSV (one row per cell of a placed ship). One cursor
 * walks the bot's games in id order, a chunk of rows at a time, and each game's strikes are expanded from its
 * packed copy ({@code game.strike_log}), so memory stays flat however many games there are and the database
 * reads one row per game rather than one per strike. The cursor is plain SQL on the transaction's connection: the
 * ORM would build an entity per game, and a download of millions of strikes is measured (LeagueBench).
 */
@ApplicationScoped
public class HistoryExport {

    /**
     * Which games: one bot's, of the given kinds (by their {@code code}s), optionally of one season and finished at or
     * after {@code since}, and tagged {@code tag} by the bot when given; {@code logs}, when not null, is who downloads, for the NDJSON's stderr logs of the seats
     * whose team they are (both seats for the organiser).
     */
    public record Filter(
            long bot, Set<GameKind> kinds, Long season, Instant since, String tag, GameQueries.Reader logs) {}

    /**
     * One strike per row. The first ten columns are the original download's; the rest say, from the downloading bot's
     * side, which seat it had ({@code you}), whom it played ({@code opponent} id and {@code opponent_name}), how the
     * game ended for it ({@code result}), who moved first and under which rules, so its own shots are
     * {@code shooter == you} without a join; then what kind of game it was and which versions played (the bot's and
     * the opponent's: in a gate's games both seats are the bot).
     */
    public static final String CSV_HEADER = "game,season,side,seq,shooter,x,y,result,sunk_ship,sunk_length,"
            + "you,opponent,opponent_name,game_result,first_mover,ruleset,kind,version,opponent_version";

    /**
     * One row per cell of a placed ship, both fleets of every game: {@code owner} is the seat whose fleet it is (the
     * opponents' ships are {@code owner != you}), {@code ship} its index in the fleet (as {@code sunk_ship} in the
     * strikes), its {@code length} and {@code orientation}, and the cell {@code x}, {@code y}; the rest as in
     * {@link #CSV_HEADER}. A fleet never placed (a forfeit before placing) has no rows.
     */
    public static final String PLACEMENTS_HEADER = "game,season,owner,ship,length,orientation,x,y,"
            + "you,opponent,opponent_name,game_result,first_mover,ruleset,kind,version,opponent_version";

    private static final int FETCH = 1000;
    /** A download streams for as long as its client reads; the default transaction timeout would cut a slow one off. */
    private static final int STREAM_SECONDS = 6 * 3600;
    /** Rulesets seen in one download, by their stored JSON: a bot plays under few, so each is read once. */
    private static final int RULESETS_REMEMBERED = 256;

    private static final String GAMES =
            """
            select games.*,
              (select array_agg(t.tag order by t.tag)::text[] from game_tag t where t.game_id = games.id and t.bot_id = ?) as own_tags,
              (select json_object_agg(m.name, m.value order by m.name)::text from game_metric m
                where m.game_id = games.id and m.bot_id = ?) as own_metrics
            from (
              select g.id, g.season_id, g.matchup_id, g.game_index, g.bot_a, g.version_a, g.bot_b, g.version_b, g.name_a, g.name_b,
                g.ruleset::text as ruleset, g.seed, g.first_mover, g.placement_a::text as placement_a, g.placement_b::text as placement_b,
                g.winner, g.reason, g.detail, g.started_at, g.finished_at, g.strike_log, g.move_times_a, g.move_times_b,
                r.elo_before, r.elo as elo_after,%s
                case when g.season_id is not null then 'season' when m.gate_id is not null then 'gate'
                     when m.validation_id is not null then 'validation'
                     when m.tournament_series_id is not null then 'tournament' else 'challenge' end as kind
              from game g
                left join matchup m on m.id = g.matchup_id
                left join tournament_series ts on ts.id = m.tournament_series_id
                left join rating_history r on r.season_id = g.season_id and r.bot_id = ? and r.game_id = g.id%s
              where (g.bot_a = ? or g.bot_b = ?) and (ts.shown is null or ts.shown <> 'HIDDEN') and (?::bigint is null or g.season_id = ?) and (?::timestamptz is null or g.finished_at >= ?)
            ) games where kind = any(?)
              and (?::text is null or exists (select 1 from game_tag t where t.game_id = games.id and t.bot_id = ? and t.tag = ?))
            order by id""";

    /** The stderr logs of both seats and the seats' teams, joined only when the download asks for logs. */
    private static final String LOG_COLUMNS =
            """

                la.lines as log_a, la.line_moves as log_moves_a, la.cut_bytes as log_cut_a, ba.team_id as team_a,
                lb.lines as log_b, lb.line_moves as log_moves_b, lb.cut_bytes as log_cut_b, bb.team_id as team_b,""";

    private static final String LOG_JOINS =
            """

                left join game_log la on la.game_id = g.id and la.seat = 'A'
                left join game_log lb on lb.game_id = g.id and lb.seat = 'B'
                left join bot ba on ba.id = g.bot_a
                left join bot bb on bb.id = g.bot_b""";

    private final Session session;
    private final SeasonRepository seasons;

    public HistoryExport(Session session, SeasonRepository seasons) {
        this.session = session;
        this.seasons = seasons;
    }

    /**
     * The games of {@code bot}; a season that does not exist is refused (an empty download would look like no games),
     * and so is a season with kinds that leave season games out (it could only be empty).
     */
    @Transactional
    public Filter filter(
            long bot, Set<GameKind> kinds, Long season, Instant since, String tag, GameQueries.Reader logs) {
        if (season != null && seasons.findByIdOptional(season).isEmpty()) {
            throw Refusal.notFound("no season " + season);
        }
        if (season != null && !kinds.contains(GameKind.SEASON)) {
            throw Refusal.invalid("season=" + season + " selects season games, but kind leaves them out");
        }
        if (tag != null && !BotNotes.NAME.matcher(tag).matches()) {
            throw Refusal.invalid("tag must be 1.." + BotNotes.MAX_NAME + " letters, digits or _ . : -, was "
                    + BotText.quote(tag, BotNotes.MAX_NAME + 8));
        }
        return new Filter(bot, kinds, season, since, tag, logs);
    }

    @Transactional
    @TransactionConfiguration(timeout = STREAM_SECONDS)
    public void csv(Filter filter, OutputStream stream) {
        csvRows(filter, stream, CSV_HEADER, (out, game, you, tail) -> {
            long id = game.getLong("id");
            Object season = game.getObject("season_id");
            // the same for every strike of the game: encoded once
            byte[] perspective = tail.getBytes(StandardCharsets.UTF_8);
            ByteBuffer strikes = packed(game, "strike_log");
            for (int seq = 1; strikes.hasRemaining(); seq++) {
                int p = strikes.getInt();
                out.number(id).put(',');
                if (season != null) {
                    out.number((Long) season);
                }
                out.put(',')
                        .put(you.name().charAt(0))
                        .put(',')
                        .number(seq)
                        .put(',')
                        .put(PackedStrike.shooter(p).name().charAt(0))
                        .put(',')
                        .number(PackedStrike.x(p))
                        .put(',')
                        .number(PackedStrike.y(p))
                        .put(',')
                        .ascii(PackedStrike.result(p).code())
                        .put(',');
                if (PackedStrike.isSunk(p)) {
                    out.number(PackedStrike.sunkShip(p)).put(',').number(PackedStrike.sunkLength(p));
                } else {
                    out.put(',');
                }
                out.bytes(perspective);
            }
        });
    }

    /** One row per cell of each placed ship ({@link #PLACEMENTS_HEADER}). */
    @Transactional
    @TransactionConfiguration(timeout = STREAM_SECONDS)
    public void placementsCsv(Filter filter, OutputStream stream) {
        csvRows(filter, stream, PLACEMENTS_HEADER, (out, game, you, tail) -> {
            Object season = game.getObject("season_id");
            String head = game.getLong("id") + "," + (season == null ? "" : season) + ",";
            for (Side owner : Side.values()) {
                String json = game.getString(owner == Side.A ? "placement_a" : "placement_b");
                if (json == null) {
                    continue;
                }
                List<Ship> ships = GameRecordJson.stored(json, Placement.class).ships();
                for (int ship = 0; ship < ships.size(); ship++) {
                    Ship placed = ships.get(ship);
                    String shipFields =
                            head + owner + "," + ship + "," + placed.length() + "," + placed.orientation() + ",";
                    for (Coord cell : placed.cells()) {
                        out.ascii(shipFields)
                                .number(cell.x())
                                .put(',')
                                .number(cell.y())
                                .ascii(tail);
                    }
                }
            }
        });
    }

    /** Writes a game's rows of a CSV; {@code tail} is the perspective's fields with the line's end, the same for each row. */
    private interface CsvGame {
        void write(AsciiOut out, ResultSet game, Side you, String tail) throws SQLException, IOException;
    }

    private void csvRows(Filter filter, OutputStream stream, String header, CsvGame rows) {
        AsciiOut out = new AsciiOut(stream);
        Map<String, String> rulesets = new HashMap<>();
        games(
                filter,
                out,
                (game, you) -> rows.write(out, game, you, "," + perspective(game, you, rulesets) + "\n"),
                header + "\n");
    }

    /**
     * One game per line in the shared game-record form ({@code docs/game-record.schema.json}, also what
     * {@code play --log} writes), with the downloading bot's side: its seat ({@code you}; {@code side} is the
     * original name), its {@code opponent}, its {@code result}, its Elo before and after the game, and the game's
     * {@code kind}.
     */
    @Transactional
    @TransactionConfiguration(timeout = STREAM_SECONDS)
    public void ndjson(Filter filter, OutputStream stream) {
        AsciiOut out = new AsciiOut(stream);
        games(
                filter,
                out,
                (g, you) -> {
                    Side opponent = you.other();
                    out.ascii("{\"game\":").number(g.getLong("id"));
                    out.ascii(",\"season\":").ascii(String.valueOf(g.getObject("season_id")));
                    out.ascii(",\"matchup\":").ascii(String.valueOf(g.getObject("matchup_id")));
                    out.ascii(",\"index\":").ascii(String.valueOf(g.getObject("game_index")));
                    out.ascii(",\"side\":\"")
                            .put(you.name().charAt(0))
                            .ascii("\",\"you\":\"")
                            .put(you.name().charAt(0));
                    out.ascii("\",\"opponent\":");
                    seat(out, g, opponent);
                    out.ascii(",\"result\":\"").ascii(result(g, you));
                    out.ascii("\",\"kind\":\"").ascii(g.getString("kind"));
                    out.ascii("\",\"eloBefore\":");
                    elo(out, g, "elo_before");
                    out.ascii(",\"eloAfter\":");
                    elo(out, g, "elo_after");
                    out.ascii(",\"botA\":");
                    seat(out, g, Side.A);
                    out.ascii(",\"botB\":");
                    seat(out, g, Side.B);
                    out.ascii(",\"ruleset\":").raw(g.getString("ruleset"));
                    out.ascii(",\"seed\":").number(g.getLong("seed"));
                    out.ascii(",\"firstMover\":\"").ascii(g.getString("first_mover"));
                    out.ascii("\",\"placementA\":").raw(String.valueOf(g.getString("placement_a")));
                    out.ascii(",\"placementB\":").raw(String.valueOf(g.getString("placement_b")));
                    out.ascii(",\"strikes\":[");
                    ByteBuffer strikes = packed(g, "strike_log");
                    for (int seq = 1; strikes.hasRemaining(); seq++) {
                        int p = strikes.getInt();
                        out.ascii(seq == 1 ? "{\"seq\":" : ",{\"seq\":")
                                .number(seq)
                                .ascii(",\"shooter\":\"")
                                .put(PackedStrike.shooter(p).name().charAt(0))
                                .ascii("\",\"x\":")
                                .number(PackedStrike.x(p))
                                .ascii(",\"y\":")
                                .number(PackedStrike.y(p))
                                .ascii(",\"result\":\"")
                                .ascii(PackedStrike.result(p).code());
                        if (PackedStrike.isSunk(p)) {
                            out.ascii("\",\"sunkShip\":")
                                    .number(PackedStrike.sunkShip(p))
                                    .ascii(",\"sunkLength\":")
                                    .number(PackedStrike.sunkLength(p))
                                    .put('}');
                        } else {
                            out.ascii("\"}");
                        }
                    }
                    String winner = g.getString("winner");
                    out.ascii("],\"winner\":").ascii(winner == null ? "null" : "\"" + winner + "\"");
                    out.ascii(",\"reason\":\"").ascii(g.getString("reason"));
                    out.ascii("\",\"detail\":").jsonString(g.getString("detail"));
                    out.ascii(",\"thinkMicros\":");
                    if (g.getBytes("move_times_a") == null) {
                        out.ascii("null");
                    } else {
                        out.ascii("{\"A\":");
                        micros(out, packed(g, "move_times_a"));
                        out.ascii(",\"B\":");
                        micros(out, packed(g, "move_times_b"));
                        out.put('}');
                    }
                    notes(out, g);
                    if (filter.logs() != null) {
                        out.ascii(",\"logs\":{");
                        boolean first = true;
                        for (Side seat : Side.values()) {
                            first = log(out, g, seat, filter.logs(), first);
                        }
                        out.put('}');
                    }
                    out.ascii(",\"startedAt\":\"").ascii(instant(g.getTimestamp("started_at")));
                    out.ascii("\",\"finishedAt\":\"")
                            .ascii(instant(g.getTimestamp("finished_at")))
                            .ascii("\"}\n");
                },
                "");
    }

    private interface GameWriter {
        void write(ResultSet game, Side you) throws SQLException, IOException;
    }

    private void games(Filter filter, AsciiOut out, GameWriter writer, String header) {
        Timestamp since = filter.since() == null ? null : Timestamp.from(filter.since());
        session.doWork(c -> {
            boolean logs = filter.logs() != null;
            try (PreparedStatement games =
                    c.prepareStatement(GAMES.formatted(logs ? LOG_COLUMNS : "", logs ? LOG_JOINS : ""))) {
                games.setFetchSize(FETCH);
                for (int i = 1; i <= 5; i++) {
                    games.setLong(i, filter.bot());
                }
                games.setObject(6, filter.season(), Types.BIGINT);
                games.setObject(7, filter.season(), Types.BIGINT);
                games.setTimestamp(8, since);
                games.setTimestamp(9, since);
                games.setArray(
                        10,
                        c.createArrayOf(
                                "text",
                                filter.kinds().stream().map(GameKind::code).toArray()));
                games.setString(11, filter.tag());
                games.setLong(12, filter.bot());
                games.setString(13, filter.tag());
                out.ascii(header);
                try (ResultSet game = games.executeQuery()) {
                    while (game.next()) {
                        writer.write(game, game.getLong("bot_a") == filter.bot() ? Side.A : Side.B);
                    }
                }
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** {@code {"id":..,"name":..,"version":..}} of the bot in seat {@code side}. */
    private static void seat(AsciiOut out, ResultSet game, Side side) throws SQLException, IOException {
        out.ascii("{\"id\":")
                .number(game.getLong(bot(side)))
                .ascii(",\"name\":")
                .jsonString(game.getString(name(side)))
                .ascii(",\"version\":")
                .number(game.getInt(side == Side.A ? "version_a" : "version_b"))
                .put('}');
    }

    /**
     * The downloading bot's own tags and metrics of the game, {@code ,"tags":[..],"metrics":{..}}, each where it gave
     * any: names {@link BotNotes} checked, so they need no escaping, and finite numbers.
     */
    private static void notes(AsciiOut out, ResultSet game) throws SQLException, IOException {
        java.sql.Array tags = game.getArray("own_tags");
        if (tags != null) {
            out.ascii(",\"tags\":[");
            String[] words = (String[]) tags.getArray();
            for (int i = 0; i < words.length; i++) {
                out.ascii(i == 0 ? "" : ",").jsonString(words[i]);
            }
            out.put(']');
        }
        String metrics = game.getString("own_metrics");
        if (metrics != null) {
            out.ascii(",\"metrics\":").raw(metrics);
        }
    }

    /**
     * The stderr log of the bot in {@code seat}, {@code "A":{"lines":[{"move":..,"text":..}],"cutBytes":..}}, when it
     * wrote any and its team is the reader's (the organiser reads every seat); returns whether nothing was written
     * yet, for the comma before the next.
     */
    private static boolean log(AsciiOut out, ResultSet game, Side seat, GameQueries.Reader reader, boolean first)
            throws SQLException, IOException {
        String suffix = seat == Side.A ? "_a" : "_b";
        String lines = game.getString("log" + suffix);
        long team = game.getLong("team" + suffix);
        if (lines == null || game.wasNull() || !reader.test(team)) {
            return first;
        }
        StderrLog.Kept kept =
                StderrLog.Kept.stored(lines, game.getBytes("log_moves" + suffix), game.getLong("log_cut" + suffix));
        out.ascii(first ? "\"" : ",\"").put(seat.name().charAt(0)).ascii("\":{\"lines\":[");
        for (int i = 0; i < kept.lines().size(); i++) {
            StderrLog.Line line = kept.lines().get(i);
            out.ascii(i == 0 ? "{\"move\":" : ",{\"move\":")
                    .number(line.move())
                    .ascii(",\"text\":")
                    .jsonString(line.text())
                    .put('}');
        }
        out.ascii("],\"cutBytes\":").number(kept.cutBytes()).put('}');
        return false;
    }

    /**
     * The CSV fields told from the downloading bot's seat, the same for every row of a game:
     * {@code you,opponent,opponent_name,game_result,first_mover,ruleset,kind,version,opponent_version}.
     */
    private static String perspective(ResultSet game, Side you, Map<String, String> rulesets) throws SQLException {
        Side opponent = you.other();
        return you + "," + game.getLong(bot(opponent)) + "," + csvField(game.getString(name(opponent))) + ","
                + result(game, you) + "," + game.getString("first_mover") + ","
                + csvField(spec(rulesets, game.getString("ruleset"))) + "," + game.getString("kind") + ","
                + version(game, you) + "," + version(game, opponent);
    }

    /** The version that played in seat {@code side}; empty for a game stored without one. */
    private static String version(ResultSet game, Side side) throws SQLException {
        int version = game.getInt(side == Side.A ? "version_a" : "version_b");
        return game.wasNull() ? "" : Integer.toString(version);
    }

    private static String bot(Side side) {
        return side == Side.A ? "bot_a" : "bot_b";
    }

    private static String name(Side side) {
        return side == Side.A ? "name_a" : "name_b";
    }

    private static String result(ResultSet game, Side you) throws SQLException {
        String winner = game.getString("winner");
        return winner == null ? "draw" : winner.charAt(0) == you.name().charAt(0) ? "win" : "loss";
    }

    /** An Elo to two decimals, or null where the league kept none (games outside a season). */
    private static void elo(AsciiOut out, ResultSet game, String column) throws SQLException, IOException {
        double elo = game.getDouble(column);
        out.ascii(game.wasNull() ? "null" : Double.toString(Math.round(elo * 100) / 100.0));
    }

    private static void micros(AsciiOut out, ByteBuffer times) throws IOException {
        out.put('[');
        for (boolean first = true; times.hasRemaining(); first = false) {
            if (!first) {
                out.put(',');
            }
            out.number(times.getInt());
        }
        out.put(']');
    }

    private static String spec(Map<String, String> seen, String json) {
        String spec = seen.get(json);
        if (spec == null) {
            spec = GameRecordJson.stored(json, Ruleset.class).spec();
            if (seen.size() < RULESETS_REMEMBERED) {
                seen.put(json, spec);
            }
        }
        return spec;
    }

    /** A CSV field, quoted when it holds a comma, a quote or a line break. */
    private static String csvField(String text) {
        boolean plain = text.chars().noneMatch(ch -> ch == ',' || ch == '"' || ch == '\n' || ch == '\r');
        return plain ? text : '"' + text.replace("\"", "\"\"") + '"';
    }

    private static ByteBuffer packed(ResultSet game, String column) throws SQLException {
        byte[] packed = game.getBytes(column);
        return ByteBuffer.wrap(packed == null ? new byte[0] : packed);
    }

    private static String instant(Timestamp timestamp) {
        return timestamp.toInstant().toString();
    }
}
