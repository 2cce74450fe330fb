package io.admiralty.league.runtime;

import io.admiralty.bot.http.Egress;
import io.quarkus.runtime.LaunchMode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.Config;
import org.jboss.logging.Logger;

/**
 * The league's {@link Egress} policy for HTTP bots: what the organiser opened ({@code admiralty.bots.http.allow})
 * and what no bot may reach whatever is open: this service's own ports on every local address and its database
 * (the datasource URL's hosts and ports, the embedded PostgreSQL's included).
 */
@ApplicationScoped
public class BotEgress {

    private static final Logger LOG = Logger.getLogger(BotEgress.class);
    private static final Pattern JDBC_POSTGRESQL = Pattern.compile("jdbc:postgresql:(?://([^/?]*))?.*");
    private static final Pattern HOST_PORT = Pattern.compile("(\\[[^]]*]|[^:]*)(?::(\\d+))?");
    private static final int POSTGRESQL_PORT = 5432;

    /** A host and port the database listens on. */
    record DatabaseAddress(String host, int port) {}

    private final List<Egress.Guarded> guarded;
    private final List<String> allow;
    private final ServicePorts bound;
    private final Egress.Resolver resolver;
    /** The policy once the server's bound ports are known; until then it is made anew at each use. */
    private volatile Egress complete;

    public BotEgress(EgressConfig config, Config settings, Egress.Resolver resolver, ServicePorts bound) {
        List<Egress.Guarded> guarded = new ArrayList<>();
        for (int port : ownPorts(settings, LaunchMode.current())) {
            guarded.add(Egress.Guarded.localPort("the league's own service", port));
        }
        settings.getOptionalValue("quarkus.datasource.jdbc.url", String.class)
                .ifPresent(url -> databaseAddresses(url).forEach(db -> guarded.add(guard(db, resolver))));
        this.guarded = List.copyOf(guarded);
        this.allow = config.allow().orElse(List.of());
        this.bound = bound;
        this.resolver = resolver;
        policy(Set.of());
        LOG.infof(
                "HTTP bots may reach public addresses%s; never this service nor its database (%s)",
                allow.isEmpty() ? " only" : " and " + String.join(", ", allow),
                guarded.stream()
                        .map(g -> (g.everyLocalAddress() ? "local" : g.name()) + ":" + g.port())
                        .distinct()
                        .toList());
    }

    private Egress policy(Set<Integer> boundPorts) {
        List<Egress.Guarded> all = new ArrayList<>(guarded);
        boundPorts.forEach(port -> all.add(Egress.Guarded.localPort("the league's own service", port)));
        try {
            return Egress.of(allow, all, BotEgress::isLocal, resolver);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("admiralty.bots.http.allow: " + e.getMessage(), e);
        }
    }

    /** The system's resolver; tests may replace it to play DNS tricks on the league. */
    @Produces
    @ApplicationScoped
    static Egress.Resolver systemResolver() {
        return Egress.SYSTEM_RESOLVER;
    }

    /** The rules, with the ports the server bound once it has (a port configured as 0 is only known then). */
    public Egress policy() {
        Egress ready = complete;
        if (ready != null) {
            return ready;
        }
        Set<Integer> ports = bound.bound();
        Egress made = policy(ports);
        if (!ports.isEmpty()) {
            complete = made;
        }
        return made;
    }

    /** The ports this service listens on in this launch mode: HTTP, HTTPS and the management interface. */
    static Set<Integer> ownPorts(Config settings, LaunchMode mode) {
        String prefix = mode == LaunchMode.TEST ? "test-" : "";
        int offset = mode == LaunchMode.TEST ? 1 : 0;
        Set<Integer> ports = new LinkedHashSet<>();
        ports.add(settings.getOptionalValue("quarkus.http." + prefix + "port", Integer.class)
                .orElse(8080 + offset));
        ports.add(settings.getOptionalValue("quarkus.http." + prefix + "ssl-port", Integer.class)
                .orElse(8443 + offset));
        if (settings.getOptionalValue("quarkus.management.enabled", Boolean.class)
                .orElse(false)) {
            ports.add(settings.getOptionalValue("quarkus.management." + prefix + "port", Integer.class)
                    .orElse(9000 + offset));
        }
        return ports;
    }

    /** Hosts and ports of a PostgreSQL JDBC URL ({@code jdbc:postgresql://h1:5433,[::1]/db}; no host: localhost:5432). */
    static List<DatabaseAddress> databaseAddresses(String jdbcUrl) {
        Matcher url = JDBC_POSTGRESQL.matcher(jdbcUrl);
        if (!url.matches()) {
            return List.of();
        }
        if (url.group(1) == null || url.group(1).isEmpty()) {
            return List.of(new DatabaseAddress("localhost", POSTGRESQL_PORT));
        }
        List<DatabaseAddress> addresses = new ArrayList<>();
        for (String server : url.group(1).split(",")) {
            Matcher hostPort = HOST_PORT.matcher(server.strip());
            if (hostPort.matches()) {
                String host = hostPort.group(1).replaceAll("^\\[|]$", "");
                addresses.add(new DatabaseAddress(
                        host.isEmpty() ? "localhost" : host,
                        hostPort.group(2) == null ? POSTGRESQL_PORT : Integer.parseInt(hostPort.group(2))));
            }
        }
        return addresses;
    }

    /** The database's port on its host's addresses, and on every local address when it runs on this machine. */
    private static Egress.Guarded guard(DatabaseAddress db, Egress.Resolver resolver) {
        Set<InetAddress> addresses;
        try {
            addresses = Set.copyOf(resolver.resolve(db.host()));
        } catch (UnknownHostException e) {
            LOG.warnf("the database host %s does not resolve now; bots are kept from it by name only", db.host());
            addresses = Set.of();
        }
        return new Egress.Guarded(
                "the league's own service",
                db.host(),
                addresses,
                addresses.stream().anyMatch(BotEgress::isLocal),
                db.port());
    }

    /** Whether an address is this machine's: loopback, unspecified, or bound to one of its interfaces. */
    static boolean isLocal(InetAddress address) {
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            return true;
        }
        try {
            return NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            return false;
        }
    }
}
