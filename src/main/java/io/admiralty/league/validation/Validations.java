package io.admiralty.league.validation;

import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Kind;
import io.admiralty.game.Ruleset;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Seeds;
import io.admiralty.league.queue.Matchup;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.league.queue.MatchupStatus;
import io.admiralty.league.queue.WorkKind;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.runtime.MatchTerms;
import io.admiralty.league.season.BotEntered;
import io.admiralty.league.season.Season;
import io.admiralty.league.season.SeasonRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * Validations: every uploaded version plays a few games against a cheap built-in on each ruleset it is to play (those
 * of the open seasons it is entered in, classic when none) before it plays anything else, and again on a season's
 * ruleset when it enters a season of a ruleset it was not checked on. The validations' matchups are claimed before
 * all other work, and every other matchup of the version waits for their verdicts ({@code WorkRepository}'s claim), so
 * a version that passes plays its next matchup as an unvalidated one would. One that forfeits every game on a ruleset
 * is refused there: it plays no season, challenge or gate on that ruleset ({@link RefusedBots}), and the others as
 * usual, since a board-size bug says nothing of the boards it was written for. Refused on every ruleset it was checked
 * on, the bot falls back to its newest version that was not refused (a new bot with none plays nothing: its matchups
 * queued before the verdict are cancelled when claimed, and no round pairs it after). A newer upload supersedes a
 * validation still waiting, so a team that uploads in a row queues one at a time.
 */
@ApplicationScoped
public class Validations implements MatchupOwner {

    private final PublicChanges publicChanges;

    private static final Logger LOG = Logger.getLogger(Validations.class);

    /**
     * A version's validation as the API shows it, over every ruleset it was checked on: {@code state} (validating,
     * passed, refused, partly-refused, skipped, superseded: {@link ValidationVerdict#combined}), the built-in it
     * played, the rulesets (their specs, comma-separated), the verdicts' sentence (each naming its ruleset), and its
     * games (their transcripts are for the bot's team); {@code rulesets} each ruleset's own check.
     */
    public record ValidationView(
            long id,
            int version,
            String state,
            String opponent,
            String ruleset,
            String detail,
            List<Long> games,
            Instant createdAt,
            Instant finishedAt,
            List<RulesetCheck> rulesets) {}

    /**
     * A version's check on one ruleset: its {@code state} (validating, passed, refused, skipped, superseded), the move
     * limit it played under, the verdict's sentence and its games.
     */
    public record RulesetCheck(
            long id,
            String ruleset,
            int moveTimeoutMs,
            String state,
            String detail,
            List<Long> games,
            Instant createdAt,
            Instant finishedAt) {}

    private final ValidationRepository validations;
    private final BotRepository bots;
    private final SeasonRepository seasons;
    private final MatchupRepository matchups;
    private final MatchupQueue queue;
    private final Seeds seeds;
    private final ValidationConfig config;
    private final Event<WorkQueue.Queued> queued;
    private final Event<VersionValidated> validated;
    private final Event<VersionRefused> refused;

    public Validations(
            ValidationRepository validations,
            BotRepository bots,
            SeasonRepository seasons,
            MatchupRepository matchups,
            MatchupQueue queue,
            Seeds seeds,
            ValidationConfig config,
            Event<WorkQueue.Queued> queued,
            Event<VersionValidated> validated,
            Event<VersionRefused> refused,
            PublicChanges publicChanges) {
        this.publicChanges = publicChanges;
        this.validations = validations;
        this.bots = bots;
        this.seasons = seasons;
        this.matchups = matchups;
        this.queue = queue;
        this.seeds = seeds;
        this.config = config;
        this.queued = queued;
        this.validated = validated;
        this.refused = refused;
        if (config.games() < 1 || config.games() > 20) {
            throw new IllegalArgumentException("admiralty.validation.games must be 1..20, was " + config.games());
        }
    }

    /**
     * Queues the validation of version {@code version} of the bot, stored a moment ago in the caller's transaction: on
     * each ruleset of the open seasons where it is entered and would play this version (not withdrawn, not frozen at
     * an older one) that its dialect can express, with the most generous move limit among those seasons of that
     * ruleset (validation catches broken bots; a slow one is the season's bench's to judge); on classic when there is
     * none. Older versions' validations still waiting are superseded, but for the bot's current version's (a gated
     * candidate's baseline): call it once the bot's current version is set.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public ValidationView start(Bot bot, int version) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        for (Validation older : validations.openBefore(bot.id, version)) {
            if (older.version == bot.version) {
                continue; // a gated candidate's baseline still needs its own verdict
            }
            older.state = ValidationState.SUPERSEDED;
            older.detail = "version " + version + " was uploaded before this one was validated";
            older.finishedAt = now;
        }
        Bot opponent = bots.builtin(config.opponent())
                .orElseThrow(() -> new IllegalStateException("the built-in " + config.opponent() + " is missing"));
        Map<String, Integer> rulesets = new LinkedHashMap<>();
        for (Season season : seasons.openPlayingOf(bot.id)) {
            Ruleset ruleset = Ruleset.parse(season.ruleset);
            if (bot.dialect == null || bot.dialect.cannotExpress(ruleset).isEmpty()) {
                rulesets.merge(ruleset.spec(), season.moveTimeoutMs, Math::max);
            }
        }
        if (rulesets.isEmpty()) {
            rulesets.put(Ruleset.classic().spec(), BotLimits.MOVE_TIMEOUT_MS);
        }
        List<Validation> queuedNow = new ArrayList<>();
        rulesets.forEach((ruleset, moveTimeout) -> queuedNow.add(queue(bot, version, opponent, ruleset, moveTimeout)));
        return view(queuedNow, opponent.name, Map.of());
    }

    /**
     * A bot entered a season (in the caller's transaction): unless its version was checked on the season's ruleset
     * already, it is validated there now, so that a version written for one board is not let into a season on another
     * unchecked. The built-ins are not validated.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    void entered(@Observes BotEntered entry) {
        // the bot first, as an upload and a verdict lock it: two entries at once check one ruleset once
        Bot bot = bots.lock(entry.bot()).orElseThrow();
        if (bot.kind == Kind.BUILTIN
                || validations.ofVersion(bot.id, entry.version()).stream()
                        .anyMatch(v -> v.ruleset.equals(entry.ruleset()))) {
            return;
        }
        Bot opponent = bots.builtin(config.opponent())
                .orElseThrow(() -> new IllegalStateException("the built-in " + config.opponent() + " is missing"));
        queue(bot, entry.version(), opponent, entry.ruleset(), entry.moveTimeoutMs());
        LOG.infof(
                "bot %d version %d entered season %d: validated on its ruleset %s",
                bot.id, entry.version(), entry.season(), entry.ruleset());
    }

    /** Stores one ruleset's validation of the version and queues its matchup. */
    private Validation queue(Bot bot, int version, Bot opponent, String ruleset, int moveTimeoutMs) {
        Validation validation = new Validation();
        validation.botId = bot.id;
        validation.version = version;
        validation.opponentId = opponent.id;
        validation.ruleset = ruleset;
        validation.moveTimeoutMs = moveTimeoutMs;
        validations.persistAndFlush(validation);
        Matchup matchup = new Matchup();
        matchup.validationId = validation.id;
        matchup.botA = bot.id;
        matchup.versionA = version;
        matchup.botB = opponent.id;
        matchup.versionB = opponent.version;
        matchup.games = config.games();
        matchup.seed = seeds.next();
        matchups.queue(List.of(matchup));
        queued.fire(new WorkQueue.Queued(1));
        return validation;
    }

    /**
     * How a validation's matchup is played: its ruleset and move limit, the league's data quota, in a scratch data
     * folder (the league's check neither reads nor changes what the bot keeps).
     */
    @Override
    @Transactional
    public Plan plan(MatchupQueue.Claim claim) {
        Validation validation = validations
                .findByIdOptional(claim.ownerId())
                .orElseThrow(() -> new IllegalStateException("no validation " + claim.ownerId()));
        return Plan.unrated(
                new MatchTerms(Ruleset.parse(validation.ruleset), validation.moveTimeoutMs, null, true), false);
    }

    @Override
    public WorkKind kind() {
        return WorkKind.VALIDATION;
    }

    /** Why the validation's matchup need not be played (superseded), if so. */
    @Override
    @Transactional
    public Optional<String> unwanted(MatchupQueue.Claim claim) {
        return validations
                .findByIdOptional(claim.ownerId())
                .filter(v -> v.state != ValidationState.VALIDATING)
                .map(v -> "the validation is " + v.state.code() + ": " + v.detail);
    }

    /**
     * Ends a validation's matchup and decides its ruleset's check: passed, refused (once the version is refused on
     * every ruleset it was checked on, the bot falls back to its newest version not refused), or skipped when the
     * league could not play it (cancelled: the league's fault is never the bot's, so the version plays unvalidated).
     * Wakes the workers, whose matchups of the version were waiting.
     */
    @Transactional
    @Override
    public void ended(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        // the bot first, then its validation: the order an upload takes them in (it supersedes waiting validations)
        Bot bot = bots.lock(claim.botA()).orElseThrow();
        Validation validation = validations
                .lock(claim.ownerId())
                .orElseThrow(() -> new IllegalStateException("no validation " + claim.ownerId()));
        queue.end(claim, status, detail);
        if (validation.state != ValidationState.VALIDATING) {
            return;
        }
        Bot opponent = bots.findById(validation.opponentId);
        List<ValidationVerdict.Game> games = validations.games(validation.id);
        List<Long> ids = games.stream().map(ValidationVerdict.Game::id).toList();
        ValidationVerdict.Verdict verdict = status == MatchupStatus.CANCELLED
                ? new ValidationVerdict.Verdict(
                        ValidationState.SKIPPED,
                        "the validation was not played (" + detail + "); the version plays unvalidated")
                : ValidationVerdict.of(games, opponent.name, validation.ruleset);
        validation.state = verdict.state();
        validation.detail = verdict.detail();
        validation.finishedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        LOG.infof(
                "validation %d: bot %d version %d %s: %s",
                validation.id, bot.id, validation.version, verdict.state().code(), verdict.detail());
        if (verdict.state() == ValidationState.REFUSED) {
            boolean everywhere = validations.ofVersion(bot.id, validation.version).stream()
                    .allMatch(v -> v.state == ValidationState.REFUSED);
            Integer current = everywhere ? fallBack(bot, validation.version) : Integer.valueOf(bot.version);
            publicChanges.everySeason(); // the seasons on its ruleset show it left out
            refused.fire(new VersionRefused(
                    validation.id, bot.team.id, bot.id, validation.version, verdict.detail(), ids, current));
        } else {
            validated.fire(new VersionValidated(
                    validation.id, bot.team.id, bot.id, validation.version, verdict.detail(), ids));
        }
        queued.fire(new WorkQueue.Queued(0));
    }

    /**
     * The version the bot plays after {@code refusedVersion} was refused on every ruleset it was checked on: unchanged
     * unless that was its current one, else its newest older version that was not refused anywhere; null when it has
     * none.
     */
    private Integer fallBack(Bot bot, int refusedVersion) {
        Set<Integer> refusedVersions = validations.refusedEverywhere(bot.id);
        if (bot.version != refusedVersion) {
            return refusedVersions.contains(bot.version) ? null : bot.version;
        }
        for (int v = refusedVersion - 1; v >= 1; v--) {
            if (!refusedVersions.contains(v)) {
                bot.version = v;
                publicChanges.everySeason(); // leaderboards show the current version's skill
                return v;
            }
        }
        return null;
    }

    /** Why version {@code version} of the bot may not play on the ruleset, if it was refused there. */
    @Transactional
    public Optional<String> refusal(long bot, int version, Ruleset ruleset) {
        String spec = ruleset.spec();
        return validations.ofVersion(bot, version).stream()
                .filter(v -> v.state == ValidationState.REFUSED && v.ruleset.equals(spec))
                .findFirst()
                .map(v -> refusalSentence(bot, v));
    }

    /** How a refusal is said wherever the version does not play for it. */
    static String refusalSentence(long bot, Validation refused) {
        return "bot " + bot + " version " + refused.version + " was refused at validation on " + refused.ruleset + ": "
                + refused.detail;
    }

    /**
     * Each bot's newest validation, by bot (bots without any are absent); with {@code withGames} their games' ids (one
     * query a bot), else none.
     */
    @Transactional(Transactional.TxType.SUPPORTS)
    public Map<Long, ValidationView> latest(Collection<Long> botIds, boolean withGames) {
        if (botIds.isEmpty()) {
            return Map.of();
        }
        List<Validation> found = validations.latestOf(botIds);
        Map<Long, String> names = bots
                .byIds(found.stream().map(v -> v.opponentId).collect(Collectors.toSet()))
                .stream()
                .collect(Collectors.toMap(b -> b.id, b -> b.name));
        Map<Long, List<Long>> games = withGames
                ? found.stream().collect(Collectors.toMap(v -> v.id, v -> validations.games(v.id).stream()
                        .map(ValidationVerdict.Game::id)
                        .toList()))
                : Map.of();
        return found.stream().collect(Collectors.groupingBy(v -> v.botId)).entrySet().stream()
                .collect(Collectors.toMap(
                        Map.Entry::getKey,
                        e -> view(e.getValue(), names.get(e.getValue().get(0).opponentId), games)));
    }

    /** A version's checks (one per ruleset, oldest first) as one view; {@code games} by check, when listed. */
    private static ValidationView view(List<Validation> checks, String opponent, Map<Long, List<Long>> games) {
        List<Validation> ordered =
                checks.stream().sorted(Comparator.comparingLong(v -> v.id)).toList();
        List<RulesetCheck> each = ordered.stream()
                .map(v -> new RulesetCheck(
                        v.id,
                        v.ruleset,
                        v.moveTimeoutMs,
                        v.state.code(),
                        v.detail,
                        games.getOrDefault(v.id, List.of()),
                        v.createdAt,
                        v.finishedAt))
                .toList();
        Validation first = ordered.get(0);
        boolean finished = ordered.stream().allMatch(v -> v.finishedAt != null);
        return new ValidationView(
                first.id,
                first.version,
                ValidationVerdict.combined(ordered.stream().map(v -> v.state).toList()),
                opponent,
                ordered.stream().map(v -> v.ruleset).collect(Collectors.joining(", ")),
                ordered.size() == 1
                        ? first.detail
                        : ordered.stream()
                                .filter(v -> v.detail != null)
                                .map(v -> v.ruleset + ": " + v.detail)
                                .collect(Collectors.joining("; ")),
                each.stream().flatMap(c -> c.games().stream()).toList(),
                ordered.stream().map(v -> v.createdAt).min(Instant::compareTo).orElseThrow(),
                finished
                        ? ordered.stream()
                                .map(v -> v.finishedAt)
                                .max(Instant::compareTo)
                                .orElseThrow()
                        : null,
                each);
    }
}
