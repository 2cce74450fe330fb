package io.admiralty.api;

import io.admiralty.league.Name;
import io.admiralty.league.account.ApiTokens;
import io.admiralty.league.account.Invites;
import io.admiralty.league.account.TeamAccess;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;

/**
 * Teams and who acts for them: the organiser makes, lists, renames, disables them and resets their token; a team's
 * members see and make its API tokens and see its invites and members; its captain (or the organiser) invites people
 * and removes members. A person signed in with a cookie is refused any write another site sends ({@link SameOrigin}).
 */
@Path("/api/teams")
@Tag(name = "Teams")
public class TeamResource {

    public record NewTeam(@Name String name) {}

    /** Any of them: a new name, or whether the team is disabled. */
    public record TeamChange(@Name String name, Boolean disabled) {}

    public record NewToken(@Name String name) {}

    /** Whether the team's bots' tags and metrics are everyone's to see. */
    public record NotesChange(@NotNull Boolean notesPublic) {}

    /** Any of them: how many people may join with the link (1), and for how many hours it works (a week). */
    public record NewInvite(@Min(1) @Max(100) Integer uses, @Min(1) @Max(720) Integer hours) {}

    /** An invite link, shown once: whoever follows it before it expires joins the team, {@code uses} people at most. */
    public record InviteLink(long id, String url, Instant expiresAt, int uses) {}

    private final TeamAccess access;
    private final ApiTokens tokens;
    private final Invites invites;
    private final SecurityIdentity caller;
    private final PublicSite site;

    public TeamResource(
            TeamAccess access, ApiTokens tokens, Invites invites, SecurityIdentity caller, PublicSite site) {
        this.access = access;
        this.tokens = tokens;
        this.invites = invites;
        this.caller = caller;
        this.site = site;
    }

    /** Organiser only; the team's first token is in this answer and nowhere else. */
    @POST
    @RolesAllowed(Roles.ORGANISER)
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary = "Make a team (organiser)",
            description = "The answer holds the team's first API token; the service keeps only its hash.")
    @APIResponse(
            responseCode = "201",
            description = "The team, with its token",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = TeamAccess.CreatedTeam.class)))
    @APIResponse(responseCode = "400", description = "No name, or a name that is not allowed")
    @APIResponse(responseCode = "403", description = "Not the organiser")
    @APIResponse(responseCode = "409", description = "A team has that name already, whatever its case")
    @APIResponse(responseCode = "415", description = "Not application/json")
    public TeamAccess.CreatedTeam create(@Valid @NotNull NewTeam team) {
        return access.create(caller, team.name());
    }

    @GET
    @RolesAllowed(Roles.ORGANISER)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "Every team, with its members' and tokens' counts (organiser)")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public List<TeamAccess.TeamView> list() {
        return access.list(caller);
    }

    @PATCH
    @Path("{id}")
    @RolesAllowed(Roles.ORGANISER)
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary = "Rename, disable or enable a team (organiser)",
            description = "A disabled team's tokens and its members' sessions stop working at once and its bots are"
                    + " retired: they play no more games.")
    @APIResponse(responseCode = "200", description = "The team as it is now")
    @APIResponse(responseCode = "404", description = "No such team")
    @APIResponse(responseCode = "409", description = "Another team has that name, whatever its case")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public TeamAccess.TeamView change(@PathParam("id") long id, @Valid @NotNull TeamChange change) {
        return access.change(caller, id, change.name(), change.disabled());
    }

    @PUT
    @Path("{id}/notes-visibility")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary =
                    "Show the team's bots' tags and metrics to everyone, or to the team alone (the team, the organiser)",
            description = "What a bot says of its games (admiralty tag, admiralty metric) is its team's and the"
                    + " organiser's by default; notesPublic true shows it to everyone: on game pages, in GraphQL's"
                    + " tag filter and on the bot's page. Logs stay the team's whatever this says.")
    @APIResponse(responseCode = "200", description = "The setting as it is now")
    @APIResponse(responseCode = "400", description = "No notesPublic, or fields it does not know")
    @APIResponse(responseCode = "403", description = "Another team")
    @APIResponse(responseCode = "404", description = "No such team")
    public TeamAccess.NotesVisibility setNotesVisibility(@PathParam("id") long id, @Valid @NotNull NotesChange change) {
        return access.setNotesPublic(caller, id, change.notesPublic());
    }

    @GET
    @Path("{id}/notes-visibility")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "Whether the team's bots' tags and metrics are public (the team, the organiser)")
    @APIResponse(responseCode = "200", description = "The setting")
    @APIResponse(responseCode = "403", description = "Another team")
    @APIResponse(responseCode = "404", description = "No such team")
    public TeamAccess.NotesVisibility notesVisibility(@PathParam("id") long id) {
        return access.notesVisibility(caller, id);
    }

    @POST
    @Path("{id}/reset-token")
    @RolesAllowed(Roles.ORGANISER)
    @ResponseStatus(201)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary = "Reset a team's token (organiser)",
            description = "Revokes every API token of the team and answers a new one, shown this once.")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public TeamAccess.CreatedTeam resetToken(@PathParam("id") long id) {
        return access.resetToken(caller, id);
    }

    @GET
    @Path("{id}/tokens")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "The team's API tokens: names, makers, last use; never the tokens (members, organiser)")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public List<ApiTokens.TokenView> tokens(@PathParam("id") long id) {
        return tokens.list(caller, id);
    }

    @POST
    @Path("{id}/tokens")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary = "Make a named API token for the team (a signed-in member, or the organiser)",
            description = "The token is in this answer and nowhere else. A team's own token cannot make more.")
    @APIResponse(responseCode = "201", description = "The token, shown once")
    @APIResponse(responseCode = "403", description = "Not a signed-in member of this team")
    @APIResponse(responseCode = "409", description = "The team holds as many tokens as it may")
    public ApiTokens.NewToken newToken(@PathParam("id") long id, @Valid @NotNull NewToken token) {
        return tokens.create(caller, id, token.name());
    }

    @DELETE
    @Path("{id}/tokens/{token}")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @ResponseStatus(204)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "Revoke one of the team's API tokens (members, organiser)")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public void revokeToken(@PathParam("id") long id, @PathParam("token") long token) {
        tokens.revoke(caller, id, token);
    }

    @POST
    @Path("{id}/invites")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @ResponseStatus(201)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary = "Make an invite link to the team (its captain, or the organiser)",
            description = "Single use and a week long unless the body says otherwise; the body may be left out.")
    @APIResponse(
            responseCode = "201",
            description = "The link, shown once",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = InviteLink.class)))
    @APIResponse(responseCode = "403", description = "Not the team's captain nor the organiser")
    public InviteLink invite(@PathParam("id") long id, @Valid NewInvite request) {
        Invites.NewInvite made = invites.create(
                caller,
                id,
                request == null ? null : request.uses(),
                request == null || request.hours() == null ? null : Duration.ofHours(request.hours()));
        return new InviteLink(made.id(), site.link(made.path()), made.expiresAt(), made.uses());
    }

    @GET
    @Path("{id}/invites")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "The team's open invites, without their links (members, organiser)")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public List<Invites.InviteView> invites(@PathParam("id") long id) {
        return invites.list(caller, id);
    }

    @DELETE
    @Path("{id}/invites/{invite}")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @ResponseStatus(204)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "Revoke an invite (the team's captain, or the organiser)")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public void revokeInvite(@PathParam("id") long id, @PathParam("invite") long invite) {
        invites.revoke(caller, id, invite);
    }

    @GET
    @Path("{id}/members")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(summary = "The team's members (members, organiser)")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public List<TeamAccess.MemberView> members(@PathParam("id") long id) {
        return access.members(caller, id);
    }

    @DELETE
    @Path("{id}/members/{account}")
    @RolesAllowed({Roles.ORGANISER, Roles.TEAM})
    @ResponseStatus(204)
    @SecurityRequirement(name = ApiDocument.BEARER)
    @Operation(
            summary =
                    "Remove a member (the captain, the organiser), or leave the team (the member); their sessions end")
    @APIResponse(responseCode = "403", description = "Not allowed to this caller")
    public void removeMember(@PathParam("id") long id, @PathParam("account") long account) {
        access.removeMember(caller, id, account);
    }
}
