package io.admiralty.league.season;

import io.admiralty.game.Side;
import io.admiralty.league.PublicChanges;
import io.admiralty.league.games.GameRepository;
import io.admiralty.league.games.GameRepository.PairTally;
import io.admiralty.league.games.GameRepository.Tally;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.rating.BradleyTerry;
import io.admiralty.rating.DealPairs;
import io.admiralty.rating.Estimate;
import io.admiralty.rating.LiveElo;
import io.admiralty.rating.PairScore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** A season's ratings kept up to date: Elo with every stored game, the Bradley-Terry fit after every round. */
@ApplicationScoped
public class Ratings {

    /** A stored game as the ratings see it, with when it ended (the time of its rating points). */
    public record StoredResult(LiveElo.Result result, Instant finishedAt) {}

    private final EntryRepository entries;
    private final GameRepository games;
    private final PublicChanges changes;
    private final SeasonRepository seasons;
    private final Event<RoundFinished> roundFinished;

    public Ratings(
            EntryRepository entries,
            GameRepository games,
            PublicChanges changes,
            SeasonRepository seasons,
            Event<RoundFinished> roundFinished) {
        this.entries = entries;
        this.games = games;
        this.changes = changes;
        this.seasons = seasons;
        this.roundFinished = roundFinished;
    }

    /**
     * A round's last matchup ended: the ratings are refitted and the round's end announced ({@link RoundFinished}),
     * both in the caller's transaction, so whoever hears of the round sees its ratings.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void roundFinished(long season, long round) {
        refit(season);
        Round ended = seasons.getEntityManager().find(Round.class, round);
        roundFinished.fire(new RoundFinished(season, seasons.findById(season).name, round, ended.number));
    }

    /** A batch of a matchup's games, as stored, applied to the season's live ratings ({@link #apply}). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void applyGames(long season, double k, List<MatchupOwner.StoredGame> games) {
        apply(
                season,
                k,
                games.stream()
                        .map(g -> new StoredResult(
                                new LiveElo.Result(g.id(), g.botA(), g.botB(), g.outcome()), g.finishedAt()))
                        .toList());
    }

    /**
     * Applies Elo to the games inside the transaction that stores them: both bots' entries are locked (in bot id
     * order), updated, and a rating point is written per bot and game.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void apply(long season, double k, List<StoredResult> stored) {
        if (stored.isEmpty()) {
            return;
        }
        TreeSet<Long> bots = new TreeSet<>();
        Map<Long, Instant> finished = new HashMap<>();
        List<LiveElo.Result> results = new ArrayList<>(stored.size());
        for (StoredResult s : stored) {
            bots.add(s.result().botA());
            bots.add(s.result().botB());
            finished.put(s.result().gameId(), s.finishedAt());
            results.add(s.result());
        }
        List<SeasonEntry> locked = entries.lock(season, bots);
        if (locked.size() != bots.size()) {
            throw new IllegalStateException("season " + season + " has no entry for some of the bots " + bots);
        }
        Map<Long, LiveElo.Tally> tallies = new HashMap<>();
        Map<Long, Double> current = new HashMap<>();
        locked.forEach(e -> {
            tallies.put(e.botId, e.tally.live());
            current.put(e.botId, e.tally.elo);
        });
        List<LiveElo.Point> points = LiveElo.apply(tallies, k, results);
        locked.forEach(e -> e.tally.take(tallies.get(e.botId)));
        // each bot's points come in the order its games were rated: a point's "before" is the point before it
        entries.copyPoints(points.stream()
                .map(p -> new EloPoint(
                        season,
                        p.botId(),
                        p.gameId(),
                        current.put(p.botId(), p.elo()),
                        p.elo(),
                        finished.get(p.gameId())))
                .toList());
    }

    /**
     * Refits the season's Bradley-Terry ratings from all its stored games and writes them beside Elo, keeping each
     * bot's rank on the table just before (the leaderboard's movement: what the table showed until now, against what
     * the new fit shows).
     */
    @Transactional
    public void refit(long season) {
        List<BoardRow> before = entries.board(season, Integer.MAX_VALUE);
        Map<Long, Integer> ranks = new HashMap<>();
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i).games() > 0) {
                ranks.put(before.get(i).botId(), i + 1);
            }
        }
        List<SeasonEntry> entered = entries.ofSeason(season);
        Map<Long, Estimate> fit = fit(season, entered);
        for (SeasonEntry entry : entered) {
            entry.rankBeforeFit = ranks.get(entry.botId);
            Estimate estimate = fit.get(entry.botId);
            entry.mle = estimate.rating();
            entry.mleLow = estimate.low();
            entry.mleHigh = estimate.high();
            entry.mleRegularised = estimate.regularised();
        }
        changes.season(season);
    }

    /**
     * The standings a round's pairing starts from: the estimates stored by the last refit, or, when one of the
     * {@code playing} bots has none (it entered since, or no round has been completed yet), a fresh fit of all the
     * season's games, in which a bot without games sits at the mean with the prior's wide interval.
     */
    @Transactional
    public Map<Long, Estimate> standings(long season, Collection<Long> playing) {
        List<SeasonEntry> entered = entries.ofSeason(season);
        Map<Long, Estimate> stored = stored(entered);
        return stored.keySet().containsAll(playing) ? stored : fit(season, entered);
    }

    /**
     * Every entered bot's estimate from all the season's games, tallied by pair, from the stored fit as a start; in a
     * duplicate season the intervals come from its complete pairs of games on one deal (the pentanomial).
     */
    private Map<Long, Estimate> fit(long season, List<SeasonEntry> entered) {
        List<PairScore> scores = new ArrayList<>();
        for (Tally tally : games.tallies(season)) {
            int n = (int) tally.games();
            boolean draws = tally.winner() == null;
            double scoreA = draws ? n / 2.0 : tally.winner() == Side.A ? n : 0;
            scores.add(new PairScore(tally.botA(), tally.botB(), n, scoreA, draws ? n : 0));
        }
        return BradleyTerry.fitScores(
                scores,
                new TreeSet<>(entered.stream().map(e -> e.botId).toList()),
                stored(entered),
                seasons.findById(season).duplicate ? dealPairs(season) : List.of());
    }

    private List<DealPairs> dealPairs(long season) {
        Map<List<Long>, long[]> counts = new LinkedHashMap<>();
        for (PairTally tally : games.dealPairs(season)) {
            counts.computeIfAbsent(List.of(tally.lo(), tally.hi()), k -> new long[5])[tally.halfPoints()] +=
                    tally.pairs();
        }
        return counts.entrySet().stream()
                .map(e -> new DealPairs(e.getKey().get(0), e.getKey().get(1), e.getValue()))
                .toList();
    }

    private static Map<Long, Estimate> stored(List<SeasonEntry> entered) {
        Map<Long, Estimate> stored = new HashMap<>();
        for (SeasonEntry entry : entered) {
            if (entry.mle != null) {
                stored.put(entry.botId, new Estimate(entry.mle, entry.mleLow, entry.mleHigh, entry.mleRegularised));
            }
        }
        return stored;
    }
}
