package io.admiralty.league.persistence;

/**
 * What a season view counts: its entries, rounds, matchups by status and stored games, read by one query because
 * pages and clients poll the season while it plays, and each poll competes with the workers storing its games.
 */
public record SeasonCounts(long entries, long rounds, long queued, long running, long done, long cancelled, long games) {
}
