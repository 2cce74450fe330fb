package io.admiralty.league.season;

import io.admiralty.Refusal;
import io.admiralty.game.Side;
import io.admiralty.league.PublicChanges;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.Tuple;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * Seasons' finals once played: when a final's round ends, its table ({@link FinalTable}) is kept as it is then, with
 * the version each bot played, and the season closes; the table is read back as kept (JSON, CSV), never recomputed.
 */
@ApplicationScoped
public class Finals {

    private static final Logger LOG = Logger.getLogger(Finals.class);

    /** The CSV download's header; its rows follow the table's order. */
    public static final String CSV_HEADER =
            "place,bot_id,bot,team_id,team,version,games,wins,losses,draws,forfeits,points,not_played";

    /**
     * A bot's line in a season's final table: {@code place} 1 is first, and bots with equal points share one; a bot
     * entered that did not play has no place, and {@code notPlayed} says why ("not played: benched in ..."), after
     * the placed lines.
     */
    public record FinalRow(
            Integer place,
            long botId,
            String botName,
            long teamId,
            String teamName,
            Integer version,
            int games,
            int wins,
            int losses,
            int draws,
            int forfeits,
            double points,
            String notPlayed) {}

    /** A season's result: its final's table as kept at {@code keptAt}, first place first. */
    public record FinalResult(
            long season, String seasonName, int gamesPerMatchup, Instant keptAt, List<FinalRow> table) {}

    private final SeasonRepository seasons;
    private final EntryRepository entries;
    private final Event<Seasons.ScheduleChanged> scheduleChanged;
    private final PublicChanges publicChanges;
    private final Clock clock;

    public Finals(
            SeasonRepository seasons,
            EntryRepository entries,
            Event<Seasons.ScheduleChanged> scheduleChanged,
            PublicChanges publicChanges,
            Clock clock) {
        this.seasons = seasons;
        this.clock = clock;
        this.publicChanges = publicChanges;
        this.entries = entries;
        this.scheduleChanged = scheduleChanged;
    }

    /** A season's final round ended (in the transaction that ends it): its table is kept and the season closes. */
    void keep(@Observes RoundFinished ended) {
        Season season = seasons.findById(ended.season());
        if (!Objects.equals(season.finalRoundId, ended.round()) || season.finalKeptAt != null) {
            return;
        }
        List<FinalTable.Result> results = seasons.getEntityManager()
                .createNamedQuery("FinalStanding.results", Tuple.class)
                .setParameter("round", ended.round())
                .getResultStream()
                .map(row -> new FinalTable.Result(
                        row.get(0, Long.class),
                        row.get(1, Long.class),
                        row.get(2, Side.class),
                        row.get(3, String.class).startsWith("forfeit"),
                        row.get(4, Long.class).intValue()))
                .toList();
        Map<Long, SeasonEntry> entered =
                entries.ofSeason(season.id).stream().collect(Collectors.toMap(entry -> entry.botId, entry -> entry));
        Map<Long, Integer> versions = entered.values().stream()
                .filter(entry -> entry.frozenVersion != null)
                .collect(Collectors.toMap(entry -> entry.botId, entry -> entry.frozenVersion));
        keepCancelled(season.id, ended.round(), results, entered);
        for (FinalTable.Line line : FinalTable.of(results)) {
            FinalStanding kept = new FinalStanding();
            kept.seasonId = season.id;
            kept.botId = line.bot();
            kept.place = line.place();
            kept.version = versions.get(line.bot());
            kept.games = line.games();
            kept.wins = line.wins();
            kept.losses = line.losses();
            kept.draws = line.draws();
            kept.forfeits = line.forfeits();
            kept.points = line.points();
            seasons.getEntityManager().persist(kept);
        }
        // on the clock its deadline was read by, so that a final played at the deadline is kept after it
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        season.finalKeptAt = now;
        if (season.closedAt == null) {
            season.closedAt = now;
        }
        LOG.infof("season %d: its final's table is kept (%d bots); the season is closed", season.id, results.size());
        publicChanges.season(season.id);
        scheduleChanged.fire(new Seasons.ScheduleChanged(season.id));
    }

    /**
     * The lines of bots the final paired whose every final matchup was cancelled (retired, or benched in the season
     * while the final played), saying why: they played no game of it, and have no place.
     */
    private void keepCancelled(
            long season, long round, List<FinalTable.Result> results, Map<Long, SeasonEntry> entered) {
        Set<Long> kept = Set.copyOf(seasons.getEntityManager()
                .createNamedQuery("FinalStanding.bots", Long.class)
                .setParameter("season", season)
                .getResultList());
        Set<Long> played =
                results.stream().flatMap(r -> Stream.of(r.botA(), r.botB())).collect(Collectors.toSet());
        Map<Long, String> cancelled = new TreeMap<>();
        seasons.getEntityManager()
                .createQuery(
                        "select m.botA, m.botB, m.detail from Matchup m where m.roundId = :round order by m.id",
                        Tuple.class)
                .setParameter("round", round)
                .getResultStream()
                .forEach(m -> {
                    String detail = Optional.ofNullable(m.get(2, String.class)).orElse("its matchups were cancelled");
                    for (long bot : List.of(m.get(0, Long.class), m.get(1, Long.class))) {
                        if (!played.contains(bot) && !kept.contains(bot) && entered.containsKey(bot)) {
                            cancelled.putIfAbsent(bot, detail);
                        }
                    }
                });
        cancelled.forEach((bot, detail) -> seasons.getEntityManager()
                .persist(FinalStanding.notPlayed(
                        season, entered.get(bot), "its final matchups were cancelled (" + detail + ")")));
    }

    /** The season's final table as kept; refused when there is no such season, or no table yet. */
    @Transactional
    public FinalResult result(long seasonId) {
        Season season = seasons.findByIdOptional(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        if (season.finalKeptAt == null) {
            throw Refusal.notFound("season " + seasonId + " has no final table: "
                    + (season.finalRoundId == null ? "its final has not been played" : "its final is still playing"));
        }
        List<FinalRow> rows = seasons.getEntityManager()
                .createNamedQuery("FinalStanding.ofSeason", FinalRow.class)
                .setParameter("season", seasonId)
                .getResultList();
        return new FinalResult(
                seasonId,
                season.name,
                Optional.ofNullable(season.finalGames).orElse(season.gamesPerMatchup),
                season.finalKeptAt,
                rows);
    }

    /** The final table as CSV: {@link #CSV_HEADER}, then a row per bot; names are always quoted. */
    @Transactional
    public String csv(long seasonId) {
        StringBuilder csv = new StringBuilder(CSV_HEADER).append('\n');
        for (FinalRow row : result(seasonId).table()) {
            csv.append(row.place() == null ? "" : row.place().toString())
                    .append(',')
                    .append(row.botId())
                    .append(',')
                    .append(quoted(row.botName()))
                    .append(',')
                    .append(row.teamId())
                    .append(',')
                    .append(quoted(row.teamName()))
                    .append(',')
                    .append(row.version() == null ? "" : row.version().toString())
                    .append(',')
                    .append(row.games())
                    .append(',')
                    .append(row.wins())
                    .append(',')
                    .append(row.losses())
                    .append(',')
                    .append(row.draws())
                    .append(',')
                    .append(row.forfeits())
                    .append(',')
                    .append(String.format(Locale.ROOT, "%.1f", row.points()))
                    .append(',')
                    .append(row.notPlayed() == null ? "" : quoted(row.notPlayed()))
                    .append('\n');
        }
        return csv.toString();
    }

    private static String quoted(String text) {
        return '"' + text.replace("\"", "\"\"") + '"';
    }
}
