package io.admiralty.league.bench;

import io.admiralty.game.Coded;
import io.admiralty.league.CodedColumn;

/** Who put a benched bot back: its team, the organiser, or a new version of it. */
public enum Lifter implements Coded {
    TEAM,
    ORGANISER,
    VERSION;

    /** The column holds the word. */
    static final class Column extends CodedColumn<Lifter> {
        Column() {
            super(Lifter.class);
        }
    }
}
