/**
 * The seasons' public read models kept in memory between changes: the leaderboard, the withdrawn bots, the head-to-head
 * tallies and the newest games, what the season page, the REST and GraphQL leaderboards and the game list read most.
 * Holds only what anyone may see; uses {@code league.standings}, {@code league} (its change notices) and
 * {@code history}; {@code api} and {@code web} use it.
 */
package io.admiralty.views;
