package io.admiralty.league.validation;

/**
 * Fired (a CDI event, in the transaction that decides it: observe it {@code during = AFTER_SUCCESS}) when a version
 * forfeited every validation game and is refused: {@code detail} says why, {@code games} are the games whose
 * transcripts show it (to the bot's team), {@code current} the version the bot plays now (null: none, the bot plays
 * nothing until a version passes).
 */
public record VersionRefused(
        long validation,
        long team,
        long bot,
        int version,
        String detail,
        java.util.List<Long> games,
        Integer current) {}
