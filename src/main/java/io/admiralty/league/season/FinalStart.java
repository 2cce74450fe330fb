package io.admiralty.league.season;

import io.admiralty.game.Coded;

/** When a season's final starts: by itself at the submission deadline, or when the organiser asks. */
public enum FinalStart implements Coded {
    DEADLINE,
    ORGANISER
}
