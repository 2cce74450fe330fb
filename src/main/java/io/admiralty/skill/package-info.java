/**
 * Skill scores as a rule: the public layouts, the partner that never hits, and the score of a set of games.
 * Uses {@code bot} and {@code game}.
 */
package io.admiralty.skill;
