package io.admiralty.league.challenge;

import io.admiralty.Refusal;
import io.admiralty.bot.BotLimits;
import io.admiralty.bot.Kind;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
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
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.TeamRepository;
import io.admiralty.league.validation.Validations;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Matches on request. A team challenges one of its bots against another bot (its own, a built-in, or another team's
 * that takes challenges) to an unrated matchup of a few games, queued on the work queue after the seasons' matchups
 * and before gates. Its games are stored and shown like any other game (transcripts for each bot's own team) and change
 * no rating; its record is the challenge's own score. Limits per team ({@link ChallengeLimits}): games asked for in
 * the last hour, and challenges waiting or playing at once.
 */
@ApplicationScoped
public class Challenges implements MatchupOwner {

    private static final Logger LOG = Logger.getLogger(Challenges.class);
    static final int DEFAULT_GAMES = 10;

    /** What a team asks: its bot, the opponent, how many games (default 10) and the ruleset (default classic). */
    public record Request(@NotNull Long bot, @NotNull Long opponent, Integer games, Ruleset ruleset) {}

    /** A bot in a challenge: its version once the challenge started (null before), and its team. */
    public record ChallengeBot(long id, String name, Integer version, long team, String teamName) {}

    /**
     * A challenge as the API shows it: {@code state} queued, running, done or cancelled ({@code detail} then says why);
     * the score is {@code bot}'s over the games played so far; {@code rated} is always false (a challenge changes no
     * rating); {@code games} the games asked for, {@code gameIds} those stored so far in order (one challenge's view;
     * null in lists).
     */
    public record ChallengeView(
            long id,
            ChallengeBot bot,
            ChallengeBot opponent,
            int games,
            String ruleset,
            String state,
            String detail,
            boolean rated,
            int played,
            int wins,
            int losses,
            int draws,
            List<Long> gameIds,
            Instant createdAt,
            Instant startedAt,
            Instant finishedAt) {}

    private final ChallengeRepository challenges;
    private final BotRepository bots;
    private final TeamRepository teams;
    private final MatchupRepository matchups;
    private final MatchupQueue queue;
    private final Validations validations;
    private final Seeds seeds;
    private final ChallengeConfig config;
    private final Event<WorkQueue.Queued> queued;
    private final Event<ChallengeFinished> finished;

    public Challenges(
            ChallengeRepository challenges,
            BotRepository bots,
            TeamRepository teams,
            MatchupRepository matchups,
            MatchupQueue queue,
            Validations validations,
            Seeds seeds,
            ChallengeConfig config,
            Event<WorkQueue.Queued> queued,
            Event<ChallengeFinished> finished) {
        this.challenges = challenges;
        this.bots = bots;
        this.teams = teams;
        this.matchups = matchups;
        this.queue = queue;
        this.validations = validations;
        this.seeds = seeds;
        this.config = config;
        this.queued = queued;
        this.finished = finished;
    }

    /**
     * Makes a challenge for the bot's team (the caller's, or the organiser acting for it) and queues its matchup, on the
     * ruleset it names, classic when it names none, under the league's move limit. (Until issue 49 a challenge without
     * a ruleset took that of the open season the bot entered last, and its move limit, which nobody could see when
     * asking; a challenge now always says what it plays.) Both bots must be able to play it, and neither may have its
     * version refused at validation on it.
     */
    @Transactional
    public ChallengeView create(SecurityIdentity caller, Request request) {
        if (request == null) {
            throw Refusal.invalid("the challenge is missing: send {\"bot\", \"opponent\", \"games\", \"ruleset\"}");
        }
        Bot bot = bots.findByIdOptional(request.bot()).orElseThrow(() -> Refusal.notFound("no bot " + request.bot()));
        Roles.requireTeamOrOrganiser(caller, bot.team.id);
        if (bot.kind == Kind.BUILTIN) {
            throw Refusal.forbidden("the built-in bots challenge nobody; challenge them with your own bot");
        }
        Bot opponent = bots.findByIdOptional(request.opponent())
                .orElseThrow(() -> Refusal.notFound("no bot " + request.opponent()));
        for (Bot side : List.of(bot, opponent)) {
            if (side.retired()) {
                throw Refusal.conflict("bot " + side.id + " is retired: it plays no more matchups");
            }
        }
        if (!opponent.team.id.equals(bot.team.id) && !opponent.challengeable) {
            throw Refusal.forbidden("bot " + opponent.id + " does not take challenges from other teams: its team has"
                    + " not turned on its setting \"challengeable\"");
        }
        int games = Optional.ofNullable(request.games()).orElse(DEFAULT_GAMES);
        int most = Math.min(config.maxGames(), config.gamesPerHour());
        if (games < 1 || games > most) {
            throw Refusal.invalid("games must be 1.." + most + ", was " + games);
        }
        Ruleset ruleset = Optional.ofNullable(request.ruleset()).orElse(Ruleset.classic());
        for (Bot side : List.of(bot, opponent)) {
            Optional<String> unfit = side.dialect == null ? Optional.empty() : side.dialect.cannotExpress(ruleset);
            if (unfit.isPresent()) {
                throw Refusal.invalid("bot " + side.id + " cannot play ruleset " + ruleset.spec() + ": " + unfit.get());
            }
            Optional<String> refused = validations.refusal(side.id, side.version, ruleset);
            if (refused.isPresent()) {
                throw Refusal.conflict(refused.get() + "; it plays again once a new version passes");
            }
        }
        teams.lock(bot.team.id);
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        ChallengeLimits.check(
                        new ChallengeLimits.Limits(config.gamesPerHour(), config.waiting(), config.waitingRetry()),
                        challenges.madeSince(bot.team.id, now.minus(ChallengeLimits.WINDOW)),
                        challenges.open(bot.team.id),
                        games,
                        now)
                .ifPresent(exceeded -> {
                    throw new LimitReached(exceeded);
                });
        Challenge challenge = new Challenge();
        challenge.teamId = bot.team.id;
        challenge.botId = bot.id;
        challenge.opponentId = opponent.id;
        challenge.games = games;
        challenge.ruleset = ruleset.spec();
        challenge.moveTimeoutMs = BotLimits.MOVE_TIMEOUT_MS;
        challenge.createdAt = now;
        challenges.persistAndFlush(challenge);
        Matchup matchup = new Matchup();
        matchup.challengeId = challenge.id;
        matchup.botA = bot.id;
        matchup.botB = opponent.id;
        matchup.games = games;
        matchup.seed = seeds.next();
        matchups.queue(List.of(matchup));
        queued.fire(new WorkQueue.Queued(1));
        LOG.infof(
                "challenge %d: bot %d against bot %d, %d games of %s",
                challenge.id, bot.id, opponent.id, games, challenge.ruleset);
        return get(challenge.id);
    }

    /** One challenge with its games so far. */
    @Transactional
    public ChallengeView get(long id) {
        return challenges.row(id).map(row -> view(row, true)).orElseThrow(() -> Refusal.notFound("no challenge " + id));
    }

    /** The challenges the bot made or was challenged to, newest first (at most {@code first}). */
    @Transactional
    public List<ChallengeView> ofBot(long bot, int first) {
        return views(challenges.ofBot(bot, first));
    }

    /** The challenges the team made or its bots were challenged to, newest first (at most {@code first}). */
    @Transactional
    public List<ChallengeView> ofTeam(long team, int first) {
        return views(challenges.ofTeam(team, first));
    }

    @Override
    public WorkKind kind() {
        return WorkKind.CHALLENGE;
    }

    /**
     * How a challenge's matchup is played: its ruleset and move limit, and the league's data quota; the challenger in
     * seat A of every game, no rating.
     */
    @Override
    @Transactional
    public Plan plan(MatchupQueue.Claim claim) {
        Challenge challenge = challenges
                .findByIdOptional(claim.ownerId())
                .orElseThrow(() -> new IllegalStateException("no challenge " + claim.ownerId()));
        return Plan.unrated(new MatchTerms(Ruleset.parse(challenge.ruleset), challenge.moveTimeoutMs, null), false);
    }

    /** A challenge made is played (a bot's retirement or refusal on its ruleset the player checks for every kind). */
    @Override
    public Optional<String> unwanted(MatchupQueue.Claim claim) {
        return Optional.empty();
    }

    /** Ends a challenge's matchup, done or cancelled, and tells whoever listens ({@link ChallengeFinished}). */
    @Transactional
    @Override
    public void ended(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        queue.end(claim, status, detail);
        ChallengeRepository.Row row = challenges.row(claim.ownerId()).orElseThrow();
        ChallengeView view = view(row, false);
        finished.fire(new ChallengeFinished(
                view.id(),
                row.team(),
                row.bot(),
                row.opponent(),
                row.opponentTeam(),
                status.code(),
                detail,
                view.played(),
                view.wins(),
                view.losses(),
                view.draws()));
    }

    /** The rows as shown in a table, their games read in one query for them all. */
    private List<ChallengeView> views(List<ChallengeRepository.Row> rows) {
        Map<Long, ChallengeRepository.Games> games = challenges.games(
                rows.stream().map(ChallengeRepository.Row::matchup).toList());
        return rows.stream()
                .map(row -> view(row, games.getOrDefault(row.matchup(), ChallengeRepository.Games.NONE), false))
                .toList();
    }

    private ChallengeView view(ChallengeRepository.Row row, boolean withGames) {
        return view(row, challenges.games(row.matchup()), withGames);
    }

    private static ChallengeView view(ChallengeRepository.Row row, ChallengeRepository.Games games, boolean withGames) {
        // the challenger's bot sits in seat A of every game: a challenge's seats never swap
        int wins = (int) games.winners().stream().filter(w -> w == Side.A).count();
        int losses = (int) games.winners().stream().filter(w -> w == Side.B).count();
        int draws = (int) games.winners().stream().filter(Objects::isNull).count();
        return new ChallengeView(
                row.id(),
                new ChallengeBot(row.bot(), row.botName(), row.botVersion(), row.team(), row.teamName()),
                new ChallengeBot(
                        row.opponent(),
                        row.opponentName(),
                        row.opponentVersion(),
                        row.opponentTeam(),
                        row.opponentTeamName()),
                row.games(),
                row.ruleset(),
                row.status().code(),
                row.detail(),
                false,
                games.ids().size(),
                wins,
                losses,
                draws,
                withGames ? games.ids() : null,
                row.createdAt(),
                row.startedAt(),
                row.finishedAt());
    }
}
