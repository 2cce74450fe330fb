package io.admiralty.league.games;

import io.admiralty.game.Side;
import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/** The tags and metrics bots gave their games, read; {@link GameStore} writes them with the games. */
@ApplicationScoped
public class GameNotesRepository {

    /** One metric's value in one game of a bot. */
    public record MetricPoint(long game, String name, double value) {}

    public List<GameTag> tagsOfGame(long gameId) {
        return Panache.getEntityManager()
                .createQuery("from GameTag t where t.gameId = :game order by t.seat, t.tag", GameTag.class)
                .setParameter("game", gameId)
                .getResultList();
    }

    /** One metric's last value in a game, as the seat's bot reported it. */
    public record SeatMetric(Side seat, String name, double value) {}

    @SuppressWarnings("unchecked")
    public List<SeatMetric> metricsOfGame(long gameId) {
        List<Object[]> rows = Panache.getEntityManager()
                .createNativeQuery("select seat, name, value from game_metric where game_id = ?1 order by seat, name")
                .setParameter(1, gameId)
                .getResultList();
        return rows.stream()
                .map(row -> new SeatMetric(
                        Side.valueOf(row[0].toString().strip()), (String) row[1], ((Number) row[2]).doubleValue()))
                .toList();
    }

    /**
     * The bot's metrics in its last {@code games} games that reported any, oldest game first, one value a game and
     * name. A game the bot played against itself (a version gate's head-to-head: its candidate against its current
     * version) has both seats' values; the chart is of the version on trial, so the candidate's seat is taken, and seat
     * A for any other game of the bot against itself.
     */
    @SuppressWarnings("unchecked")
    public List<MetricPoint> metricsOfBot(long botId, int games) {
        List<Object[]> rows = Panache.getEntityManager()
                .createNativeQuery(
                        """
                        select distinct on (m.game_id, m.name) m.game_id, m.name, m.value from game_metric m
                        join game g on g.id = m.game_id
                        left join matchup mu on mu.id = g.matchup_id
                        left join gate gt on gt.id = mu.gate_id
                        where m.bot_id = ?1 and m.game_id in (
                          select distinct game_id from game_metric where bot_id = ?1 order by game_id desc limit ?2)
                        order by m.game_id, m.name,
                          coalesce(case m.seat when 'A' then g.version_a else g.version_b end = gt.candidate, false) desc,
                          m.seat""")
                .setParameter(1, botId)
                .setParameter(2, games)
                .getResultList();
        return rows.stream()
                .map(row -> new MetricPoint(
                        ((Number) row[0]).longValue(), (String) row[1], ((Number) row[2]).doubleValue()))
                .toList();
    }
}
