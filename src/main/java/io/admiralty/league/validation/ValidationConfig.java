package io.admiralty.league.validation;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How a new version proves it runs (environment variables ADMIRALTY_VALIDATION_...). */
@ConfigMapping(prefix = "admiralty.validation")
public interface ValidationConfig {

    /** Games a new version plays against the built-in before it plays anything else. */
    @WithDefault("2")
    int games();

    /** The built-in it plays: a cheap one, so that validation takes about a second for a bot that answers promptly. */
    @WithDefault("random")
    String opponent();
}
