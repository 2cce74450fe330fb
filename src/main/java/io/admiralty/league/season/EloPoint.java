package io.admiralty.league.season;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/**
 * A bot's Elo in a season before and after one of its games. {@code rated} gives the order: the database numbers the
 * points as they are written, under the lock on the bot's entry, and a bot's matchups may be played side by side, so a
 * game's id does not.
 */
@Entity
@Table(name = "rating_history")
@IdClass(EloPoint.Key.class)
@NamedQuery(
        name = "EloPoint.ofBot",
        query = EloPoint.WITH_VERSION + """
        where p.seasonId = :season and p.botId = :bot order by p.rated""")
@NamedQuery(
        name = "EloPoint.ofBotEverySeason",
        query = EloPoint.WITH_VERSION + """
        where p.botId = :bot order by p.seasonId, p.rated""")
public class EloPoint extends SeasonBot {

    /** A bot's points with the version of it that played each point's game (0 where the game did not record it). */
    static final String WITH_VERSION =
            """
            select p.seasonId as season, p.gameId as game, p.elo as elo, p.at as at,
              coalesce(case when g.botA = p.botId then g.versionA else g.versionB end, 0) as version
            from EloPoint p join StoredGame g on g.id = p.gameId
            """;

    /** The primary key: season, bot and game. */
    public static class Key implements Serializable {
        public Long seasonId;
        public Long botId;
        public Long gameId;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && Objects.equals(seasonId, key.seasonId)
                    && Objects.equals(botId, key.botId)
                    && Objects.equals(gameId, key.gameId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(seasonId, botId, gameId);
        }
    }

    @Id
    @Column(name = "game_id")
    public Long gameId;

    /** Null only for points written before it was kept and not recovered (see the migration that added it). */
    @Column(name = "elo_before")
    public Double eloBefore;

    public double elo;

    public Instant at;

    /** Written by the database ({@code rating_history.rated}'s sequence). */
    @Column(insertable = false, updatable = false)
    public long rated;

    public EloPoint() {}

    public EloPoint(long seasonId, long botId, long gameId, double eloBefore, double elo, Instant at) {
        this.seasonId = seasonId;
        this.botId = botId;
        this.gameId = gameId;
        this.eloBefore = eloBefore;
        this.elo = elo;
        this.at = at;
    }
}
