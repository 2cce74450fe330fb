package io.admiralty.league.account;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Someone signed in through the organiser's OpenID Connect provider, turned into the person the league knows: their
 * account is found by the provider's issuer and subject (made on the first sign-in, with the teams they later join by
 * invitation). An address the provider gives is never used to join an existing account: anyone may claim an address
 * at some provider.
 */
@ApplicationScoped
class OidcPeople implements SecurityIdentityAugmentor {

    private final Accounts accounts;

    OidcPeople(Accounts accounts) {
        this.accounts = accounts;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        if (identity.isAnonymous()
                || identity.getAttribute(Identities.ACCOUNT_ID) != null
                || !(identity.getPrincipal() instanceof JsonWebToken token)) {
            return Uni.createFrom().item(identity);
        }
        String issuer = token.getIssuer();
        String subject = token.getSubject();
        String email = token.getClaim("email");
        String name = token.getClaim("name") != null ? token.getClaim("name") : token.getClaim("preferred_username");
        return context.runBlocking(() -> accounts.oidc(identity, issuer, subject, email, name));
    }
}
