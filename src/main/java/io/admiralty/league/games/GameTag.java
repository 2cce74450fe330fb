package io.admiralty.league.games;

import io.admiralty.game.Side;
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
 * A tag a seat's bot gave its game (an entity for the games' tag filter, {@link GameRepository#page}; the metrics,
 * {@code game_metric}, are read by plain SQL in {@link GameNotesRepository}) ({@link io.admiralty.bot.BotNotes}), as {@link GameStore} stored it (read here,
 * written only there). Its bot's team and the organiser see it, everyone when the team made its notes public.
 */
@Entity
@Table(name = "game_tag")
@IdClass(GameTag.Key.class)
public class GameTag {

    /** A tag's key: its game, seat and text. */
    public static class Key implements Serializable {
        public long gameId;
        public Side seat;
        public String tag;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.gameId == gameId && key.seat == seat && key.tag.equals(tag);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, seat, tag);
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

    @Id
    public String tag;

    @Column(name = "bot_id")
    public long botId;
}
