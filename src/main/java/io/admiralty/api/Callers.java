package io.admiralty.api;

import io.admiralty.league.team.Caller;
import io.admiralty.league.team.Identity;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;

/** The caller of the current request, REST or GraphQL: as {@link CallerFilter} resolved it. */
@ApplicationScoped
class Callers {

    private final Identity identity;
    private final CurrentVertxRequest request;

    Callers(Identity identity, CurrentVertxRequest request) {
        this.identity = identity;
        this.request = request;
    }

    Caller of(HttpHeaders headers) {
        Caller known = fromFilter();
        return known != null ? known : identity.resolve(headers.getHeaderString(HttpHeaders.AUTHORIZATION));
    }

    /** For GraphQL, whose resolvers see no JAX-RS headers. */
    Caller current() {
        Caller known = fromFilter();
        if (known != null) {
            return known;
        }
        RoutingContext context = request.getCurrent();
        return identity.resolve(context == null ? null : context.request().getHeader(HttpHeaders.AUTHORIZATION));
    }

    private Caller fromFilter() {
        RoutingContext context = request.getCurrent();
        return context == null ? null : context.get(CallerFilter.CALLER);
    }
}
