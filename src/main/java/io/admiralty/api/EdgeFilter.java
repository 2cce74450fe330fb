package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.LeagueConfig;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.quarkus.vertx.http.runtime.security.QuarkusHttpUser;
import io.quarkus.vertx.http.runtime.security.SecurityHandlerPriorities;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Map;

/**
 * What every request must pass before any endpoint runs, REST, GraphQL and pages alike, and before its body is read,
 * each refused with the API's JSON body: an address or headers longer than the service reads (414, 431), credentials
 * that no authentication mechanism understood (401: another scheme than Bearer is refused, not taken as anonymous),
 * and a body larger than its endpoint takes (413). Who the caller is comes from Quarkus Security
 * ({@link BearerTokens}); an anonymous write to the API is refused by the HTTP permission in application.properties,
 * before the size.
 */
@ApplicationScoped
class EdgeFilter {

    /** JSON requests (definitions, seasons, entries, GraphQL queries) are small; only uploads are large. */
    static final long MAX_JSON_BYTES = 64 * 1024;
    /**
     * The longest request address (path and query) the service reads. Vert.x is told to read lines up to
     * {@code quarkus.http.limits.max-initial-line-length}, far beyond this, so that a long address gets this JSON
     * refusal rather than Vert.x's own empty one.
     */
    static final int MAX_URI_BYTES = 4096;
    /** Likewise for all the headers together, under {@code quarkus.http.limits.max-header-size}. */
    static final int MAX_HEADER_BYTES = 20 * 1024;
    /** Room for a multipart upload's definition part and boundaries beside the artifact itself. */
    private static final long MULTIPART_OVERHEAD = 64 * 1024;

    /*
     * Where each check runs among Quarkus' own security handlers, said by Quarkus' own names for their priorities
     * (Vert.x runs the highest first); EdgeOrderTest checks the order they make.
     */
    /** Before anything else, above every security handler: nothing about an over-long request is worth reading. */
    static final int LENGTHS = 1000;
    /** After authentication (bearer tokens, then the sign-in form's post) and before the permission checks. */
    static final int CREDENTIALS = SecurityHandlerPriorities.AUTHORIZATION + 10;
    /** After the permission checks: an anonymous upload is a 401 before it is a 413. */
    static final int SIZE = SecurityHandlerPriorities.AUTHORIZATION - 50;

    private final long maxUploadBytes;

    EdgeFilter(LeagueConfig config) {
        this.maxUploadBytes = config.league().maxArtifactBytes() + MULTIPART_OVERHEAD;
    }

    void register(@Observes Filters filters) {
        filters.register(this::lengths, LENGTHS);
        filters.register(this::credentials, CREDENTIALS);
        filters.register(this::size, SIZE);
    }

    private void lengths(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (request.uri().length() > MAX_URI_BYTES) {
            ApiErrors.refuse(
                    context,
                    414,
                    "the request's address is " + request.uri().length()
                            + " characters long; the service reads addresses of at most " + MAX_URI_BYTES);
            return;
        }
        long headers = 0;
        for (Map.Entry<String, String> header : request.headers()) {
            headers += header.getKey().length() + header.getValue().length() + 4;
        }
        if (headers > MAX_HEADER_BYTES) {
            ApiErrors.refuse(
                    context,
                    431,
                    "the request's headers take " + headers + " bytes; the service reads at most " + MAX_HEADER_BYTES);
            return;
        }
        context.next();
    }

    private void credentials(RoutingContext context) {
        boolean anonymous = !(context.user() instanceof QuarkusHttpUser user)
                || user.getSecurityIdentity().isAnonymous();
        String authorization = context.request().getHeader(HttpHeaders.AUTHORIZATION);
        if (anonymous && authorization != null && !authorization.isBlank()) {
            context.response().putHeader(BearerTokens.CHALLENGE_HEADER, BearerTokens.SCHEME);
            ApiErrors.refuse(context, Refusal.unauthenticated("Authorization must be 'Bearer <token>'"));
            return;
        }
        context.next();
    }

    /** Lets a request on unless it announces a body larger than its endpoint takes. */
    private void size(RoutingContext context) {
        HttpServerRequest request = context.request();
        String path = request.path();
        long declared = contentLength(request);
        long allowed = isUpload(request) ? maxUploadBytes : MAX_JSON_BYTES;
        if ((path.startsWith("/api/") || path.equals("/graphql")) && declared > allowed) {
            ApiErrors.refuse(
                    context,
                    Refusal.tooLarge(
                            "the request body is " + declared + " bytes; this endpoint takes at most " + allowed));
            return;
        }
        context.next();
    }

    private static boolean isUpload(HttpServerRequest request) {
        String type = request.getHeader(HttpHeaders.CONTENT_TYPE);
        return type != null
                && type.toLowerCase().startsWith("multipart/form-data")
                && request.path().startsWith("/api/bots");
    }

    private static long contentLength(HttpServerRequest request) {
        String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        try {
            return length == null ? -1 : Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
