package io.admiralty.league.play;

import io.admiralty.league.queue.MatchupQueue;
import io.admiralty.league.queue.WorkKind;

/**
 * Who sat where in one game of a matchup, as the game record has it: in paired games (a gate's, a duplicate season's)
 * the second of each pair swaps the seats, so the matchup's bot B (and its version) sits in seat A.
 */
record Seats(long botA, long botB, int versionA, int versionB) {

    /**
     * Whether a matchup of this kind plays its games in pairs on one deal with the seats swapped: a version gate's
     * always (its test counts pairs), a season's when the season is duplicate; a challenge's and a validation's never.
     */
    static boolean paired(WorkKind kind, boolean duplicateSeason) {
        return switch (kind) {
            case GATE -> true;
            case SEASON -> duplicateSeason;
            default -> false;
        };
    }

    static Seats of(MatchupQueue.Claim matchup, boolean swapped) {
        return swapped
                ? new Seats(matchup.botB(), matchup.botA(), matchup.versionB(), matchup.versionA())
                : new Seats(matchup.botA(), matchup.botB(), matchup.versionA(), matchup.versionB());
    }
}
