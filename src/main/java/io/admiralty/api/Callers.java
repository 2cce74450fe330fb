package io.admiralty.api;

import io.admiralty.league.Caller;
import io.admiralty.league.Identity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;

/** The caller of a REST request, from its Authorization header. */
@ApplicationScoped
class Callers {

    private final Identity identity;

    Callers(Identity identity) {
        this.identity = identity;
    }

    Caller of(HttpHeaders headers) {
        return identity.resolve(headers.getHeaderString(HttpHeaders.AUTHORIZATION));
    }
}
