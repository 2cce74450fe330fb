package io.admiralty.bot.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The egress policy as pure rules: address tables, IPv6 forms, the organiser's allow list, the league's own endpoints. */
class EgressTest {

    /** This machine, as the tests pretend: loopback, unspecified, and one LAN address. */
    private static final Predicate<InetAddress> LOCAL = a ->
            a.isLoopbackAddress() || a.isAnyLocalAddress() || a.getHostAddress().equals("192.0.2.10");
    /** The league's own HTTP port and its database, as the service guards them. */
    private static final List<Egress.Guarded> GUARDED = List.of(
            Egress.Guarded.localPort("the league's own service", 8080),
            new Egress.Guarded("the league's own service", "db.internal", Set.of(address("203.0.113.5")), false, 5432));
    /** Literals resolve to themselves; names as listed. */
    private static final Map<String, List<String>> NAMES = Map.of(
            "bots.example.org", List.of("198.51.100.7"),
            "sneaky.example.org", List.of("198.51.100.7", "10.0.0.3"),
            "loopy.example.org", List.of("127.0.0.1"),
            "db.internal", List.of("203.0.113.5"),
            "inside.example.org", List.of("10.1.2.3"));

    private static final Egress.Resolver RESOLVER = host -> {
        if (Egress.literal(host) != null) {
            return List.of(Egress.literal(host));
        }
        List<String> addresses = NAMES.get(host);
        if (addresses == null) {
            throw new UnknownHostException(host);
        }
        return addresses.stream().map(EgressTest::address).toList();
    };
    private static final Egress DEFAULTS = Egress.of(List.of(), GUARDED, LOCAL, RESOLVER);

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "http://8.8.8.8/                 | open",
                "http://172.32.0.1/              | open",
                "http://100.128.0.1/             | open",
                "http://192.0.2.200/             | open",
                "http://[2606:4700::1111]/       | open",
                "http://[2002:808:808::1]/       | open",
                "http://127.0.0.1:8765/          | a loopback address",
                "http://127.255.255.254/         | a loopback address",
                "http://0.0.0.0:8765/            | an unspecified",
                "http://0.1.2.3/                 | an unspecified",
                "http://10.0.0.1/                | a private address",
                "http://172.16.0.1/              | a private address",
                "http://172.31.255.255/          | a private address",
                "http://192.168.1.1/             | a private address",
                "http://100.64.0.1/              | carrier-grade NAT",
                "http://100.127.255.255/         | carrier-grade NAT",
                "http://169.254.1.1/             | a link-local address",
                "http://224.0.0.1/               | a multicast address",
                "http://239.255.255.250/         | a multicast address",
                "http://255.255.255.255/         | a reserved or broadcast address",
                "http://198.18.0.1/              | a benchmarking address",
                "http://[::1]:8765/              | a loopback address",
                "http://[::]/                    | an unspecified address",
                "http://[fe80::1]/               | a link-local address",
                "http://[fc00::1]/               | a unique-local address",
                "http://[fd12:3456::1]/          | a unique-local address",
                "http://[fec0::1]/               | a site-local address",
                "http://[ff02::1]/               | a multicast address",
                "http://[2001:0:4136:e378::1]/   | a Teredo tunnel address",
                "http://169.254.169.254/latest/  | a cloud metadata service",
                "http://[fd00:ec2::254]/         | a cloud metadata service",
                "http://100.100.100.200/         | a cloud metadata service",
                "http://168.63.129.16/           | a cloud metadata service",
                "http://metadata.google.internal/ | cloud metadata service",
                "http://METADATA.GOOGLE.INTERNAL./ | cloud metadata service"
            })
    void defaultsRefuseEveryInsideAddress(String url, String expected) {
        assertVerdict(DEFAULTS.check(url), expected);
    }

    /** IPv6 forms that carry an IPv4 address are judged by that address too, however the resolver hands them over. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "0000:0000:0000:0000:0000:ffff:7f00:0001 | a loopback address",
                "0000:0000:0000:0000:0000:ffff:0a00:0001 | a private address",
                "0000:0000:0000:0000:0000:ffff:a9fe:a9fe | a cloud metadata service",
                "0000:0000:0000:0000:0000:0000:7f00:0001 | a loopback address",
                "0000:0000:0000:0000:ffff:0000:7f00:0001 | a loopback address",
                "0064:ff9b:0000:0000:0000:0000:0a00:0001 | a private address",
                "0064:ff9b:0001:0000:0000:0000:c0a8:0101 | a private address",
                "2002:7f00:0001:0000:0000:0000:0000:0001 | a loopback address",
                "2002:a9fe:a9fe:0000:0000:0000:0000:0001 | a cloud metadata service",
                "0000:0000:0000:0000:0000:ffff:0808:0808 | open",
                "0064:ff9b:0000:0000:0000:0000:0808:0808 | open"
            })
    void ipv6FormsOfIpv4AddressesAreJudgedByTheIpv4Address(String hex, String expected) throws UnknownHostException {
        byte[] bytes = new byte[16];
        String digits = hex.replace(":", "");
        for (int i = 0; i < 16; i++) {
            bytes[i] = (byte) Integer.parseInt(digits.substring(2 * i, 2 * i + 2), 16);
        }
        // an Inet6Address as it is, not the IPv4 address InetAddress.getByAddress would turn a mapped form into
        InetAddress form = Inet6Address.getByAddress(null, bytes, -1);
        Egress egress = Egress.of(List.of(), GUARDED, LOCAL, host -> List.of(form));
        assertVerdict(egress.check("http://wrapped.example.org/"), expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "http://127.0.0.1:0/        | port must be 1..65535",
                "http://127.0.0.1:70000/    | port must be 1..65535",
                "http://127.0.0.1:99999999999/ | port must be 1..65535",
                "ftp://bots.example.org/    | absolute http:// or https://",
                "bots.example.org/turn      | absolute http:// or https://",
                "http:///nohost             | with a host",
                "http://no such host/       | not a valid address",
                "http://nowhere.invalid/    | does not resolve"
            })
    void malformedUrlsAreRefusedWithTheReason(String url, String expected) {
        assertVerdict(DEFAULTS.check(url), expected);
    }

    /** A webhook's URL is checked by the same rules, and a refusal says it is a webhook's (issue 49.3). */
    @Test
    void aRefusalNamesWhatTheUrlIsFor() {
        java.net.URI loopback = java.net.URI.create("http://127.0.0.1:9/hook");
        assertThat(((Egress.Refused) DEFAULTS.check(loopback, "webhooks")).reason())
                .isEqualTo(
                        "127.0.0.1 is a loopback address, which webhooks may not use unless the organiser allows it");
        assertThat(((Egress.Refused) DEFAULTS.check(loopback)).reason())
                .isEqualTo("127.0.0.1 is a loopback address, which bots may not use unless the organiser allows it");
    }

    @Test
    void defaultPortsFollowTheScheme() {
        assertThat(DEFAULTS.check("http://bots.example.org/turn"))
                .isEqualTo(new Egress.Open("bots.example.org", List.of(address("198.51.100.7")), 80));
        assertThat(DEFAULTS.check("https://bots.example.org/turn"))
                .isEqualTo(new Egress.Open("bots.example.org", List.of(address("198.51.100.7")), 443));
    }

    @Test
    void everyAddressANameResolvesToMustPass() {
        assertVerdict(
                DEFAULTS.check("http://sneaky.example.org/"),
                "host 'sneaky.example.org' resolves to a private address");
        assertVerdict(
                DEFAULTS.check("http://loopy.example.org:8765/"),
                "host 'loopy.example.org' resolves to a loopback address");
        assertVerdict(DEFAULTS.check("http://inside.example.org/"), "a private address");
    }

    @Test
    void theOrganiserOpensNetworksAddressesAndHostPortPairs() {
        Egress egress = Egress.of(
                List.of("127.0.0.1:8765", " 10.0.0.0/8", "[::1]:9000", "inside.example.org:8080", "192.168.7.7", ""),
                GUARDED,
                LOCAL,
                RESOLVER);
        assertVerdict(egress.check("http://127.0.0.1:8765/"), "open");
        assertVerdict(egress.check("http://loopy.example.org:8765/"), "open");
        assertVerdict(egress.check("http://127.0.0.1:8766/"), "a loopback address");
        assertVerdict(egress.check("http://127.0.0.2:8765/"), "a loopback address");
        assertVerdict(egress.check("http://10.200.3.4:1234/"), "open");
        assertVerdict(egress.check("http://sneaky.example.org/"), "open");
        assertVerdict(egress.check("http://[::1]:9000/"), "open");
        assertVerdict(egress.check("http://[::1]:9001/"), "a loopback address");
        assertVerdict(egress.check("http://inside.example.org:8080/"), "open");
        assertVerdict(egress.check("http://10.1.2.3:8080/"), "open");
        assertVerdict(egress.check("http://192.168.7.7:1/"), "open");
        assertVerdict(egress.check("http://192.168.7.8/"), "a private address");
        assertVerdict(egress.check("http://172.16.0.1/"), "a private address");
    }

    @Test
    void theLeaguesOwnPortsDatabaseAndMetadataStayClosedWhateverIsAllowed() {
        Egress everything = Egress.of(List.of("0.0.0.0/0", "::/0", "db.internal:5432"), GUARDED, LOCAL, RESOLVER);
        assertVerdict(everything.check("http://127.0.0.1:8765/"), "open");
        assertVerdict(everything.check("http://10.9.9.9:8080/"), "open");
        for (String own : List.of(
                "http://127.0.0.1:8080/q/metrics",
                "http://127.9.9.9:8080/",
                "http://0.0.0.0:8080/",
                "http://[::1]:8080/",
                "http://[::ffff:127.0.0.1]:8080/",
                "http://192.0.2.10:8080/",
                "http://loopy.example.org:8080/",
                "http://203.0.113.5:5432/",
                "http://db.internal:5432/",
                "http://169.254.169.254/",
                "http://metadata.google.internal/")) {
            assertThat(everything.check(own)).as(own).isInstanceOf(Egress.Refused.class);
            assertThat(((Egress.Refused) everything.check(own)).reason())
                    .as(own)
                    .contains("which bots may never use");
        }
        assertVerdict(everything.check("http://203.0.113.5:5433/"), "open");
    }

    @Test
    void aNameThatResolvesElsewhereAtConnectionIsJudgedOnItsNewAddress() {
        Deque<String> answers = new ArrayDeque<>(List.of("198.51.100.7", "127.0.0.1"));
        Egress egress = Egress.of(List.of(), GUARDED, LOCAL, host -> List.of(address(answers.removeFirst())));
        assertVerdict(egress.check("http://rebind.example.org/"), "open");
        assertVerdict(egress.check("http://rebind.example.org/"), "resolves to a loopback address");
    }

    @Test
    void playIsUnrestrictedButStillChecksTheUrlsForm() {
        Egress play = Egress.unrestricted(RESOLVER);
        assertVerdict(play.check("http://127.0.0.1:8080/"), "open");
        assertVerdict(play.check("http://169.254.169.254/"), "open");
        assertVerdict(play.check("http://127.0.0.1:0/"), "port must be 1..65535");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "bots.example.org        | neither a network",
                "10.0.0.0/33             | prefix length outside 0..32",
                "fd00::/129              | prefix length outside 0..128",
                "127.0.0.1:0             | port outside 1..65535",
                "127.0.0.1:65536         | port outside 1..65535",
                "300.0.0.1               | neither a network"
            })
    void badAllowEntriesAreRefusedAtStart(String entry, String message) {
        assertThatThrownBy(() -> Egress.of(List.of(entry), GUARDED, LOCAL, RESOLVER))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }

    @Test
    void literalsAreRecognisedWithoutAskingTheDns() {
        assertThat(Egress.literal("127.0.0.1")).isEqualTo(address("127.0.0.1"));
        assertThat(Egress.literal("[::1]")).isEqualTo(address("::1"));
        assertThat(Egress.literal("256.1.1.1")).isNull();
        assertThat(Egress.literal("bots.example.org")).isNull();
    }

    private static void assertVerdict(Egress.Verdict verdict, String expected) {
        if (expected.equals("open")) {
            assertThat(verdict).isInstanceOf(Egress.Open.class);
        } else {
            assertThat(verdict).isInstanceOf(Egress.Refused.class);
            assertThat(((Egress.Refused) verdict).reason()).contains(expected);
        }
    }

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(literal, e);
        }
    }
}
