/**
 * A bot as the league shows it, put together from the registry, its gate and its skill scores; registering bots
 * and versions (gated or not). May use: team, registry, gate, skill.
 */
package io.admiralty.league.profile;
