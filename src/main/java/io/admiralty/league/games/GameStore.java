package io.admiralty.league.games;

import io.admiralty.bot.BotNotes;
import io.admiralty.bot.MoveTimes;
import io.admiralty.bot.StderrLog;
import io.admiralty.game.GameRecord;
import io.admiralty.game.PackedStrike;
import io.admiralty.game.Side;
import io.admiralty.json.GameRecordJson;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.Session;

/**
 * Writes finished league games on the connection of the caller's transaction: one multi-row insert for the games,
 * each with its strikes packed in {@code strike_log} ({@link PackedStrike#log}, their only copy: 4 bytes a strike,
 * where a row per strike cost about 70 with its index). This is the league's write-heavy path, measured in
 * LeagueBench, and the one place where games are written: the ORM would send a statement per game (their ids come
 * from an identity column). A game is unique per matchup and index, so it can never be stored twice, and never
 * half, since its strikes are in its row. The bots' stderr logs ({@code game_log}, a row per seat that wrote any) go
 * in one more statement of the same transaction, while {@link GameLogsConfig#retentionDays} keeps any, and the tags
 * and metrics the bots said of their games ({@code game_tag}, {@code game_metric}) in two more, kept as the games are.
 */
@ApplicationScoped
public class GameStore {

    /** A finished game of a matchup, with who played it and how long each took over each move; no season for a gate's. */
    public record LeagueGame(
            Long seasonId,
            long matchupId,
            int index,
            long botA,
            long botB,
            int versionA,
            int versionB,
            GameRecord record,
            Map<Side, String> transcripts,
            Map<Side, StderrLog.Kept> logs,
            Map<Side, BotNotes.Kept> notes,
            Instant startedAt,
            Instant finishedAt,
            MoveTimes moveTimes) {}

    /** The games' columns come as arrays, one element per game, so one statement of fixed text inserts any number. */
    private static final String INSERT =
            """
            insert into game (season_id, matchup_id, game_index, bot_a, bot_b, version_a, version_b, ruleset, seed, first_mover,
              name_a, name_b, placement_a, placement_b, winner, reason, detail, transcript_a, transcript_b, strike_log, started_at,
              finished_at, move_times_a, move_times_b)
            select * from unnest(?::bigint[], ?::bigint[], ?::int[], ?::bigint[], ?::bigint[], ?::int[], ?::int[], ?::jsonb[],
              ?::bigint[], ?::char(1)[], ?::text[], ?::text[], ?::jsonb[], ?::jsonb[], ?::char(1)[], ?::text[], ?::text[], ?::text[],
              ?::text[], ?::bytea[], ?::timestamptz[], ?::timestamptz[], ?::bytea[], ?::bytea[])
            returning id, matchup_id, game_index""";

    private static final int TEXT_COLUMNS = 22;
    private static final int STRIKE_LOG = 19;

    /** The seats' stderr logs of the games just inserted, one element per log, in the same statement for any number. */
    private static final String INSERT_LOGS =
            """
            insert into game_log (game_id, seat, finished_at, cut_bytes, lines, line_moves)
            select * from unnest(?::bigint[], ?::char(1)[], ?::timestamptz[], ?::bigint[], ?::text[], ?::bytea[])""";

    /** The seats' tags of the games just inserted, one element per tag. */
    private static final String INSERT_TAGS =
            """
            insert into game_tag (game_id, seat, bot_id, tag)
            select * from unnest(?::bigint[], ?::char(1)[], ?::bigint[], ?::text[])""";

    /** The seats' metrics of the games just inserted, one element per metric. */
    private static final String INSERT_METRICS =
            """
            insert into game_metric (game_id, seat, bot_id, name, value)
            select * from unnest(?::bigint[], ?::char(1)[], ?::bigint[], ?::text[], ?::float8[])""";

    private static final String PURGE_LOGS = "delete from game_log where finished_at < ?";

    private final Session session;
    private final GameLogsConfig logs;

    public GameStore(Session session, GameLogsConfig logs) {
        this.session = session;
        this.logs = logs;
    }

    /** Stores the games and their strikes in the current transaction; returns the new game ids in the order given. */
    public long[] insert(List<LeagueGame> games) {
        if (games.isEmpty()) {
            return new long[0];
        }
        // entities written earlier in the transaction reach the database before the games that refer to them
        session.flush();
        return session.doReturningWork(c -> {
            long[] ids = insertGames(c, games);
            if (logs.retentionDays() > 0) {
                insertLogs(c, games, ids);
            }
            insertNotes(c, games, ids);
            return ids;
        });
    }

    /** Deletes the stderr logs of games finished before {@code before}; returns how many seats' logs went. */
    public int purgeLogs(Instant before) {
        return session.doReturningWork(c -> {
            try (PreparedStatement purge = c.prepareStatement(PURGE_LOGS)) {
                purge.setTimestamp(1, java.sql.Timestamp.from(before));
                return purge.executeUpdate();
            }
        });
    }

    /** The games' stderr logs, in one statement beside the games' own: none for a batch whose bots wrote nothing. */
    private static void insertLogs(Connection c, List<LeagueGame> games, long[] ids) throws SQLException {
        List<String[]> rows = new ArrayList<>();
        List<byte[]> moves = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            LeagueGame game = games.get(i);
            for (Map.Entry<Side, StderrLog.Kept> log : game.logs().entrySet()) {
                rows.add(new String[] {
                    str(ids[i]),
                    log.getKey().name(),
                    game.finishedAt().toString(),
                    str(log.getValue().cutBytes()),
                    log.getValue().text()
                });
                moves.add(log.getValue().packedMoves());
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = c.prepareStatement(INSERT_LOGS)) {
            textColumns(c, insert, rows, 5);
            insert.setArray(6, c.createArrayOf("bytea", moves.toArray(new byte[0][])));
            insert.executeUpdate();
        }
    }

    /**
     * The games' tags and metrics, in two statements beside the games' own: none for a batch whose bots said none.
     * {@link BotNotes} bounded and checked them as they came, so none is refused here.
     */
    private static void insertNotes(Connection c, List<LeagueGame> games, long[] ids) throws SQLException {
        List<String[]> tags = new ArrayList<>();
        List<String[]> metrics = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            LeagueGame game = games.get(i);
            for (Map.Entry<Side, BotNotes.Kept> notes : game.notes().entrySet()) {
                Side seat = notes.getKey();
                String bot = str(seat == Side.A ? game.botA() : game.botB());
                for (String tag : notes.getValue().tags()) {
                    tags.add(new String[] {str(ids[i]), seat.name(), bot, tag});
                }
                for (Map.Entry<String, Double> metric :
                        notes.getValue().metrics().entrySet()) {
                    metrics.add(new String[] {
                        str(ids[i]),
                        seat.name(),
                        bot,
                        metric.getKey(),
                        metric.getValue().toString()
                    });
                }
            }
        }
        insertRows(c, INSERT_TAGS, tags, 4);
        insertRows(c, INSERT_METRICS, metrics, 5);
    }

    /** Rows of {@code columns} text values, one array a column, in one statement; none when there are no rows. */
    private static void insertRows(Connection c, String sql, List<String[]> rows, int columns) throws SQLException {
        if (rows.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = c.prepareStatement(sql)) {
            textColumns(c, insert, rows, columns);
            insert.executeUpdate();
        }
    }

    /** The first {@code columns} parameters of {@code insert}: the rows' values, one text array a column. */
    private static void textColumns(Connection c, PreparedStatement insert, List<String[]> rows, int columns)
            throws SQLException {
        for (int column = 0; column < columns; column++) {
            String[] values = new String[rows.size()];
            for (int row = 0; row < values.length; row++) {
                values[row] = rows.get(row)[column];
            }
            insert.setArray(column + 1, c.createArrayOf("text", values));
        }
    }

    private static long[] insertGames(Connection c, List<LeagueGame> games) throws SQLException {
        int n = games.size();
        String[][] text = new String[TEXT_COLUMNS][n];
        byte[][] strikeLogs = new byte[n][];
        byte[][] movesA = new byte[n][];
        byte[][] movesB = new byte[n][];
        Map<String, Integer> order = new HashMap<>();
        for (int i = 0; i < n; i++) {
            LeagueGame game = games.get(i);
            GameRecord r = game.record();
            String[] row = {
                game.seasonId() == null ? null : str(game.seasonId()),
                str(game.matchupId()),
                str(game.index()),
                str(game.botA()),
                str(game.botB()),
                str(game.versionA()),
                str(game.versionB()),
                GameRecordJson.json(r.ruleset()),
                str(r.seed()),
                r.firstMover().name(),
                r.nameA(),
                r.nameB(),
                r.placementA() == null ? null : GameRecordJson.json(r.placementA()),
                r.placementB() == null ? null : GameRecordJson.json(r.placementB()),
                r.outcome().winner() == null ? null : r.outcome().winner().name(),
                r.outcome().code(),
                r.outcome().detail(),
                game.transcripts().get(Side.A),
                game.transcripts().get(Side.B),
                null,
                game.startedAt().toString(),
                game.finishedAt().toString()
            };
            for (int column = 0; column < TEXT_COLUMNS; column++) {
                text[column][i] = row[column];
            }
            strikeLogs[i] = PackedStrike.log(r.strikes());
            movesA[i] = packed(game.moveTimes().a());
            movesB[i] = packed(game.moveTimes().b());
            order.put(game.matchupId() + "/" + game.index(), i);
        }
        long[] ids = new long[n];
        try (PreparedStatement insert = c.prepareStatement(INSERT)) {
            for (int column = 0; column < TEXT_COLUMNS; column++) {
                insert.setArray(
                        column + 1,
                        column == STRIKE_LOG
                                ? c.createArrayOf("bytea", strikeLogs)
                                : c.createArrayOf("text", text[column]));
            }
            insert.setArray(TEXT_COLUMNS + 1, c.createArrayOf("bytea", movesA));
            insert.setArray(TEXT_COLUMNS + 2, c.createArrayOf("bytea", movesB));
            try (ResultSet rows = insert.executeQuery()) {
                while (rows.next()) {
                    ids[order.get(rows.getLong("matchup_id") + "/" + rows.getInt("game_index"))] = rows.getLong("id");
                }
            }
        }
        return ids;
    }

    private static String str(long value) {
        return Long.toString(value);
    }

    private static byte[] packed(int[] micros) {
        ByteBuffer bytes = ByteBuffer.allocate(4 * micros.length);
        bytes.asIntBuffer().put(micros);
        return bytes.array();
    }
}
