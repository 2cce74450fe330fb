package io.admiralty.league.challenge;

/**
 * Fired (a CDI event, in the transaction that ends it: observe it {@code during = AFTER_SUCCESS}) when a challenge
 * ends: {@code state} is {@code done} or {@code cancelled} (then {@code detail} says why); the score is the
 * challenging bot's: {@code wins}, {@code losses}, {@code draws} of {@code played} games.
 */
public record ChallengeFinished(
        long challenge,
        long team,
        long bot,
        long opponent,
        long opponentTeam,
        String state,
        String detail,
        int played,
        int wins,
        int losses,
        int draws) {}
