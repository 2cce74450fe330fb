/**
 * A bot as the league shows it, put together from the registry, its gate, its skill scores and its bench; registering bots
 * and versions (gated or not). May use: team, registry, gate, skill, validation, bench.
 */
package io.admiralty.league.profile;
