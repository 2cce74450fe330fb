/**
 * A season's standings as shown: the leaderboard with ratings, forms, skill scores and who is benched there (a bench
 * holds in its own season only); the pure rules of its tables, table-tested: each leaderboard row's move, tie and
 * interval on the table's scale ({@link io.admiralty.league.standings.Leaderboard}) and the crosstable's scores
 * ({@link io.admiralty.league.standings.Crosstable}, {@link io.admiralty.league.standings.Score}). May use: registry,
 * games, season, skill, bench.
 */
package io.admiralty.league.standings;
