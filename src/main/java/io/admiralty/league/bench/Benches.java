package io.admiralty.league.bench;

import io.admiralty.Refusal;
import io.admiralty.bot.Kind;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.registry.Bot;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.microprofile.graphql.Id;
import org.jboss.logging.Logger;

/**
 * Benching broken bots and putting them back. A season's matchup that ended is judged for both its bots ({@link
 * BenchRule}, over their last matchups of that season); a bot benched plays no more season matchups (those waiting
 * are cancelled with the reason, so no opponent plays, wins or loses a game against it) until its team or the
 * organiser lifts the bench, or a new version becomes current. Version gates' and skill jobs' games are not season
 * matchups: a benched bot still plays them, so a new version can prove itself.
 */
@ApplicationScoped
public class Benches {

    private static final Logger LOG = Logger.getLogger(Benches.class);

    /**
     * A bot on the bench as the API shows it: why, since when, the season whose matchups showed it and the version
     * benched, and the games and matchups that show it (the games at most {@link BenchRule#GAMES_SHOWN}).
     */
    public record BenchView(
            String reason, Instant since, @Id long season, int version, List<Long> games, List<Long> matchups) {}

    private final BenchRepository benches;
    private final BotRepository bots;
    private final MatchupQueue queue;
    private final Event<BotBenched> benched;

    public Benches(BenchRepository benches, BotRepository bots, MatchupQueue queue, Event<BotBenched> benched) {
        this.benches = benches;
        this.bots = bots;
        this.queue = queue;
        this.benched = benched;
    }

    /**
     * Judges the bots of a season's matchup that just ended, by their last {@code n} matchups of the season, and
     * benches those it shows broken: their waiting season matchups are cancelled. Returns the rounds that lost
     * matchups so, which the caller checks for their end.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Set<MatchupQueue.RoundRef> judge(long season, int n, List<Long> players) {
        Set<MatchupQueue.RoundRef> rounds = new LinkedHashSet<>();
        if (n <= 0) {
            return rounds;
        }
        Set<Long> already = benches.holding(players).stream().map(b -> b.botId).collect(Collectors.toSet());
        for (long id : players) {
            Bot bot = bots.findById(id);
            if (already.contains(id) || bot == null || bot.kind == Kind.BUILTIN || bot.retired()) {
                continue;
            }
            Optional<BenchRule.Verdict> verdict = BenchRule.judge(
                    n, benches.lastLifted(id).orElse(null), benches.lastMatchups(season, id, bot.version, n));
            if (verdict.isPresent()) {
                rounds.addAll(bench(bot, season, verdict.get()));
            }
        }
        return rounds;
    }

    private Set<MatchupQueue.RoundRef> bench(Bot bot, long season, BenchRule.Verdict verdict) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        // a spell of an older version ended when the new one became current (a gate that passed)
        benches.open(List.of(bot.id)).forEach(stale -> lift(stale, Lifter.VERSION, now));
        benches.flush();
        Bench spell = new Bench();
        spell.botId = bot.id;
        spell.version = bot.version;
        spell.seasonId = season;
        spell.reason = verdict.reason();
        spell.games = verdict.games().toArray(Long[]::new);
        spell.matchups = verdict.matchups().toArray(Long[]::new);
        spell.benchedAt = now;
        benches.persistAndFlush(spell);
        Set<MatchupQueue.RoundRef> rounds = queue.cancelQueuedOf(bot.id, benchedDetail(bot.id, verdict.reason()));
        LOG.infof("bot %d version %d is benched: %s", bot.id, bot.version, verdict.reason());
        benched.fire(new BotBenched(bot.team.id, bot.id, verdict.reason(), verdict.games()));
        return rounds;
    }

    /** Why a matchup of a benched bot was cancelled, as the matchup says it. */
    private static String benchedDetail(long bot, String reason) {
        return "bot " + bot + " is benched: it " + reason;
    }

    /** Why the first of {@code players} that is benched cannot play a season matchup, if any is. */
    @Transactional
    public Optional<String> refusal(List<Long> players) {
        return benches.holding(players).stream()
                .min(Comparator.comparingLong(b -> b.botId))
                .map(b -> benchedDetail(b.botId, b.reason));
    }

    /** Which of the bots are benched now. */
    @Transactional
    public Set<Long> benched(Collection<Long> ids) {
        if (ids.isEmpty()) {
            return Set.of();
        }
        return benches.holding(ids).stream().map(b -> b.botId).collect(Collectors.toSet());
    }

    /** The bench that holds each of the bots that are benched. */
    @Transactional
    public Map<Long, BenchView> views(Collection<Long> ids) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        return benches.holding(ids).stream()
                .collect(Collectors.toMap(b -> b.botId, Benches::view, (x, y) -> x, HashMap::new));
    }

    /** Puts the bot back: its team or the organiser. A 409 if it is not benched. */
    @Transactional
    public void lift(SecurityIdentity caller, long botId) {
        Bot bot = bots.lock(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        Roles.requireTeamOrOrganiser(caller, bot.team.id);
        Bench spell = benches.holding(List.of(botId)).stream()
                .findFirst()
                .orElseThrow(() -> Refusal.conflict("bot " + botId + " is not benched"));
        boolean own = Roles.teams(caller).contains(bot.team.id);
        lift(spell, own ? Lifter.TEAM : Lifter.ORGANISER, Instant.now().truncatedTo(ChronoUnit.MICROS));
        LOG.infof("bot %d was put back by %s", botId, spell.liftedBy.code());
    }

    /** A new version of the bot is current: its spell on the bench, if any, ends. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void newVersion(long botId) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        benches.open(List.of(botId)).forEach(spell -> lift(spell, Lifter.VERSION, now));
    }

    private static void lift(Bench spell, Lifter by, Instant at) {
        spell.liftedAt = at;
        spell.liftedBy = by;
    }

    private static BenchView view(Bench b) {
        return new BenchView(
                b.reason, b.benchedAt, b.seasonId, b.version, Arrays.asList(b.games), Arrays.asList(b.matchups));
    }
}
