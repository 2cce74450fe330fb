package io.admiralty.league.games;

import io.admiralty.bot.StderrLog;
import io.admiralty.game.Side;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * What one seat's bot wrote to stderr in one game, as {@link GameStore} stored it (read here; written only there, in
 * the games' batch). Only its bot's team and the organiser may read it.
 */
@Entity
@Table(name = "game_log")
@IdClass(GameLog.Key.class)
public class GameLog extends PanacheEntityBase {

    /** A log's key: its game and seat. */
    public static class Key implements Serializable {
        public long gameId;
        public Side seat;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.gameId == gameId && key.seat == seat;
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, seat);
        }
    }

    @Id
    @Column(name = "game_id")
    public long gameId;

    @Id
    @Enumerated(EnumType.STRING)
    @JdbcTypeCode(SqlTypes.CHAR)
    @Column(length = 1)
    public Side seat;

    @Column(name = "cut_bytes")
    public long cutBytes;

    public String lines;

    @Column(name = "line_moves")
    public byte[] lineMoves;

    /** The lines as they were kept, each with the move it came after. */
    public StderrLog.Kept kept() {
        return StderrLog.Kept.stored(lines, lineMoves, cutBytes);
    }
}
