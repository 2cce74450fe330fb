package io.admiralty.league;

import io.admiralty.game.Side;
import io.admiralty.league.persistence.EloPoint;
import io.admiralty.league.persistence.EntryRepository;
import io.admiralty.league.persistence.GameRepository;
import io.admiralty.league.persistence.GameRepository.Tally;
import io.admiralty.league.persistence.SeasonEntry;
import io.admiralty.rating.BradleyTerry;
import io.admiralty.rating.Estimate;
import io.admiralty.rating.LiveElo;
import io.admiralty.rating.Pairing;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** A season's ratings kept up to date: Elo with every stored game, the Bradley-Terry fit after every round. */
@ApplicationScoped
public class Ratings {

    /** A stored game as the ratings see it, with when it ended (the time of its rating points). */
    public record StoredResult(LiveElo.Result result, Instant finishedAt) {
    }

    private final EntryRepository entries;
    private final GameRepository games;

    public Ratings(EntryRepository entries, GameRepository games) {
        this.entries = entries;
        this.games = games;
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
            tallies.put(e.botId, new LiveElo.Tally(e.elo));
            current.put(e.botId, e.elo);
        });
        List<LiveElo.Point> points = LiveElo.apply(tallies, k, results);
        for (SeasonEntry entry : locked) {
            LiveElo.Tally tally = tallies.get(entry.botId);
            entry.elo = tally.elo;
            entry.games += tally.games;
            entry.wins += tally.wins;
            entry.losses += tally.losses;
            entry.draws += tally.draws;
            entry.forfeits += tally.forfeits;
        }
        // each bot's points come in the order its games were rated: a point's "before" is the point before it
        entries.persistPoints(points.stream().map(p -> new EloPoint(season, p.botId(), p.gameId(), current.put(p.botId(), p.elo()), p.elo(),
                finished.get(p.gameId()))).toList());
    }

    /** Refits the season's Bradley-Terry ratings from all its stored games and writes them beside Elo. */
    @Transactional
    public void refit(long season) {
        List<Pairing> pairings = new ArrayList<>();
        for (Tally tally : games.tallies(season)) {
            Pairing game = new Pairing(tally.botA(), tally.botB(), tally.winner() == null ? 0.5 : tally.winner() == Side.A ? 1 : 0);
            for (long n = tally.games(); n > 0; n--) {
                pairings.add(game);
            }
        }
        List<SeasonEntry> entered = entries.ofSeason(season);
        Map<Long, Estimate> fit = BradleyTerry.fit(pairings, new TreeSet<>(entered.stream().map(e -> e.botId).toList()));
        for (SeasonEntry entry : entered) {
            Estimate estimate = fit.get(entry.botId);
            if (estimate != null) {
                entry.mle = estimate.rating();
                entry.mleLow = estimate.low();
                entry.mleHigh = estimate.high();
            }
        }
    }
}
