package io.admiralty.league.games;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.game.Coded;
import io.admiralty.game.PackedStrike;
import io.admiralty.game.ShotResult;
import io.admiralty.game.Side;
import io.admiralty.game.Strike;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.junit.jupiter.api.Test;

/**
 * V17 makes the packed log the one copy of a game's strikes: games stored before the log existed (strike rows only)
 * must come out of it with a log that holds exactly their rows. Run on a schema of its own, migrated to V16 first, on
 * connections of its own (Flyway and this test set their search path, which pooled connections would keep).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class StrikeLogMigrationTest {

    private static final String SCHEMA = "before_v17";

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String url;

    @ConfigProperty(name = "quarkus.datasource.username")
    String user;

    @ConfigProperty(name = "quarkus.datasource.password")
    String password;

    @Test
    void gamesWithStrikeRowsOnlyGetTheirLogAndReadTheSameAsRowsAfterward() throws SQLException {
        List<Strike> played = List.of(
                new Strike(1, Side.A, 3, 4, ShotResult.MISS, null, null),
                new Strike(2, Side.B, 9, 9, ShotResult.HIT, null, null),
                new Strike(3, Side.A, 0, 7, ShotResult.SUNK, 4, 2),
                new Strike(4, Side.B, 2, 1, ShotResult.SUNK, 0, 5));
        flyway().target("16").load().migrate();
        try (Connection c = DriverManager.getConnection(url, user, password);
                Statement s = c.createStatement()) {
            s.execute("set search_path to " + SCHEMA);
            long old = insertGame(s);
            long forfeited = insertGame(s);
            for (Strike strike : played) {
                s.execute(
                        "insert into strike (game_id, seq, shooter, x, y, result, sunk_ship, sunk_length) values (%d, %d, '%s', %d, %d, '%s', %s, %s)"
                                .formatted(
                                        old,
                                        strike.seq(),
                                        strike.shooter(),
                                        strike.x(),
                                        strike.y(),
                                        strike.result().code(),
                                        strike.sunkShip(),
                                        strike.sunkLength()));
            }
            flyway().load().migrate();

            assertThat(PackedStrike.strikes(bytes(s, "select strike_log from game where id = " + old)))
                    .isEqualTo(played);
            assertThat(bytes(s, "select strike_log from game where id = " + forfeited))
                    .isEmpty();
            assertThat(rows(s, "select * from strike where game_id = " + old + " order by seq"))
                    .isEqualTo(played);
            assertThat(rows(s, "select * from strikes(" + old + ")")).isEqualTo(played);
            assertThat(rows(s, "select * from strike where game_id = " + forfeited))
                    .isEmpty();
            try (ResultSet kind =
                    s.executeQuery("select table_type from information_schema.tables where table_schema = '" + SCHEMA
                            + "' and table_name = 'strike'")) {
                assertThat(kind.next()).isTrue();
                assertThat(kind.getString("table_type")).isEqualTo("VIEW");
            }
        } finally {
            try (Connection c = DriverManager.getConnection(url, user, password);
                    Statement s = c.createStatement()) {
                s.execute("drop schema " + SCHEMA + " cascade");
            }
        }
    }

    /** The service's migrations, on a schema of their own in the test database. */
    private FluentConfiguration flyway() {
        return Flyway.configure()
                .dataSource(url, user, password)
                .schemas(SCHEMA)
                .locations("db/migration");
    }

    private static long insertGame(Statement s) throws SQLException {
        try (ResultSet id = s.executeQuery(
                """
                insert into game (ruleset, seed, first_mover, name_a, name_b, reason, started_at, finished_at)
                values ('{}', 1, 'A', 'a', 'b', 'fleet_sunk', now(), now()) returning id""")) {
            id.next();
            return id.getLong("id");
        }
    }

    private static byte[] bytes(Statement s, String sql) throws SQLException {
        try (ResultSet row = s.executeQuery(sql)) {
            row.next();
            return row.getBytes(1);
        }
    }

    /** Strikes read as SQL rows, by column name, in the old table's columns. */
    private static List<Strike> rows(Statement s, String sql) throws SQLException {
        List<Strike> strikes = new ArrayList<>();
        try (ResultSet row = s.executeQuery(sql)) {
            while (row.next()) {
                strikes.add(new Strike(
                        row.getInt("seq"),
                        Side.valueOf(row.getString("shooter")),
                        row.getInt("x"),
                        row.getInt("y"),
                        Coded.find(ShotResult.class, row.getString("result")).orElseThrow(),
                        row.getObject("sunk_ship", Integer.class),
                        row.getObject("sunk_length", Integer.class)));
            }
        }
        return strikes;
    }
}
