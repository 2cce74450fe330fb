package io.admiralty.league.persistence;

import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;
import org.hibernate.annotations.Immutable;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** One strike of a stored game, read only: strikes are written by {@code COPY} with their game ({@link GameStore}). */
@Entity
@Immutable
@Table(name = "strike")
@IdClass(StoredStrike.Key.class)
@NamedQuery(name = "StoredStrike.ofGame", query = "from StoredStrike s where s.gameId = :game order by s.seq")
public class StoredStrike {

    /** The primary key: the game and the strike's place in it. */
    public static class Key implements Serializable {
        public Long gameId;
        public Integer seq;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(gameId, key.gameId) && Objects.equals(seq, key.seq);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, seq);
        }
    }

    @Id
    @Column(name = "game_id")
    public Long gameId;

    @Id
    public Integer seq;

    @Column(length = 1)
    @Enumerated(EnumType.STRING)
    @JdbcTypeCode(SqlTypes.CHAR)
    public Side shooter;

    public short x;

    public short y;

    @Convert(converter = CodedColumn.ShotResultColumn.class)
    public ShotResult result;

    @Column(name = "sunk_ship")
    public Short sunkShip;

    @Column(name = "sunk_length")
    public Short sunkLength;
}
