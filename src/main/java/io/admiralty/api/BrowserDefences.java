package io.admiralty.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * What every answer tells the browser, pages, API, GraphQL, files and refusals alike (set as the answer's headers are
 * written, so whatever answers a request carries them): never to show it in a frame of another page (a framed team page
 * is one click from making a token for whoever framed it: {@code frame-ancestors 'none'} and, for older browsers,
 * {@code X-Frame-Options: DENY}); to run only the league's own script files ({@code script-src 'self'}: the pages
 * have no inline script, so markup that slipped past escaping runs nothing); to take a file as the type it is said to be
 * ({@code nosniff}: a bot's transcript served as text never becomes a page); and to send other sites no address of
 * this one beyond its origin ({@code Referrer-Policy}: an address may name a team, a bot or a game).
 * <p>
 * Swagger UI and GraphiQL ({@code /q/swagger-ui}, {@code /q/graphql-ui}) are Quarkus' pages, which start themselves
 * with inline scripts and styles: they are let have those, and nothing else changes for them.
 */
@ApplicationScoped
class BrowserDefences {

    /** Before every other filter, so that even the first refusal (a worker's 404, an over-long address) carries them. */
    static final int FIRST = WorkerRole.FIRST + 1000;

    /**
     * The pages' policy. Styles may be inline: the pages draw boards and intervals with {@code style} attributes, and
     * a style runs no code.
     */
    static final String POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    /** Quarkus' own tool pages, which need their inline scripts. */
    static final String TOOLS_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
            + "frame-ancestors 'none'";

    void register(@Observes Filters filters) {
        filters.register(this::defend, FIRST);
    }

    private void defend(RoutingContext context) {
        String path = context.request().path();
        boolean tool = path != null && (path.startsWith("/q/swagger-ui") || path.startsWith("/q/graphql-ui"));
        context.addHeadersEndHandler(ended -> {
            MultiMap headers = context.response().headers();
            headers.set("Content-Security-Policy", tool ? TOOLS_POLICY : POLICY);
            headers.set("X-Frame-Options", "DENY");
            headers.set("X-Content-Type-Options", "nosniff");
            headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
        });
        context.next();
    }
}
