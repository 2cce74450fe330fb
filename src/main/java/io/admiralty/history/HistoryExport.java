package io.admiralty.history;

import io.admiralty.game.PackedStrike;
import io.quarkus.narayana.jta.runtime.TransactionConfiguration;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import org.hibernate.Session;

/**
 * A bot's games for offline learning, streamed: NDJSON (one game per line) or CSV (one strike per row). One cursor
 * walks the bot's games in id order, a chunk of rows at a time, and each game's strikes are expanded from its
 * packed copy ({@code game.strike_log}), so memory stays flat however many games there are and the database
 * reads one row per game rather than one per strike. The cursor is plain SQL on the transaction's connection: the
 * ORM would build an entity per game, and a download of millions of strikes is measured (LeagueBench).
 */
@ApplicationScoped
public class HistoryExport {

    /** Which games: one bot's, optionally of one season and finished at or after {@code since}. */
    public record Filter(long bot, Long season, Instant since) {
    }

    public static final String CSV_HEADER = "game,season,side,seq,shooter,x,y,result,sunk_ship,sunk_length";
    private static final int FETCH = 1000;
    /** A download streams for as long as its client reads; the default transaction timeout would cut a slow one off. */
    private static final int STREAM_SECONDS = 6 * 3600;
    private static final String GAMES = """
            select g.id, g.season_id, g.matchup_id, g.game_index, g.bot_a, g.version_a, g.bot_b, g.version_b, g.name_a, g.name_b,
              g.ruleset::text as ruleset, g.seed, g.first_mover, g.placement_a::text as placement_a, g.placement_b::text as placement_b,
              g.winner, g.reason, g.detail, g.started_at, g.finished_at, g.strike_log
            from game g
            where (g.bot_a = ? or g.bot_b = ?) and (?::bigint is null or g.season_id = ?) and (?::timestamptz is null or g.finished_at >= ?)
            order by g.id""";

    private final Session session;

    public HistoryExport(Session session) {
        this.session = session;
    }

    @Transactional
    @TransactionConfiguration(timeout = STREAM_SECONDS)
    public void csv(Filter filter, OutputStream stream) {
        AsciiOut out = new AsciiOut(stream);
        games(filter, out, (game, side) -> {
            long id = game.getLong("id");
            Object season = game.getObject("season_id");
            ByteBuffer strikes = strikes(game);
            for (int seq = 1; strikes.hasRemaining(); seq++) {
                int p = strikes.getInt();
                out.number(id).put(',');
                if (season != null) {
                    out.number((Long) season);
                }
                out.put(',').put(side).put(',').number(seq).put(',').put(PackedStrike.shooter(p).name().charAt(0)).put(',')
                        .number(PackedStrike.x(p)).put(',').number(PackedStrike.y(p)).put(',').ascii(PackedStrike.result(p).code()).put(',');
                if (PackedStrike.isSunk(p)) {
                    out.number(PackedStrike.sunkShip(p)).put(',').number(PackedStrike.sunkLength(p));
                } else {
                    out.put(',');
                }
                out.put('\n');
            }
        }, CSV_HEADER + "\n");
    }

    @Transactional
    @TransactionConfiguration(timeout = STREAM_SECONDS)
    public void ndjson(Filter filter, OutputStream stream) {
        AsciiOut out = new AsciiOut(stream);
        games(filter, out, (g, side) -> {
            out.ascii("{\"game\":").number(g.getLong("id"));
            out.ascii(",\"season\":").ascii(String.valueOf(g.getObject("season_id")));
            out.ascii(",\"matchup\":").ascii(String.valueOf(g.getObject("matchup_id")));
            out.ascii(",\"index\":").ascii(String.valueOf(g.getObject("game_index")));
            out.ascii(",\"side\":\"").put(side);
            out.ascii("\",\"botA\":{\"id\":").number(g.getLong("bot_a")).ascii(",\"version\":").number(g.getInt("version_a")).ascii(",\"name\":").jsonString(g.getString("name_a"));
            out.ascii("},\"botB\":{\"id\":").number(g.getLong("bot_b")).ascii(",\"version\":").number(g.getInt("version_b")).ascii(",\"name\":").jsonString(g.getString("name_b"));
            out.ascii("},\"ruleset\":").raw(g.getString("ruleset"));
            out.ascii(",\"seed\":").number(g.getLong("seed"));
            out.ascii(",\"firstMover\":\"").ascii(g.getString("first_mover"));
            out.ascii("\",\"placementA\":").raw(String.valueOf(g.getString("placement_a")));
            out.ascii(",\"placementB\":").raw(String.valueOf(g.getString("placement_b")));
            out.ascii(",\"strikes\":[");
            ByteBuffer strikes = strikes(g);
            for (int seq = 1; strikes.hasRemaining(); seq++) {
                int p = strikes.getInt();
                out.ascii(seq == 1 ? "{\"seq\":" : ",{\"seq\":").number(seq).ascii(",\"shooter\":\"").put(PackedStrike.shooter(p).name().charAt(0))
                        .ascii("\",\"x\":").number(PackedStrike.x(p)).ascii(",\"y\":").number(PackedStrike.y(p))
                        .ascii(",\"result\":\"").ascii(PackedStrike.result(p).code());
                if (PackedStrike.isSunk(p)) {
                    out.ascii("\",\"sunkShip\":").number(PackedStrike.sunkShip(p)).ascii(",\"sunkLength\":").number(PackedStrike.sunkLength(p)).put('}');
                } else {
                    out.ascii("\"}");
                }
            }
            String winner = g.getString("winner");
            out.ascii("],\"winner\":").ascii(winner == null ? "null" : "\"" + winner + "\"");
            out.ascii(",\"reason\":\"").ascii(g.getString("reason"));
            out.ascii("\",\"detail\":").jsonString(g.getString("detail"));
            out.ascii(",\"startedAt\":\"").ascii(instant(g.getTimestamp("started_at")));
            out.ascii("\",\"finishedAt\":\"").ascii(instant(g.getTimestamp("finished_at"))).ascii("\"}\n");
        }, "");
    }

    private interface GameWriter {
        void write(ResultSet game, char side) throws SQLException, IOException;
    }

    private void games(Filter filter, AsciiOut out, GameWriter writer, String header) {
        Timestamp since = filter.since() == null ? null : Timestamp.from(filter.since());
        session.doWork(c -> {
            try (PreparedStatement games = c.prepareStatement(GAMES)) {
                games.setFetchSize(FETCH);
                games.setLong(1, filter.bot());
                games.setLong(2, filter.bot());
                games.setObject(3, filter.season(), Types.BIGINT);
                games.setObject(4, filter.season(), Types.BIGINT);
                games.setTimestamp(5, since);
                games.setTimestamp(6, since);
                out.ascii(header);
                try (ResultSet game = games.executeQuery()) {
                    while (game.next()) {
                        writer.write(game, game.getLong("bot_a") == filter.bot() ? 'A' : 'B');
                    }
                }
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static ByteBuffer strikes(ResultSet game) throws SQLException {
        byte[] packed = game.getBytes("strike_log");
        return ByteBuffer.wrap(packed == null ? new byte[0] : packed);
    }

    private static String instant(Timestamp timestamp) {
        return timestamp.toInstant().toString();
    }
}
