package io.admiralty.league.season;

import jakarta.persistence.Entity;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * A bot's line in a season's final table, kept as it was when the final's round ended: the table is the season's
 * result, and is read back as stored, never worked out again from games.
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
          f.wins, f.losses, f.draws, f.forfeits, f.points)
        from FinalStanding f, Bot b join b.team t where b.id = f.botId and f.seasonId = :season
        order by f.place, b.name, b.id""")
public class FinalStanding extends SeasonBot {

    public int place;

    /** The version it played in the final (its entry's frozen version). */
    public Integer version;

    public int games;
    public int wins;
    public int losses;
    public int draws;
    public int forfeits;
    public double points;
}
