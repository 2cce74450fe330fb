package io.admiralty.league.runtime;

import io.smallrye.config.ConfigMapping;
import java.util.List;
import java.util.Optional;

/** Where HTTP bots may be reached ({@code admiralty.bots.http.*}; environment: {@code ADMIRALTY_BOTS_HTTP_ALLOW}). */
@ConfigMapping(prefix = "admiralty.bots.http")
public interface EgressConfig {

    /**
     * What the organiser opens to HTTP bots beyond public addresses, comma-separated: networks in CIDR notation
     * ({@code 10.0.0.0/8}, {@code fd00::/8}), single addresses on any port ({@code 127.0.0.1}) and host:port
     * pairs ({@code 127.0.0.1:8765}, {@code [::1]:8765}, {@code bots.example.org:8080}, a name matching the
     * URL's host). Unset: only public addresses. Never opened, whatever is listed: this service's own ports on
     * any local address, its database, and cloud metadata services. The dev and test profiles open loopback.
     */
    Optional<List<String>> allow();
}
