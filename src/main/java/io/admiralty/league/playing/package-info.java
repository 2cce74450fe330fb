/**
 * Playing claimed matchups: the work handler of every kind of matchup, which asks the matchup's owner (found by the
 * work's kind: a season, a gate, a challenge, a validation) how to play it, stores its games in batches and hands it
 * back to its owner at its end; a matchup of a retired bot, or of a version refused on its ruleset, is cancelled.
 * May use: registry, runtime, queue, games, validation.
 */
package io.admiralty.league.playing;
