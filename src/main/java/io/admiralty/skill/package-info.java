/**
 * Skill scores: a bot's mean shots to sink a fleet over public layouts, against a partner that never hits; defence
 * scores: the mean shots an attacker that remembers the bot's earlier fleets ({@link io.admiralty.skill.DefenceAttacker})
 * needs to sink the fleets it places, and where they sat ({@link io.admiralty.skill.PlacementHeat}). What a game is
 * dealt ({@link io.admiralty.skill.Deals}: the layout and the game's seed, from generators of their own), the partner,
 * the games as a matchup plays them and the score; the league's jobs that run them are in
 * {@code io.admiralty.league.skill}, {@code play --skill} and {@code play --defence} run them on the command line. Uses
 * {@code bot} and {@code game}.
 */
package io.admiralty.skill;
