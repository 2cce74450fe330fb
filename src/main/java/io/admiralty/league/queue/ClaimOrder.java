package io.admiralty.league.queue;

/**
 * Which waiting work a worker takes first, and within a rank the oldest first, so seasons take turns in the order their
 * rounds were queued. The rank is stored with the work when it is queued; the claim orders by rank, then id (ids grow
 * with age). A skill or defence job that is playing hands its worker back between layouts when earlier work waits; a matchup
 * plays to its end.
 * <ol>
 * <li>Validations: two short games of a new version, which every other matchup of that version waits for, so a round
 * is never held up behind them (and one a version may flood is bounded: a newer upload supersedes a waiting one). A team
 * that registers many bots floods them all the same: the claim takes a team's validations, challenges and gates only
 * while it has few running, and not from the room kept for seasons ({@link Admission}), so seasons' matchups pass
 * them.
 * <li>Tournaments' matchups: an event is live and people are watching it, so its series go before the seasons' rounds
 * (each is a pair of games, and a tournament queues only the series its format has ready).
 * <li>Seasons' matchups: the league's own rounds.
 * <li>Challenges: a team waits on them as on a test match, each is small (a game cap, a per-team hourly budget and
 * two waiting at most), so they go before gates, whose thousands of games would otherwise hold them for hours; a gate
 * has one batch on the queue at a time and resumes after the challenges.
 * <li>Gates' matchups: a team waits on its gate.
 * <li>Skill jobs: a score can wait.
 * <li>Defence jobs: the second score of a version, after its first; they give way to skill jobs as to matchups.
 * </ol>
 */
public final class ClaimOrder {

    private ClaimOrder() {}

    /** The kind's rank: lower is claimed first. */
    public static short rank(WorkKind kind) {
        return switch (kind) {
            case VALIDATION -> 0;
            case TOURNAMENT -> 1;
            case SEASON -> 2;
            case CHALLENGE -> 3;
            case GATE -> 4;
            case SKILL -> 5;
            case DEFENCE -> 6;
        };
    }
}
