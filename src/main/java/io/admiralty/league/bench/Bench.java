package io.admiralty.league.bench;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * One spell of a bot on the bench of one season: the version benched, the season whose matchups showed it broken (it
 * holds the bot there and nowhere else: a bot's faults on one ruleset, or under one move limit, say nothing about
 * another season's), why, and the games and matchups that show it; open until its team or the organiser lifts it, or
 * a new version that plays in that season ends it.
 */
@Entity
@Table(name = "bench")
@NamedQuery(
        name = "Bench.openInSeason",
        query = "from Bench b where b.botId = :bot and b.seasonId = :season and b.liftedAt is null")
@NamedQuery(
        name = "Bench.lastLifted",
        query = "select max(b.liftedAt) from Bench b where b.botId = :bot and b.seasonId = :season")
public class Bench {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "bot_id")
    public long botId;

    public int version;

    @Column(name = "season_id")
    public long seasonId;

    public String reason;

    @JdbcTypeCode(SqlTypes.ARRAY)
    public Long[] games;

    @JdbcTypeCode(SqlTypes.ARRAY)
    public Long[] matchups;

    @Column(name = "benched_at")
    public Instant benchedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "lifted_at")
    public Instant liftedAt;

    @Column(name = "lifted_by")
    @Convert(converter = Lifter.Column.class)
    public Lifter liftedBy;
}
