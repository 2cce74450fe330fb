package io.admiralty.league.playing;

import io.admiralty.league.queue.MatchupQueue;

/**
 * Who sat where in one game of a matchup, as the game record has it: in paired games (a gate's, a duplicate season's)
 * the second of each pair swaps the seats, so the matchup's bot B (and its version) sits in seat A.
 */
record Seats(long botA, long botB, int versionA, int versionB) {

    static Seats of(MatchupQueue.Claim matchup, boolean swapped) {
        return swapped
                ? new Seats(matchup.botB(), matchup.botA(), matchup.versionB(), matchup.versionA())
                : new Seats(matchup.botA(), matchup.botB(), matchup.versionA(), matchup.versionB());
    }
}
