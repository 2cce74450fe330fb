/**
 * Skill scores: a bot's mean shots to sink a fleet over public layouts, against a partner that never hits. What a game
 * is dealt ({@link io.admiralty.skill.Deals}: the layout and the game's seed, from generators of their own), the
 * partner, the games as a matchup plays them and the score; the league's jobs that run them are in
 * {@code io.admiralty.league.skill}, {@code play --skill} runs them on the command line. Uses {@code bot} and
 * {@code game}.
 */
package io.admiralty.skill;
