package io.admiralty.league.skill;

/**
 * A CDI event: a version's skill job on a ruleset ended with a score ({@code status} done, with {@code mean} and its
 * standard error {@code se}) or without one ({@code status} forfeited, with the {@code forfeit}'s reason and its
 * {@code detail}). Fired inside the transaction that stores it.
 */
public record SkillScored(
        long job,
        long bot,
        int version,
        String ruleset,
        SkillStatus status,
        Double mean,
        Double se,
        String forfeit,
        String detail) {}
