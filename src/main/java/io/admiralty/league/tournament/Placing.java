package io.admiralty.league.tournament;

/** An entrant's final place: 1 for the winner; entrants the format cannot tell apart share a place (1, 2, 3, 3, 5). */
public record Placing(long entrant, int place) {}
