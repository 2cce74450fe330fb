package io.admiralty.league.season;

import io.admiralty.Refusal;
import io.admiralty.bot.BotLimits;
import io.admiralty.game.Coded;
import io.admiralty.game.Ruleset;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.Name;
import io.admiralty.league.Names;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Unique;
import io.admiralty.league.runtime.MatchTerms;
import io.admiralty.league.team.Roles;
import io.admiralty.rating.Elo;
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
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Seasons themselves: opening them, the organiser's changes to their settings, and reading them as the API shows them
 * and as a worker plays their matchups. Their bots are {@link SeasonEntries}', their rounds {@link Rounds}'.
 */
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
     * plans the final (the component {@code finalPlan}, as Java reserves the word; the API names it, api.WireNames).
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
            @Valid FinalSettings finalPlan) {}

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
            Change<@Valid FinalSettings> finalPlan) {

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
     * planned or started. The wire shows its pairing and phase as words (REST and GraphQL alike); Java readers such as
     * the pages ask for them as the league's types ({@link #pairingMode}, {@link #seasonPhase}, {@link #finalKept}),
     * read from those words rather than kept beside them.
     */
    public record SeasonView(
            long id,
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
            FinalView finalPlan) {

        public PairingMode pairingMode() {
            return Coded.find(PairingMode.class, pairing).orElseThrow();
        }

        public SeasonPhase seasonPhase() {
            return Coded.find(SeasonPhase.class, phase).orElseThrow();
        }

        /** Whether its final has been played and its table kept: the season's result. */
        public boolean finalKept() {
            return finalPlan != null && finalPlan.finalState() == FinalState.KEPT;
        }
    }

    /**
     * A season's final as the API shows it: {@code gamesPerMatchup}, when it starts ({@code at}: "deadline" or
     * "organiser"), and {@code state}: "planned", "playing", or "kept" (its table is the season's result, at
     * {@code /api/seasons/{id}/final}); the words of {@link FinalStart} and {@link FinalState}, which
     * {@link #finalStart} and {@link #finalState} read them back as.
     */
    public record FinalView(int gamesPerMatchup, String at, String state, Instant keptAt) {

        public FinalStart finalStart() {
            return Coded.find(FinalStart.class, at).orElseThrow();
        }

        public FinalState finalState() {
            return Coded.find(FinalState.class, state).orElseThrow();
        }
    }

    /**
     * A season's settings as a worker needs them: the terms its matchups are played under, its Elo K, and whether its
     * matchups play duplicate deals.
     */
    public record Settings(long id, MatchTerms terms, double kFactor, int benchAfter, boolean duplicate) {}

    /** Fired after a season is created or its schedule, pause or closing changed, so its cron job follows. */
    public record ScheduleChanged(long id) {}

    private final SeasonRepository seasons;
    private final KeptSeasons kept;
    private final Event<ScheduleChanged> scheduleChanged;
    private final PublicChanges publicChanges;
    private final Duration minRoundInterval;
    private final long leagueDataQuota;
    private final Clock clock;

    public Seasons(
            SeasonRepository seasons,
            KeptSeasons kept,
            Event<ScheduleChanged> scheduleChanged,
            PublicChanges publicChanges,
            LeagueConfig config,
            Clock clock) {
        this.seasons = seasons;
        this.kept = kept;
        this.scheduleChanged = scheduleChanged;
        this.publicChanges = publicChanges;
        this.minRoundInterval = config.league().minRoundInterval();
        this.leagueDataQuota = config.sandbox().dataQuotaBytes();
        this.clock = clock;
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
        return view(season, clock.instant());
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
        Instant now = clock.instant();
        SeasonLife.refuseIfNot(season, now, SeasonLife.Act.CHANGE, false);
        if (patch.deadline().named()) {
            SeasonLife.refuseIfNot(season, now, SeasonLife.Act.CHANGE_DEADLINE, false);
            season.deadline = truncated(patch.deadline().or(null));
        }
        if (patch.finalPlan().named()) {
            SeasonLife.refuseIfNot(season, now, SeasonLife.Act.CHANGE_FINAL, false);
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
        return view(season, clock.instant());
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

    /** What a schedule would do from now on, in words and fires, or why the league would refuse it. */
    public SchedulePreview schedulePreview(String cron) {
        return SchedulePreview.of(cron, Instant.now(), minRoundInterval);
    }

    /** The schedules that should be running: seasons with a cron that are neither paused nor closed. */
    @Transactional
    public Map<Long, String> activeSchedules() {
        return seasons.scheduled(clock.instant()).stream()
                .collect(Collectors.toMap(season -> season.id, season -> season.schedule));
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
                .call(() -> seasons.findByIdOptional(seasonId).map(season -> view(season, clock.instant()))));
    }

    @Transactional
    public List<SeasonView> list() {
        Instant now = clock.instant();
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
        return new FinalView(
                Optional.ofNullable(season.finalGames).orElse(season.gamesPerMatchup),
                Optional.ofNullable(season.finalAt).orElse(FinalStart.ORGANISER).code(),
                FinalState.of(season).code(),
                season.finalKeptAt);
    }
}
