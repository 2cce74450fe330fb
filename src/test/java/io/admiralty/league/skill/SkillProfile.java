package io.admiralty.league.skill;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * The test profile with skill jobs played (the other tests leave them queued, so no bot plays in their background), by
 * one worker, so that a season's matchup can only run if the skill job in its way gives way.
 */
public class SkillProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("admiralty.skill.enabled", "true", "admiralty.league.workers", "1");
    }
}
