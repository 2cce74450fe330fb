package io.admiralty.api;

import io.admiralty.league.LeagueConfig;
import io.quarkus.vertx.http.HttpServerOptionsCustomizer;
import io.vertx.core.http.HttpServerOptions;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;

/**
 * Closes connections that slow clients would hold: one the service has written nothing to for
 * {@code admiralty.http.request-timeout}. Vert.x has no deadline for a request's headers, and its idle timeouts count
 * every byte read, so a client sending its headers a byte a second kept its connection for as long as it liked; the
 * write side is silent until a request is whole, so its idle timeout is one deadline for the request's headers and
 * body (and for a kept-alive connection left idle). Live streams send a heartbeat well within it ({@link LiveStreams}).
 * <p>
 * The plain port speaks HTTP/1.1 only: while Vert.x looks for cleartext HTTP/2 (h2c) on a connection, only its
 * all-idle timeout closes it, which every byte a slow client sends puts off (measured with Vert.x 4.5). Browsers speak
 * HTTP/2 over TLS alone, which is unchanged.
 */
@ApplicationScoped
public class SlowClients implements HttpServerOptionsCustomizer {

    private final Duration requestTimeout;

    public SlowClients(LeagueConfig config) {
        this.requestTimeout = config.http().requestTimeout();
        if (requestTimeout.toMillis() < 1000) {
            throw new IllegalArgumentException(
                    "admiralty.http.request-timeout must be at least 1s, was " + requestTimeout);
        }
    }

    @Override
    public void customizeHttpServer(HttpServerOptions options) {
        options.setHttp2ClearTextEnabled(false);
        limit(options);
    }

    @Override
    public void customizeHttpsServer(HttpServerOptions options) {
        limit(options);
    }

    private void limit(HttpServerOptions options) {
        // the unit is shared with quarkus.http.idle-timeout, which Quarkus has set already
        options.setWriteIdleTimeout(
                (int) Math.min(Integer.MAX_VALUE, options.getIdleTimeoutUnit().convert(requestTimeout)));
    }
}
