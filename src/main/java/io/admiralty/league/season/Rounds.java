package io.admiralty.league.season;

import io.admiralty.Refusal;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Seeds;
import io.admiralty.league.queue.Matchup;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.team.Roles;
import io.admiralty.rating.AdaptivePairing;
import io.admiralty.rating.AdaptivePairing.BotStanding;
import io.admiralty.rating.AdaptivePairing.PlannedMatchup;
import io.admiralty.rating.Estimate;
import io.admiralty.rating.RoundRobin;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A season's rounds: queueing them onto the matchup queue (round robins or adaptive rounds, by hand, by the season's
 * schedule, and its final), the organiser's preview of the next one, and whether a season still plays one.
 */
@ApplicationScoped
public class Rounds {

    public record RoundView(long id, long season, int number, String trigger, int matchups) {}

    /** One matchup a round would queue: {@code botA} in seat A (first move in odd games). */
    public record PlannedPair(long botA, String botAName, long botB, String botBName, int games) {}

    /**
     * The round the season would queue now, from its standings and history as they are: {@code matchups} in all, the
     * first of them in {@code pairs} (in queue order).
     */
    public record NextRound(
            long season, int number, String pairing, Integer budget, int matchups, List<PlannedPair> pairs) {}

    /** The most planned matchups {@link #nextRound} lists. */
    public static final int MAX_SHOWN = 1000;

    private final SeasonRepository seasons;
    private final SeasonEntries entries;
    private final BotRepository bots;
    private final MatchupRepository matchups;
    private final Ratings ratings;
    private final Seeds seeds;
    private final Event<WorkQueue.Queued> queued;
    private final Event<Seasons.ScheduleChanged> scheduleChanged;
    private final PublicChanges publicChanges;
    private final Duration minRoundInterval;
    private final Clock clock;

    public Rounds(
            SeasonRepository seasons,
            SeasonEntries entries,
            BotRepository bots,
            MatchupRepository matchups,
            Ratings ratings,
            Seeds seeds,
            Event<WorkQueue.Queued> queued,
            Event<Seasons.ScheduleChanged> scheduleChanged,
            PublicChanges publicChanges,
            LeagueConfig config,
            Clock clock) {
        this.seasons = seasons;
        this.entries = entries;
        this.bots = bots;
        this.matchups = matchups;
        this.ratings = ratings;
        this.seeds = seeds;
        this.queued = queued;
        this.scheduleChanged = scheduleChanged;
        this.publicChanges = publicChanges;
        this.minRoundInterval = config.league().minRoundInterval();
        this.clock = clock;
    }

    public RoundView queueRound(SecurityIdentity caller, long seasonId) {
        Roles.requireOrganiser(caller);
        return queueRound(seasonId, RoundTrigger.MANUAL, null).orElseThrow();
    }

    /**
     * Queues one round of the season's entered, unretired bots (see {@link #matchups}). Inside a matchup A moves first
     * in odd games. A round the season's life refuses ({@link SeasonLife}) is a 409 with the reason when asked for; a
     * scheduled one is skipped then (empty), as when {@code scheduledFor} was queued already by another instance, or
     * the season's last scheduled round is younger than the minimum interval.
     */
    @Transactional
    public Optional<RoundView> queueRound(long seasonId, RoundTrigger trigger, Instant scheduledFor) {
        Season season = seasons.lock(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        boolean scheduled = scheduledFor != null;
        SeasonLife.Act act = scheduled ? SeasonLife.Act.SCHEDULED_ROUND : SeasonLife.Act.QUEUE_ROUND;
        boolean roundRunning = matchups.busy(seasonId);
        Instant now = clock.instant();
        // a schedule's fire that its season's state refuses, or sooner than the minimum interval, is skipped
        if (scheduled
                && (SeasonLife.refusal(season, now, act, roundRunning).isPresent()
                        || seasons.lastScheduledRound(seasonId)
                                .filter(last -> last.isAfter(scheduledFor.minus(minRoundInterval)))
                                .isPresent())) {
            return Optional.empty();
        }
        SeasonLife.refuseIfNot(season, now, act, roundRunning);
        List<Long> playing = entries.playing(seasonId);
        if (playing.size() < 2) {
            throw Refusal.conflict(
                    "season " + seasonId + " needs at least two entered bots for a round, has " + playing.size());
        }
        // every instance fires a season's cron; the season's lock lets the first queue the round and the others see it
        if (scheduled && seasons.roundFiredAt(seasonId, scheduledFor)) {
            return Optional.empty();
        }
        int number = seasons.lastRoundNumber(seasonId) + 1;
        return Optional.of(queue(season, trigger, scheduledFor, matchups(season, playing, number)));
    }

    public RoundView queueFinal(SecurityIdentity caller, long seasonId) {
        Roles.requireOrganiser(caller);
        return queueFinal(seasonId);
    }

    /**
     * Starts the season's final now (the organiser's request, or its deadline's): its entries freeze at their bots'
     * current versions if the deadline has not frozen them, and one round robin of the bots that play (neither
     * retired, withdrawn, benched in this season nor refused on its ruleset: a bench in another season does not keep a
     * bot from this final) is queued with the final's games per matchup. Each bot entered that does not play gets its
     * line in the final's table at once, saying why ("not played: benched in ..."). Refused, with the reason, when the
     * season's life or phase does not allow it or fewer than two bots would play.
     */
    @Transactional
    public RoundView queueFinal(long seasonId) {
        Season season = seasons.lock(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        SeasonLife.refuseIfNot(season, clock.instant(), SeasonLife.Act.START_FINAL, matchups.busy(seasonId));
        List<Long> playing = entries.playing(seasonId);
        if (playing.size() < 2) {
            throw Refusal.conflict(
                    "season " + seasonId + " needs at least two entered bots for its final, has " + playing.size());
        }
        entries.freezeForFinal(seasonId, playing);
        int games = Optional.ofNullable(season.finalGames).orElse(season.gamesPerMatchup);
        int number = seasons.lastRoundNumber(seasonId) + 1;
        RoundView round = queue(
                season,
                RoundTrigger.FINAL,
                null,
                RoundRobin.round(playing, number).stream()
                        .map(seats -> new PlannedMatchup(seats.a(), seats.b(), games))
                        .toList());
        season.finalRoundId = round.id();
        scheduleChanged.fire(new Seasons.ScheduleChanged(seasonId));
        return round;
    }

    /** Stores a round of the planned matchups, queues them, and announces the change. */
    private RoundView queue(Season season, RoundTrigger trigger, Instant scheduledFor, List<PlannedMatchup> planned) {
        long seasonId = season.id;
        Round round = new Round();
        round.seasonId = seasonId;
        round.number = seasons.lastRoundNumber(seasonId) + 1;
        round.trigger = trigger;
        round.scheduledFor = scheduledFor;
        seasons.persistRound(round);
        List<Matchup> queuedMatchups = planned.stream()
                .map(pair -> {
                    Matchup matchup = new Matchup();
                    matchup.seasonId = seasonId;
                    matchup.roundId = round.id;
                    matchup.botA = pair.botA();
                    matchup.botB = pair.botB();
                    matchup.games = pair.games();
                    matchup.seed = seeds.next();
                    return matchup;
                })
                .toList();
        matchups.queue(queuedMatchups);
        queued.fire(new WorkQueue.Queued(queuedMatchups.size()));
        publicChanges.season(seasonId);
        return new RoundView(round.id, seasonId, round.number, trigger.code(), queuedMatchups.size());
    }

    /**
     * A round's matchups, in queue order. A round robin: every pair once, seats swapped from round to round, so with
     * an odd number of games A's extra first move changes sides. Adaptive: the matchups {@link AdaptivePairing} plans
     * from the season's standings and its matchups so far, each bot in at most the budget; a pair it gives several
     * matchups plays them one after another with the seats swapped each time, so first moves stay even between them.
     */
    private List<PlannedMatchup> matchups(Season season, List<Long> playing, int number) {
        if (season.pairing == PairingMode.ROUND_ROBIN) {
            return RoundRobin.round(playing, number).stream()
                    .map(seats -> new PlannedMatchup(seats.a(), seats.b(), season.gamesPerMatchup))
                    .toList();
        }
        if (playing.size() < 2) {
            return List.of();
        }
        Map<Long, Estimate> estimates = ratings.standings(season.id, playing);
        List<BotStanding> standings = playing.stream()
                .map(bot -> new BotStanding(bot, estimates.get(bot)))
                .toList();
        return RoundSplit.split(
                AdaptivePairing.plan(
                        standings, matchups.history(season.id), season.budget, season.gamesPerMatchup, number),
                season.gamesPerMatchup);
    }

    /**
     * The round the season would queue if asked now (the organiser's preview of an adaptive plan): its number, how
     * many matchups, and the first {@code first} of them; empty when there is no such season. Nothing is stored.
     */
    @Transactional
    public Optional<NextRound> nextRound(long seasonId, int first) {
        if (first < 1 || first > MAX_SHOWN) {
            throw Refusal.invalid("first must be 1.." + MAX_SHOWN + ", was " + first);
        }
        Optional<Season> found = seasons.findByIdOptional(seasonId);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Season season = found.get();
        int number = seasons.lastRoundNumber(seasonId) + 1;
        List<PlannedMatchup> planned = matchups(season, entries.playing(seasonId), number);
        List<PlannedMatchup> shown = planned.subList(0, Math.min(first, planned.size()));
        List<Long> named = shown.stream()
                .flatMap(p -> Stream.of(p.botA(), p.botB()))
                .distinct()
                .toList();
        Map<Long, String> names = named.isEmpty()
                ? Map.of()
                : bots.byIds(named).stream().collect(Collectors.toMap(bot -> bot.id, bot -> bot.name));
        return Optional.of(new NextRound(
                seasonId,
                number,
                season.pairing.code(),
                season.budget,
                planned.size(),
                shown.stream()
                        .map(p -> new PlannedPair(
                                p.botA(), names.get(p.botA()), p.botB(), names.get(p.botB()), p.games()))
                        .toList()));
    }

    /** Seasons whose final starts at their deadline, which has passed, and has not started (nor could, paused). */
    @Transactional
    public List<Long> finalsDue() {
        return seasons.finalDue(clock.instant());
    }

    /** Whether the season still has matchups waiting or running (a cron fire then skips, so rounds never overlap). */
    @Transactional
    public boolean busy(long seasonId) {
        return matchups.busy(seasonId);
    }
}
