package io.admiralty.league;

import io.admiralty.Database;
import io.admiralty.RequestException;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.PreparedStatement;
import java.sql.ResultSet;

/** Teams and their tokens. */
@ApplicationScoped
public class Teams {

    /** A new team with its token, which is shown only this once. */
    public record CreatedTeam(long id, String name, String token) {
    }

    private final Database database;

    public Teams(Database database) {
        this.database = database;
    }

    public CreatedTeam create(Caller caller, String name) {
        caller.requireOrganiser();
        String clean = Names.check("team name", name);
        String token = Identity.newToken();
        return database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement(
                    "insert into team (name, token_hash) values (?, ?) on conflict (name) do nothing returning id")) {
                insert.setString(1, clean);
                insert.setString(2, Identity.hash(token));
                try (ResultSet row = insert.executeQuery()) {
                    if (!row.next()) {
                        throw RequestException.conflict("a team named '" + clean + "' exists already");
                    }
                    return new CreatedTeam(row.getLong(1), clean, token);
                }
            }
        });
    }
}
