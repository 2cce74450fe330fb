package io.admiralty.api;

import io.admiralty.league.notice.Notices;
import io.admiralty.league.team.Roles;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A team's inbox (its members and the organiser): the notices of what happened to it, read or unread. */
@Path("/api/teams/{team}/notices")
@Tag(name = "Notices")
@RolesAllowed({Roles.ORGANISER, Roles.TEAM})
@SecurityRequirement(name = ApiDocument.BEARER)
@SecurityRequirement(name = ApiDocument.SESSION)
public class NoticeResource {

    /** Marks every notice up to this one (its id) read. */
    public record ReadUpTo(@NotNull Long upTo) {}

    /** Marks one notice read, or unread again. */
    public record NoticeChange(@NotNull Boolean read) {}

    private final Notices notices;
    private final SecurityIdentity caller;

    public NoticeResource(Notices notices, SecurityIdentity caller) {
        this.notices = notices;
        this.caller = caller;
    }

    @GET
    @Operation(
            summary = "The team's notices, newest first, and how many are unread (members, organiser)",
            description = "Events: bot.benched, gate.decided, skill.scored, challenge.finished, round.finished,"
                    + " version.refused, webhook.disabled; data holds what webhooks get as data.")
    @APIResponse(responseCode = "400", description = "A limit outside 1.." + Notices.MAX_LISTED)
    @APIResponse(responseCode = "403", description = "Another team's")
    @APIResponse(responseCode = "404", description = "No such team")
    public Notices.Inbox inbox(
            @PathParam("team") long team,
            @QueryParam("unread") @DefaultValue("false") boolean unreadOnly,
            @QueryParam("limit") @DefaultValue("50") int limit) {
        return notices.inbox(caller, team, unreadOnly, limit);
    }

    @POST
    @Path("read")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Mark every notice up to one read (members, organiser); answers how many were unread")
    @APIResponse(responseCode = "403", description = "Another team's")
    @APIResponse(responseCode = "404", description = "No such team")
    public Marked markRead(@PathParam("team") long team, @Valid @NotNull ReadUpTo request) {
        return new Marked(notices.markRead(caller, team, request.upTo()));
    }

    /** How many notices were marked read. */
    public record Marked(int marked) {}

    @PATCH
    @Path("{notice}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Mark one notice read or unread (members, organiser)")
    @APIResponse(responseCode = "403", description = "Another team's")
    @APIResponse(responseCode = "404", description = "No such team, or no such notice of it")
    public Notices.NoticeView mark(
            @PathParam("team") long team, @PathParam("notice") long notice, @Valid @NotNull NoticeChange change) {
        return notices.mark(caller, team, notice, change.read());
    }
}
