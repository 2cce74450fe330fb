package io.admiralty.league.registry;

import io.admiralty.bot.Dialect;
import io.admiralty.bot.Kind;
import io.admiralty.league.CodedColumn;
import io.admiralty.league.team.Team;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * A registered bot: its kind and dialect never change; {@code version} is its current version's number, the one its
 * seasons' matchups play (a gated candidate above it becomes current only when it passes).
 */
@Entity
@NamedQuery(name = "Bot.all", query = "from Bot b join fetch b.team order by b.id")
@NamedQuery(name = "Bot.ofTeam", query = "from Bot b join fetch b.team where b.team.id = :team order by b.id")
@NamedQuery(
        name = "Bot.namesBeside",
        query = "select b.name from Bot b where b.team.id = :team or b.team.builtin = true")
@NamedQuery(name = "Bot.byIds", query = "from Bot b where b.id in :ids")
@NamedQuery(
        name = "Bot.firstRetired",
        query = "select b.id from Bot b where b.id in :ids and b.retiredAt is not null order by b.id")
@NamedQuery(name = "Bot.builtin", query = "from Bot b where b.team.builtin = true and b.name = :name")
public class Bot {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "team_id")
    public Team team;

    public String name;

    @Convert(converter = KindColumn.class)
    public Kind kind;

    @Convert(converter = DialectColumn.class)
    public Dialect dialect;

    public int version;

    /** Whether other teams may challenge it (a built-in always may be; the others once their team says so). */
    public boolean challengeable;

    @Column(name = "retired_at")
    public Instant retiredAt;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    public boolean retired() {
        return retiredAt != null;
    }

    /** The column holds the Kind's word. */
    static final class KindColumn extends CodedColumn<Kind> {
        KindColumn() {
            super(Kind.class);
        }
    }

    /** The column holds the Dialect's word. */
    static final class DialectColumn extends CodedColumn<Dialect> {
        DialectColumn() {
            super(Dialect.class);
        }
    }
}
