package io.admiralty.api;

import io.admiralty.league.account.Accounts;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The form sign-in's email and password ({@code POST /sign-in}) with the client's address, handed to
 * {@link Accounts#signIn} off the event loop. A refusal says nothing of why: Quarkus' form authentication then sends
 * the browser to the sign-in page's error address.
 */
@ApplicationScoped
class PasswordSignIn implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    private final Accounts accounts;

    PasswordSignIn(Accounts accounts) {
        this.accounts = accounts;
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(
            UsernamePasswordAuthenticationRequest request, AuthenticationRequestContext context) {
        String email = request.getUsername();
        String password = new String(request.getPassword().getPassword());
        String address = address(HttpSecurityUtils.getRoutingContextAttribute(request));
        return context.runBlocking(
                () -> accounts.signIn(email, password, address).orElseThrow(AuthenticationFailedException::new));
    }

    /** The client's address, as Quarkus reads it (through a trusted proxy's forwarded header when configured). */
    private static String address(RoutingContext context) {
        return context == null || context.request().remoteAddress() == null
                ? "unknown"
                : context.request().remoteAddress().hostAddress();
    }
}
