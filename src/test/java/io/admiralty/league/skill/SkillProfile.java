package io.admiralty.league.skill;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * The test profile with skill jobs played (the other tests leave them queued, so no bot plays in their background), by
 * one worker, so that a season's matchup can only run if the skill job in its way gives way, the expert scored on a
 * few layouts, and defence scores on a few.
 */
public class SkillProfile implements QuarkusTestProfile {

    /**
     * Layouts the expert is scored on here: its figure over 10,000 layouts is the strength benchmark's; the league's
     * job for it is checked on a few, since each of its games takes seconds of CPU. Ten still catch a league that
     * scores the wrong bot under the expert's name: a layout's shots spread by about 8.5, so the check allows about 8.5
     * shots (3 standard errors of ten layouts, and the table's own), and parity, at 59.3, lies about 7 shots beyond
     * that, 2.6 standard errors of its own ten-layout mean (hunter, sequential and random further still). No number a
     * test can afford tells the expert from density, 0.9 shots apart: that gain is the strength benchmark's to show.
     * Ten also keep the job running long enough that a season's round must overtake it
     * (SkillLeagueTest.skillJobsGiveWayToASeasonRound).
     */
    static final int EXPERT_LAYOUTS = 10;

    /**
     * Layouts a defence score is measured on here: enough for the attacker to remember a bot's habit (it does from the
     * tenth layout on) and show it, few enough that each built-in's defence job takes seconds.
     */
    static final int DEFENCE_LAYOUTS = 20;

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "admiralty.skill.enabled",
                "true",
                "admiralty.league.cpu-slots",
                "1",
                // built-ins as dear as process bots: one skill job at a time, as the expert's games take seconds of CPU
                "admiralty.league.builtin-cost",
                "1",
                "admiralty.skill.builtin-layouts.expert",
                String.valueOf(EXPERT_LAYOUTS),
                "admiralty.skill.defence-layouts",
                String.valueOf(DEFENCE_LAYOUTS));
    }
}
