package io.admiralty.league.bench;

import io.admiralty.Refusal;
import io.admiralty.bot.Kind;
import io.admiralty.league.PublicChanges;
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
import org.jboss.logging.Logger;

/**
 * Benching broken bots and putting them back. A season's matchup that ended is judged for both its bots ({@link
 * BenchRule}, over their last matchups of that season); a bot benched plays no more matchups of that season (those
 * waiting are cancelled with the reason, so no opponent plays, wins or loses a game against it) until its team or the
 * organiser lifts the bench, or a new version plays there. A bench holds in its own season only: a bot that breaks on
 * one ruleset (a board its code never expected) or under one move limit may play well in another season, and a
 * season's rounds and final pair it as if the other season's bench were not there. Version gates', challenges' and
 * skill jobs' games are not season matchups: a benched bot still plays them, so a new version can prove itself.
 */
@ApplicationScoped
public class Benches {

    private static final Logger LOG = Logger.getLogger(Benches.class);

    /**
     * A bot on the bench of one season as the API shows it: why, since when, the season (the only one where it does
     * not play) with its name, the version benched, and the games and matchups that show it (the games at most {@link
     * BenchRule#GAMES_SHOWN}).
     */
    public record BenchView(
            String reason,
            Instant since,
            long season,
            String seasonName,
            int version,
            List<Long> games,
            List<Long> matchups) {

        /** Why the bot does not play in the season, in the league's words. */
        public String sentence() {
            return "benched in " + seasonName + " since " + since.truncatedTo(ChronoUnit.SECONDS) + ": it " + reason;
        }
    }

    private final BenchRepository benches;
    private final BotRepository bots;
    private final MatchupQueue queue;
    private final Event<BotBenched> benched;
    private final PublicChanges changes;

    public Benches(
            BenchRepository benches,
            BotRepository bots,
            MatchupQueue queue,
            Event<BotBenched> benched,
            PublicChanges changes) {
        this.changes = changes;
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
        Set<Long> already =
                benches.holding(season, players).stream().map(b -> b.botId).collect(Collectors.toSet());
        for (long id : players) {
            Bot bot = bots.findById(id);
            if (already.contains(id) || bot == null || bot.kind == Kind.BUILTIN || bot.retired()) {
                continue;
            }
            int version = benches.playedVersion(season, id);
            Optional<BenchRule.Verdict> verdict = BenchRule.judge(
                    n, benches.lastLifted(id, season).orElse(null), benches.lastMatchups(season, id, version, n));
            if (verdict.isPresent()) {
                rounds.addAll(bench(bot, version, season, verdict.get()));
            }
        }
        return rounds;
    }

    private Set<MatchupQueue.RoundRef> bench(Bot bot, int version, long season, BenchRule.Verdict verdict) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        // a spell of an older version in this season ended when the new one became current (a gate that passed)
        benches.openInSeason(bot.id, season).ifPresent(stale -> lift(stale, Lifter.VERSION, now));
        benches.flush();
        Bench spell = new Bench();
        spell.botId = bot.id;
        spell.version = version;
        spell.seasonId = season;
        spell.reason = verdict.reason();
        spell.games = verdict.games().toArray(Long[]::new);
        spell.matchups = verdict.matchups().toArray(Long[]::new);
        spell.benchedAt = now;
        benches.persistAndFlush(spell);
        Set<MatchupQueue.RoundRef> rounds =
                queue.cancelQueuedOf(bot.id, season, benchedDetail(bot.id, verdict.reason()));
        LOG.infof("bot %d version %d is benched in season %d: %s", bot.id, version, season, verdict.reason());
        String seasonName = benches.seasonNames(List.of(season)).get(season);
        changes.season(season); // its leaderboard and entries say it is benched there
        benched.fire(new BotBenched(bot.team.id, bot.id, season, seasonName, verdict.reason(), verdict.games()));
        return rounds;
    }

    /** Why a matchup of a benched bot was cancelled, as the matchup says it. */
    private static String benchedDetail(long bot, String reason) {
        return "bot " + bot + " is benched: it " + reason;
    }

    /** Why the first of {@code players} that is benched in the season cannot play its matchup, if any is. */
    @Transactional
    public Optional<String> refusal(long season, List<Long> players) {
        return benches.holding(season, players).stream()
                .min(Comparator.comparingLong(b -> b.botId))
                .map(b -> benchedDetail(b.botId, b.reason));
    }

    /** Which of the bots are benched in the season now. */
    @Transactional
    public Set<Long> benched(long season, Collection<Long> ids) {
        if (ids.isEmpty()) {
            return Set.of();
        }
        return benches.holding(season, ids).stream().map(b -> b.botId).collect(Collectors.toSet());
    }

    /** The bench that holds each of the bots that are benched in the season. */
    @Transactional
    public Map<Long, BenchView> views(long season, Collection<Long> ids) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        return viewsOf(benches.holding(season, ids)).stream()
                .collect(Collectors.toMap(b -> b.botId(), b -> b.view(), (x, y) -> x, HashMap::new));
    }

    /** Every bench that holds each of the bots, in whichever season, oldest season first. */
    @Transactional
    public Map<Long, List<BenchView>> views(Collection<Long> ids) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        return viewsOf(benches.holding(ids)).stream()
                .collect(Collectors.groupingBy(
                        b -> b.botId(), HashMap::new, Collectors.mapping(b -> b.view(), Collectors.toList())));
    }

    /**
     * Puts the bot back in the season named, or in every season it is benched in (null): its team or the organiser. A
     * 409 if it is not benched there.
     */
    @Transactional
    public void lift(SecurityIdentity caller, long botId, Long season) {
        Bot bot = bots.lock(botId).orElseThrow(() -> Refusal.notFound("no bot " + botId));
        Roles.requireTeamOrOrganiser(caller, bot.team.id);
        List<Bench> spells = season == null ? benches.holding(List.of(botId)) : benches.holding(season, List.of(botId));
        if (spells.isEmpty()) {
            throw Refusal.conflict("bot " + botId + " is not benched" + (season == null ? "" : " in season " + season));
        }
        Lifter by = Roles.teams(caller).contains(bot.team.id) ? Lifter.TEAM : Lifter.ORGANISER;
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        for (Bench spell : spells) {
            lift(spell, by, now);
            changes.season(spell.seasonId);
            LOG.infof("bot %d was put back in season %d by %s", botId, spell.seasonId, by.code());
        }
    }

    /**
     * A new version of the bot is current: its spells on the bench end, but in seasons whose entries are frozen (they
     * still play the version benched there).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void newVersion(long botId) {
        benches.liftForNewVersion(botId, Instant.now().truncatedTo(ChronoUnit.MICROS));
    }

    private static void lift(Bench spell, Lifter by, Instant at) {
        spell.liftedAt = at;
        spell.liftedBy = by;
    }

    /** A spell as shown, with its bot. */
    private record Shown(long botId, BenchView view) {}

    private List<Shown> viewsOf(List<Bench> spells) {
        Map<Long, String> names =
                benches.seasonNames(spells.stream().map(b -> b.seasonId).collect(Collectors.toSet()));
        return spells.stream()
                .map(b -> new Shown(
                        b.botId,
                        new BenchView(
                                b.reason,
                                b.benchedAt,
                                b.seasonId,
                                names.get(b.seasonId),
                                b.version,
                                Arrays.asList(b.games),
                                Arrays.asList(b.matchups))))
                .toList();
    }
}
