package io.admiralty.rating;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Refits a season's Bradley-Terry ratings from all its stored games and writes them beside Elo. */
public final class SeasonMle {

    private SeasonMle() {
    }

    public static void recompute(Connection c, long seasonId) throws SQLException {
        Set<Long> bots = new HashSet<>();
        try (PreparedStatement select = c.prepareStatement("select bot_id from season_entry where season_id = ?")) {
            select.setLong(1, seasonId);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    bots.add(row.getLong(1));
                }
            }
        }
        List<Pairing> games = new ArrayList<>();
        try (PreparedStatement select = c.prepareStatement(
                "select bot_a, bot_b, winner, count(*) from game where season_id = ? group by bot_a, bot_b, winner")) {
            select.setLong(1, seasonId);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    String winner = row.getString(3);
                    Pairing game = new Pairing(row.getLong(1), row.getLong(2), winner == null ? 0.5 : winner.equals("A") ? 1 : 0);
                    for (long n = row.getLong(4); n > 0; n--) {
                        games.add(game);
                    }
                }
            }
        }
        Map<Long, Estimate> fit = BradleyTerry.fit(games, bots);
        try (PreparedStatement update = c.prepareStatement(
                "update season_entry set mle = ?, mle_low = ?, mle_high = ? where season_id = ? and bot_id = ?")) {
            for (var e : fit.entrySet()) {
                update.setDouble(1, e.getValue().rating());
                update.setDouble(2, e.getValue().low());
                update.setDouble(3, e.getValue().high());
                update.setLong(4, seasonId);
                update.setLong(5, e.getKey());
                update.addBatch();
            }
            update.executeBatch();
        }
    }
}
