package io.admiralty.api;

import io.admiralty.league.Teams;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.ResponseStatus;

@Path("/api/teams")
public class TeamResource {

    public record NewTeam(String name) {
    }

    private final Teams teams;
    private final Callers callers;

    public TeamResource(Teams teams, Callers callers) {
        this.teams = teams;
        this.callers = callers;
    }

    /** Organiser only; the team's token is in this answer and nowhere else. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    public Teams.CreatedTeam create(NewTeam team, @Context HttpHeaders headers) {
        return teams.create(callers.of(headers), team == null ? null : team.name());
    }
}
