package io.admiralty.league.games;

import io.admiralty.game.Side;
import io.admiralty.league.registry.Bot;
import jakarta.persistence.Basic;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.Formula;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * A finished game: who played it (bots and versions, and the names they had), its ruleset, seed, first mover,
 * placements, result, the bots' transcripts and its strikes, packed ({@link io.admiralty.game.PackedStrike#strikes}
 * reads them). League games are written by {@link GameStore}; this entity reads them. Placements, transcripts and
 * the strike log load only when read.
 */
@Entity
@Table(name = "game")
@NamedQuery(
        name = "StoredGame.withPlayers",
        query = """
        from StoredGame g left join fetch g.playerA left join fetch g.playerB where g.id = :id""")
@NamedQuery(
        name = "StoredGame.tallies",
        query =
                """
        select g.botA, g.botB, g.winner, count(*) from StoredGame g where g.seasonId = :season group by g.botA, g.botB, g.winner""")
@NamedQuery(
        name = "StoredGame.dealPairs",
        query =
                """
        select p.lo, p.hi, p.half, count(*) from (
          select least(g.botA, g.botB) as lo, greatest(g.botA, g.botB) as hi, count(*) as games,
            sum(case when g.winner is null then 1
                     when (g.winner = io.admiralty.game.Side.A and g.botA < g.botB)
                       or (g.winner = io.admiralty.game.Side.B and g.botB < g.botA) then 2
                     else 0 end) as half
          from StoredGame g where g.seasonId = :season
          group by g.matchupId, (g.gameIndex + 1) / 2, least(g.botA, g.botB), greatest(g.botA, g.botB)) p
        where p.games = 2 group by p.lo, p.hi, p.half""")
@NamedQuery(
        name = "StoredGame.ofGate",
        query =
                """
        select g.matchupId, g.gameIndex, g.botA, g.botB, g.versionA, g.versionB, g.winner from StoredGame g, Matchup m
        where m.id = g.matchupId and m.gateId = :gate""")
@NamedQuery(
        name = "StoredGame.versionTalliesOfBot",
        query =
                """
        select g.botA as botA, coalesce(g.versionA, 0) as versionA, g.botB as botB, coalesce(g.versionB, 0) as versionB,
          g.winner as winner, count(*) as games
        from StoredGame g where (g.botA = :bot or g.botB = :bot) and g.botA <> g.botB and g.seasonId is not null
        group by g.botA, coalesce(g.versionA, 0), g.botB, coalesce(g.versionB, 0), g.winner""")
@NamedQuery(
        name = "StoredGame.forfeitsOfBot",
        query =
                """
        select g.reason, count(*) from StoredGame g where g.reason like 'forfeit%'
          and (g.tournamentShown is null or g.tournamentShown = 'PUBLIC')
          and ((g.botA = :bot and (g.winner is null or g.winner = io.admiralty.game.Side.B))
            or (g.botB = :bot and (g.winner is null or g.winner = io.admiralty.game.Side.A)))
        group by g.reason order by count(*) desc, g.reason""")
public class StoredGame {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "season_id")
    public Long seasonId;

    @Column(name = "matchup_id")
    public Long matchupId;

    @Column(name = "game_index")
    public Integer gameIndex;

    @Column(name = "bot_a")
    public Long botA;

    @Column(name = "bot_b")
    public Long botB;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "bot_a", insertable = false, updatable = false)
    public Bot playerA;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "bot_b", insertable = false, updatable = false)
    public Bot playerB;

    @Column(name = "version_a")
    public Integer versionA;

    @Column(name = "version_b")
    public Integer versionB;

    @JdbcTypeCode(SqlTypes.JSON)
    public String ruleset;

    public long seed;

    @Column(name = "first_mover", length = 1)
    @Enumerated(EnumType.STRING)
    @JdbcTypeCode(SqlTypes.CHAR)
    public Side firstMover;

    @Column(name = "name_a")
    public String nameA;

    @Column(name = "name_b")
    public String nameB;

    @Basic(fetch = FetchType.LAZY)
    @Column(name = "placement_a")
    @JdbcTypeCode(SqlTypes.JSON)
    public String placementA;

    @Basic(fetch = FetchType.LAZY)
    @Column(name = "placement_b")
    @JdbcTypeCode(SqlTypes.JSON)
    public String placementB;

    @Column(length = 1)
    @Enumerated(EnumType.STRING)
    @JdbcTypeCode(SqlTypes.CHAR)
    public Side winner;

    public String reason;

    public String detail;

    @Basic(fetch = FetchType.LAZY)
    @Column(name = "transcript_a")
    public String transcriptA;

    @Basic(fetch = FetchType.LAZY)
    @Column(name = "transcript_b")
    public String transcriptB;

    @Basic(fetch = FetchType.LAZY)
    @Column(name = "strike_log")
    public byte[] strikeLog;

    /** From the log's length (4 bytes a strike), which PostgreSQL knows without reading the log. */
    @Formula("(octet_length(strike_log) / 4)")
    public int strikeCount;

    /**
     * The team whose version gate played the game, null for every other game. A gate's games are that team's own
     * trials (its candidate against its current version and the built-ins), shown to it and the organiser alone, as
     * its history download is: where a version puts its ships is what an opponent most wants to know.
     */
    @Formula("(select b.team_id from matchup m join gate gt on gt.id = m.gate_id join bot b on b.id = gt.bot_id"
            + " where m.id = matchup_id)")
    public Long gateTeam;

    /**
     * For a tournament's game, the stage its round is shown at (HIDDEN: the organiser alone; PARTICIPANTS: also the
     * teams of its two bots; PUBLIC), null for every other game. Every reader of games filters on it, so that a game
     * of a round not released tells nobody its end before the organiser says (league.tournament.Releases).
     */
    @Formula("(select s.shown from matchup m join tournament_series s on s.id = m.tournament_series_id"
            + " where m.id = matchup_id)")
    public String tournamentShown;

    @Column(name = "started_at")
    public Instant startedAt;

    @Column(name = "finished_at")
    public Instant finishedAt;
}
