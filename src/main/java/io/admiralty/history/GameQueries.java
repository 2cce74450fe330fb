package io.admiralty.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.admiralty.Database;
import io.admiralty.RequestException;
import io.admiralty.game.Placement;
import io.admiralty.game.Ruleset;
import io.admiralty.game.ShotResult;
import io.admiralty.history.GameViews.GamePage;
import io.admiralty.history.GameViews.GameView;
import io.admiralty.history.GameViews.PlayerRef;
import io.admiralty.history.GameViews.ShipView;
import io.admiralty.history.GameViews.StrikeView;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.LongPredicate;

/** Reading stored games: one game whole, or pages of games of a season and/or a bot. */
@ApplicationScoped
public class GameQueries {

    public static final int MAX_PAGE = 100;
    private static final ShotResult[] RESULTS = ShotResult.values();

    private static final String SELECT = """
            select g.id, g.season_id, g.matchup_id, g.game_index, g.ruleset::text, g.bot_a, g.name_a, g.version_a,
              g.bot_b, g.name_b, g.version_b, g.first_mover, g.seed, g.winner, g.reason, g.detail,
              (select count(*) from strike s where s.game_id = g.id), g.started_at, g.finished_at,
              ba.name, bb.name
            from game g left join bot ba on ba.id = g.bot_a left join bot bb on bb.id = g.bot_b
            """;

    private final Database database;

    public GameQueries(Database database) {
        this.database = database;
    }

    /**
     * One game whole. A bot's transcript (what it sent, its stderr) is shown only where {@code seesTeam} holds for
     * the bot's team: the caller's own team, or every team for the organiser.
     */
    public GameView game(long id, LongPredicate seesTeam) {
        return database.inTransaction(c -> {
            GameView summary;
            String placementA;
            String placementB;
            String transcriptA;
            String transcriptB;
            try (PreparedStatement select = c.prepareStatement(SELECT.replace("from game g",
                    ", g.placement_a::text, g.placement_b::text, g.transcript_a, g.transcript_b, ba.team_id, bb.team_id from game g") + " where g.id = ?")) {
                select.setLong(1, id);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.notFound("no game " + id);
                    }
                    summary = summary(row);
                    placementA = row.getString(22);
                    placementB = row.getString(23);
                    transcriptA = seesTeam.test(row.getLong(26)) ? row.getString(24) : null;
                    transcriptB = seesTeam.test(row.getLong(27)) ? row.getString(25) : null;
                }
            }
            return new GameView(summary.id(), summary.season(), summary.matchup(), summary.index(), summary.ruleset(),
                    summary.botA(), summary.botB(), summary.firstMover(), summary.seed(), summary.winner(), summary.winnerBot(),
                    summary.reason(), summary.detail(), summary.strikeCount(), summary.startedAt(), summary.finishedAt(),
                    summary.durationMs(), ships(placementA), ships(placementB), strikes(c, id), transcriptA, transcriptB);
        });
    }

    /** Games newest first, of a season and/or a bot; {@code after} is the {@code endCursor} of the previous page. */
    public GamePage page(Long season, Long bot, int first, String after) {
        if (first < 1 || first > MAX_PAGE) {
            throw RequestException.badRequest("first must be 1.." + MAX_PAGE + ", was " + first);
        }
        long before = after == null ? Long.MAX_VALUE : decodeCursor(after);
        return database.inTransaction(c -> {
            StringBuilder sql = new StringBuilder(SELECT).append(" where g.id < ?");
            if (season != null) {
                sql.append(" and g.season_id = ?");
            }
            if (bot != null) {
                sql.append(" and (g.bot_a = ? or g.bot_b = ?)");
            }
            sql.append(" order by g.id desc limit ?");
            try (PreparedStatement select = c.prepareStatement(sql.toString())) {
                int p = 0;
                select.setLong(++p, before);
                if (season != null) {
                    select.setLong(++p, season);
                }
                if (bot != null) {
                    select.setLong(++p, bot);
                    select.setLong(++p, bot);
                }
                select.setInt(++p, first + 1);
                List<GameView> games = new ArrayList<>();
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        games.add(summary(row));
                    }
                }
                boolean more = games.size() > first;
                if (more) {
                    games.remove(games.size() - 1);
                }
                String end = games.isEmpty() ? null : cursor(games.get(games.size() - 1).id());
                return new GamePage(games, end, more);
            }
        });
    }

    public List<StrikeView> strikes(long gameId) {
        return database.inTransaction(c -> strikes(c, gameId));
    }

    private static List<StrikeView> strikes(Connection c, long gameId) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(
                "select seq, shooter, x, y, result, sunk_ship, sunk_length from strike where game_id = ? order by seq")) {
            select.setLong(1, gameId);
            List<StrikeView> strikes = new ArrayList<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    strikes.add(new StrikeView(row.getInt(1), row.getString(2), row.getInt(3), row.getInt(4),
                            RESULTS[row.getInt(5)].toString(), (Integer) row.getObject(6), (Integer) row.getObject(7)));
                }
            }
            return strikes;
        }
    }

    private static GameView summary(ResultSet row) throws SQLException {
        String winner = row.getString(14);
        long botA = row.getLong(6);
        long botB = row.getLong(9);
        Instant started = row.getTimestamp(18).toInstant();
        Instant finished = row.getTimestamp(19).toInstant();
        return new GameView(row.getLong(1), (Long) row.getObject(2), (Long) row.getObject(3), (Integer) row.getObject(4),
                rulesetSpec(row.getString(5)),
                new PlayerRef(botA, row.getString(20) == null ? row.getString(7) : row.getString(20), row.getInt(8)),
                new PlayerRef(botB, row.getString(21) == null ? row.getString(10) : row.getString(21), row.getInt(11)),
                row.getString(12), row.getLong(13), winner, winner == null ? null : winner.equals("A") ? botA : botB,
                row.getString(15), row.getString(16), row.getInt(17), started, finished,
                finished.toEpochMilli() - started.toEpochMilli(), null, null, null, null, null);
    }

    static String rulesetSpec(String json) {
        try {
            return GameRecordJson.mapper().readValue(json, Ruleset.class).spec();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored ruleset is not readable", e);
        }
    }

    private static List<ShipView> ships(String json) {
        if (json == null) {
            return null;
        }
        try {
            return GameRecordJson.mapper().readValue(json, Placement.class).ships().stream()
                    .map(s -> new ShipView(s.x(), s.y(), s.length(), s.orientation().toString())).toList();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored placement is not readable", e);
        }
    }

    static String cursor(long id) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(("game:" + id).getBytes(StandardCharsets.UTF_8));
    }

    static long decodeCursor(String cursor) {
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            if (text.startsWith("game:")) {
                return Long.parseLong(text.substring(5));
            }
        } catch (IllegalArgumentException e) {
            // falls through to the error below
        }
        throw RequestException.badRequest("'" + cursor + "' is not a cursor from a previous page's endCursor");
    }

}
