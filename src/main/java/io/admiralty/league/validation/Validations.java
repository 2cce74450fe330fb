package io.admiralty.league.validation;

import io.admiralty.bot.BotLimits;
import io.admiralty.game.Ruleset;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Seeds;
import io.admiralty.league.queue.Matchup;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.league.queue.MatchupStatus;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.runtime.MatchTerms;
import io.admiralty.league.season.Season;
import io.admiralty.league.season.SeasonRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.microprofile.graphql.Id;
import org.jboss.logging.Logger;

/**
 * Validations: every uploaded version plays a few games against a cheap built-in before it plays anything else. The
 * validation's matchup is claimed before all other work, and every other matchup of the version waits for its verdict
 * ({@code WorkRepository}'s claim), so a version that passes plays its next matchup as an unvalidated one would; one
 * that forfeits every game is refused, and the bot falls back to its newest version that was not refused (a new bot
 * with none plays nothing: its matchups queued before the verdict are cancelled when claimed, and no round pairs it
 * after, {@link RefusedBots}). A newer upload supersedes a validation still
 * waiting, so a team that uploads in a row queues one at a time.
 */
@ApplicationScoped
public class Validations {

    private final PublicChanges publicChanges;

    private static final Logger LOG = Logger.getLogger(Validations.class);

    /**
     * A version's validation as the API shows it: {@code state} (validating, passed, refused, skipped, superseded),
     * the built-in it played, the ruleset, the verdict's sentence, and its games (their transcripts are for the bot's
     * team).
     */
    public record ValidationView(
            @Id long id,
            int version,
            String state,
            String opponent,
            String ruleset,
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
     * the ruleset of the open season the bot entered last (with its move limit) where its dialect can express it, else
     * classic. Older versions' validations still waiting are superseded, but for the bot's current version's (a gated
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
        Optional<Season> season = seasons.latestOpenOf(bot.id);
        Ruleset ruleset = season.map(s -> Ruleset.parse(s.ruleset))
                .filter(r -> bot.dialect == null || bot.dialect.cannotExpress(r).isEmpty())
                .orElse(Ruleset.classic());
        Validation validation = new Validation();
        validation.botId = bot.id;
        validation.version = version;
        validation.opponentId = opponent.id;
        validation.ruleset = ruleset.spec();
        validation.moveTimeoutMs = season.map(s -> s.moveTimeoutMs).orElse(BotLimits.MOVE_TIMEOUT_MS);
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
        return view(validation, opponent.name, List.of());
    }

    /**
     * How a validation's matchup is played: its ruleset and move limit, the league's data quota, in a scratch data
     * folder (the league's check neither reads nor changes what the bot keeps).
     */
    @Transactional
    public MatchTerms terms(long validationId) {
        Validation validation = validations
                .findByIdOptional(validationId)
                .orElseThrow(() -> new IllegalStateException("no validation " + validationId));
        return new MatchTerms(Ruleset.parse(validation.ruleset), validation.moveTimeoutMs, null, true);
    }

    /** Why the validation's matchup need not be played (superseded), if so. */
    @Transactional
    public Optional<String> unwanted(long validationId) {
        return validations
                .findByIdOptional(validationId)
                .filter(v -> v.state != ValidationState.VALIDATING)
                .map(v -> "the validation is " + v.state.code() + ": " + v.detail);
    }

    /**
     * Ends a validation's matchup and decides: passed, refused (the bot falls back to its newest version not refused),
     * or skipped when the league could not play it (cancelled: the league's fault is never the bot's, so the version
     * plays unvalidated). Wakes the workers, whose matchups of the version were waiting.
     */
    @Transactional
    public void matchupEnded(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        // the bot first, then its validation: the order an upload takes them in (it supersedes waiting validations)
        Bot bot = bots.lock(claim.botA()).orElseThrow();
        Validation validation = validations
                .lock(claim.validationId())
                .orElseThrow(() -> new IllegalStateException("no validation " + claim.validationId()));
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
                : ValidationVerdict.of(games, opponent.name);
        validation.state = verdict.state();
        validation.detail = verdict.detail();
        validation.finishedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        LOG.infof(
                "validation %d: bot %d version %d %s: %s",
                validation.id, bot.id, validation.version, verdict.state().code(), verdict.detail());
        if (verdict.state() == ValidationState.REFUSED) {
            Integer current = fallBack(bot, validation.version);
            refused.fire(new VersionRefused(
                    validation.id, bot.team.id, bot.id, validation.version, verdict.detail(), ids, current));
        } else {
            validated.fire(new VersionValidated(
                    validation.id, bot.team.id, bot.id, validation.version, verdict.detail(), ids));
        }
        queued.fire(new WorkQueue.Queued(0));
    }

    /**
     * The version the bot plays after {@code refusedVersion} was refused: unchanged unless that was its current one,
     * else its newest older version that was not refused; null when it has none.
     */
    private Integer fallBack(Bot bot, int refusedVersion) {
        Set<Integer> refusedVersions = validations.refusedVersions(bot.id);
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

    /** Why version {@code version} of the bot may not play, if it was refused. */
    @Transactional
    public Optional<String> refusal(long bot, int version) {
        return validations
                .ofVersion(bot, version)
                .filter(v -> v.state == ValidationState.REFUSED)
                .map(v -> "bot " + bot + " version " + version + " was refused at validation: " + v.detail);
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
        return found.stream()
                .map(v -> Map.entry(
                        v.botId, view(v, names.get(v.opponentId), withGames ? validations.games(v.id) : List.of())))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }

    private static ValidationView view(Validation v, String opponent, List<ValidationVerdict.Game> games) {
        return new ValidationView(
                v.id,
                v.version,
                v.state.code(),
                opponent,
                v.ruleset,
                v.detail,
                games.stream().map(ValidationVerdict.Game::id).toList(),
                v.createdAt,
                v.finishedAt);
    }
}
