/**
 * Broken bots benched: a bot that forfeited every game of its last matchups of a season ({@link
 * io.admiralty.league.bench.BenchRule}) plays no more matchups of that season (and only of that one), its waiting ones
 * cancelled, until a new version or its team puts it back; {@link io.admiralty.league.bench.BotBenched} tells whoever listens. May use: team,
 * registry, queue, games.
 */
package io.admiralty.league.bench;
