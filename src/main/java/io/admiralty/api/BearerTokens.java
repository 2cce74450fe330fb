package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.team.Roles;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.credential.TokenCredential;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpCredentialTransport;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Set;

/**
 * Reads {@code Authorization: Bearer <token>} and asks Quarkus Security's identity providers who holds the token
 * (the organiser's, {@link io.admiralty.league.team.Identity}; teams' API tokens, in {@code league.account}). It
 * claims only bearer tokens: a request without one is left to the other mechanisms (the form sign-in's cookie,
 * OpenID Connect's), and if none of them knows the caller either, the request is anonymous. A bearer token nobody
 * knows fails the request: 401 on every address, never anonymous. Its challenge is the API's JSON refusal, for the
 * API and for any request that sent credentials; a page that needs a person is left to the form sign-in's challenge
 * (a redirect to /sign-in).
 */
@ApplicationScoped
class BearerTokens implements HttpAuthenticationMechanism {

    static final String SCHEME = "Bearer";
    /** The header a 401 names the scheme in. */
    static final String CHALLENGE_HEADER = "WWW-Authenticate";

    private static final String PREFIX = SCHEME + " ";
    /** Said to a caller whose bearer token no provider knows. */
    static final String UNKNOWN = "unknown token";

    /** Before the cookie mechanisms: a script's token decides who it is, whatever cookies it also sends. */
    @Override
    public int getPriority() {
        return DEFAULT_PRIORITY + 1000;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identities) {
        String authorization = context.request().getHeader(HttpHeaders.AUTHORIZATION);
        if (authorization == null || !authorization.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
            return Uni.createFrom().nullItem();
        }
        TokenAuthenticationRequest request = new TokenAuthenticationRequest(
                new TokenCredential(authorization.substring(PREFIX.length()).strip(), SCHEME.toLowerCase()));
        return identities
                .authenticate(HttpSecurityUtils.setRoutingContextAttribute(request, context))
                .onFailure(AuthenticationFailedException.class)
                .transform(failed -> new AuthenticationFailedException(UNKNOWN, failed));
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        return Uni.createFrom().item(new ChallengeData(401, CHALLENGE_HEADER, SCHEME));
    }

    /**
     * Answers the challenge with the API's JSON refusal: why the token failed, or that this needs one (a write
     * without a token, refused before its body is read).
     */
    @Override
    public Uni<Boolean> sendChallenge(RoutingContext context) {
        String path = context.request().path();
        if (context.request().getHeader(HttpHeaders.AUTHORIZATION) == null
                && !path.startsWith("/api/")
                && !path.startsWith("/graphql")
                && !path.startsWith("/q/")) {
            return Uni.createFrom().item(false);
        }
        AuthenticationFailedException failed = HttpSecurityUtils.getAuthenticationFailureFromEvent(context);
        String why = failed != null && failed.getMessage() != null
                ? failed.getMessage()
                : Roles.unauthenticated(List.of(Roles.ORGANISER, Roles.TEAM)).getMessage();
        context.response().putHeader(CHALLENGE_HEADER, SCHEME);
        ApiErrors.refuse(context, Refusal.unauthenticated(why));
        return Uni.createFrom().item(true);
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(TokenAuthenticationRequest.class);
    }

    @Override
    public Uni<HttpCredentialTransport> getCredentialTransport(RoutingContext context) {
        return Uni.createFrom()
                .item(new HttpCredentialTransport(HttpCredentialTransport.Type.AUTHORIZATION, SCHEME.toLowerCase()));
    }
}
