package io.admiralty.api;

import io.admiralty.Refusal;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.HostAndPort;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.util.Set;

/**
 * Cross-site request forgery, refused once for every address: a write (POST, PUT, PATCH, DELETE) that a browser could
 * send with a signed-in person's cookie must come from the league's own pages. Browsers say where a request comes
 * from ({@code Origin}, and {@code Sec-Fetch-Site} in those of the last few years), and another site cannot make them
 * say otherwise: the write is let on when {@code Sec-Fetch-Site} is {@code same-origin} or {@code none} (typed by the
 * person), or else when {@code Origin} names this host; with neither, or another site named, it is refused with 403.
 * Checked are the writes that carry a session cookie (form sign-in's or OpenID Connect's) and every write to the pages
 * (the sign-in form itself: another site must not sign a browser in as someone else). A request with an
 * {@code Authorization} header is a script's, which no other site can make a browser send, and is not checked.
 */
@ApplicationScoped
class SameOrigin {

    /** Before authentication (priority 200): a forged write is not worth a database look-up. */
    private static final int BEFORE_AUTHENTICATION = 300;

    private static final Set<HttpMethod> SAFE = Set.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);
    /** The form sign-in's cookie, and OpenID Connect's (split into q_session_chunk_... when long). */
    private static final Set<String> SESSION_COOKIES = Set.of(ApiDocument.SESSION_COOKIE, "q_session");

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

    static boolean sameOrigin(HttpServerRequest request) {
        String site = request.getHeader("Sec-Fetch-Site");
        if (site != null) {
            return site.equals("same-origin") || site.equals("none");
        }
        String origin = request.getHeader(HttpHeaders.ORIGIN);
        if (origin == null || origin.equals("null")) {
            return false;
        }
        HostAndPort self = request.authority();
        try {
            URI from = URI.create(origin);
            return self != null
                    && from.getHost() != null
                    && from.getHost().equalsIgnoreCase(self.host())
                    && from.getPort() == self.port();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static boolean hasSession(RoutingContext context) {
        return context.request().cookies().stream()
                .anyMatch(c ->
                        SESSION_COOKIES.contains(c.getName()) || c.getName().startsWith("q_session_"));
    }

    /** The pages' forms; the API and GraphQL take writes from scripts as well, with a token. */
    private static boolean isPage(String path) {
        return !path.startsWith("/api/") && !path.equals("/graphql") && !path.startsWith("/q/");
    }
}
