package io.admiralty.rating;

import io.admiralty.game.EndReason;
import io.admiralty.game.Outcome;
import io.admiralty.game.Side;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import org.postgresql.PGConnection;

/**
 * Applies Elo game by game, in completion order, inside the transaction that stores the games: both bots'
 * season entries are locked, updated (rating and win/loss/draw/forfeit counts) and a rating-history row is
 * written per bot and game. A forfeit is a loss for the forfeiter; when both forfeit it counts as a draw.
 */
public final class LiveElo {

    /** A stored game as the ratings see it. */
    public record Result(long gameId, long botA, long botB, Outcome outcome, Instant finishedAt) {
    }

    private static final class Entry {
        double elo;
        int games;
        int wins;
        int losses;
        int draws;
        int forfeits;
    }

    private LiveElo() {
    }

    public static void apply(Connection c, long seasonId, double k, List<Result> results) throws SQLException {
        if (results.isEmpty()) {
            return;
        }
        TreeSet<Long> bots = new TreeSet<>();
        results.forEach(r -> {
            bots.add(r.botA());
            bots.add(r.botB());
        });
        TreeMap<Long, Entry> entries = lock(c, seasonId, bots);
        StringBuilder history = new StringBuilder();
        for (Result r : results) {
            Entry a = entries.get(r.botA());
            Entry b = entries.get(r.botB());
            Outcome outcome = r.outcome();
            double scoreA = outcome.winner() == null ? 0.5 : outcome.winner() == Side.A ? 1 : 0;
            double change = Elo.change(a.elo, b.elo, scoreA, k);
            a.elo += change;
            b.elo -= change;
            count(a, scoreA);
            count(b, 1 - scoreA);
            if (outcome.reason() == EndReason.FORFEIT) {
                a.forfeits += outcome.forfeiter() == Side.B ? 0 : 1;
                b.forfeits += outcome.forfeiter() == Side.A ? 0 : 1;
            }
            String at = r.finishedAt().toString();
            history.append(seasonId).append('\t').append(r.botA()).append('\t').append(r.gameId()).append('\t').append(a.elo).append('\t').append(at).append('\n');
            history.append(seasonId).append('\t').append(r.botB()).append('\t').append(r.gameId()).append('\t').append(b.elo).append('\t').append(at).append('\n');
        }
        try (PreparedStatement update = c.prepareStatement("""
                update season_entry set elo = ?, games = games + ?, wins = wins + ?, losses = losses + ?, draws = draws + ?,
                  forfeits = forfeits + ? where season_id = ? and bot_id = ?""")) {
            for (var e : entries.entrySet()) {
                Entry entry = e.getValue();
                update.setDouble(1, entry.elo);
                update.setInt(2, entry.games);
                update.setInt(3, entry.wins);
                update.setInt(4, entry.losses);
                update.setInt(5, entry.draws);
                update.setInt(6, entry.forfeits);
                update.setLong(7, seasonId);
                update.setLong(8, e.getKey());
                update.addBatch();
            }
            update.executeBatch();
        }
        try {
            c.unwrap(PGConnection.class).getCopyAPI().copyIn("copy rating_history (season_id, bot_id, game_id, elo, at) from stdin",
                    new ByteArrayInputStream(history.toString().getBytes(StandardCharsets.US_ASCII)));
        } catch (IOException e) {
            throw new SQLException("copying rating history failed", e);
        }
    }

    private static void count(Entry entry, double score) {
        entry.games++;
        if (score == 1) {
            entry.wins++;
        } else if (score == 0) {
            entry.losses++;
        } else {
            entry.draws++;
        }
    }

    /** Locks the bots' entries in id order (so two workers never deadlock) and reads their ratings. */
    private static TreeMap<Long, Entry> lock(Connection c, long seasonId, TreeSet<Long> bots) throws SQLException {
        TreeMap<Long, Entry> entries = new TreeMap<>();
        try (PreparedStatement select = c.prepareStatement(
                "select bot_id, elo from season_entry where season_id = ? and bot_id = any(?) order by bot_id for update")) {
            select.setLong(1, seasonId);
            select.setArray(2, c.createArrayOf("bigint", bots.toArray()));
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    Entry entry = new Entry();
                    entry.elo = row.getDouble(2);
                    entries.put(row.getLong(1), entry);
                }
            }
        }
        if (entries.size() != bots.size()) {
            throw new IllegalStateException("season " + seasonId + " has no entry for some of the bots " + bots);
        }
        return entries;
    }
}
