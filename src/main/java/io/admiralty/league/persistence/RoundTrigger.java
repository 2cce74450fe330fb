package io.admiralty.league.persistence;

import io.admiralty.game.Coded;

/** What queued a round: the organiser's request, or a fire of the season's cron. */
public enum RoundTrigger implements Coded {
    MANUAL, SCHEDULE
}
