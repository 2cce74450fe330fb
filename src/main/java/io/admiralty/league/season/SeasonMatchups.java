package io.admiralty.league.season;

import io.admiralty.league.PublicChanges;
import io.admiralty.league.bench.Benches;
import io.admiralty.league.queue.MatchupOwner;
import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.MatchupStatus;
import io.admiralty.league.queue.WorkKind;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * A season as the owner of its rounds' matchups: they play by the season's terms (in pairs when it is duplicate),
 * their games move its Elo as they are stored, a bot withdrawn or benched since does not play, and a matchup's end may
 * end its round, which refits the season's ratings and may bench a bot the matchup showed broken.
 */
@ApplicationScoped
public class SeasonMatchups implements MatchupOwner {

    private static final Logger LOG = Logger.getLogger(SeasonMatchups.class);

    private final Seasons seasons;
    private final SeasonEntries entries;
    private final Ratings ratings;
    private final Benches benches;
    private final MatchupQueue queue;
    private final PublicChanges changes;

    public SeasonMatchups(
            Seasons seasons,
            SeasonEntries entries,
            Ratings ratings,
            Benches benches,
            MatchupQueue queue,
            PublicChanges changes) {
        this.seasons = seasons;
        this.entries = entries;
        this.ratings = ratings;
        this.benches = benches;
        this.queue = queue;
        this.changes = changes;
    }

    @Override
    public WorkKind kind() {
        return WorkKind.SEASON;
    }

    @Override
    public Plan plan(MatchupQueue.Claim claim) {
        Seasons.Settings season = seasons.settings(claim.ownerId());
        return new Plan(season.terms(), season.duplicate(), claim.ownerId(), season.kFactor());
    }

    /** A bot withdrawn from the season, or benched in it since the matchup was queued (its other waiting ones were
     * cancelled then). */
    @Override
    public Optional<String> unwanted(MatchupQueue.Claim claim) {
        List<Long> bots = List.of(claim.botA(), claim.botB());
        return entries.firstWithdrawn(claim.ownerId(), bots)
                .map(id -> "bot " + id + " was withdrawn from the season")
                .or(() -> benches.refusal(claim.ownerId(), bots));
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void stored(MatchupQueue.Claim claim, Plan plan, List<StoredGame> games) {
        ratings.applyGames(claim.ownerId(), plan.kFactor(), games);
        changes.season(claim.ownerId());
    }

    @Override
    public void ended(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        for (MatchupQueue.RoundRef round :
                QuarkusTransaction.requiringNew().call(() -> endedRound(claim, status, detail))) {
            LOG.infof("round %d of season %d is complete; ratings refitted", round.round(), round.season());
        }
    }

    /**
     * Finishes the matchup and, when that ends its round, refits the ratings and announces the round's end in the same
     * transaction: whoever sees the round done sees its ratings. Played out, its bots are judged for the bench over
     * their last matchups (the season's rule), and the rounds their cancelled matchups leave with nothing to run are
     * ended the same way. Returns the rounds it ended.
     */
    private List<MatchupQueue.RoundRef> endedRound(MatchupQueue.Claim claim, MatchupStatus status, String detail) {
        long season = claim.ownerId();
        MatchupQueue.RoundRef own = new MatchupQueue.RoundRef(season, claim.roundId());
        Set<MatchupQueue.RoundRef> ended = new LinkedHashSet<>();
        if (queue.finish(claim, status, detail)) {
            ended.add(own);
        }
        Set<Long> changed = new LinkedHashSet<>(List.of(season));
        if (status == MatchupStatus.DONE) {
            int benchAfter = seasons.settings(season).benchAfter();
            for (MatchupQueue.RoundRef round : benches.judge(season, benchAfter, List.of(claim.botA(), claim.botB()))) {
                changed.add(round.season());
                if (!ended.contains(round) && queue.roundEnded(round.round())) {
                    ended.add(round);
                }
            }
        }
        // the games and ratings were announced as they were stored (and a refit announces itself): progress alone here
        changed.forEach(changes::progress);
        ended.forEach(round -> ratings.roundFinished(round.season(), round.round()));
        return List.copyOf(ended);
    }
}
