package io.admiralty.league.season;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * A bot's line in a season's final table, kept as it was when the final's round ended: the table is the season's
 * result, and is read back as stored, never worked out again from games. A bot entered that did not play in the final
 * has a line too, with no place and {@code notPlayed} saying why, kept when the final started (or, when all of its
 * final's matchups were cancelled, when it ended).
 */
@Entity
@Table(name = "final_standing")
@IdClass(SeasonEntry.Key.class)
@NamedQuery(
        name = "FinalStanding.results",
        query =
                """
        select g.botA, g.botB, g.winner, g.reason, count(*) from StoredGame g, Matchup m
        where m.id = g.matchupId and m.roundId = :round group by g.botA, g.botB, g.winner, g.reason""")
@NamedQuery(
        name = "FinalStanding.ofSeason",
        query =
                """
        select new io.admiralty.league.season.Finals$FinalRow(f.place, b.id, b.name, t.id, t.name, f.version, f.games,
          f.wins, f.losses, f.draws, f.forfeits, f.points, f.notPlayed)
        from FinalStanding f, Bot b join b.team t where b.id = f.botId and f.seasonId = :season
        order by f.place nulls last, b.name, b.id""")
@NamedQuery(name = "FinalStanding.bots", query = "select f.botId from FinalStanding f where f.seasonId = :season")
public class FinalStanding extends SeasonBot {

    /** Its place, 1 first; null for a bot that did not play. */
    public Integer place;

    /** The version it played in the final (its entry's frozen version). */
    public Integer version;

    public int games;
    public int wins;
    public int losses;
    public int draws;
    public int forfeits;
    public double points;

    /** Why it did not play in the final ("not played: benched in ..."); null for a bot that played. */
    @Column(name = "not_played")
    public String notPlayed;

    /** The line of a bot entered that the final leaves out, saying why; it counts no games. */
    static FinalStanding notPlayed(long season, SeasonEntry entry, String reason) {
        FinalStanding line = new FinalStanding();
        line.seasonId = season;
        line.botId = entry.botId;
        line.version = entry.frozenVersion;
        line.notPlayed = "not played: " + reason;
        return line;
    }
}
