package io.admiralty.league.tournament;

import io.admiralty.game.PackedStrike;
import io.admiralty.game.Ruleset;
import io.admiralty.game.Side;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.Seeds;
import io.admiralty.league.queue.Matchup;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.MatchupRepository;
import io.admiralty.league.queue.MatchupStatus;
import io.admiralty.league.queue.WorkKind;
import io.admiralty.league.queue.WorkQueue;
import io.admiralty.league.registry.BotRepository;
import io.admiralty.league.runtime.MatchTerms;
import io.admiralty.league.season.Ratings;
import io.admiralty.league.season.SeasonRepository;
import io.admiralty.league.validation.Validations;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * Tournaments on the work queue: the {@link MatchupOwner} of their matchups. A series plays as matchups of one
 * duplicate pair each (two games on one deal, seats swapped, {@code first} in seat A of the first), queued one after
 * another: when a pair ends, the series' games so far are judged by {@link BestOf}; undecided, the next pair is
 * queued on a new deal; decided, the format ({@link Format#progress}) says which series are ready now, and those not
 * queued yet are. Games are stored for no season, so they move no rating, unless the organiser said they count in
 * the tournament's season. A bot's own faults are forfeits, games it
 * loses like any other; a league fault is the queue's to retry, as for every matchup, and a pair the queue gives up on
 * stops its series, with the reason, for the organiser to see and, once the fault is mended, to replay
 * ({@link #replay}). A series whose pair can never be played, because a side
 * is out of the tournament ({@link #out}: withdrawn, retired, or its version refused at validation), is a walkover:
 * the other side advances, the reason kept; both out, the better seed does, so a bracket still has a winner. An entrant
 * found retired or refused is withdrawn then and there, the reason kept, so that a Swiss pairs it no more.
 */
@ApplicationScoped
public class TournamentPlay implements MatchupOwner {

    private static final Logger LOG = Logger.getLogger(TournamentPlay.class);

    /** Games in each matchup of a series: one deal, both seats. */
    static final int PAIR = 2;

    private final TournamentRepository tournaments;
    private final SeriesRepository series;
    private final MatchupRepository matchups;
    private final MatchupQueue queue;
    private final Seeds seeds;
    private final Event<WorkQueue.Queued> queued;
    private final BotRepository bots;
    private final Validations validations;
    private final SeasonRepository seasons;
    private final Ratings ratings;
    private final PublicChanges changes;

    public TournamentPlay(
            TournamentRepository tournaments,
            SeriesRepository series,
            MatchupRepository matchups,
            MatchupQueue queue,
            Seeds seeds,
            Event<WorkQueue.Queued> queued,
            BotRepository bots,
            Validations validations,
            SeasonRepository seasons,
            Ratings ratings,
            PublicChanges changes) {
        this.seasons = seasons;
        this.ratings = ratings;
        this.changes = changes;
        this.bots = bots;
        this.validations = validations;
        this.tournaments = tournaments;
        this.series = series;
        this.matchups = matchups;
        this.queue = queue;
        this.seeds = seeds;
        this.queued = queued;
    }

    @Override
    public WorkKind kind() {
        return WorkKind.TOURNAMENT;
    }

    /**
     * The tournament's ruleset and move limit, the pair's seats swapped on one deal; stored for no season, or, when
     * the organiser said its games count there, as its season's games, rated by the season's K.
     */
    @Override
    @Transactional
    public Plan plan(MatchupQueue.Claim claim) {
        Tournament tournament = tournamentOf(claim);
        MatchTerms terms = new MatchTerms(Ruleset.parse(tournament.ruleset), tournament.moveTimeoutMs, null);
        if (tournament.countsInSeason) {
            return new Plan(terms, true, tournament.seasonId, seasons.findById(tournament.seasonId).kFactor);
        }
        return Plan.unrated(terms, true);
    }

    /** A tournament that counts in its season moves the season's ratings with each batch, as the season's own do. */
    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void stored(MatchupQueue.Claim claim, Plan plan, List<StoredGame> games) {
        if (plan.season() == null) {
            return;
        }
        ratings.applyGames(plan.season(), plan.kFactor(), games);
        changes.season(plan.season());
    }

    /**
     * A pair is not played once its series is decided (a walkover while it waited) or a side is withdrawn from the
     * tournament; the player checks retirement and validation refusals itself. A bench in a season is no reason:
     * entrants play the version they entered with, whatever a season made of it since.
     */
    @Override
    @Transactional
    public Optional<String> unwanted(MatchupQueue.Claim claim) {
        TournamentSeries one = series.findById(claim.ownerId());
        if (one.winnerBot != null) {
            return Optional.of("series " + one.slot() + " was decided without this pair: " + one.detail);
        }
        Tournament tournament = tournaments.findById(one.tournamentId);
        return withdrawn(tournament, one.firstBot).or(() -> withdrawn(tournament, one.secondBot));
    }

    /** A pair ended: the series goes on, is decided (and the tournament advances), or stops with the reason. */
    @Override
    @Transactional
    public void ended(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        queue.end(claim, status, detail);
        TournamentSeries one = series.findById(claim.ownerId());
        // the ends of one tournament's series take turns, so that each reads the others' winners; this one is read
        // again under the lock, as a walkover may have decided it while this end waited
        Tournament tournament = tournaments.locked(one.tournamentId);
        series.getEntityManager().refresh(one);
        if (one.winnerBot != null) {
            // a walkover decided it while this pair waited or played: its games change nothing now
            return;
        }
        if (status == MatchupStatus.CANCELLED) {
            if (walkedOver(tournament, one)) {
                advance(tournament);
            } else {
                one.detail = detail;
                LOG.warnf("tournament %d: series %s stopped: %s", tournament.id, one.slot(), detail);
            }
            return;
        }
        // a side went out of the tournament while this pair played (retired, or the version it entered refused): the
        // series is its opponent's walkover, as every series it has left is, whatever this pair's games said
        if (walkedOver(tournament, one)) {
            advance(tournament);
            return;
        }
        BestOf.Verdict verdict =
                verdict(tournament, one, series.games(tournament.id).getOrDefault(one.id, List.of()));
        if (verdict instanceof BestOf.Won won) {
            one.winnerBot = won.winner() == BestOf.Side.FIRST ? one.firstBot : one.secondBot;
            one.decidedBy = won.by();
            one.decidedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
            LOG.infof("tournament %d: %s won by bot %d (%s)", tournament.id, one.slot(), one.winnerBot, won.by());
            advance(tournament);
        } else {
            queuePair(tournament, one);
            queued.fire(new WorkQueue.Queued(1));
        }
    }

    /** The series after its games so far, the better seed taking a tie nothing else breaks. */
    static BestOf.Verdict verdict(
            Tournament tournament, TournamentSeries one, List<SeriesRepository.SeriesGame> games) {
        List<BestOf.Game> played = games.stream().map(game -> game(one, game)).toList();
        Map<Long, Entrant> entrants = tournament.ruleEntrants().stream().collect(Collectors.toMap(Entrant::id, e -> e));
        boolean firstBetter = Entrant.SEED_ORDER.compare(entrants.get(one.firstBot), entrants.get(one.secondBot)) < 0;
        return new BestOf(tournament.bestOf).verdict(played, firstBetter ? BestOf.Side.FIRST : BestOf.Side.SECOND);
    }

    /** One stored game as the series counts it: by side rather than seat, with each side's shots. */
    static BestOf.Game game(TournamentSeries one, SeriesRepository.SeriesGame game) {
        Side firstSeat = game.seatA() == one.firstBot ? Side.A : Side.B;
        int firstShots = 0;
        int secondShots = 0;
        for (var strike : PackedStrike.strikes(game.strikes())) {
            if (strike.shooter() == firstSeat) {
                firstShots++;
            } else {
                secondShots++;
            }
        }
        BestOf.Result result = game.winner() == null
                ? BestOf.Result.DRAW
                : game.winner() == firstSeat ? BestOf.Result.FIRST_WON : BestOf.Result.SECOND_WON;
        return new BestOf.Game(result, firstShots, secondShots);
    }

    /**
     * Queues the series the format has ready and not queued yet, each with its first pair, and ends the tournament
     * once the format says it is over; in the caller's transaction, under the tournament's lock.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    void advance(Tournament tournament) {
        withdrawOut(tournament);
        int added = 0;
        Progress progress;
        boolean walkedOver;
        // a walkover decides a series at once, which may make the next ones ready: go on until none is
        do {
            walkedOver = false;
            List<TournamentSeries> stored = series.ofTournament(tournament.id);
            for (TournamentSeries one : stored) {
                walkedOver |= one.winnerBot == null && walkedOver(tournament, one);
            }
            progress = tournament
                    .rules()
                    .progress(
                            tournament.ruleEntrants(),
                            stored.stream().map(TournamentSeries::rules).toList());
            Set<Slot> known = stored.stream().map(TournamentSeries::slot).collect(Collectors.toSet());
            Releases releases = tournament.releases();
            for (Series ready : progress.ready()) {
                if (known.contains(ready.slot())) {
                    continue;
                }
                TournamentSeries one = new TournamentSeries();
                one.tournamentId = tournament.id;
                one.round = ready.slot().round();
                one.section = ready.slot().section();
                one.number = ready.slot().number();
                one.firstBot = ready.first();
                one.secondBot = ready.second();
                one.shown = releases.shown(one.round);
                series.persistAndFlush(one);
                if (walkedOver(tournament, one)) {
                    walkedOver = true;
                } else {
                    queuePair(tournament, one);
                    added++;
                }
            }
        } while (walkedOver);
        if (added > 0) {
            queued.fire(new WorkQueue.Queued(added));
        }
        if (progress.over() && tournament.state != TournamentState.OVER) {
            tournament.state = TournamentState.OVER;
            tournament.finishedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
            LOG.infof("tournament %d is over: %s", tournament.id, progress.placings());
        }
    }

    /**
     * Plays a stopped series again (the organiser's call, once the league's fault is mended): a fresh pair on a new
     * deal, after the pairs it finished (the games of the pair the queue gave up on count nowhere); a walkover at once
     * should a side be out of the tournament by now. In the caller's transaction, under the tournament's lock.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    void replay(Tournament tournament, TournamentSeries one) {
        LOG.infof("tournament %d: series %s replayed after it stopped: %s", tournament.id, one.slot(), one.detail);
        one.detail = null;
        if (walkedOver(tournament, one)) {
            advance(tournament);
        } else {
            queuePair(tournament, one);
            queued.fire(new WorkQueue.Queued(1));
        }
    }

    /** How many rounds are paired so far: a withdrawal after them keeps the entrant out of the later ones. */
    int roundsPaired(Tournament tournament) {
        return series.ofTournament(tournament.id).stream()
                .mapToInt(s -> s.round)
                .max()
                .orElse(0);
    }

    /**
     * Withdraws each entrant found out of the tournament without its team's word (retired, or the version it entered
     * with refused at validation on the tournament's ruleset), the reason kept: from the next round on a Swiss pairs
     * it no more, exactly as one its team withdrew, instead of pairing it to lose by walkover; a bracket's series of
     * it are walkovers either way.
     */
    private void withdrawOut(Tournament tournament) {
        int paired = -1;
        for (Tournament.Entry entry : List.copyOf(tournament.entrants)) {
            if (entry.withdrawn() != null) {
                continue;
            }
            Optional<String> out = outOfItself(tournament, entry);
            if (out.isPresent()) {
                paired = paired < 0 ? roundsPaired(tournament) : paired;
                tournament.withdraw(entry, out.get(), paired);
                LOG.infof(
                        "tournament %d: bot %d withdrawn after %d rounds: %s",
                        tournament.id, entry.bot(), paired, out.get());
            }
        }
    }

    /**
     * Decides the undecided series as a walkover when a side is out of the tournament, and says whether it did: the
     * side still in advances, or, both out, the better seed.
     */
    private boolean walkedOver(Tournament tournament, TournamentSeries one) {
        Optional<String> firstOut = out(tournament, one.firstBot);
        Optional<String> secondOut = out(tournament, one.secondBot);
        if (firstOut.isEmpty() && secondOut.isEmpty()) {
            return false;
        }
        boolean firstAdvances;
        if (firstOut.isPresent() && secondOut.isPresent()) {
            Map<Long, Entrant> entrants =
                    tournament.ruleEntrants().stream().collect(Collectors.toMap(Entrant::id, e -> e));
            firstAdvances = Entrant.SEED_ORDER.compare(entrants.get(one.firstBot), entrants.get(one.secondBot)) < 0;
            one.detail = firstOut.get() + "; " + secondOut.get() + "; the better seed advances";
        } else {
            firstAdvances = firstOut.isEmpty();
            one.detail = firstOut.orElseGet(secondOut::get);
        }
        one.winnerBot = firstAdvances ? one.firstBot : one.secondBot;
        one.decidedBy = BestOf.Decider.WALKOVER;
        one.decidedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        LOG.infof("tournament %d: %s a walkover for bot %d: %s", tournament.id, one.slot(), one.winnerBot, one.detail);
        return true;
    }

    /**
     * Why the entrant can play no more of the tournament, if so: withdrawn from it, retired, or the version it entered
     * with refused at validation on the tournament's ruleset. A bench in a season is none of these.
     */
    Optional<String> out(Tournament tournament, long bot) {
        return outOfItself(tournament, tournament.entry(bot).orElseThrow()).or(() -> withdrawn(tournament, bot));
    }

    /** Why the entrant can play no more though nobody withdrew it: retired, or its version refused at validation. */
    private Optional<String> outOfItself(Tournament tournament, Tournament.Entry entry) {
        long bot = entry.bot();
        return (bots.findById(bot).retired() ? Optional.of("bot " + bot + " was retired") : Optional.<String>empty())
                .or(() -> validations.refusal(bot, entry.version(), Ruleset.parse(tournament.ruleset)));
    }

    private static Optional<String> withdrawn(Tournament tournament, long bot) {
        return tournament
                .entry(bot)
                .map(Tournament.Entry::withdrawn)
                .map(reason -> "bot " + bot + " was withdrawn from the tournament: " + reason);
    }

    /** Queues the series' next pair on a new deal, each bot at the version it entered with. */
    private void queuePair(Tournament tournament, TournamentSeries one) {
        Map<Long, Integer> versions = tournament.entrants.stream()
                .collect(Collectors.toMap(Tournament.Entry::bot, Tournament.Entry::version));
        Matchup pair = new Matchup();
        pair.tournamentSeriesId = one.id;
        pair.botA = one.firstBot;
        pair.botB = one.secondBot;
        pair.versionA = versions.get(one.firstBot);
        pair.versionB = versions.get(one.secondBot);
        pair.games = PAIR;
        pair.seed = seeds.next();
        matchups.queue(List.of(pair));
    }

    private Tournament tournamentOf(MatchupQueue.Claim claim) {
        TournamentSeries one = series.findByIdOptional(claim.ownerId())
                .orElseThrow(() -> new IllegalStateException("no tournament series " + claim.ownerId()));
        return tournaments.findById(one.tournamentId);
    }
}
