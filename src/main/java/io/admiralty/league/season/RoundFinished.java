package io.admiralty.league.season;

/**
 * A CDI event: round {@code number} of a season has nothing left to play (its last matchup ended) and the season's
 * ratings are refitted; fired inside the transaction that ends it.
 */
public record RoundFinished(long season, String seasonName, long round, int number) {}
