package io.admiralty.league.queue;

import io.admiralty.game.Coded;

/**
 * What a piece of work on the queue is: a new version's validation matchup, a tournament's (a pair of games of one of
 * its series), a season's matchup, a challenge's (a match on request), a version gate's matchup, a version's skill
 * job, or its defence job.
 */
public enum WorkKind implements Coded {
    VALIDATION,
    TOURNAMENT,
    SEASON,
    CHALLENGE,
    GATE,
    SKILL,
    DEFENCE;

    /**
     * Whether it is a team's own work, on the team's request (an upload, a challenge, a gate), whose matchup's bot A
     * is the team's; the rest is the league's own (its seasons, and the scores it keeps of every version). Teams' work is
     * capped per team ({@link Admission}).
     */
    public boolean ofTeam() {
        return this == VALIDATION || this == CHALLENGE || this == GATE;
    }
}
