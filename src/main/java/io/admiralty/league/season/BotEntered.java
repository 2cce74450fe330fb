package io.admiralty.league.season;

/**
 * A CDI event, fired in the transaction that enters a bot into a season (or enters it again): the bot's current
 * {@code version} is to play the season's {@code ruleset} (its spec) under {@code moveTimeoutMs}, so whoever checks
 * versions (validation) can check it there before it plays.
 */
public record BotEntered(long season, long bot, int version, String ruleset, int moveTimeoutMs) {}
