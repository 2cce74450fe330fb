package io.admiralty.league.challenge;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * How much each team may ask of the league's workers through challenges (environment variables
 * ADMIRALTY_CHALLENGES_...). The limits are a team's own: another team's challenges never use them up.
 */
@ConfigMapping(prefix = "admiralty.challenges")
public interface ChallengeConfig {

    /** Challenge games a team may ask for within any hour (counted over the last hour, as challenges are made). */
    @WithDefault("200")
    int gamesPerHour();

    /** A team's challenges waiting or playing at once; one more is refused until one ends. */
    @WithDefault("2")
    int waiting();

    /** Games one challenge may ask for (the default is 10). */
    @WithDefault("100")
    int maxGames();

    /**
     * What {@code Retry-After} says when the waiting limit refuses: it frees when one of the team's challenges ends,
     * which the league cannot foretell, so this is when to ask again.
     */
    @WithDefault("10s")
    Duration waitingRetry();
}
