package io.admiralty.league.season;

import io.admiralty.league.registry.Bot;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * A bot's place in a season (until it is withdrawn): live Elo and its counts, updated in the transaction that stores each game, and the
 * season-wide Bradley-Terry estimate ({@code mle*}), refitted after each round.
 */
@Entity
@Table(name = "season_entry")
@IdClass(SeasonEntry.Key.class)
@NamedQuery(
        name = "SeasonEntry.playing",
        query =
                """
        select e.botId from SeasonEntry e where e.seasonId = :season and e.bot.retiredAt is null and e.withdrawnAt is null
        order by e.botId""")
@NamedQuery(name = "SeasonEntry.bots", query = "select e.botId from SeasonEntry e where e.seasonId = :season")
@NamedQuery(
        name = "SeasonEntry.board",
        query =
                """
        select new io.admiralty.league.season.BoardRow(b.id, b.name, b.retiredAt, t.id, t.name,
          e.tally.elo, e.tally.games, e.tally.wins, e.tally.losses, e.tally.draws, e.tally.forfeits, e.mle, e.mleLow, e.mleHigh, e.mleRegularised,
          e.rankBeforeFit, s.ruleset)
        from SeasonEntry e join e.bot b join b.team t join Season s on s.id = e.seasonId
        where e.seasonId = :season and e.withdrawnAt is null
        order by coalesce(e.mle, e.tally.elo) desc, e.tally.elo desc, e.tally.wins desc, e.botId""")
@NamedQuery(
        name = "SeasonEntry.listed",
        query =
                """
        select new io.admiralty.league.season.SeasonEntries$EntryView(b.id, b.name, t.id, t.name, e.tally.elo, e.tally.games,
          e.tally.forfeits, e.enteredAt, b.retiredAt, e.withdrawnAt)
        from SeasonEntry e join e.bot b join b.team t where e.seasonId = :season order by b.name, b.id""")
@NamedQuery(
        name = "SeasonEntry.freeze",
        query =
                """
        update SeasonEntry e set e.frozenVersion = (select b.version from Bot b where b.id = e.botId)
        where e.seasonId = :season and e.frozenVersion is null""")
@NamedQuery(
        name = "SeasonEntry.freezeDue",
        query =
                """
        update SeasonEntry e set e.frozenVersion = (select b.version from Bot b where b.id = e.botId)
        where e.frozenVersion is null and e.seasonId in (select s.id from Season s where s.deadline <= :now)""")
@NamedQuery(
        name = "SeasonEntry.freezeDueOfBot",
        query =
                """
        update SeasonEntry e set e.frozenVersion = (select b.version from Bot b where b.id = e.botId)
        where e.botId = :bot and e.frozenVersion is null
          and e.seasonId in (select s.id from Season s where s.deadline <= :now)""")
@NamedQuery(
        name = "SeasonEntry.frozenOfBots",
        query =
                """
        select new io.admiralty.league.season.FrozenEntry(e.botId, s.id, s.name, e.frozenVersion, s.deadline)
        from SeasonEntry e, Season s where s.id = e.seasonId and e.botId in :bots and e.frozenVersion is not null
          and s.closedAt is null and e.withdrawnAt is null order by s.id""")
@NamedQuery(name = "SeasonEntry.ofSeason", query = "from SeasonEntry e where e.seasonId = :season")
@NamedQuery(
        name = "SeasonEntry.ofBot",
        query =
                """
        select e, s.name from SeasonEntry e, Season s where s.id = e.seasonId and e.botId = :bot order by e.seasonId""")
public class SeasonEntry extends SeasonBot {

    /** The primary key: the season and the bot. */
    public static class Key implements Serializable {
        public Long seasonId;
        public Long botId;

        public Key() {}

        public Key(long seasonId, long botId) {
            this.seasonId = seasonId;
            this.botId = botId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && Objects.equals(seasonId, key.seasonId)
                    && Objects.equals(botId, key.botId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(seasonId, botId);
        }
    }

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "bot_id", insertable = false, updatable = false)
    public Bot bot;

    /** Live Elo and the counts, as the stored games left them (columns elo, games, wins, losses, draws, forfeits). */
    @Embedded
    public SeasonTally tally = new SeasonTally();

    public Double mle;

    @Column(name = "mle_low")
    public Double mleLow;

    @Column(name = "mle_high")
    public Double mleHigh;

    /** The prior holds {@code mle} where the games alone give no finite maximum (see BradleyTerry). */
    @Column(name = "mle_regularised")
    public boolean mleRegularised;

    /** The bot's rank on the leaderboard just before the latest refit; null before the first, or without games then. */
    @Column(name = "rank_before_fit")
    public Integer rankBeforeFit;

    @Column(name = "entered_at", updatable = false)
    public Instant enteredAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    /** When its team or the organiser withdrew it: it plays no more rounds of the season; its games stay. */
    @Column(name = "withdrawn_at")
    public Instant withdrawnAt;

    /**
     * The version it plays in this season from its entries' freezing on (the season's deadline, or its final's
     * start): its bot's current version then, whatever the bot uploads since; null while entries are open.
     */
    @Column(name = "frozen_version")
    public Integer frozenVersion;

    public boolean withdrawn() {
        return withdrawnAt != null;
    }
}
