/**
 * A bot as the league shows it, put together from the registry, its gate, its skill scores and its bench; registering bots
 * and versions (gated or not), and the seasons where its entry is frozen. May use: team, registry, gate, skill,
 * validation, bench, season.
 */
package io.admiralty.league.profile;
