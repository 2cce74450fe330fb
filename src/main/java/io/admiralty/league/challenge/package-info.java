/**
 * Matches on request: a team challenges another bot (its own, a built-in, or another team's that takes challenges) to
 * an unrated matchup on the work queue; the per-team limits on challenge games an hour and challenges waiting
 * ({@link io.admiralty.league.challenge.ChallengeLimits}, a pure rule); and the challenge's record with its score.
 * May use: team, registry, season (a default ruleset), queue.
 */
package io.admiralty.league.challenge;
