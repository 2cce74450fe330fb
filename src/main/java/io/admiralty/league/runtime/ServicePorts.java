package io.admiralty.league.runtime;

import java.util.Set;

/**
 * The ports this service's HTTP server actually listens on, as the edge knows them: a port configured as 0 (the tests'
 * own, each JVM a free one) is chosen when the server starts, so the configuration alone cannot say it. Empty until
 * the server is up.
 */
public interface ServicePorts {

    Set<Integer> bound();
}
