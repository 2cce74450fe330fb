package io.admiralty.league;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** The test profile with skill jobs played (the other tests leave them queued, so no bot plays in their background). */
public class SkillProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("admiralty.skill.enabled", "true");
    }
}
