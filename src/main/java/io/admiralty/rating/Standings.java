package io.admiralty.rating;

import io.admiralty.Database;
import io.admiralty.RequestException;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.graphql.Id;

/** Read models of a season's ratings: the leaderboard, a bot's rating history, head-to-head results. */
@ApplicationScoped
public class Standings {

    public static final int MAX_ROWS = 1000;

    public record TeamName(@Id long id, String name) {
    }

    public record RankedBot(@Id long id, String name, boolean retired, TeamName team) {
    }

    /** One leaderboard row; {@code mle*} stay null until the season's first round is complete. */
    public record Standing(int rank, RankedBot bot, double elo, int games, int wins, int losses, int draws, int forfeits,
                           Double mle, Double mleLow, Double mleHigh) {
    }

    public record RatingPoint(@Id long game, double elo, Instant at) {
    }

    public record HeadToHead(@Id long bot, String botName, @Id long opponent, String opponentName, int wins, int losses, int draws) {
    }

    private final Database database;

    public Standings(Database database) {
        this.database = database;
    }

    /** The season's bots by Elo, best first (ties by wins, then id). */
    public List<Standing> leaderboard(long season, int first) {
        if (first < 1 || first > MAX_ROWS) {
            throw RequestException.badRequest("first must be 1.." + MAX_ROWS + ", was " + first);
        }
        return database.inTransaction(c -> {
            requireSeason(c, season);
            try (PreparedStatement select = c.prepareStatement("""
                    select b.id, b.name, b.retired_at is not null, t.id, t.name, e.elo, e.games, e.wins, e.losses, e.draws,
                      e.forfeits, e.mle, e.mle_low, e.mle_high
                    from season_entry e join bot b on b.id = e.bot_id join team t on t.id = b.team_id
                    where e.season_id = ? order by e.elo desc, e.wins desc, b.id limit ?""")) {
                select.setLong(1, season);
                select.setInt(2, first);
                List<Standing> rows = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        rows.add(new Standing(rows.size() + 1,
                                new RankedBot(row.getLong(1), row.getString(2), row.getBoolean(3), new TeamName(row.getLong(4), row.getString(5))),
                                row.getDouble(6), row.getInt(7), row.getInt(8), row.getInt(9), row.getInt(10), row.getInt(11),
                                (Double) row.getObject(12), (Double) row.getObject(13), (Double) row.getObject(14)));
                    }
                }
                return rows;
            }
        });
    }

    /** Elo after each of the bot's games in the season, oldest first. */
    public List<RatingPoint> ratingHistory(long season, long bot) {
        return database.inTransaction(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "select game_id, elo, at from rating_history where season_id = ? and bot_id = ? order by game_id")) {
                select.setLong(1, season);
                select.setLong(2, bot);
                List<RatingPoint> points = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        points.add(new RatingPoint(row.getLong(1), row.getDouble(2), row.getTimestamp(3).toInstant()));
                    }
                }
                return points;
            }
        });
    }

    /** For every ordered pair of bots that met in the season: wins, losses and draws of the first against the second. */
    public List<HeadToHead> headToHead(long season) {
        return database.inTransaction(c -> {
            requireSeason(c, season);
            try (PreparedStatement select = c.prepareStatement("""
                    select r.bot, b.name, r.opponent, o.name, sum(r.win), sum(r.loss), sum(r.draw)
                    from (select bot_a as bot, bot_b as opponent, (winner = 'A')::int as win, (winner = 'B')::int as loss,
                                 (winner is null)::int as draw from game where season_id = ?
                          union all
                          select bot_b, bot_a, (winner = 'B')::int, (winner = 'A')::int, (winner is null)::int from game where season_id = ?) r
                    join bot b on b.id = r.bot join bot o on o.id = r.opponent
                    group by r.bot, b.name, r.opponent, o.name order by r.bot, r.opponent""")) {
                select.setLong(1, season);
                select.setLong(2, season);
                List<HeadToHead> rows = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        rows.add(new HeadToHead(row.getLong(1), row.getString(2), row.getLong(3), row.getString(4),
                                row.getInt(5), row.getInt(6), row.getInt(7)));
                    }
                }
                return rows;
            }
        });
    }

    private static void requireSeason(Connection c, long season) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("select 1 from season where id = ?")) {
            select.setLong(1, season);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    throw RequestException.notFound("no season " + season);
                }
            }
        }
    }
}
