package io.admiralty.league.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Where the league's database listens, read from its JDBC URL, so that no bot may be pointed there. */
class BotEgressTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "jdbc:postgresql://127.0.0.1:15432/postgres                  | 127.0.0.1:15432",
                "jdbc:postgresql://db.internal/admiralty?sslmode=require     | db.internal:5432",
                "jdbc:postgresql://db1:5433,db2,[::1]:5434/admiralty         | db1:5433 db2:5432 ::1:5434",
                "jdbc:postgresql://[fd00::5]/admiralty                       | fd00::5:5432",
                "jdbc:postgresql:admiralty                                   | localhost:5432",
                "jdbc:postgresql:///admiralty                                | localhost:5432",
                "jdbc:h2:mem:test                                            | ''"
            })
    void databaseAddressesComeFromTheJdbcUrl(String url, String expected) {
        List<String> addresses = BotEgress.databaseAddresses(url).stream()
                .map(a -> a.host() + ":" + a.port())
                .toList();
        assertThat(addresses).isEqualTo(expected.isEmpty() ? List.<String>of() : Arrays.asList(expected.split(" ")));
    }

    @ParameterizedTest
    @CsvSource({"127.0.0.1, true", "::1, true", "0.0.0.0, true", "192.0.2.77, false", "8.8.8.8, false"})
    void localAddressesAreThisMachines(String address, boolean local) throws Exception {
        assertThat(BotEgress.isLocal(InetAddress.getByName(address))).isEqualTo(local);
    }
}
