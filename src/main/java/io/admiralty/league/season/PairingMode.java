package io.admiralty.league.season;

import io.admiralty.game.Coded;

/** How a season chooses a round's matchups: every pair once, or the pairs the season's standings most need. */
public enum PairingMode implements Coded {
    ROUND_ROBIN("round-robin"),
    ADAPTIVE("adaptive");

    private final String code;

    PairingMode(String code) {
        this.code = code;
    }

    @Override
    public String code() {
        return code;
    }
}
