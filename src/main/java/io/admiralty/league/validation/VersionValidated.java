package io.admiralty.league.validation;

/**
 * Fired (a CDI event, in the transaction that decides it: observe it {@code during = AFTER_SUCCESS}) when a version
 * passed its validation and plays from its next matchup on; {@code games} are the validation games' ids.
 */
public record VersionValidated(
        long validation, long team, long bot, int version, String detail, java.util.List<Long> games) {}
