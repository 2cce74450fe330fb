package io.admiralty.league.queue;

import io.admiralty.game.Coded;

/**
 * What a piece of work on the queue is: a new version's validation matchup, a season's matchup, a challenge's (a match
 * on request), a version gate's matchup, a version's skill job,
 * or its defence job.
 */
public enum WorkKind implements Coded {
    VALIDATION,
    SEASON,
    CHALLENGE,
    GATE,
    SKILL,
    DEFENCE
}
