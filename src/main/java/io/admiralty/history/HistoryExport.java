package io.admiralty.history;

import io.admiralty.Database;
import io.admiralty.game.PackedStrike;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;

/**
 * A bot's games for offline learning, streamed: NDJSON (one game per line) or CSV (one strike per row). One cursor
 * walks the bot's games in id order, a chunk of rows at a time, and each game's strikes are expanded from its
 * packed copy ({@code game.strike_log}), so memory stays flat however many games there are and the database
 * reads one row per game rather than one per strike.
 */
@ApplicationScoped
public class HistoryExport {

    /** Which games: one bot's, optionally of one season and finished at or after {@code since}. */
    public record Filter(long bot, Long season, Instant since) {
    }

    public static final String CSV_HEADER = "game,season,side,seq,shooter,x,y,result,sunk_ship,sunk_length";
    private static final int FETCH = 1000;
    private static final String[] RESULTS = {"miss", "hit", "sunk"};

    private final Database database;

    public HistoryExport(Database database) {
        this.database = database;
    }

    public void csv(Filter filter, OutputStream stream) {
        AsciiOut out = new AsciiOut(stream);
        games(filter, out, (game, side) -> {
            long id = game.getLong(1);
            Object season = game.getObject(2);
            ByteBuffer strikes = strikes(game);
            for (int seq = 1; strikes.hasRemaining(); seq++) {
                int p = strikes.getInt();
                out.number(id).put(',');
                if (season != null) {
                    out.number((Long) season);
                }
                out.put(',').put(side).put(',').number(seq).put(',').put(PackedStrike.shooter(p).name().charAt(0)).put(',')
                        .number(PackedStrike.x(p)).put(',').number(PackedStrike.y(p)).put(',').ascii(RESULTS[PackedStrike.result(p).ordinal()]).put(',');
                if (PackedStrike.isSunk(p)) {
                    out.number(PackedStrike.sunkShip(p)).put(',').number(PackedStrike.sunkLength(p));
                } else {
                    out.put(',');
                }
                out.put('\n');
            }
        }, CSV_HEADER + "\n");
    }

    public void ndjson(Filter filter, OutputStream stream) {
        AsciiOut out = new AsciiOut(stream);
        games(filter, out, (g, side) -> {
            out.ascii("{\"game\":").number(g.getLong(1));
            out.ascii(",\"season\":").ascii(String.valueOf(g.getObject(2)));
            out.ascii(",\"matchup\":").ascii(String.valueOf(g.getObject(3)));
            out.ascii(",\"index\":").ascii(String.valueOf(g.getObject(4)));
            out.ascii(",\"side\":\"").put(side);
            out.ascii("\",\"botA\":{\"id\":").number(g.getLong(5)).ascii(",\"version\":").number(g.getInt(6)).ascii(",\"name\":").jsonString(g.getString(9));
            out.ascii("},\"botB\":{\"id\":").number(g.getLong(7)).ascii(",\"version\":").number(g.getInt(8)).ascii(",\"name\":").jsonString(g.getString(10));
            out.ascii("},\"ruleset\":").raw(g.getString(11));
            out.ascii(",\"seed\":").number(g.getLong(12));
            out.ascii(",\"firstMover\":\"").ascii(g.getString(13));
            out.ascii("\",\"placementA\":").raw(String.valueOf(g.getString(14)));
            out.ascii(",\"placementB\":").raw(String.valueOf(g.getString(15)));
            out.ascii(",\"strikes\":[");
            ByteBuffer strikes = strikes(g);
            for (int seq = 1; strikes.hasRemaining(); seq++) {
                int p = strikes.getInt();
                out.ascii(seq == 1 ? "{\"seq\":" : ",{\"seq\":").number(seq).ascii(",\"shooter\":\"").put(PackedStrike.shooter(p).name().charAt(0))
                        .ascii("\",\"x\":").number(PackedStrike.x(p)).ascii(",\"y\":").number(PackedStrike.y(p))
                        .ascii(",\"result\":\"").ascii(RESULTS[PackedStrike.result(p).ordinal()]);
                if (PackedStrike.isSunk(p)) {
                    out.ascii("\",\"sunkShip\":").number(PackedStrike.sunkShip(p)).ascii(",\"sunkLength\":").number(PackedStrike.sunkLength(p)).put('}');
                } else {
                    out.ascii("\"}");
                }
            }
            String winner = g.getString(16);
            out.ascii("],\"winner\":").ascii(winner == null ? "null" : "\"" + winner + "\"");
            out.ascii(",\"reason\":\"").ascii(g.getString(17));
            out.ascii("\",\"detail\":").jsonString(g.getString(18));
            out.ascii(",\"startedAt\":\"").ascii(instant(g.getTimestamp(19)));
            out.ascii("\",\"finishedAt\":\"").ascii(instant(g.getTimestamp(20))).ascii("\"}\n");
        }, "");
    }

    private interface GameWriter {
        void write(ResultSet game, char side) throws SQLException, IOException;
    }

    private void games(Filter filter, AsciiOut out, GameWriter writer, String header) {
        StringBuilder where = new StringBuilder("(g.bot_a = ? or g.bot_b = ?)");
        if (filter.season() != null) {
            where.append(" and g.season_id = ?");
        }
        if (filter.since() != null) {
            where.append(" and g.finished_at >= ?");
        }
        database.inTransaction(c -> {
            try (PreparedStatement games = c.prepareStatement("""
                    select g.id, g.season_id, g.matchup_id, g.game_index, g.bot_a, g.version_a, g.bot_b, g.version_b, g.name_a, g.name_b,
                      g.ruleset::text, g.seed, g.first_mover, g.placement_a::text, g.placement_b::text, g.winner, g.reason, g.detail,
                      g.started_at, g.finished_at, g.strike_log
                    from game g where %s order by g.id""".formatted(where))) {
                games.setFetchSize(FETCH);
                int p = 0;
                games.setLong(++p, filter.bot());
                games.setLong(++p, filter.bot());
                if (filter.season() != null) {
                    games.setLong(++p, filter.season());
                }
                if (filter.since() != null) {
                    games.setTimestamp(++p, Timestamp.from(filter.since()));
                }
                out.ascii(header);
                try (ResultSet game = games.executeQuery()) {
                    while (game.next()) {
                        writer.write(game, game.getLong(5) == filter.bot() ? 'A' : 'B');
                    }
                }
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return null;
        });
    }

    private static ByteBuffer strikes(ResultSet game) throws SQLException {
        byte[] packed = game.getBytes(21);
        return ByteBuffer.wrap(packed == null ? new byte[0] : packed);
    }

    private static String instant(Timestamp timestamp) {
        return timestamp.toInstant().toString();
    }
}
