package io.admiralty.api;

import io.admiralty.Refusal;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.quarkus.vertx.http.runtime.security.SecurityHandlerPriorities;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Set;

/**
 * Cross-site request forgery, refused once for every address: a write (POST, PUT, PATCH, DELETE) that a browser could
 * send with a signed-in person's cookie must come from the league's own pages. Browsers say where a request comes
 * from ({@code Origin}, and {@code Sec-Fetch-Site} in those of the last few years), and another site cannot make them
 * say otherwise: the write is let on when {@code Sec-Fetch-Site} is {@code same-origin} or {@code none} (typed by the
 * person), or else when {@code Origin} names this service's origin, scheme, host and port ({@link PublicSite}: a page
 * served over plain http on the same host is another origin); with neither, or another site named, it is refused with
 * 403.
 * Checked are the writes that carry a session cookie (form sign-in's or OpenID Connect's) and every write to the pages
 * (the sign-in form itself: another site must not sign a browser in as someone else). A request with an
 * {@code Authorization} header is a script's, which no other site can make a browser send, and is not checked.
 * Reads (GET, HEAD, OPTIONS) change nothing: the one read that could, a GraphQL mutation in the address, is refused
 * whoever sends it ({@link GraphQLGate}), so every other method is a write here, whatever its name.
 */
@ApplicationScoped
class SameOrigin {

    /** Before authentication, where CORS runs: a forged write is not worth a database look-up (EdgeOrderTest). */
    static final int BEFORE_AUTHENTICATION = SecurityHandlerPriorities.CORS;

    private static final Set<HttpMethod> SAFE = Set.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);
    /** OpenID Connect's cookie (split into q_session_chunk_... when long), beside the form sign-in's. */
    private static final String OIDC_SESSION = "q_session";

    private final PublicSite site;

    SameOrigin(PublicSite site) {
        this.site = site;
    }

    void register(@Observes Filters filters) {
        filters.register(this::check, BEFORE_AUTHENTICATION);
    }

    private void check(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (SAFE.contains(request.method())
                || request.getHeader(HttpHeaders.AUTHORIZATION) != null
                || !(hasSession(context) || isPage(request.path()))
                || sameOrigin(request)) {
            context.next();
            return;
        }
        ApiErrors.refuse(
                context,
                Refusal.forbidden("a signed-in write must come from the league's own pages (Origin or Sec-Fetch-Site "
                        + "must name this site); scripts use an API token (Authorization: Bearer ...)"));
    }

    private boolean sameOrigin(HttpServerRequest request) {
        String fetchSite = request.getHeader("Sec-Fetch-Site");
        if (fetchSite != null) {
            return fetchSite.equals("same-origin") || fetchSite.equals("none");
        }
        String origin = request.getHeader(HttpHeaders.ORIGIN);
        return origin != null && !origin.equals("null") && site.isOwn(origin, request);
    }

    private boolean hasSession(RoutingContext context) {
        return context.request().cookies().stream()
                .map(Cookie::getName)
                .anyMatch(name -> name.equals(site.sessionCookie())
                        || name.equals(OIDC_SESSION)
                        || name.startsWith(OIDC_SESSION + "_"));
    }

    /** The pages' forms; the API and GraphQL take writes from scripts as well, with a token. */
    private static boolean isPage(String path) {
        return !path.startsWith("/api/") && !path.equals("/graphql") && !path.startsWith("/q/");
    }
}
