package io.admiralty.league.team;

import io.admiralty.Refusal;
import io.admiralty.league.Names;
import io.admiralty.league.Unique;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/** Teams and their tokens. */
@ApplicationScoped
public class Teams {

    /** A new team with its token, which is shown only this once. */
    public record CreatedTeam(long id, String name, String token) {}

    private final TeamRepository teams;

    public Teams(TeamRepository teams) {
        this.teams = teams;
    }

    @Transactional
    public CreatedTeam create(SecurityIdentity caller, String name) {
        Roles.requireOrganiser(caller);
        String clean = Names.check("team name", name);
        String token = Identity.newToken();
        if (teams.nameTaken(clean)) {
            throw Refusal.conflict("a team named '" + clean + "' exists already");
        }
        Team team = new Team();
        team.name = clean;
        team.tokenHash = Identity.hash(token);
        Unique.persist(() -> teams.persistAndFlush(team), "a team named '" + clean + "' exists already");
        return new CreatedTeam(team.id, clean, token);
    }
}
