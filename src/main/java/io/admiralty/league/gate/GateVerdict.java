package io.admiralty.league.gate;

import io.admiralty.rating.Sprt;

/**
 * What a gate does once a batch has ended, a pure rule: the bot's retirement cancels it; else the test's verdict
 * passes or fails it; else the game cap ends it undecided; else a cancelled matchup cancels it; else another batch.
 * {@code state} is null for another batch, and {@code detail} then null too.
 */
public record GateVerdict(GateState state, String detail) {

    /** Where the gate stands after the batch: its test, versions, games and cap, and how the last matchup ended. */
    public record After(
            Sprt.Verdict test,
            boolean botRetired,
            long botId,
            int candidate,
            int baseline,
            int games,
            int maxGames,
            boolean matchupCancelled,
            String matchupDetail) {}

    public static final GateVerdict NEXT_BATCH = new GateVerdict(null, null);

    public static GateVerdict of(After after) {
        if (after.botRetired()) {
            return new GateVerdict(GateState.CANCELLED, "bot " + after.botId() + " was retired");
        }
        if (after.test() == Sprt.Verdict.H1) {
            return new GateVerdict(GateState.PASSED, "version " + after.candidate() + " is current now");
        }
        if (after.test() == Sprt.Verdict.H0) {
            return new GateVerdict(GateState.FAILED, "version " + after.baseline() + " stays current");
        }
        if (after.maxGames() - after.games() < 2) {
            return new GateVerdict(
                    GateState.CAPPED,
                    "no decision within " + after.maxGames() + " games; version " + after.baseline()
                            + " stays current");
        }
        if (after.matchupCancelled()) {
            return new GateVerdict(
                    GateState.CANCELLED, "a matchup of the gate was cancelled: " + after.matchupDetail());
        }
        return NEXT_BATCH;
    }
}
