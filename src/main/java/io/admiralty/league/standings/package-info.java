/**
 * A season's standings as shown: the leaderboard with ratings, forms, skill scores and who is benched there (a bench
 * holds in its own season only). May use: registry, games, season, skill, bench.
 */
package io.admiralty.league.standings;
