package io.admiralty.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Session cookies the service did not set for this browser are not taken (cookie tossing). Cookies are kept per host,
 * not per port or scheme, so a page on another port of the same host can set {@code admiralty-session} to a session of
 * its own, and sign the victim in as the attacker; and a cookie it sets for a narrower path ({@code /teams}) is sent
 * before the victim's own. The service cannot tell which of two session cookies it set, nor whether a lone cookie
 * came from another port, but it can refuse what it never sets:
 * <ul>
 *   <li>a request carrying the session cookie more than once: the service sets it once, for path {@code /};
 *   <li>{@code admiralty-session} when the service names its cookie {@code __Host-admiralty-session} (behind https),
 *       which only a page of another origin can have set.
 * </ul>
 * Such a request goes on without any session cookie (anonymous: the person signs in again), and its answer expires
 * the cookies on every path the request's address lies under, where a tossed one must sit for the browser to have
 * sent it. The {@code __Host-} prefix itself is what keeps other origins from setting the cookie a browser sends
 * alone (docs/operations.md, "One origin per service").
 */
@ApplicationScoped
class TossedCookies {

    /** Before {@link SameOrigin}, and before anything reads the request's cookies. */
    static final int BEFORE_COOKIES_ARE_READ = SameOrigin.BEFORE_AUTHENTICATION + 1;

    /** A tossed cookie's path is a prefix of the address: so many of them are expired at most. */
    private static final int MAX_PATHS = 16;

    private final PublicSite site;

    TossedCookies(PublicSite site) {
        this.site = site;
    }

    void register(@Observes Filters filters) {
        filters.register(this::check, BEFORE_COOKIES_ARE_READ);
    }

    private void check(RoutingContext context) {
        HttpServerRequest request = context.request();
        List<String> headers = request.headers().getAll(HttpHeaders.COOKIE);
        if (headers.isEmpty()) {
            context.next();
            return;
        }
        Set<String> untaken = untaken(headers);
        if (untaken.isEmpty()) {
            context.next();
            return;
        }
        List<String> kept = new ArrayList<>();
        for (String header : headers) {
            for (String pair : header.split(";")) {
                if (!pair.isBlank() && !untaken.contains(name(pair))) {
                    kept.add(pair.strip());
                }
            }
        }
        if (kept.isEmpty()) {
            request.headers().remove(HttpHeaders.COOKIE);
        } else {
            request.headers().set(HttpHeaders.COOKIE, String.join("; ", kept));
        }
        for (String name : untaken) {
            for (String path : paths(request.path())) {
                context.response().headers().add(HttpHeaders.SET_COOKIE, expired(name, path));
            }
        }
        context.next();
    }

    /** The cookie names this request must not be taken with: empty when it carries what the service sets. */
    private Set<String> untaken(List<String> headers) {
        String session = site.sessionCookie();
        int sessions = 0;
        boolean plain = false;
        for (String header : headers) {
            for (String pair : header.split(";")) {
                String name = name(pair);
                sessions += name.equals(session) ? 1 : 0;
                plain |= name.equals(PublicSite.SESSION_COOKIE);
            }
        }
        if (session.equals(PublicSite.SESSION_COOKIE)) {
            return sessions > 1 ? Set.of(session) : Set.of();
        }
        if (sessions > 1) {
            return plain ? Set.of(session, PublicSite.SESSION_COOKIE) : Set.of(session);
        }
        return plain ? Set.of(PublicSite.SESSION_COOKIE) : Set.of();
    }

    private static String name(String pair) {
        int equals = pair.indexOf('=');
        return (equals < 0 ? pair : pair.substring(0, equals)).strip();
    }

    /** {@code /}, {@code /teams}, {@code /teams/4}, ...: the paths a cookie sent to {@code path} may have. */
    static List<String> paths(String path) {
        List<String> paths = new ArrayList<>(List.of("/"));
        int at = 0;
        while (path != null && paths.size() < MAX_PATHS && (at = path.indexOf('/', at + 1)) > 0) {
            paths.add(path.substring(0, at));
        }
        if (path != null && path.length() > 1 && paths.size() < MAX_PATHS && !path.endsWith("/")) {
            paths.add(path);
        }
        return paths;
    }

    private static String expired(String name, String path) {
        // a __Host- cookie is only taken (and so only replaced) with Secure and path /
        String secure = name.startsWith("__Host-") || name.startsWith("__Secure-") ? "; Secure" : "";
        return name + "=; Path=" + path + "; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly" + secure;
    }
}
