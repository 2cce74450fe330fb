package io.admiralty.api;

import io.admiralty.league.runtime.ServicePorts;
import io.quarkus.vertx.http.HttpServer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import java.util.Set;
import java.util.TreeSet;

/** The HTTP server's bound ports (HTTP, HTTPS and management, where each listens), for the league's egress rules. */
@ApplicationScoped
class BoundPorts implements ServicePorts {

    private final Instance<HttpServer> server;

    BoundPorts(Instance<HttpServer> server) {
        this.server = server;
    }

    @Override
    public Set<Integer> bound() {
        if (!server.isResolvable()) {
            return Set.of();
        }
        HttpServer http = server.get();
        Set<Integer> ports = new TreeSet<>();
        for (int port : new int[] {http.getPort(), http.getSecurePort(), http.getManagementPort()}) {
            if (port > 0) {
                ports.add(port);
            }
        }
        return ports;
    }
}
