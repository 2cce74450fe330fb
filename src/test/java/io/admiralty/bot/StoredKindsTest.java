package io.admiralty.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.admiralty.EmbeddedDatabaseTestResource;
import io.admiralty.game.Coded;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The schema's checks on {@code bot.kind} and {@code bot.dialect}, read from the real PostgreSQL the migrations
 * built, against {@link Kind} and {@link Dialect}: a kind or dialect added to one and not the other fails here.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedDatabaseTestResource.class)
class StoredKindsTest {

    private static final Pattern QUOTED = Pattern.compile("'([^']*)'");

    @Inject
    AgroalDataSource dataSource;

    @Test
    void theStoredKindsAreTheKinds() throws SQLException {
        assertThat(quotedIn("bot_kind_check")).containsExactlyInAnyOrderElementsOf(codes(Kind.values()));
    }

    @Test
    void theStoredDialectsAreTheDialects() throws SQLException {
        assertThat(quotedIn("bot_dialect_check")).containsExactlyInAnyOrderElementsOf(codes(Dialect.values()));
    }

    /** Every kind with every dialect and with none: the database takes exactly the pairs the types allow. */
    @Test
    void theDatabaseTakesADialectExactlyWhereItsKindSpeaksIt() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                long team = builtinTeam(c);
                List<String> dialects = new ArrayList<>(codes(Dialect.values()));
                dialects.add(null);
                int n = 0;
                for (Kind kind : Kind.values()) {
                    for (String dialect : dialects) {
                        boolean allowed = dialect == null
                                ? Dialect.spokenBy(kind).isEmpty()
                                : Dialect.of(dialect).orElseThrow().isSpokenBy(kind);
                        assertThat(inserts(c, team, "pair-" + n++, kind.code(), dialect))
                                .as(kind + " bot speaking " + dialect)
                                .isEqualTo(allowed);
                    }
                }
                assertThat(inserts(c, team, "unknown", "wasm", null)).isFalse();
                assertThat(inserts(c, team, "unknown-dialect", "process", "klingon"))
                        .isFalse();
            } finally {
                c.rollback();
            }
        }
    }

    private List<String> quotedIn(String constraint) throws SQLException {
        try (Connection c = dataSource.getConnection();
                PreparedStatement select = c.prepareStatement(
                        "select pg_get_constraintdef(oid) from pg_constraint where conrelid = 'bot'::regclass and conname = ?")) {
            select.setString(1, constraint);
            try (ResultSet row = select.executeQuery()) {
                assertThat(row.next()).as("constraint " + constraint).isTrue();
                List<String> quoted = new ArrayList<>();
                Matcher m = QUOTED.matcher(row.getString(1));
                while (m.find()) {
                    quoted.add(m.group(1));
                }
                return quoted;
            }
        }
    }

    private static long builtinTeam(Connection c) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("select id from team where builtin");
                ResultSet row = select.executeQuery()) {
            assertThat(row.next()).isTrue();
            return row.getLong(1);
        }
    }

    /** Whether the row goes in; a refused one is rolled back to before it, so the transaction goes on. */
    private static boolean inserts(Connection c, long team, String name, String kind, String dialect)
            throws SQLException {
        Savepoint before = c.setSavepoint();
        try (PreparedStatement insert =
                c.prepareStatement("insert into bot (team_id, name, kind, dialect) values (?, ?, ?, ?)")) {
            insert.setLong(1, team);
            insert.setString(2, name);
            insert.setString(3, kind);
            insert.setString(4, dialect);
            insert.executeUpdate();
            return true;
        } catch (SQLException refused) {
            assertThat(refused.getSQLState()).as(refused.getMessage()).isEqualTo("23514"); // check_violation
            c.rollback(before);
            return false;
        }
    }

    private static List<String> codes(Coded[] values) {
        return Arrays.stream(values).map(Coded::code).toList();
    }
}
