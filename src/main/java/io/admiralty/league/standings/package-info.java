/**
 * A season's standings as shown: the leaderboard with ratings, forms and skill scores. May use: registry, games,
 * season, skill.
 */
package io.admiralty.league.standings;
