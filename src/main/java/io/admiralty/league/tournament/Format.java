package io.admiralty.league.tournament;

import java.util.List;

/**
 * A tournament's format, one state machine for all: given its entrants and its series so far (each with its winner
 * once decided), what is ready to play, who is out and, once over, the placings. A format keeps no state of its own:
 * everything it answers follows from what it is given, so a tournament read back from storage answers the same.
 */
public sealed interface Format permits Swiss, RoundRobin, SingleElimination, DoubleElimination {

    Progress progress(List<Entrant> entrants, List<Series> series);
}
