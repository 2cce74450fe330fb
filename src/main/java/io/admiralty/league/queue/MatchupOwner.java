package io.admiralty.league.queue;

import io.admiralty.game.Outcome;
import io.admiralty.league.runtime.MatchTerms;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What queued a matchup and answers for it: a season, a version gate, a challenge, a validation or a tournament's
 * series, one for each kind
 * of work that is a matchup ({@link #kind}). The matchup's player asks its owner how to play it, whether it is still
 * wanted, what its stored games change, and hands it back when it ends; it knows no owner by name, so a new kind of
 * matchup is a new owner and nothing else.
 */
public interface MatchupOwner {

    /**
     * How a matchup is played: its {@code terms}; whether its games come in pairs on one deal with the seats swapped
     * (a gate's always, a duplicate season's); the season its games are stored as (null: none, a gate's, a challenge's,
     * a validation's) and the K their ratings move by there.
     */
    record Plan(MatchTerms terms, boolean paired, Long season, double kFactor) {

        /** A matchup whose games count for no season: stored and nothing more. */
        public static Plan unrated(MatchTerms terms, boolean paired) {
            return new Plan(terms, paired, null, 0);
        }
    }

    /** One of the matchup's games as stored: its id, its seats' bots, how it ended and when. */
    record StoredGame(long id, long botA, long botB, Outcome outcome, Instant finishedAt) {}

    /** The kind of work whose matchups this owner answers for. */
    WorkKind kind();

    /** How the claimed matchup is played. */
    Plan plan(MatchupQueue.Claim claim);

    /**
     * Why the owner no longer wants the matchup played (a bot withdrawn or benched since it was queued, a validation
     * superseded), if so; the player also cancels any matchup of a retired bot or of a version refused on its ruleset.
     */
    Optional<String> unwanted(MatchupQueue.Claim claim);

    /** In the transaction that stores a batch of the matchup's games: what else they change (a season's ratings). */
    default void stored(MatchupQueue.Claim claim, Plan plan, List<StoredGame> games) {}

    /** The matchup ended, played out ({@link MatchupStatus#DONE}) or cancelled with {@code detail} saying why. */
    void ended(MatchupQueue.Claim claim, MatchupStatus status, String detail);
}
