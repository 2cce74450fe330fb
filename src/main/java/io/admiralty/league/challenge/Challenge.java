package io.admiralty.league.challenge;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * A team's request for an unrated matchup of its bot against {@code opponent}: {@code games} games on
 * {@code ruleset}. Where it stands and its games are its one matchup's ({@code matchup.challenge_id}).
 */
@Entity
@NamedQuery(
        name = "Challenge.madeSince",
        query =
                """
        select new io.admiralty.league.challenge.ChallengeLimits$Made(c.createdAt, c.games) from Challenge c
        where c.teamId = :team and c.createdAt > :since""")
@NamedQuery(
        name = "Challenge.open",
        query =
                """
        select count(*) from Challenge c, Matchup m where m.challengeId = c.id and c.teamId = :team and m.status in :open""")
@NamedQuery(
        name = "Challenge.rows",
        query =
                """
        select new io.admiralty.league.challenge.ChallengeRepository$Row(c.id, c.teamId, t.name, c.botId, b.name,
          m.versionA, c.opponentId, o.name, ot.id, ot.name, m.versionB, c.games, c.ruleset, m.status, m.detail,
          m.id, c.createdAt, m.startedAt, m.finishedAt)
        from Challenge c, Matchup m, Bot b, Bot o, Team t, Team ot
        where m.challengeId = c.id and b.id = c.botId and o.id = c.opponentId and t.id = c.teamId and ot.id = o.team.id
          and (c.id = :id or c.botId = :bot or c.opponentId = :bot or c.teamId = :team or ot.id = :team)
        order by c.id desc""")
public class Challenge {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    /** The challenging team: the one whose limits it counts against. */
    @Column(name = "team_id")
    public long teamId;

    @Column(name = "bot_id")
    public long botId;

    @Column(name = "opponent_id")
    public long opponentId;

    public int games;

    public String ruleset;

    @Column(name = "move_timeout_ms")
    public int moveTimeoutMs;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
}
