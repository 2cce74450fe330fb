/**
 * Matches on request: a team challenges another bot (its own, a built-in, or another team's that takes challenges) to
 * an unrated matchup on the work queue; the per-team limits on challenge games an hour and challenges waiting
 * ({@link io.admiralty.league.challenge.ChallengeLimits}, a pure rule); and the challenge's record with its score.
 * May use: team, registry, runtime (the terms its games are played under), queue, season (a default ruleset),
 * validation (a bot refused by validation takes no challenge).
 */
package io.admiralty.league.challenge;
