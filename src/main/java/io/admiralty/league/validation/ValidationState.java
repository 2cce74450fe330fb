package io.admiralty.league.validation;

import io.admiralty.game.Coded;

/**
 * Where a version's validation stands: its games still to play ({@code validating}), the version let through
 * ({@code passed}), refused, not judged because the league could not play it ({@code skipped}: the version plays
 * unvalidated, since the league's faults are never the bot's), or left because a newer version came first
 * ({@code superseded}).
 */
public enum ValidationState implements Coded {
    VALIDATING,
    PASSED,
    REFUSED,
    SKIPPED,
    SUPERSEDED
}
