package io.admiralty;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Plain JDBC transactions on the service's datasource. The league talks SQL directly: it needs
 * {@code FOR UPDATE SKIP LOCKED}, {@code COPY} and streaming cursors, which an ORM would only hide.
 */
@ApplicationScoped
public class Database {

    /** Work done on one connection; any exception rolls the whole transaction back. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private final AgroalDataSource dataSource;

    public Database(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    public <T> T inTransaction(Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    /** An SQL failure the caller cannot fix; the API answers it with 503, never with a stack trace. */
    public static final class DatabaseException extends RuntimeException {
        public DatabaseException(SQLException cause) {
            super(cause.getMessage(), cause);
        }
    }
}
