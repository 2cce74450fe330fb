package io.admiralty.league.games;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How long what bots write to stderr is kept with their games (docs/operations.md, "Bots' stderr logs"). */
@ConfigMapping(prefix = "admiralty.logs")
public interface GameLogsConfig {

    /**
     * Days a game's stderr logs are kept after the game finished; 0 keeps none (nothing is stored, and what was is
     * purged at the next purge).
     */
    @WithDefault("14")
    int retentionDays();

    /**
     * How often the logs past their retention are deleted, on every instance (the delete is idempotent); read by
     * {@link GameLogPurge}'s schedule.
     */
    @WithDefault("1h")
    String purgeEvery();
}
