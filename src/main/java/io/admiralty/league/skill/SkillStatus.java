package io.admiralty.league.skill;

import io.admiralty.game.Coded;

/**
 * Where a skill job is: waiting, claimed by a worker, scored, ended by the bot's forfeit (no score), or given up
 * (superseded by a newer version before it started, a retired bot, a bot this machine cannot run).
 */
public enum SkillStatus implements Coded {
    QUEUED,
    RUNNING,
    DONE,
    FORFEITED,
    CANCELLED
}
