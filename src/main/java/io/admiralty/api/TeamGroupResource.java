package io.admiralty.api;

import io.admiralty.league.PlainText;
import io.admiralty.league.team.Roles;
import io.admiralty.league.team.TeamGroups;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Groups of teams the organiser names ("students", "staff"), which a tournament may take its entrants from. */
@Path("/api/team-groups")
@PermitAll
@Tag(name = "Tournaments")
public class TeamGroupResource {

    private final TeamGroups groups;
    private final SecurityIdentity caller;

    public TeamGroupResource(TeamGroups groups, SecurityIdentity caller) {
        this.groups = groups;
        this.caller = caller;
    }

    @GET
    @Operation(summary = "The groups of teams, by name, each with its teams' ids")
    @APIResponse(responseCode = "200", description = "The groups")
    public List<TeamGroups.GroupView> all() {
        return groups.all();
    }

    @PUT
    @RolesAllowed(Roles.ORGANISER)
    @Path("{name}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Set a group's teams (organiser)",
            description = "{\"teams\": [team id, ...]} (at most 1000) replaces the teams the group had; an empty list"
                    + " ends it. A name is 1..32 lower-case letters, digits and hyphens. A tournament made with"
                    + " \"group\" takes its entrants from the group's teams alone.")
    @SecurityRequirement(name = ApiDocument.BEARER)
    @APIResponse(responseCode = "200", description = "The group")
    @APIResponse(
            responseCode = "400",
            description = "An unknown field, a name that is not one, teams missing or listing a team twice")
    @APIResponse(responseCode = "401", description = "No credentials")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "404", description = "No such team")
    public TeamGroups.GroupView set(
            @PathParam("name") @PlainText String name, @Valid @NotNull TeamGroups.Members members) {
        return groups.set(caller, name, members);
    }
}
