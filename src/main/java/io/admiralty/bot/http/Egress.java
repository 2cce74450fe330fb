package io.admiralty.bot.http;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the league's HTTP client may connect for a bot. A bot's URL is a stranger's input: without a policy a
 * team could point its bot at the league's own metrics, its database or the cloud's metadata service and read
 * the answers back. Every URL is checked when it is registered and again at every connection, on the
 * addresses the connection will actually use: the host is resolved once, every address it resolves to must
 * pass, and the client connects to those checked addresses (so a name cannot resolve to something else
 * between the check and the connection).
 * <p>
 * Refused unless the organiser allows them: loopback, private (including carrier-grade NAT), link-local,
 * unique-local, site-local, multicast, unspecified, broadcast and reserved addresses, in every form (IPv4,
 * and IPv6 forms that carry an IPv4 address: mapped, compatible, translated, NAT64, 6to4, Teredo). Refused
 * whatever is allowed: cloud metadata services (by address and by name) and the league's own endpoints
 * ({@link Guarded}: its HTTP ports on every local address, its database). Pure apart from the injected
 * {@link Resolver} and the test for local addresses.
 */
public final class Egress {

    /** Resolves a host name to its addresses: the system resolver in the league, a scripted one in tests. */
    @FunctionalInterface
    public interface Resolver {
        List<InetAddress> resolve(String host) throws UnknownHostException;
    }

    public static final Resolver SYSTEM_RESOLVER = host -> List.of(InetAddress.getAllByName(host));

    /** The answer for one URL. */
    public sealed interface Verdict permits Open, Refused {}

    /** Every address {@code host} resolved to passed: connect to these, in order, on {@code port}. */
    public record Open(String host, List<InetAddress> addresses, int port) implements Verdict {}

    /** Why the URL may not be used, in words for the bot's own team (never shown publicly). */
    public record Refused(String reason) implements Verdict {}

    /**
     * One of the league's own endpoints that no bot may reach: {@code port} on {@code addresses}, on every
     * local address when {@code everyLocalAddress}, and on the host called {@code name} (may be null).
     */
    public record Guarded(String what, String name, Set<InetAddress> addresses, boolean everyLocalAddress, int port) {

        /** A port the service itself listens on, reachable on any address of this machine. */
        public static Guarded localPort(String what, int port) {
            return new Guarded(what, null, Set.of(), true, port);
        }
    }

    /** An address range: {@code bits} leading bits of {@code prefix}. */
    record Network(byte[] prefix, int bits, String label) {

        static Network parse(String cidr, String label) {
            int slash = cidr.indexOf('/');
            InetAddress address = literal(slash < 0 ? cidr : cidr.substring(0, slash));
            if (address == null) {
                throw new IllegalArgumentException(
                        "'" + cidr + "' is not an IP address or network (CIDR such as 10.0.0.0/8)");
            }
            int max = address.getAddress().length * 8;
            int bits;
            try {
                bits = slash < 0 ? max : Integer.parseInt(cidr.substring(slash + 1));
            } catch (NumberFormatException e) {
                bits = -1;
            }
            if (bits < 0 || bits > max) {
                throw new IllegalArgumentException("'" + cidr + "' has a prefix length outside 0.." + max);
            }
            return new Network(address.getAddress(), bits, label);
        }

        boolean contains(InetAddress address) {
            byte[] bytes = address.getAddress();
            if (bytes.length != prefix.length) {
                return false;
            }
            for (int bit = 0; bit < bits; bit++) {
                int mask = 0x80 >>> (bit % 8);
                if ((bytes[bit / 8] & mask) != (prefix[bit / 8] & mask)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A host and port the organiser opened: an address literal matches the address, a name matches the URL's host. */
    record Endpoint(String host, InetAddress address, int port) {

        boolean matches(String urlHost, InetAddress form, int urlPort) {
            return port == urlPort && (address != null ? address.equals(form) : host.equalsIgnoreCase(urlHost));
        }
    }

    // first: the tables below parse their networks with them
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*");
    private static final Pattern HOST_PORT = Pattern.compile("(?:\\[([^]]+)]|([^:\\[\\]]+)):(\\d+)");
    /** An authority ending in a port too large for Java's URI to see a host in. */
    private static final Pattern AUTHORITY_PORT = Pattern.compile(".*:(\\d+)");

    /** Addresses refused unless allowed, with what they are. */
    private static final List<Network> REFUSED_BY_DEFAULT = List.of(
            Network.parse("0.0.0.0/8", "an unspecified ('this network') address, which reaches this machine"),
            Network.parse("10.0.0.0/8", "a private address"),
            Network.parse("100.64.0.0/10", "a carrier-grade NAT (shared) address"),
            Network.parse("127.0.0.0/8", "a loopback address"),
            Network.parse("169.254.0.0/16", "a link-local address"),
            Network.parse("172.16.0.0/12", "a private address"),
            Network.parse("192.0.0.0/24", "a special-purpose address"),
            Network.parse("192.168.0.0/16", "a private address"),
            Network.parse("198.18.0.0/15", "a benchmarking address"),
            Network.parse("224.0.0.0/4", "a multicast address"),
            Network.parse("240.0.0.0/4", "a reserved or broadcast address"),
            Network.parse("::/128", "an unspecified address, which reaches this machine"),
            Network.parse("::1/128", "a loopback address"),
            Network.parse("100::/64", "a discard-only address"),
            Network.parse("2001::/32", "a Teredo tunnel address"),
            Network.parse("fc00::/7", "a unique-local address"),
            Network.parse("fe80::/10", "a link-local address"),
            Network.parse("fec0::/10", "a site-local address"),
            Network.parse("ff00::/8", "a multicast address"));

    /** Cloud metadata services (AWS, GCP, Azure, Alibaba, Oracle, DigitalOcean...), by address and by name. */
    private static final List<Network> METADATA = List.of(
            Network.parse("169.254.169.254", "a cloud metadata service"),
            Network.parse("169.254.170.2", "a cloud metadata service"),
            Network.parse("168.63.129.16", "a cloud metadata service"),
            Network.parse("100.100.100.200", "a cloud metadata service"),
            Network.parse("192.0.0.192", "a cloud metadata service"),
            Network.parse("fd00:ec2::254", "a cloud metadata service"));

    private static final Set<String> METADATA_NAMES = Set.of("metadata.google.internal", "metadata.goog", "metadata");

    private final boolean restricted;
    private final List<Network> allowedNetworks;
    private final List<Endpoint> allowedEndpoints;
    private final List<Guarded> guarded;
    private final Predicate<InetAddress> local;
    private final Resolver resolver;

    private Egress(
            boolean restricted,
            List<Network> allowedNetworks,
            List<Endpoint> allowedEndpoints,
            List<Guarded> guarded,
            Predicate<InetAddress> local,
            Resolver resolver) {
        this.restricted = restricted;
        this.allowedNetworks = allowedNetworks;
        this.allowedEndpoints = allowedEndpoints;
        this.guarded = guarded;
        this.local = local;
        this.resolver = resolver;
    }

    /**
     * The league's policy. {@code allow} lists what the organiser opens: networks in CIDR notation
     * ({@code 10.0.0.0/8}, {@code fd00::/8}), single addresses ({@code 127.0.0.1}, any port), and host:port pairs
     * ({@code 127.0.0.1:8765}, {@code [::1]:8765}, {@code bots.example.org:8080}). {@code local} says whether an
     * address belongs to this machine.
     */
    public static Egress of(
            List<String> allow, List<Guarded> guarded, Predicate<InetAddress> local, Resolver resolver) {
        List<Network> networks = new ArrayList<>();
        List<Endpoint> endpoints = new ArrayList<>();
        for (String entry : allow) {
            String item = entry.strip();
            if (item.isEmpty()) {
                continue;
            }
            Matcher hostPort = HOST_PORT.matcher(item);
            if (hostPort.matches()) {
                String host = hostPort.group(1) != null ? hostPort.group(1) : hostPort.group(2);
                int port = hostPort.group(3).length() > 5 ? 0 : Integer.parseInt(hostPort.group(3));
                if (port < 1 || port > 65535) {
                    throw new IllegalArgumentException("'" + item + "' has a port outside 1..65535");
                }
                endpoints.add(new Endpoint(host, literal(host), port));
            } else if (literal(item.split("/")[0]) == null) {
                throw new IllegalArgumentException(
                        "'" + item + "' is neither a network (10.0.0.0/8), an address (127.0.0.1)"
                                + " nor a host:port pair (127.0.0.1:8765, [::1]:8765, bots.example.org:8080)");
            } else {
                networks.add(Network.parse(item, "allowed"));
            }
        }
        return new Egress(true, List.copyOf(networks), List.copyOf(endpoints), List.copyOf(guarded), local, resolver);
    }

    /** No restriction: for {@code play} on a bot author's own machine, where every URL is the author's own. */
    public static Egress unrestricted(Resolver resolver) {
        return new Egress(false, List.of(), List.of(), List.of(), address -> false, resolver);
    }

    /**
     * A bot's URL as written: an absolute http or https address with a host and a port in 1..65535. The one check of
     * a URL's form, for the bots named on {@code play}'s command line and the league's alike.
     *
     * @throws IllegalArgumentException saying what is wrong, in words for the bot's own team
     */
    public static URI url(String text) {
        URI url;
        try {
            url = new URI(text);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("url is not a valid address: " + e.getReason());
        }
        formRefusal(url).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        return url;
    }

    /** Why the URL's form is wrong, or empty when it is an absolute http or https address with a host and a port. */
    private static Optional<String> formRefusal(URI url) {
        if (!("http".equals(url.getScheme()) || "https".equals(url.getScheme()))) {
            return Optional.of("url must be an absolute http:// or https:// address");
        }
        if (url.getHost() == null) {
            Matcher port = AUTHORITY_PORT.matcher(url.getRawAuthority() == null ? "" : url.getRawAuthority());
            return Optional.of(
                    port.matches()
                            ? "url's port must be 1..65535"
                            : "url must be an absolute http:// or https:// address with a host");
        }
        int port = port(url);
        if (port < 1 || port > 65535) {
            return Optional.of("url's port must be 1..65535, was " + port);
        }
        return Optional.empty();
    }

    /**
     * Checks a URL's form ({@link #url}), then resolves its host once and checks every address. Only an {@link Open}
     * verdict may be connected to, and only on its addresses.
     */
    public Verdict check(String url) {
        URI parsed;
        try {
            parsed = url(url);
        } catch (IllegalArgumentException e) {
            return new Refused(e.getMessage());
        }
        return check(parsed);
    }

    public Verdict check(URI url) {
        return check(url, "bots");
    }

    /**
     * {@link #check(URI)} for a URL that is not a bot's: {@code users} names what it is for in the refusal ("webhooks":
     * "a loopback address, which webhooks may not use unless the organiser allows it").
     */
    public Verdict check(URI url, String users) {
        Optional<String> form = formRefusal(url);
        if (form.isPresent()) {
            return new Refused(form.get());
        }
        int port = port(url);
        String host = hostOf(url);
        boolean literal = literal(host) != null;
        String subject = literal ? host + " is " : "host '" + host + "' resolves to ";
        if (restricted && METADATA_NAMES.contains(host.toLowerCase(Locale.ROOT).replaceAll("\\.$", ""))) {
            return new Refused("host '" + host + "' is a cloud metadata service, which " + users + " may never use");
        }
        List<InetAddress> addresses;
        try {
            addresses = List.copyOf(resolver.resolve(host));
        } catch (UnknownHostException e) {
            addresses = List.of();
        }
        if (addresses.isEmpty()) {
            return new Refused("host '" + host + "' does not resolve");
        }
        for (InetAddress address : addresses) {
            String refusal = refusal(host, address, port, users);
            if (refusal != null) {
                return new Refused(subject + refusal);
            }
        }
        return new Open(host, addresses, port);
    }

    /** The port a URL connects to: its own, or its scheme's. */
    public static int port(URI url) {
        return url.getPort() >= 0 ? url.getPort() : "https".equals(url.getScheme()) ? 443 : 80;
    }

    /** A URL's host without the brackets of an IPv6 literal. */
    public static String hostOf(URI url) {
        String host = url.getHost();
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    /** Why this address may not be used on this port, or null. Every form of the address must pass on its own. */
    private String refusal(String host, InetAddress address, int port, String users) {
        if (!restricted) {
            return null;
        }
        for (InetAddress form : forms(address)) {
            for (Guarded g : guarded) {
                if (g.port() == port
                        && (g.addresses().contains(form)
                                || host.equalsIgnoreCase(g.name())
                                || (g.everyLocalAddress() && local.test(form)))) {
                    return g.what() + ", which " + users + " may never use";
                }
            }
            for (Network metadata : METADATA) {
                if (metadata.contains(form)) {
                    return metadata.label() + ", which " + users + " may never use";
                }
            }
            if (allowed(host, form, port)) {
                continue;
            }
            for (Network network : REFUSED_BY_DEFAULT) {
                if (network.contains(form)) {
                    return network.label() + ", which " + users + " may not use unless the organiser allows it";
                }
            }
        }
        return null;
    }

    private boolean allowed(String host, InetAddress form, int port) {
        return allowedNetworks.stream().anyMatch(n -> n.contains(form))
                || allowedEndpoints.stream().anyMatch(e -> e.matches(host, form, port));
    }

    /**
     * The address and, for IPv6 forms that carry an IPv4 address, that IPv4 address too: mapped
     * ({@code ::ffff:a.b.c.d}), translated ({@code ::ffff:0:a.b.c.d}), compatible ({@code ::a.b.c.d}, but not
     * {@code ::1} and {@code ::}, which are IPv6's own loopback and unspecified addresses), NAT64
     * ({@code 64:ff9b::/96}, {@code 64:ff9b:1::/48}) and 6to4 ({@code 2002:aabb:ccdd::/48}).
     */
    static List<InetAddress> forms(InetAddress address) {
        if (!(address instanceof Inet6Address)) {
            return List.of(address);
        }
        byte[] b = address.getAddress();
        byte[] embedded = null;
        if (zeros(b, 0, 9)
                && ((b[10] == (byte) 0xff && b[11] == (byte) 0xff) || (b[10] == 0 && b[11] == 0 && b[12] != 0))) {
            embedded = new byte[] {b[12], b[13], b[14], b[15]};
        } else if (zeros(b, 0, 7) && b[8] == (byte) 0xff && b[9] == (byte) 0xff && b[10] == 0 && b[11] == 0) {
            embedded = new byte[] {b[12], b[13], b[14], b[15]};
        } else if (b[0] == 0
                && b[1] == 0x64
                && b[2] == (byte) 0xff
                && b[3] == (byte) 0x9b
                && (zeros(b, 4, 11) || (b[4] == 0 && b[5] == 1))) {
            embedded = new byte[] {b[12], b[13], b[14], b[15]};
        } else if (b[0] == 0x20 && b[1] == 0x02) {
            embedded = new byte[] {b[2], b[3], b[4], b[5]};
        }
        if (embedded == null) {
            return List.of(address);
        }
        try {
            return List.of(address, Inet4Address.getByAddress(embedded));
        } catch (UnknownHostException e) {
            throw new IllegalStateException("four bytes are always an IPv4 address", e);
        }
    }

    /** Whether bytes {@code from..to} (inclusive) are all zero. */
    private static boolean zeros(byte[] bytes, int from, int to) {
        for (int i = from; i <= to; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** The address an IP literal stands for (without any lookup), or null when the text is not one. */
    static InetAddress literal(String text) {
        String bare = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        boolean v4 = IPV4.matcher(bare).matches();
        if (v4
                ? Arrays.stream(bare.split("\\.")).anyMatch(octet -> Integer.parseInt(octet) > 255)
                : !IPV6.matcher(bare).matches()) {
            return null; // not a literal: looking it up would ask the DNS
        }
        try {
            return InetAddress.getByName(bare);
        } catch (UnknownHostException e) {
            return null;
        }
    }
}
