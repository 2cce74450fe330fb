/**
 * A new bot or version proves it runs before it plays: a validation of a few games against a built-in, queued by the
 * upload and claimed before every other work; its verdict ({@link io.admiralty.league.validation.ValidationVerdict},
 * a pure rule) lets the version play, or refuses it (the bot falls back to its last version that was not refused).
 * May use: team, registry, runtime (the terms its games are played under), queue, season (a default ruleset).
 */
package io.admiralty.league.validation;
