package io.admiralty.league.queue;

/**
 * Which waiting work a worker takes first: seasons' matchups before gates' (a gate never holds up a season's round),
 * gates' before skill jobs (a score can wait, a team waits on its gate), and within a rank the oldest first, so seasons
 * take turns in the order their rounds were queued. The rank is stored with the work when it is queued; the claim
 * orders by rank, then id (ids grow with age). A skill job that is playing
 * hands its worker back between layouts when earlier work waits; a matchup plays to its end.
 */
public final class ClaimOrder {

    private ClaimOrder() {}

    /** The kind's rank: lower is claimed first. */
    public static short rank(WorkKind kind) {
        return switch (kind) {
            case SEASON -> 0;
            case GATE -> 1;
            case SKILL -> 2;
        };
    }
}
