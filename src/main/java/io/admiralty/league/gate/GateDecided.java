package io.admiralty.league.gate;

/**
 * A CDI event: a version gate ended (passed, failed, capped or cancelled), fired inside the transaction that ends it,
 * so whoever observes it in that transaction commits with it. {@code elo} is the candidate's difference over the
 * baseline (null before the first pair or where the games set no bound); {@code reading} what the state proves, in
 * words ({@link GateReading}).
 */
public record GateDecided(
        long gate,
        long bot,
        int candidate,
        int baseline,
        GateState state,
        String detail,
        int games,
        Double elo,
        String reading) {}
