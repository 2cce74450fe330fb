package io.admiralty.league.queue;

import io.admiralty.game.Coded;

/** What a piece of work on the queue is: a season's matchup, a version gate's matchup, or a version's skill job. */
public enum WorkKind implements Coded {
    SEASON,
    GATE,
    SKILL
}
