package io.admiralty.league.season;

import io.admiralty.game.Coded;

/** Where a season's final is: planned, its round playing, or its table kept (the season's result). */
public enum FinalState implements Coded {
    PLANNED,
    PLAYING,
    KEPT;

    static FinalState of(Season season) {
        return season.finalKeptAt != null ? KEPT : season.finalRoundId != null ? PLAYING : PLANNED;
    }
}
