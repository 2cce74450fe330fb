package io.admiralty.api;

import io.admiralty.Refusal;
import io.admiralty.league.LeagueConfig;
import io.admiralty.league.team.Caller;
import io.admiralty.league.team.Identity;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Decides who is asking before any endpoint runs, REST, GraphQL and pages alike, and before a request's body is
 * read: an unknown token or another scheme than Bearer is a 401 everywhere; a write to the API without a token
 * is a 401 before its body arrives, and a body larger than the endpoint takes is a 413 before it is read. The
 * caller is kept with the request for the endpoint ({@link Callers}).
 */
@ApplicationScoped
class CallerFilter {

    static final String CALLER = "admiralty.caller";
    /** JSON requests (definitions, seasons, entries, GraphQL queries) are small; only uploads are large. */
    static final long MAX_JSON_BYTES = 64 * 1024;
    /** Room for a multipart upload's definition part and boundaries beside the artifact itself. */
    private static final long MULTIPART_OVERHEAD = 64 * 1024;

    private final Identity identity;
    private final long maxUploadBytes;

    CallerFilter(Identity identity, LeagueConfig config) {
        this.identity = identity;
        this.maxUploadBytes = config.league().maxArtifactBytes() + MULTIPART_OVERHEAD;
    }

    /** Runs before Quarkus' own filters and before any body handler. */
    void register(@Observes Filters filters) {
        filters.register(this::resolve, 1000);
    }

    void resolve(RoutingContext context) {
        HttpServerRequest request = context.request();
        String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (authorization == null || authorization.isBlank()) {
            if (request.path().startsWith("/api/") && isWrite(request.method())) {
                ApiErrors.refuse(
                        context,
                        Refusal.unauthenticated(
                                "this needs a team's or the organiser's token (Authorization: Bearer ...)"));
                return;
            }
            admit(context, new Caller.Anonymous());
            return;
        }
        // a team's token is looked up in the database: off the event loop, with the body held back meanwhile
        request.pause();
        context.vertx()
                .<Caller>executeBlocking(() -> identity.resolve(authorization), false)
                .onComplete(resolved -> {
                    if (resolved.succeeded()) {
                        request.resume();
                        admit(context, resolved.result());
                    } else if (resolved.cause() instanceof Refusal refused) {
                        ApiErrors.refuse(context, refused);
                    } else {
                        context.fail(resolved.cause());
                    }
                });
    }

    /** Lets a known caller's request on, unless it announces a body larger than its endpoint takes. */
    private void admit(RoutingContext context, Caller caller) {
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
        context.put(CALLER, caller);
        context.next();
    }

    private static boolean isUpload(HttpServerRequest request) {
        String type = request.getHeader(HttpHeaders.CONTENT_TYPE);
        return type != null
                && type.toLowerCase().startsWith("multipart/form-data")
                && request.path().startsWith("/api/bots");
    }

    private static boolean isWrite(HttpMethod method) {
        return method == HttpMethod.POST
                || method == HttpMethod.PUT
                || method == HttpMethod.PATCH
                || method == HttpMethod.DELETE;
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
