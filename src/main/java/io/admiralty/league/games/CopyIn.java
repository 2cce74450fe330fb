package io.admiralty.league.games;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import org.postgresql.PGConnection;

/** Rows in PostgreSQL's text format sent by {@code COPY ... FROM STDIN} on the caller's connection (the storing path's bulk writes). */
public final class CopyIn {

    private CopyIn() {}

    /** Sends {@code rows} (tab-separated, one per line, ASCII) to {@code copy}; {@code what} names them in the error. */
    public static void rows(Connection c, String copy, CharSequence rows, String what) throws SQLException {
        try {
            c.unwrap(PGConnection.class)
                    .getCopyAPI()
                    .copyIn(copy, new ByteArrayInputStream(rows.toString().getBytes(StandardCharsets.US_ASCII)));
        } catch (IOException e) {
            throw new SQLException("copying " + what + " failed", e);
        }
    }
}
