package io.admiralty.api;

import io.admiralty.league.Name;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.Teams;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;

@Path("/api/teams")
@Tag(name = "Teams")
public class TeamResource {

    public record NewTeam(@Name String name) {}

    private final Teams teams;
    private final SecurityIdentity caller;

    public TeamResource(Teams teams, SecurityIdentity caller) {
        this.teams = teams;
        this.caller = caller;
    }

    /** Organiser only; the team's token is in this answer and nowhere else. */
    @POST
    @RolesAllowed(Roles.ORGANISER)
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(
            summary = "Make a team (organiser)",
            description = "The answer holds the team's token; the service keeps only its hash.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(
            responseCode = "201",
            description = "The team, with its token",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Teams.CreatedTeam.class)))
    @APIResponse(responseCode = "400", description = "No name, or a name that is not allowed")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "409", description = "A team has that name already")
    @APIResponse(responseCode = "415", description = "Not application/json")
    public Teams.CreatedTeam create(@Valid @NotNull NewTeam team) {
        return teams.create(caller, team.name());
    }
}
