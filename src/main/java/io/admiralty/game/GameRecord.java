package io.admiralty.game;

import java.util.List;

/**
 * Everything about one finished game: enough to replay it exactly. A placement is null when that bot
 * forfeited before placing a legal fleet. Strikes are in game order.
 */
public record GameRecord(
        Ruleset ruleset,
        long seed,
        Side firstMover,
        String nameA,
        String nameB,
        Placement placementA,
        Placement placementB,
        List<Strike> strikes,
        Outcome outcome) {

    public GameRecord {
        if (ruleset == null || firstMover == null || outcome == null || strikes == null) {
            throw new IllegalArgumentException("a game record needs a ruleset, a first mover, strikes and an outcome");
        }
        strikes = strikes instanceof StrikeLog.Frozen ? strikes : List.copyOf(strikes);
    }

    public String name(Side side) {
        return side == Side.A ? nameA : nameB;
    }

    public Placement placement(Side side) {
        return side == Side.A ? placementA : placementB;
    }

    public int shotsBy(Side side) {
        int n = 0;
        for (Strike s : strikes) {
            if (s.shooter() == side) {
                n++;
            }
        }
        return n;
    }
}
