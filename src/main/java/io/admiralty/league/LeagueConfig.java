package io.admiralty.league;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** The service's settings (application.properties, or environment variables such as ADMIRALTY_ADMIN_TOKEN). */
@ConfigMapping(prefix = "admiralty")
public interface LeagueConfig {

    /** The organiser's bearer token. Unset in dev mode: a random one is made and logged at start. */
    Optional<String> adminToken();

    /** The service's folder: embedded database, unpacked bot files, bots' data folders. */
    @WithDefault("./data")
    String dataDir();

    /**
     * How process and jar bots are confined: {@code bubblewrap} (default; where it does not work, those bots are
     * refused) or {@code none} (trusted bots only).
     */
    @WithDefault("bubblewrap")
    String sandbox();

    League league();

    interface League {
        /** Matchups this instance runs at once. Each matchup runs two bots, so size it to about the number of cores. */
        @WithDefault("2")
        int workers();

        /** How often an idle worker looks for queued matchups. */
        @WithDefault("1s")
        Duration poll();

        /** How long a claimed matchup stays with its worker without a heartbeat; after that another worker takes it over. */
        @WithDefault("30s")
        Duration lease();

        /** Largest upload (archive or jar), in bytes. */
        @WithDefault("20971520")
        long maxArtifactBytes();

        /** Largest total size of an unpacked archive, in bytes. */
        @WithDefault("104857600")
        long maxUnpackedBytes();

        /** Games stored per transaction at most: fast bots' games are committed in batches, each game still whole. */
        @WithDefault("64")
        int commitBatch();
    }
}
