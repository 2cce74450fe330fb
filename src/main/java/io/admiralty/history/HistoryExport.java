package io.admiralty.history;

import io.admiralty.Database;
import io.admiralty.game.ShotResult;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import org.postgresql.PGConnection;

/**
 * A bot's games for offline learning, streamed straight from PostgreSQL: NDJSON (one game per line, built while
 * two cursors walk the games and their strikes in step) or CSV (one strike per row, by {@code COPY ... TO STDOUT}).
 * Memory stays flat whatever the number of games: rows are fetched in chunks and written as they come.
 */
@ApplicationScoped
public class HistoryExport {

    /** Which games: one bot's, optionally of one season and finished at or after {@code since}. */
    public record Filter(long bot, Long season, Instant since) {

        /** The condition on {@code game g}; values are inlined (they are numbers and a parsed instant) so COPY can use it. */
        String where() {
            StringBuilder sql = new StringBuilder("(g.bot_a = ").append(bot).append(" or g.bot_b = ").append(bot).append(')');
            if (season != null) {
                sql.append(" and g.season_id = ").append(season);
            }
            if (since != null) {
                sql.append(" and g.finished_at >= '").append(since).append("'::timestamptz");
            }
            return sql.toString();
        }
    }

    public static final String CSV_HEADER = "game,season,side,seq,shooter,x,y,result,sunk_ship,sunk_length";
    private static final int FETCH = 10_000;
    private static final String[] RESULTS = {ShotResult.MISS.toString(), ShotResult.HIT.toString(), ShotResult.SUNK.toString()};

    private final Database database;

    public HistoryExport(Database database) {
        this.database = database;
    }

    public void csv(Filter filter, OutputStream out) {
        database.inTransaction(c -> {
            try {
                out.write((CSV_HEADER + "\n").getBytes(StandardCharsets.US_ASCII));
                c.unwrap(PGConnection.class).getCopyAPI().copyOut("""
                        copy (select s.game_id, g.season_id, case when g.bot_a = %d then 'A' else 'B' end, s.seq, s.shooter, s.x, s.y,
                          (array['miss', 'hit', 'sunk'])[s.result + 1], s.sunk_ship, s.sunk_length
                        from game g join strike s on s.game_id = g.id where %s order by s.game_id, s.seq) to stdout (format csv)"""
                        .formatted(filter.bot(), filter.where()), out);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return null;
        });
    }

    public void ndjson(Filter filter, OutputStream stream) {
        Writer out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
        database.inTransaction(c -> {
            try (PreparedStatement games = cursor(c, """
                    select g.id, g.season_id, g.matchup_id, g.game_index, g.bot_a, g.version_a, g.bot_b, g.version_b, g.name_a, g.name_b,
                      g.ruleset::text, g.seed, g.first_mover, g.placement_a::text, g.placement_b::text, g.winner, g.reason, g.detail,
                      g.started_at, g.finished_at
                    from game g where %s order by g.id""".formatted(filter.where()));
                 PreparedStatement strikes = cursor(c, """
                    select s.game_id, s.seq, s.shooter, s.x, s.y, s.result, s.sunk_ship, s.sunk_length
                    from game g join strike s on s.game_id = g.id where %s order by s.game_id, s.seq""".formatted(filter.where()));
                 ResultSet game = games.executeQuery();
                 ResultSet strike = strikes.executeQuery()) {
                boolean strikeAhead = strike.next();
                while (game.next()) {
                    long id = game.getLong(1);
                    writeGameHead(out, game, filter.bot());
                    boolean first = true;
                    while (strikeAhead && strike.getLong(1) == id) {
                        out.write(first ? "" : ",");
                        first = false;
                        writeStrike(out, strike);
                        strikeAhead = strike.next();
                    }
                    writeGameTail(out, game);
                }
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return null;
        });
    }

    private static PreparedStatement cursor(Connection c, String sql) throws SQLException {
        PreparedStatement statement = c.prepareStatement(sql);
        statement.setFetchSize(FETCH);
        return statement;
    }

    private static void writeGameHead(Writer out, ResultSet g, long bot) throws SQLException, IOException {
        boolean isA = g.getLong(5) == bot;
        out.write("{\"game\":");
        out.write(Long.toString(g.getLong(1)));
        out.write(",\"season\":");
        out.write(String.valueOf(g.getObject(2)));
        out.write(",\"matchup\":");
        out.write(String.valueOf(g.getObject(3)));
        out.write(",\"index\":");
        out.write(String.valueOf(g.getObject(4)));
        out.write(",\"side\":\"");
        out.write(isA ? "A" : "B");
        out.write("\",\"botA\":{\"id\":");
        out.write(Long.toString(g.getLong(5)));
        out.write(",\"version\":");
        out.write(Integer.toString(g.getInt(6)));
        out.write(",\"name\":");
        writeString(out, g.getString(9));
        out.write("},\"botB\":{\"id\":");
        out.write(Long.toString(g.getLong(7)));
        out.write(",\"version\":");
        out.write(Integer.toString(g.getInt(8)));
        out.write(",\"name\":");
        writeString(out, g.getString(10));
        out.write("},\"ruleset\":");
        out.write(g.getString(11));
        out.write(",\"seed\":");
        out.write(Long.toString(g.getLong(12)));
        out.write(",\"firstMover\":\"");
        out.write(g.getString(13));
        out.write("\",\"placementA\":");
        out.write(String.valueOf(g.getString(14)));
        out.write(",\"placementB\":");
        out.write(String.valueOf(g.getString(15)));
        out.write(",\"strikes\":[");
    }

    private static void writeStrike(Writer out, ResultSet s) throws SQLException, IOException {
        out.write("{\"seq\":");
        out.write(Integer.toString(s.getInt(2)));
        out.write(",\"shooter\":\"");
        out.write(s.getString(3));
        out.write("\",\"x\":");
        out.write(Integer.toString(s.getInt(4)));
        out.write(",\"y\":");
        out.write(Integer.toString(s.getInt(5)));
        out.write(",\"result\":\"");
        out.write(RESULTS[s.getInt(6)]);
        int sunkShip = s.getInt(7);
        if (s.wasNull()) {
            out.write("\"}");
        } else {
            out.write("\",\"sunkShip\":");
            out.write(Integer.toString(sunkShip));
            out.write(",\"sunkLength\":");
            out.write(Integer.toString(s.getInt(8)));
            out.write('}');
        }
    }

    private static void writeGameTail(Writer out, ResultSet g) throws SQLException, IOException {
        String winner = g.getString(16);
        out.write("],\"winner\":");
        out.write(winner == null ? "null" : "\"" + winner + "\"");
        out.write(",\"reason\":\"");
        out.write(g.getString(17));
        out.write("\",\"detail\":");
        writeString(out, g.getString(18));
        out.write(",\"startedAt\":\"");
        out.write(g.getTimestamp(19).toInstant().toString());
        out.write("\",\"finishedAt\":\"");
        out.write(g.getTimestamp(20).toInstant().toString());
        out.write("\"}\n");
    }

    /** A JSON string literal (or null). */
    static void writeString(Writer out, String value) throws IOException {
        if (value == null) {
            out.write("null");
            return;
        }
        out.write('"');
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            switch (ch) {
                case '"' -> out.write("\\\"");
                case '\\' -> out.write("\\\\");
                case '\n' -> out.write("\\n");
                case '\r' -> out.write("\\r");
                case '\t' -> out.write("\\t");
                default -> {
                    if (ch < 0x20) {
                        out.write(String.format("\\u%04x", (int) ch));
                    } else {
                        out.write(ch);
                    }
                }
            }
        }
        out.write('"');
    }
}
