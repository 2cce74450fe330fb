package io.admiralty.league.tournament;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.OptionalLong;

/**
 * One series of a tournament as stored: its slot, its two bots ({@code first} opens every deal), its winner once
 * decided and by what, and {@code shown}, the stage its round is shown at, which every reader of its games filters on.
 * Its games are those of its matchups ({@code matchup.tournament_series_id}), one duplicate pair each; a pair the queue
 * cancelled (a league fault it gave up on, a side out) counts none of the games it stored, since half a pair on a deal
 * is no duplicate result: a series replayed after it stopped plays a fresh pair instead.
 */
@Entity
@Table(name = "tournament_series")
@NamedQuery(
        name = "TournamentSeries.ofTournament",
        query = "from TournamentSeries s where s.tournamentId = :tournament order by s.round, s.section, s.number")
@NamedQuery(
        name = "TournamentSeries.games",
        query =
                """
        select s.id, g.id, g.botA, g.winner, g.strikeLog from StoredGame g, Matchup m, TournamentSeries s
        where m.id = g.matchupId and m.tournamentSeriesId = s.id and s.tournamentId = :tournament
          and m.status <> :cancelled
        order by s.id, m.id, g.gameIndex""")
public class TournamentSeries {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id")
    public long tournamentId;

    public int round;

    @Enumerated(EnumType.STRING)
    public Slot.Section section;

    public int number;

    @Column(name = "first_bot")
    public long firstBot;

    @Column(name = "second_bot")
    public long secondBot;

    @Column(name = "winner_bot")
    public Long winnerBot;

    @Column(name = "decided_by")
    @Enumerated(EnumType.STRING)
    public BestOf.Decider decidedBy;

    @Enumerated(EnumType.STRING)
    public Releases.Stage shown;

    /** Why the series stopped before it was decided (a pair cancelled for good); null while it plays or once decided. */
    public String detail;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "decided_at")
    public Instant decidedAt;

    public Slot slot() {
        return new Slot(round, section, number);
    }

    /** The series as the rules take it. */
    public Series rules() {
        return new Series(
                slot(), firstBot, secondBot, winnerBot == null ? OptionalLong.empty() : OptionalLong.of(winnerBot));
    }
}
