package io.admiralty.league.season;

import io.admiralty.game.Coded;

/** What queued a round: the organiser's request, a fire of the season's cron, or the season's final. */
public enum RoundTrigger implements Coded {
    MANUAL,
    SCHEDULE,
    FINAL
}
