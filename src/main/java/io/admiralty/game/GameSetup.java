package io.admiralty.game;

/**
 * What a player is told when a game starts. {@code seed} is the player's own seed, derived from the game's
 * seed and seat, so a seeded game replays exactly, bots' random choices included.
 */
public record GameSetup(Ruleset ruleset, Side side, boolean movesFirst, String opponent, int gameNumber, long seed) {}
