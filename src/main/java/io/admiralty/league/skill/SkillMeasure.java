package io.admiralty.league.skill;

import io.admiralty.game.Coded;
import io.admiralty.league.queue.WorkKind;

/**
 * What a skill job measures: how fast the version sinks the league's public layouts (attack: its skill score), or how
 * long the league's attacker takes to sink the fleets the version places for the league's game seeds (defence: its
 * defence score).
 */
public enum SkillMeasure implements Coded {
    ATTACK,
    DEFENCE;

    /** The kind of work its jobs are on the queue. */
    public WorkKind work() {
        return this == ATTACK ? WorkKind.SKILL : WorkKind.DEFENCE;
    }

    /** The measure of a job claimed as work of {@code kind}. */
    static SkillMeasure of(WorkKind kind) {
        return kind == WorkKind.DEFENCE ? DEFENCE : ATTACK;
    }
}
