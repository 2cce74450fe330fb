/**
 * Stored games: writing a batch of games with their strikes (COPY), reading them back by bot, season or matchup,
 * and storing a game whose transcripts cannot be stored without them. May use: registry.
 */
package io.admiralty.league.games;
