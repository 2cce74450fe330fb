package io.admiralty.league.season;

/**
 * What a season view counts: its entries, rounds, matchups by status and stored games, read by one query because
 * pages and clients poll the season while it plays, and each poll competes with the workers storing its games; the
 * matchups are counted in one pass over the season's (their status is the work queue's, so each pass is a join).
 * Games are counted from the entries ({@code seatsPlayed}, every entry's games, is twice the season's games: each
 * stored game is rated for both its bots in the transaction that stores it), which costs the same whether the season
 * has played a hundred games or ten million.
 */
public record SeasonCounts(
        long entries, long rounds, long queued, long running, long done, long cancelled, long seatsPlayed) {

    public long games() {
        return seatsPlayed / 2;
    }
}
