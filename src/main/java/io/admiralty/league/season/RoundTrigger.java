package io.admiralty.league.season;

import io.admiralty.game.Coded;

/** What queued a round: the organiser's request, or a fire of the season's cron. */
public enum RoundTrigger implements Coded {
    MANUAL,
    SCHEDULE
}
