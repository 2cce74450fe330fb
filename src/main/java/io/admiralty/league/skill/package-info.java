/**
 * Skill and defence jobs ({@link io.admiralty.league.skill.SkillMeasure}): queueing a version's scores, playing them on
 * the work queue, and their scores as the API shows them.
 * May use: team, registry, runtime, queue, games.
 */
package io.admiralty.league.skill;
