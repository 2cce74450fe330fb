package io.admiralty.league.account;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * A team's API token, looked up by its hash off the event loop: the team, or no identity (another provider may know
 * the token; when none does, the request is refused). A revoked token, or one of a disabled team, is unknown.
 */
@ApplicationScoped
class ApiTokenIdentity implements IdentityProvider<TokenAuthenticationRequest> {

    /** The type {@code api.BearerTokens} gives the tokens it reads; OpenID Connect's own have others. */
    private static final String BEARER = "bearer";

    private final ApiTokens tokens;

    ApiTokenIdentity(ApiTokens tokens) {
        this.tokens = tokens;
    }

    @Override
    public Class<TokenAuthenticationRequest> getRequestType() {
        return TokenAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(
            TokenAuthenticationRequest request, AuthenticationRequestContext context) {
        if (!BEARER.equals(request.getToken().getType())) {
            return Uni.createFrom().nullItem();
        }
        String token = request.getToken().getToken();
        return context.runBlocking(() -> tokens.identity(token).orElse(null));
    }
}
