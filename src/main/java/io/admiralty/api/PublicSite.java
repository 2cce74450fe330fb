package io.admiralty.api;

import io.admiralty.league.LeagueConfig;
import io.quarkus.runtime.Startup;
import io.quarkus.vertx.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.HostAndPort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Where people reach the service ({@code admiralty.http.public-url}): the origin absolute links are built from and the
 * one writes with a session cookie must come from, and the session cookie's name. The request's {@code Host} header is
 * never used for either: whoever sends a request chooses it. Made at start, so that a public URL that is none stops
 * the service there.
 */
@Startup
@ApplicationScoped
public class PublicSite {

    /** The form sign-in's cookie over plain HTTP, and {@value #SECURE_SESSION_COOKIE} behind https. */
    public static final String SESSION_COOKIE = "admiralty-session";
    /**
     * Behind https: a browser keeps a {@code __Host-} cookie only when it is Secure, for path {@code /} and no domain,
     * so a page on another port or a sub-domain cannot set one for the whole host (cookie tossing).
     */
    public static final String SECURE_SESSION_COOKIE = "__Host-" + SESSION_COOKIE;

    /** The configured origin ({@code https://league.example.org}); empty when unset. */
    private final Optional<URI> configured;

    private final Instance<HttpServer> server;
    private final String sessionCookie;

    PublicSite(
            LeagueConfig config,
            Instance<HttpServer> server,
            @ConfigProperty(name = "quarkus.http.auth.form.cookie-name") String sessionCookie) {
        this.configured = config.http().publicUrl().map(PublicSite::origin);
        this.server = server;
        this.sessionCookie = sessionCookie;
    }

    /**
     * The origin of a public URL as configured: http or https, a host, a port only if given, nothing after but a
     * slash; anything else stops the service at start with what is wrong.
     */
    static URI origin(String url) {
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("admiralty.http.public-url is not a URL: " + e.getMessage());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException(
                    "admiralty.http.public-url must be an http or https URL such as https://league.example.org, was '"
                            + url + "'");
        }
        if (uri.getHost() == null
                || uri.getRawUserInfo() != null
                || uri.getRawQuery() != null
                || uri.getRawFragment() != null
                || !(uri.getRawPath() == null
                        || uri.getRawPath().isEmpty()
                        || uri.getRawPath().equals("/"))) {
            throw new IllegalArgumentException("admiralty.http.public-url is where the service is reached: a scheme, a"
                    + " host and a port, with no path, query or credentials (the service serves its whole origin),"
                    + " was '" + url + "'");
        }
        return URI.create(scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT)
                + (uri.getPort() < 0 ? "" : ":" + uri.getPort()));
    }

    /** Whether a configured public URL is https, which puts the session cookie under {@value #SECURE_SESSION_COOKIE}. */
    static boolean https(String url) {
        return url.strip().toLowerCase(Locale.ROOT).startsWith("https:");
    }

    /** An absolute link to a path of the service ({@code /invites/adm_...}). */
    public String link(String path) {
        return base() + path;
    }

    /** The configured origin, or {@code http://localhost:<port>} where the service listens, for development. */
    private String base() {
        return configured
                .map(URI::toString)
                .orElseGet(() -> "http://localhost:" + server.get().getPort());
    }

    /** The session cookie's name: {@value #SESSION_COOKIE}, or {@value #SECURE_SESSION_COOKIE} behind https. */
    String sessionCookie() {
        return sessionCookie;
    }

    /**
     * Whether {@code origin} (an {@code Origin} header) is this service's, scheme included: the configured public URL
     * when there is one, else the request's own scheme, host and port.
     */
    boolean isOwn(String origin, HttpServerRequest request) {
        URI from;
        try {
            from = new URI(origin);
        } catch (URISyntaxException e) {
            return false;
        }
        if (from.getScheme() == null || from.getHost() == null) {
            return false;
        }
        String scheme = from.getScheme().toLowerCase(Locale.ROOT);
        int port = port(scheme, from.getPort());
        if (configured.isPresent()) {
            URI own = configured.get();
            return scheme.equals(own.getScheme())
                    && from.getHost().equalsIgnoreCase(own.getHost())
                    && port == port(own.getScheme(), own.getPort());
        }
        HostAndPort self = request.authority();
        String selfScheme = request.scheme() == null ? "" : request.scheme().toLowerCase(Locale.ROOT);
        return self != null
                && scheme.equals(selfScheme)
                && from.getHost().equalsIgnoreCase(self.host())
                && port == port(selfScheme, self.port());
    }

    /** The port a URL means: its own, or its scheme's when it names none (-1 in URI, and in Vert.x's authority). */
    private static int port(String scheme, int port) {
        return port >= 0 ? port : scheme.equals("https") ? 443 : 80;
    }
}
