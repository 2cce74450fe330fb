package io.admiralty.api;

import io.admiralty.league.LeagueConfig;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * A worker instance ({@code admiralty.role=worker}) serves no public path: only health and metrics, for the
 * orchestrator and Prometheus; everything else is a 404 before any endpoint or page runs, so a worker put behind the
 * public entrance by mistake shows nothing and takes no writes.
 */
@ApplicationScoped
class WorkerRole {

    /** Before every other filter (EdgeOrderTest). */
    static final int FIRST = 2000;

    private final boolean worker;

    WorkerRole(LeagueConfig config) {
        this.worker = !config.role().servesPublic();
    }

    void register(@Observes Filters filters) {
        if (worker) {
            filters.register(this::privateOnly, FIRST);
        }
    }

    private void privateOnly(RoutingContext context) {
        String path = context.request().path();
        if (path.startsWith("/q/health") || path.equals("/q/metrics")) {
            context.next();
            return;
        }
        ApiErrors.refuse(context, 404, "this instance is a worker: it serves no public path");
    }
}
