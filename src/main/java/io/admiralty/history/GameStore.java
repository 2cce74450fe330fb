package io.admiralty.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.admiralty.game.GameRecord;
import io.admiralty.game.PackedStrike;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.postgresql.PGConnection;

/**
 * Writes finished league games inside the caller's transaction: one multi-row insert for the games, then every
 * strike of all of them in one {@code COPY}. A game is unique per matchup and index, so a game can never be
 * stored twice, and a game is never half stored because its strikes commit with it.
 */
public final class GameStore {

    /** A finished game of a matchup, with who played it. */
    public record LeagueGame(long seasonId, long matchupId, int index, long botA, long botB, int versionA, int versionB,
                             GameRecord record, Map<Side, String> transcripts, Instant startedAt, Instant finishedAt) {
    }

    private static final String COLUMNS = "(season_id, matchup_id, game_index, bot_a, bot_b, version_a, version_b, ruleset, seed, "
            + "first_mover, name_a, name_b, placement_a, placement_b, winner, reason, detail, transcript_a, transcript_b, strike_log, started_at, finished_at)";
    private static final String ROW = "(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?)";

    private GameStore() {
    }

    /** Stores the games and their strikes; returns the new game ids in the order given. */
    public static long[] insert(Connection c, List<LeagueGame> games) throws SQLException {
        long[] ids = new long[games.size()];
        if (games.isEmpty()) {
            return ids;
        }
        StringBuilder sql = new StringBuilder("insert into game ").append(COLUMNS).append(" values ");
        for (int i = 0; i < games.size(); i++) {
            sql.append(i == 0 ? "" : ", ").append(ROW);
        }
        sql.append(" returning id");
        try (PreparedStatement insert = c.prepareStatement(sql.toString())) {
            int p = 0;
            for (LeagueGame game : games) {
                GameRecord r = game.record();
                insert.setLong(++p, game.seasonId());
                insert.setLong(++p, game.matchupId());
                insert.setInt(++p, game.index());
                insert.setLong(++p, game.botA());
                insert.setLong(++p, game.botB());
                insert.setInt(++p, game.versionA());
                insert.setInt(++p, game.versionB());
                insert.setString(++p, json(r.ruleset()));
                insert.setLong(++p, r.seed());
                insert.setString(++p, r.firstMover().name());
                insert.setString(++p, r.nameA());
                insert.setString(++p, r.nameB());
                insert.setString(++p, r.placementA() == null ? null : json(r.placementA()));
                insert.setString(++p, r.placementB() == null ? null : json(r.placementB()));
                insert.setString(++p, r.outcome().winner() == null ? null : r.outcome().winner().name());
                insert.setString(++p, r.outcome().code());
                insert.setString(++p, r.outcome().detail());
                insert.setString(++p, game.transcripts().get(Side.A));
                insert.setString(++p, game.transcripts().get(Side.B));
                insert.setBytes(++p, packed(r.strikes()));
                insert.setTimestamp(++p, Timestamp.from(game.startedAt()));
                insert.setTimestamp(++p, Timestamp.from(game.finishedAt()));
            }
            // rows come back in VALUES order: PostgreSQL inserts and returns a VALUES list in sequence
            try (ResultSet rows = insert.executeQuery()) {
                for (int i = 0; rows.next(); i++) {
                    ids[i] = rows.getLong(1);
                }
            }
        }
        copyStrikes(c, ids, games);
        return ids;
    }

    private static void copyStrikes(Connection c, long[] ids, List<LeagueGame> games) throws SQLException {
        StringBuilder rows = new StringBuilder(games.size() * 4096);
        for (int i = 0; i < games.size(); i++) {
            String id = Long.toString(ids[i]);
            for (Strike s : games.get(i).record().strikes()) {
                rows.append(id).append('\t').append(s.seq()).append('\t').append(s.shooter().name()).append('\t')
                        .append(s.x()).append('\t').append(s.y()).append('\t').append(s.result().ordinal()).append('\t');
                if (s.sunkShip() == null) {
                    rows.append("\\N\t\\N\n");
                } else {
                    rows.append(s.sunkShip()).append('\t').append(s.sunkLength()).append('\n');
                }
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        try {
            c.unwrap(PGConnection.class).getCopyAPI().copyIn(
                    "copy strike (game_id, seq, shooter, x, y, result, sunk_ship, sunk_length) from stdin",
                    new ByteArrayInputStream(rows.toString().getBytes(StandardCharsets.US_ASCII)));
        } catch (IOException e) {
            throw new SQLException("copying strikes failed", e);
        }
    }

    private static byte[] packed(List<Strike> strikes) {
        ByteBuffer bytes = ByteBuffer.allocate(4 * strikes.size());
        for (Strike s : strikes) {
            bytes.putInt(PackedStrike.pack(s));
        }
        return bytes.array();
    }

    private static String json(Object value) {
        try {
            return GameRecordJson.mapper().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
