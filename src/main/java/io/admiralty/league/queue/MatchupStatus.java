package io.admiralty.league.queue;

import io.admiralty.game.Coded;
import java.util.EnumSet;
import java.util.Set;

/** Where a matchup is in the queue: waiting, claimed by a worker, played out, or given up. */
public enum MatchupStatus implements Coded {
    QUEUED,
    RUNNING,
    DONE,
    CANCELLED;

    /** The states of a matchup that is not over yet. */
    public static final Set<MatchupStatus> OPEN = EnumSet.of(QUEUED, RUNNING);
}
