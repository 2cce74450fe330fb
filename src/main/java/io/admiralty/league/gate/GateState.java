package io.admiralty.league.gate;

import io.admiralty.game.Coded;

/**
 * Where a version gate is: still playing, or over: the candidate passed (it is the bot's current version now), failed,
 * reached the game cap without a decision, or was cancelled (its bot was retired). Only a pass changes the current
 * version.
 */
public enum GateState implements Coded {
    RUNNING,
    PASSED,
    FAILED,
    CAPPED,
    CANCELLED
}
