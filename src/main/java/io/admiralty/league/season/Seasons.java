package io.admiralty.league.season;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.admiralty.Refusal;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Kind;
import io.admiralty.game.Ruleset;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.Name;
import io.admiralty.league.Names;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Seeds;
import io.admiralty.league.Unique;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.queue.Matchup;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.runtime.BotSandbox;
import io.admiralty.league.runtime.MatchTerms;
import io.admiralty.league.skill.SkillJobs;
import io.admiralty.league.team.Roles;
import io.admiralty.rating.AdaptivePairing;
import io.admiralty.rating.AdaptivePairing.BotStanding;
import io.admiralty.rating.AdaptivePairing.PlannedMatchup;
import io.admiralty.rating.Elo;
import io.admiralty.rating.Estimate;
import io.admiralty.rating.RoundRobin;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Future;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.graphql.Id;

/** Seasons, their entries, and queueing their rounds (round robins or adaptive rounds) onto the matchup queue. */
@ApplicationScoped
public class Seasons {

    /**
     * What the organiser sends to open a season; every field but the name may be left out for its default (classic,
     * 10 games a matchup, no schedule, K 16, 2000 ms a move, the league's data quota, a round robin).
     * {@code dataQuotaBytes} holds the season's bots' data folders to a quota other than the league's; {@code budget}
     * is the most matchups a bot plays in an adaptive round (adaptive only; default 16); {@code benchAfter} how many
     * matchups in a row a bot must forfeit whole to be benched (default 2; 0 never benches); {@code duplicate} plays
     * every matchup's games in pairs on one deal with the seats swapped (default false; the games per matchup even).
     * {@code deadline} closes submissions (entries and their versions freeze; see {@link SeasonPhase}); {@code final}
     * plans the final.
     */
    public record SeasonRequest(
            @Name String name,
            Ruleset ruleset,
            @Min(value = 1, message = SeasonSettings.GAMES_PER_MATCHUP_RANGE)
                    @Max(value = SeasonSettings.MAX_GAMES_PER_MATCHUP, message = SeasonSettings.GAMES_PER_MATCHUP_RANGE)
                    Integer gamesPerMatchup,
            @Cron String schedule,
            @DecimalMin(value = "0", inclusive = false, message = SeasonSettings.K_FACTOR_RANGE)
                    @DecimalMax(value = SeasonSettings.MAX_K_FACTOR, message = SeasonSettings.K_FACTOR_RANGE)
                    Double kFactor,
            @Min(value = SeasonSettings.MIN_MOVE_TIMEOUT_MS, message = SeasonSettings.MOVE_TIMEOUT_RANGE)
                    @Max(value = SeasonSettings.MAX_MOVE_TIMEOUT_MS, message = SeasonSettings.MOVE_TIMEOUT_RANGE)
                    Integer moveTimeoutMs,
            @Min(value = 0, message = SeasonSettings.DATA_QUOTA_RANGE)
                    @Max(value = SeasonSettings.MAX_DATA_QUOTA, message = SeasonSettings.DATA_QUOTA_RANGE)
                    Long dataQuotaBytes,
            PairingMode pairing,
            @Min(value = 1, message = SeasonSettings.BUDGET_RANGE)
                    @Max(value = SeasonSettings.MAX_BUDGET, message = SeasonSettings.BUDGET_RANGE)
                    Integer budget,
            @Min(value = 0, message = SeasonSettings.BENCH_AFTER_RANGE)
                    @Max(value = SeasonSettings.MAX_BENCH_AFTER, message = SeasonSettings.BENCH_AFTER_RANGE)
                    Integer benchAfter,
            Boolean duplicate,
            @Future(message = SeasonSettings.DEADLINE_FUTURE) Instant deadline,
            @JsonProperty("final") @org.eclipse.microprofile.graphql.Name("final") @Valid FinalSettings finalPlan) {}

    /**
     * A season's final: one round robin of its entered bots with {@code gamesPerMatchup} games each (the season's own
     * when left out; an even number keeps first moves even), started {@code at} the deadline or by the organiser
     * (the default). Its table is the season's result.
     */
    public record FinalSettings(
            @Min(value = 1, message = SeasonSettings.GAMES_PER_MATCHUP_RANGE)
                    @Max(value = SeasonSettings.MAX_GAMES_PER_MATCHUP, message = SeasonSettings.GAMES_PER_MATCHUP_RANGE)
                    Integer gamesPerMatchup,
            FinalStart at) {}

    /**
     * The organiser's changes to a season, each field left as it is unless named: {@code schedule} (a cron, or null
     * for none), {@code paused}, {@code closed} (true only), {@code pairing} and {@code budget}.
     */
    public record SeasonPatch(
            Change<@Cron String> schedule,
            Change<Boolean> paused,
            Change<Boolean> closed,
            Change<PairingMode> pairing,
            Change<Integer> budget,
            Change<@Future(message = SeasonSettings.DEADLINE_FUTURE) Instant> deadline,
            @JsonProperty("final") Change<@Valid FinalSettings> finalPlan) {

        /** The fields a season's changes may name. */
        public static final List<String> FIELDS =
                List.of("schedule", "paused", "closed", "pairing", "budget", "deadline", "final");

        public SeasonPatch {
            schedule = schedule == null ? Change.keep() : schedule;
            paused = paused == null ? Change.keep() : paused;
            closed = closed == null ? Change.keep() : closed;
            pairing = pairing == null ? Change.keep() : pairing;
            budget = budget == null ? Change.keep() : budget;
            deadline = deadline == null ? Change.keep() : deadline;
            finalPlan = finalPlan == null ? Change.keep() : finalPlan;
        }

        /** Changes to the settings a season had before it had a deadline and a final. */
        public SeasonPatch(
                Change<String> schedule,
                Change<Boolean> paused,
                Change<Boolean> closed,
                Change<PairingMode> pairing,
                Change<Integer> budget) {
            this(schedule, paused, closed, pairing, budget, null, null);
        }

        boolean changesNothing() {
            return Stream.of(schedule, paused, closed, pairing, budget, deadline, finalPlan)
                    .noneMatch(Change::named);
        }
    }

    public record Progress(int queued, int running, int done, int cancelled, long games) {}

    /**
     * A season as the API shows it. {@code dataQuotaBytes} is the quota its bots' data folders are held to (the
     * league's unless it sets one); {@code nextRoundAt} is the schedule's next fire, null when there is no
     * schedule or the season is paused, closed or past its deadline; {@code budget} is null for a round robin;
     * {@code duplicate} says that its matchups play their games in pairs on one deal with the seats swapped;
     * {@code deadline} closes its submissions; {@code phase} is {@link SeasonPhase}'s word; {@code final} its final, if
     * planned or started.
     */
    public record SeasonView(
            @Id long id,
            String name,
            String ruleset,
            int gamesPerMatchup,
            String pairing,
            Integer budget,
            String schedule,
            double kFactor,
            int moveTimeoutMs,
            long dataQuotaBytes,
            Instant createdAt,
            int entries,
            int rounds,
            Progress progress,
            boolean paused,
            Instant closedAt,
            Instant nextRoundAt,
            int benchAfter,
            boolean duplicate,
            Instant deadline,
            String phase,
            @JsonProperty("final") @org.eclipse.microprofile.graphql.Name("final") FinalView finalPlan) {}

    /**
     * A season's final as the API shows it: {@code gamesPerMatchup}, when it starts ({@code at}: "deadline" or
     * "organiser"), and {@code state}: "planned", "playing", or "kept" (its table is the season's result, at
     * {@code /api/seasons/{id}/final}).
     */
    public record FinalView(int gamesPerMatchup, String at, String state, Instant keptAt) {}

    /**
     * A season's settings as a worker needs them: the terms its matchups are played under, its Elo K, and whether its
     * matchups play duplicate deals.
     */
    public record Settings(long id, MatchTerms terms, double kFactor, int benchAfter, boolean duplicate) {}

    /**
     * A bot's entry as the organiser's console lists it: {@code retiredAt} or {@code withdrawnAt} set when it plays no
     * more of the season's rounds.
     */
    public record EntryView(
            @Id long botId,
            String botName,
            @Id long teamId,
            String teamName,
            double elo,
            int games,
            int forfeits,
            Instant enteredAt,
            Instant retiredAt,
            Instant withdrawnAt) {}

    public record RoundView(@Id long id, @Id long season, int number, String trigger, int matchups) {}

    /** One matchup a round would queue: {@code botA} in seat A (first move in odd games). */
    public record PlannedPair(@Id long botA, String botAName, @Id long botB, String botBName, int games) {}

    /**
     * The round the season would queue now, from its standings and history as they are: {@code matchups} in all, the
     * first of them in {@code pairs} (in queue order).
     */
    public record NextRound(
            @Id long season, int number, String pairing, Integer budget, int matchups, List<PlannedPair> pairs) {}

    /** The most planned matchups {@link #nextRound} lists. */
    public static final int MAX_SHOWN = 1000;

    /** Fired after a season is created or its schedule, pause or closing changed, so its cron job follows. */
    public record ScheduleChanged(long id) {}

    private final SeasonRepository seasons;
    private final EntryRepository entries;
    private final BotRepository bots;
    private final MatchupRepository matchups;
    private final Event<ScheduleChanged> scheduleChanged;
    private final Event<WorkQueue.Queued> queued;
    private final Duration minRoundInterval;
    private final long leagueDataQuota;
    private final BotSandbox sandbox;
    private final SkillJobs skill;
    private final Ratings ratings;
    private final Seeds seeds;
    private final Benches benches;
    private final UnplayableVersions unplayable;
    private final PublicChanges publicChanges;
    private final KeptSeasons kept;

    public Seasons(
            SeasonRepository seasons,
            EntryRepository entries,
            BotRepository bots,
            MatchupRepository matchups,
            Event<ScheduleChanged> scheduleChanged,
            Event<WorkQueue.Queued> queued,
            LeagueConfig config,
            BotSandbox sandbox,
            Ratings ratings,
            SkillJobs skill,
            Seeds seeds,
            Benches benches,
            UnplayableVersions unplayable,
            PublicChanges publicChanges,
            KeptSeasons kept) {
        this.seasons = seasons;
        this.kept = kept;
        this.publicChanges = publicChanges;
        this.unplayable = unplayable;
        this.benches = benches;
        this.seeds = seeds;
        this.entries = entries;
        this.bots = bots;
        this.matchups = matchups;
        this.scheduleChanged = scheduleChanged;
        this.queued = queued;
        this.minRoundInterval = config.league().minRoundInterval();
        this.leagueDataQuota = config.sandbox().dataQuotaBytes();
        this.sandbox = sandbox;
        this.ratings = ratings;
        this.skill = skill;
    }

    @Transactional
    public SeasonView create(SecurityIdentity caller, @Valid SeasonRequest request) {
        Roles.requireOrganiser(caller);
        if (request == null) {
            throw Refusal.invalid("the season definition is missing");
        }
        String name = Names.check("season name", request.name());
        Ruleset ruleset = Optional.ofNullable(request.ruleset()).orElse(Ruleset.classic());
        int games = Optional.ofNullable(request.gamesPerMatchup()).orElse(10);
        double k = Optional.ofNullable(request.kFactor()).orElse(Elo.DEFAULT_K);
        int moveTimeout = Optional.ofNullable(request.moveTimeoutMs()).orElse(BotLimits.MOVE_TIMEOUT_MS);
        String schedule = SeasonSettings.schedule(request.schedule(), minRoundInterval);
        Long dataQuota = request.dataQuotaBytes();
        PairingMode pairing = Optional.ofNullable(request.pairing()).orElse(PairingMode.ROUND_ROBIN);
        Integer budget = SeasonSettings.budget(pairing, request.budget(), request.budget());
        boolean duplicate = SeasonSettings.duplicate(request.duplicate(), games);
        String taken = "a season named '" + name + "' exists already (names are unique, whatever their case)";
        if (seasons.nameTaken(name)) {
            throw Refusal.conflict(taken);
        }
        Season season = new Season();
        season.name = name;
        season.ruleset = ruleset.spec();
        season.gamesPerMatchup = games;
        season.schedule = schedule;
        season.kFactor = k;
        season.moveTimeoutMs = moveTimeout;
        season.dataQuotaBytes = dataQuota;
        season.pairing = pairing;
        season.budget = budget;
        season.duplicate = duplicate;
        season.benchAfter = Optional.ofNullable(request.benchAfter()).orElse(SeasonSettings.DEFAULT_BENCH_AFTER);
        season.deadline = truncated(request.deadline());
        plan(season, request.finalPlan());
        Unique.persist(() -> seasons.persistAndFlush(season), taken);
        scheduleChanged.fire(new ScheduleChanged(season.id));
        return view(season, Instant.now());
    }

    /**
     * The organiser's changes to a season: {@code schedule} (a cron, or null or "" for none), {@code paused}
     * (no scheduled rounds and no matchups started while true) and {@code closed} (true: no rounds ever again;
     * matchups already queued still play), {@code pairing} and {@code budget} (from the next round on). Fields not named
     * stay as they are; a season turned adaptive without a budget keeps the one it had, or gets the default.
     */
    @Transactional
    public SeasonView update(SecurityIdentity caller, long seasonId, @Valid SeasonPatch patch) {
        Roles.requireOrganiser(caller);
        if (patch == null || patch.changesNothing()) {
            throw Refusal.invalid("send a JSON object with any of " + String.join(", ", SeasonPatch.FIELDS));
        }
        String schedule = SeasonSettings.schedule(patch.schedule().or(null), minRoundInterval);
        Boolean paused = given("paused", patch.paused(), "true or false");
        Boolean closed = given("closed", patch.closed(), "true or false");
        PairingMode sentPairing = given("pairing", patch.pairing(), "\"round-robin\" or \"adaptive\"");
        Integer sentBudget =
                given("budget", patch.budget(), "a whole number of matchups, 1.." + SeasonSettings.MAX_BUDGET);
        Season season = seasons.lock(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        refuseIfNot(season, SeasonLife.Act.CHANGE, false);
        if (patch.deadline().named()) {
            refuseIfNot(season, SeasonLife.Act.CHANGE_DEADLINE, false);
            season.deadline = truncated(patch.deadline().or(null));
        }
        if (patch.finalPlan().named()) {
            refuseIfNot(season, SeasonLife.Act.CHANGE_FINAL, false);
            plan(season, patch.finalPlan().or(null));
        }
        SeasonSettings.requireDeadlineForFinal(season.finalAt, season.deadline);
        if (Boolean.FALSE.equals(closed)) {
            throw Refusal.invalid("closed can only be set to true");
        }
        if (patch.schedule().named()) {
            season.schedule = schedule;
        }
        if (paused != null) {
            season.paused = paused;
        }
        PairingMode pairing = sentPairing == null ? season.pairing : sentPairing;
        season.budget = SeasonSettings.budget(pairing, sentBudget, sentBudget != null ? sentBudget : season.budget);
        season.pairing = pairing;
        if (Boolean.TRUE.equals(closed)) {
            season.closedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        }
        scheduleChanged.fire(new ScheduleChanged(seasonId));
        publicChanges.season(seasonId);
        return view(season, Instant.now());
    }

    /** Plans the season's final as the settings say (null: none planned). */
    private static void plan(Season season, FinalSettings settings) {
        season.finalGames = settings == null ? null : settings.gamesPerMatchup();
        season.finalAt =
                settings == null ? null : Optional.ofNullable(settings.at()).orElse(FinalStart.ORGANISER);
        SeasonSettings.requireDeadlineForFinal(season.finalAt, season.deadline);
        // a duplicate season's final plays its games in pairs on one deal, as its rounds do
        SeasonSettings.duplicate(
                season.duplicate, Optional.ofNullable(season.finalGames).orElse(season.gamesPerMatchup));
    }

    private static Instant truncated(Instant time) {
        return time == null ? null : time.truncatedTo(ChronoUnit.MICROS);
    }

    /** A change's new value, or null when the field is left as it is; a field that cannot be emptied refuses null. */
    private static <T> T given(String field, Change<T> change, String what) {
        if (change.named() && change.or(null) == null) {
            throw Refusal.invalid(field + " must be " + what);
        }
        return change.or(null);
    }

    /** Enters the bot into the season; returns its id. */
    @Transactional
    public long enter(SecurityIdentity caller, long seasonId, Long botId) {
        if (botId == null) {
            throw Refusal.invalid("botId is missing");
        }
        Season found = seasons.findByIdOptional(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        Ruleset ruleset = Ruleset.parse(found.ruleset);
        Bot bot = bots.findByIdOptional(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        if (bot.kind != Kind.BUILTIN) {
            Roles.requireTeamOrOrganiser(caller, bot.team.id);
        } else if (caller.isAnonymous()) {
            Roles.requireOrganiser(caller);
        }
        refuseIfNot(found, SeasonLife.Act.ENTER_BOT, false);
        if (bot.retired()) {
            throw Refusal.conflict("bot " + botId + " is retired");
        }
        sandbox.requireRunnable(bot.kind);
        Optional<String> unfit = bot.dialect == null ? Optional.empty() : bot.dialect.cannotExpress(ruleset);
        if (unfit.isPresent()) {
            throw Refusal.invalid(
                    "bot " + botId + " cannot join season " + seasonId + " (" + ruleset.spec() + "): " + unfit.get());
        }
        String already = "bot " + botId + " is in season " + seasonId + " already";
        Optional<SeasonEntry> existing = entries.entry(seasonId, botId);
        if (existing.isPresent() && existing.get().withdrawn()) {
            // back in with the rating and games it had: a withdrawal pauses an entry, it does not wipe it
            existing.get().withdrawnAt = null;
            publicChanges.season(seasonId);
            return botId;
        }
        if (existing.isPresent()) {
            throw Refusal.conflict(already);
        }
        SeasonEntry entry = new SeasonEntry();
        entry.seasonId = seasonId;
        entry.botId = botId;
        Unique.persist(() -> entries.persistAndFlush(entry), already);
        skill.queueEntry(botId, bot.version, ruleset);
        publicChanges.season(seasonId);
        return botId;
    }

    /**
     * Withdraws the bot from the season (its team, or the organiser), while the season is not closed: it is in no
     * round queued from now on, and a matchup of it queued before is cancelled when its turn comes; its games and
     * rating stay, and entering it again brings it back with them.
     */
    @Transactional
    public void withdraw(SecurityIdentity caller, long seasonId, long botId) {
        Season found = seasons.findByIdOptional(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        Bot bot = bots.findByIdOptional(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        if (bot.kind == Kind.BUILTIN) {
            Roles.requireOrganiser(caller);
        } else {
            Roles.requireTeamOrOrganiser(caller, bot.team.id);
        }
        refuseIfNot(found, SeasonLife.Act.WITHDRAW_BOT, false);
        SeasonEntry entry = entries.entry(seasonId, botId)
                .filter(e -> !e.withdrawn())
                .orElseThrow(() -> Refusal.notFound("bot " + botId + " is not in season " + seasonId));
        entry.withdrawnAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        publicChanges.season(seasonId);
    }

    /** The first of the bots that is withdrawn from the season, if any. */
    @Transactional
    public Optional<Long> firstWithdrawn(long seasonId, List<Long> botIds) {
        return botIds.stream()
                .filter(bot ->
                        entries.entry(seasonId, bot).map(SeasonEntry::withdrawn).orElse(false))
                .findFirst();
    }

    /** The season's entries, withdrawn ones too, by bot name. */
    @Transactional
    public List<EntryView> entries(long seasonId) {
        seasons.findByIdOptional(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        return entries.listed(seasonId);
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
        // a schedule's fire that its season's state refuses, or sooner than the minimum interval, is skipped
        if (scheduled
                && (refusal(season, act, roundRunning).isPresent()
                        || seasons.lastScheduledRound(seasonId)
                                .filter(last -> last.isAfter(scheduledFor.minus(minRoundInterval)))
                                .isPresent())) {
            return Optional.empty();
        }
        refuseIfNot(season, act, roundRunning);
        List<Long> playing = playing(seasonId);
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

    /**
     * Starts the season's final now (the organiser's request, or its deadline's when {@code asked} is false): its
     * entries freeze at their bots' current versions if the deadline has not frozen them, and one round robin of the
     * bots that play (neither retired, withdrawn nor benched) is queued with the final's games per matchup. Refused,
     * with the reason, when the season's life or phase does not allow it or fewer than two bots would play.
     */
    @Transactional
    public RoundView queueFinal(long seasonId) {
        Season season = seasons.lock(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        refuseIfNot(season, SeasonLife.Act.START_FINAL, matchups.busy(seasonId));
        List<Long> playing = playing(seasonId);
        if (playing.size() < 2) {
            throw Refusal.conflict(
                    "season " + seasonId + " needs at least two entered bots for its final, has " + playing.size());
        }
        entries.freeze(seasonId);
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
        scheduleChanged.fire(new ScheduleChanged(seasonId));
        return round;
    }

    public RoundView queueFinal(SecurityIdentity caller, long seasonId) {
        Roles.requireOrganiser(caller);
        return queueFinal(seasonId);
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
        List<PlannedMatchup> planned = matchups(season, playing(seasonId), number);
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

    public RoundView queueRound(SecurityIdentity caller, long seasonId) {
        Roles.requireOrganiser(caller);
        return queueRound(seasonId, RoundTrigger.MANUAL, null).orElseThrow();
    }

    /** What a schedule would do from now on, in words and fires, or why the league would refuse it. */
    public SchedulePreview schedulePreview(String cron) {
        return SchedulePreview.of(cron, Instant.now(), minRoundInterval);
    }

    /** The schedules that should be running: seasons with a cron that are neither paused nor closed. */
    @Transactional
    public Map<Long, String> activeSchedules() {
        return seasons.scheduled(Instant.now()).stream()
                .collect(Collectors.toMap(season -> season.id, season -> season.schedule));
    }

    /** Freezes the entries of every season whose submission deadline has passed (see {@link SeasonPhase}). */
    @Transactional
    public void freezeDue() {
        entries.freezeDue(Instant.now(), null);
    }

    /**
     * Freezes the bot's entries in seasons whose deadline has passed, inside the transaction that is about to change
     * its current version, so that those seasons keep the version it had at their deadline even when no tick has
     * frozen them yet.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void freezeBefore(long botId) {
        entries.freezeDue(Instant.now(), botId);
    }

    /** The open seasons in which each of the bots' entries is frozen, with the version it plays there and why. */
    @Transactional
    public Map<Long, List<FrozenEntry>> frozenOf(List<Long> botIds) {
        return botIds.isEmpty()
                ? Map.of()
                : entries.frozenOfBots(botIds).stream().collect(Collectors.groupingBy(FrozenEntry::bot));
    }

    /** Seasons whose final starts at their deadline, which has passed, and has not started (nor could, paused). */
    @Transactional
    public List<Long> finalsDue() {
        return seasons.finalDue(Instant.now());
    }

    /** Whether the season still has matchups waiting or running (a cron fire then skips, so rounds never overlap). */
    @Transactional
    public boolean busy(long seasonId) {
        return matchups.busy(seasonId);
    }

    public SeasonView get(long seasonId) {
        return find(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
    }

    /**
     * The season as anyone may read it, at most a second old ({@link KeptSeasons}) unless it changed since; only a
     * season not kept is read, in the caller's transaction or a new one.
     */
    public Optional<SeasonView> find(long seasonId) {
        return kept.view(seasonId, () -> QuarkusTransaction.joiningExisting()
                .call(() -> seasons.findByIdOptional(seasonId).map(season -> view(season, Instant.now()))));
    }

    @Transactional
    public List<SeasonView> list() {
        Instant now = Instant.now();
        return seasons.all().stream().map(season -> view(season, now)).toList();
    }

    /** Only the settings: every matchup reads them, and {@link #get} also counts the season's matchups and games. */
    @Transactional
    public Settings settings(long seasonId) {
        Season season = seasons.findByIdOptional(seasonId).orElseThrow(() -> Refusal.notFound("no season " + seasonId));
        return new Settings(
                seasonId,
                new MatchTerms(Ruleset.parse(season.ruleset), season.moveTimeoutMs, season.dataQuotaBytes),
                season.kFactor,
                season.benchAfter,
                season.duplicate);
    }

    /** The entered bots a round pairs: neither retired, benched, nor without a version that passed validation. */
    private List<Long> playing(long seasonId) {
        List<Long> entered = entries.playing(seasonId);
        Set<Long> benched = benches.benched(entered);
        Set<Long> refused = unplayable.among(entered);
        return entered.stream()
                .filter(id -> !benched.contains(id) && !refused.contains(id))
                .toList();
    }

    /** Refuses with a 409 and the reason what the season's state and contest phase do not allow. */
    private static void refuseIfNot(Season season, SeasonLife.Act act, boolean roundRunning) {
        refusal(season, act, roundRunning).ifPresent(why -> {
            throw Refusal.conflict("season " + season.id + " " + why);
        });
    }

    private static Optional<String> refusal(Season season, SeasonLife.Act act, boolean roundRunning) {
        return SeasonLife.refusal(SeasonLife.of(season), SeasonPhase.of(season, Instant.now()), act, roundRunning);
    }

    private SeasonView view(Season season, Instant now) {
        SeasonCounts counts = kept.counts(season.id);
        SeasonLife life = SeasonLife.of(season);
        SeasonPhase phase = SeasonPhase.of(season, now);
        boolean fires =
                life.fires() && phase.refusal(SeasonLife.Act.SCHEDULED_ROUND).isEmpty();
        Instant next = fires ? SeasonSettings.nextFire(season.schedule, now).orElse(null) : null;
        return new SeasonView(
                season.id,
                season.name,
                season.ruleset,
                season.gamesPerMatchup,
                season.pairing.code(),
                season.budget,
                life.showsSchedule() ? season.schedule : null,
                season.kFactor,
                season.moveTimeoutMs,
                season.dataQuotaBytes == null ? leagueDataQuota : season.dataQuotaBytes,
                season.createdAt,
                (int) counts.entries(),
                (int) counts.rounds(),
                new Progress(
                        (int) counts.queued(),
                        (int) counts.running(),
                        (int) counts.done(),
                        (int) counts.cancelled(),
                        counts.games()),
                season.paused,
                season.closedAt,
                next,
                season.benchAfter,
                season.duplicate,
                season.deadline,
                phase.code(),
                finalView(season));
    }

    private static FinalView finalView(Season season) {
        if (season.finalAt == null && season.finalRoundId == null) {
            return null;
        }
        String state = season.finalKeptAt != null ? "kept" : season.finalRoundId != null ? "playing" : "planned";
        return new FinalView(
                Optional.ofNullable(season.finalGames).orElse(season.gamesPerMatchup),
                Optional.ofNullable(season.finalAt).orElse(FinalStart.ORGANISER).code(),
                state,
                season.finalKeptAt);
    }
}
