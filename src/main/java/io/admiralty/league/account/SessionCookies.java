package io.admiralty.league.account;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The person whose session the form sign-in's cookie names (the cookie is encrypted and authenticated by Quarkus; it
 * holds the session's id, which is looked up on every request). A session that has ended gives an anonymous identity,
 * not a failure: a browser with an old cookie still sees the public pages, and the sign-in page.
 */
@ApplicationScoped
class SessionCookies implements IdentityProvider<TrustedAuthenticationRequest> {

    private final Accounts accounts;

    SessionCookies(Accounts accounts) {
        this.accounts = accounts;
    }

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(
            TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        String id = request.getPrincipal();
        return context.runBlocking(() -> accounts.session(id));
    }
}
