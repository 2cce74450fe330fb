/**
 * Stored games: writing a batch of games with their strikes (COPY), reading them back by bot, season or matchup,
 * storing a game whose transcripts cannot be stored without them, and the bots' stderr logs of each game with their
 * retention ({@code GameLogsConfig}, {@code GameLogPurge}), and the tags and metrics the bots gave their games
 * ({@code GameTag}, {@code GameNotesRepository}). May use: registry.
 */
package io.admiralty.league.games;
