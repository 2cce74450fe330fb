package io.admiralty.league.tournament;

/** Where a tournament is: made and not started (entrants and forbidden pairs may still change), running, or over. */
public enum TournamentState {
    DRAFT,
    RUNNING,
    OVER
}
